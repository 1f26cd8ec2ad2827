/// The modifier behind `navigationTitle`: tells the enclosing navigation stack the title of its screen.
struct NavigationTitleModifier: ViewModifier, PrimitiveModifier {
    /// The title, turned into characters where the platform is known (an inline image as it shows one).
    let title: Text
    static func makeNode(graph: ViewGraph) -> ViewNode { NavigationTitleNode(graph: graph) }
}

/// Registers its title with the stack while it is in the graph.
@MainActor
final class NavigationTitleNode: ModifierNode<NavigationTitleModifier> {
    override func evaluate() {
        super.evaluate()
        environment.navigationContext?.setTitle(modifier.title.plainString(symbols: environment.platform.symbols), from: self)
    }

    override func willUnmount() {
        environment.navigationContext?.setTitle(nil, from: self)
    }
}

/// The modifier behind `navigationBarTitleDisplayMode`: tells the enclosing navigation stack how its screen's
/// title shows.
struct NavigationTitleDisplayModeModifier: ViewModifier, PrimitiveModifier {
    let displayMode: NavigationBarItem.TitleDisplayMode
    static func makeNode(graph: ViewGraph) -> ViewNode { NavigationTitleDisplayModeNode(graph: graph) }
}

/// Registers its display mode with the stack while it is in the graph.
@MainActor
final class NavigationTitleDisplayModeNode: ModifierNode<NavigationTitleDisplayModeModifier> {
    override func evaluate() {
        super.evaluate()
        environment.navigationContext?.setTitleDisplayMode(modifier.displayMode, from: self)
    }

    override func willUnmount() {
        environment.navigationContext?.setTitleDisplayMode(nil, from: self)
    }
}

/// How a navigation bar shows its title on iOS; a terminal's bar is always one line.
public enum NavigationBarItem {
    /// Title display modes.
    public enum TitleDisplayMode: Sendable {
        /// The platform's choice.
        case automatic
        /// Inline in the bar.
        case inline
        /// A large title below the bar.
        case large
    }
}

extension View {
    /// The title of the navigation stack's screen this view is in (shown in the navigation bar).
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title))
    }

    /// The title of the screen, from a localized key.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(title: Text(titleKey)))
    }

    /// The title of the screen, from a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: Text(verbatim: String(title))))
    }

    /// How the title of the navigation stack's screen this view is in is shown: large under the bar, inline in
    /// it, or as the screen before it shows its title (`automatic`; a stack's first screen is large). A platform
    /// without large titles (a terminal, whose bar is one line) shows every title inline.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationTitleDisplayModeModifier(displayMode: displayMode))
    }
}
