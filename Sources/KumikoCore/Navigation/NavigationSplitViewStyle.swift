/// How a ``NavigationSplitView`` arranges its columns at a regular width, as SwiftUI's
/// `NavigationSplitViewStyle`; set it with `navigationSplitViewStyle(_:)`.
///
/// In a terminal the columns always sit side by side; the style decides what `.automatic` column visibility
/// shows: every column (`.automatic`, `.balanced`), or the detail alone until the sidebar is shown
/// (`.prominentDetail`, where iOS keeps the detail's size and slides the leading columns over it).
public protocol NavigationSplitViewStyle: Sendable {}

/// The navigation split view styles Kumiko draws.
package enum NavigationSplitViewStyleKind: Sendable, Hashable {
    /// The platform's choice (balanced).
    case automatic
    /// The detail narrows to make room for the leading columns.
    case balanced
    /// The detail keeps its size; the leading columns show only when asked for.
    case prominentDetail
}

/// The platform's default split view style (balanced in a terminal).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: NavigationSplitViewStyleKind { .automatic }
}

/// A split view style that narrows the detail to make room for the leading columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: NavigationSplitViewStyleKind { .balanced }
}

/// A split view style that keeps the detail's size: with `.automatic` column visibility the detail shows
/// alone until the user shows the sidebar.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: NavigationSplitViewStyleKind { .prominentDetail }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's default style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The detail narrows to make room for the leading columns.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail keeps its size; the leading columns show when asked for.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

private struct NavigationSplitViewStyleKey: EnvironmentKey {
    static let defaultValue = NavigationSplitViewStyleKind.automatic
}

extension EnvironmentValues {
    /// The split view style in effect.
    var navigationSplitViewStyle: NavigationSplitViewStyleKind {
        get { self[NavigationSplitViewStyleKey.self] }
        set { self[NavigationSplitViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of navigation split views in this view.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        environment(\.navigationSplitViewStyle, builtInKind(of: style, default: .automatic))
    }
}
