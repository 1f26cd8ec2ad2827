import Foundation

/// How a tab view shows which tab is selected, as SwiftUI's `TabViewStyle`. In a terminal the tab bar styles
/// draw a one-line tab bar under the selected tab; the page style draws a line of dots instead
/// (docs/TERMINAL-LOOK.md).
public protocol TabViewStyle: Sendable {}

/// The tab view styles Kumiko draws.
package enum TabViewStyleKind: Sendable, Hashable {
    /// A tab bar line with every tab's item.
    case tabBar
    /// Pages with a line of dots for the page index, shown as the display mode says.
    case page(PageTabViewStyle.IndexDisplayMode)
}

/// The platform's default tab view style: a tab bar, as on iOS.
public struct DefaultTabViewStyle: TabViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: TabViewStyleKind { .tabBar }
}

/// A tab bar only (iOS 18's `.tabBarOnly`).
public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: TabViewStyleKind { .tabBar }
}

/// A tab bar that a larger screen may show as a sidebar (iOS 18's `.sidebarAdaptable`); a terminal shows the tab
/// bar, as an iPhone does.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltInStyle {
    /// Creates the style.
    public init() {}
    /// The kind of built-in style this is.
    package var kind: TabViewStyleKind { .tabBar }
}

/// Pages with an index of dots, as SwiftUI's `PageTabViewStyle`. A terminal cannot swipe: the same keys and
/// clicks as the tab bar turn the pages.
public struct PageTabViewStyle: TabViewStyle, BuiltInStyle {
    /// When the page index is shown.
    public struct IndexDisplayMode: Sendable, Hashable {
        let kind: Int
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(kind: 0)
        /// Always shown, even for one page.
        public static let always = IndexDisplayMode(kind: 1)
        /// Never shown.
        public static let never = IndexDisplayMode(kind: 2)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates the style with an index display mode.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// The kind of built-in style this is.
    package var kind: TabViewStyleKind { .page(indexDisplayMode) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The platform default (a tab bar).
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// A tab bar only.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar (a sidebar on larger screens).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with an index shown when there is more than one.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages with an index shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.tabBar }

extension EnvironmentValues {
    /// The tab view style in effect.
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tab views inside this view.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyle, builtInKind(of: style, default: .tabBar))
    }
}
