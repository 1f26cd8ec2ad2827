/// How a button looks, as SwiftUI's built-in `PrimitiveButtonStyle`s: `.automatic`, `.plain`, `.borderless`,
/// `.bordered` and `.borderedProminent`. In a terminal the first three draw the label in the accent colour;
/// `.bordered` puts it on a grey band one column wider at each side, `.borderedProminent` on an accent band
/// in white. (Custom `ButtonStyle`s with `makeBody(configuration:)` are not supported yet.)
public protocol PrimitiveButtonStyle: Sendable {
    /// The style's kind.
    var _kind: ButtonStyleKind { get }
}

/// The button styles Kumiko draws.
public enum ButtonStyleKind: Sendable, Hashable {
    /// The platform's choice: the label in the accent colour.
    case automatic
    /// The label as it is.
    case plain
    /// The label in the accent colour, no border.
    case borderless
    /// The label on a grey band.
    case bordered
    /// The label in white on an accent band.
    case borderedProminent
}

/// The platform's default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Automatic.
    public var _kind: ButtonStyleKind { .automatic }
}

/// A button style that draws the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Plain.
    public var _kind: ButtonStyleKind { .plain }
}

/// A button style without a border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Borderless.
    public var _kind: ButtonStyleKind { .borderless }
}

/// A button style with a grey band behind the label.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Bordered.
    public var _kind: ButtonStyleKind { .bordered }
}

/// A button style with an accent band behind the label.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    /// Bordered prominent.
    public var _kind: ButtonStyleKind { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// No border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A grey band.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// An accent band.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = ButtonStyleKind.automatic
}

extension EnvironmentValues {
    /// The style of buttons here.
    var buttonStyle: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, style._kind)
    }
}
