/// How a (deprecated) ``NavigationView`` shows its children, as SwiftUI's `NavigationViewStyle`; set it with
/// `navigationViewStyle(_:)`.
public protocol NavigationViewStyle: Sendable {}

/// The navigation view styles Kumiko draws.
package enum NavigationViewStyleKind: Sendable, Hashable {
    /// Columns at a regular width, one stack at a compact width.
    case automatic
    /// One stack at every width: the first child is the root, links push.
    case stack
    /// Columns at a regular width (a compact width still collapses them into a stack, as on iPhone).
    case columns
}

/// The default navigation view style: columns when the width is regular, a stack when it is compact.
public struct DefaultNavigationViewStyle: NavigationViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: NavigationViewStyleKind { .automatic }
}

/// A navigation view style that shows one view at a time, as a stack.
public struct StackNavigationViewStyle: NavigationViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: NavigationViewStyleKind { .stack }
}

/// A navigation view style that shows its children in columns.
public struct ColumnNavigationViewStyle: NavigationViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: NavigationViewStyleKind { .columns }
}

/// A navigation view style of a primary column whose links show in the detail column.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: NavigationViewStyleKind { .columns }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// Columns when the width is regular, a stack when it is compact.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One view at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

private struct NavigationViewStyleKey: EnvironmentKey {
    static let defaultValue = NavigationViewStyleKind.automatic
}

extension EnvironmentValues {
    /// The navigation view style in effect.
    var navigationViewStyle: NavigationViewStyleKind {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of navigation views in this view (deprecated in SwiftUI, as `NavigationView` is).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        environment(\.navigationViewStyle, builtInKind(of: style, default: .automatic))
    }
}
