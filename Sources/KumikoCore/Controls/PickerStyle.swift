import Foundation

/// How a picker looks and is operated, as SwiftUI's `PickerStyle`: `.automatic`, `.menu`, `.inline`,
/// `.segmented`, `.wheel`, `.navigationLink` and `.palette`. In a terminal:
///
/// - `.automatic` is `.menu`, as on iOS 16 and later (inside a `Menu` a picker's options are shown inline);
/// - `.menu`: the label at the leading edge and the current option's title and `⌄` in the accent colour at the
///   trailing edge; Return, Space or a click opens a popup menu of the options (see ``Picker``);
/// - `.segmented` and `.palette`: one line `[ Small | Large ]`, the selected segment in reverse video;
/// - `.inline`: the options as rows with a `✓` on the selected one (in a list, rows of the list);
/// - `.wheel`: a terminal cannot spin a wheel; drawn and operated as `.menu`;
/// - `.navigationLink`: inside a `NavigationStack`, a row that pushes a list of the options; elsewhere `.menu`.
///
/// (Custom picker styles are not supported.)
public protocol PickerStyle: Sendable {}

/// The picker styles Kumiko draws.
package enum PickerStyleKind: Sendable, Hashable {
    /// The platform's choice: a menu.
    case automatic
    /// A control that opens a popup menu of the options.
    case menu
    /// The options as rows, the selected one checked.
    case inline
    /// A row of segments.
    case segmented
    /// A wheel (drawn as a menu).
    case wheel
    /// A link that pushes a list of the options.
    case navigationLink
    /// A row of compact options (drawn as segments).
    case palette
}

/// The platform's default picker style (a menu).
public struct DefaultPickerStyle: PickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: PickerStyleKind { .automatic }
}

/// A picker style that opens a popup menu of the options.
public struct MenuPickerStyle: PickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: PickerStyleKind { .menu }
}

/// A picker style that shows every option inline, the selected one checked.
public struct InlinePickerStyle: PickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: PickerStyleKind { .inline }
}

/// A picker style that shows the options as segments of one control.
public struct SegmentedPickerStyle: PickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: PickerStyleKind { .segmented }
}

/// A picker style that shows a spinning wheel; a terminal draws it as a menu.
public struct WheelPickerStyle: PickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: PickerStyleKind { .wheel }
}

/// A picker style that pushes a list of the options onto the enclosing navigation stack.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: PickerStyleKind { .navigationLink }
}

/// A picker style that shows the options as a row of compact elements (drawn as segments).
public struct PalettePickerStyle: PickerStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default style: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A control that opens a popup menu of the options.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Every option inline, the selected one checked.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The options as segments of one control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel (a terminal draws it as a menu).
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A link that pushes a list of the options (a menu outside a navigation stack).
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
    /// A row of compact options (drawn as segments).
    public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static let defaultValue = PickerStyleKind.automatic
}

extension EnvironmentValues {
    /// The style of pickers here.
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers in this view, as SwiftUI's `pickerStyle(_:)`.
    ///
    /// - Parameter style: The style (`.automatic`, `.menu`, `.inline`, `.segmented`, `.wheel`,
    ///   `.navigationLink`, `.palette`).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, builtInKind(of: style, default: .automatic))
    }
}
