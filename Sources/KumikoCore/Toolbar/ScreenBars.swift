import Foundation

/// What the screens of one navigation stack put in its bars besides the title: toolbar items, and whether
/// the bar or the back button is hidden (by `toolbar(_:for:)`, `navigationBarHidden`,
/// `navigationBarBackButtonHidden`). Kept per screen, by the node that declared it.
@MainActor
final class ScreenBars {
    private var items: [ObjectIdentifier: [ObjectIdentifier: [ToolbarItemNodes]]] = [:]
    private var visibility: [ObjectIdentifier: [ObjectIdentifier: ToolbarVisibilityModifier]] = [:]

    /// Sets the items a node declares for a screen (empty removes them).
    func setItems(_ entries: [ToolbarItemNodes], screen: ViewNode, owner: ViewNode) {
        items[ObjectIdentifier(screen), default: [:]][ObjectIdentifier(owner)] = entries.isEmpty ? nil : entries
    }

    /// The items of a screen, in the order of the nodes that declared them (outermost first), at a bar.
    func items(of screen: ViewNode, in bar: ToolbarItemPlacement.Bar) -> [ViewNode] {
        guard let byOwner = items[ObjectIdentifier(screen)] else { return [] }
        return byOwner.values
            .sorted { ($0.first?.node.depth ?? 0) < ($1.first?.node.depth ?? 0) }
            .flatMap { $0 }
            .filter { $0.placement.bar == bar && $0.node.isMounted }
            .map(\.node)
    }

    /// Sets what a node hides on a screen.
    func setVisibility(_ modifier: ToolbarVisibilityModifier, screen: ViewNode, owner: ViewNode) {
        visibility[ObjectIdentifier(screen), default: [:]][ObjectIdentifier(owner)] = modifier
    }

    /// Whether a screen hides the navigation bar (any declaration hiding it).
    func hidesNavigationBar(_ screen: ViewNode) -> Bool {
        visibility[ObjectIdentifier(screen)]?.values.compactMap(\.hidesNavigationBar).contains(true) ?? false
    }

    /// Whether a screen hides its back button.
    func hidesBackButton(_ screen: ViewNode) -> Bool {
        visibility[ObjectIdentifier(screen)]?.values.compactMap(\.hidesBackButton).contains(true) ?? false
    }
}

extension NavigationContext {
    /// Sets the toolbar items `owner` declares for the screen holding it.
    func setToolbarItems(_ entries: [ToolbarItemNodes], from owner: ViewNode) {
        guard let screen = screen(holding: owner) else { return }
        bars.setItems(entries, screen: screen, owner: owner)
    }

    /// Sets what `owner` hides on the screen holding it.
    func setBarVisibility(_ modifier: ToolbarVisibilityModifier, from owner: ViewNode) {
        guard let screen = screen(holding: owner) else { return }
        bars.setVisibility(modifier, screen: screen, owner: owner)
    }
}
