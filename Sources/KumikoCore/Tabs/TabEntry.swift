import Foundation

/// One tab of a tab view, as found among the layout elements of its content (each element is a tab, as each
/// view of SwiftUI's tab view content is).
@MainActor
struct TabEntry {
    /// The tab's element (laid out only while the tab is selected).
    let element: LayoutElement
    /// The outermost node that holds this tab and no other: what is inside it is hidden while the tab is not
    /// selected. Nil when no node can be told apart from another tab's (modifiers on a group of tabs).
    @WeakNode var root: ViewNode?
    /// The selection value: the tab's `tag`, else its `ForEach` id (optionals unwrapped).
    let value: AnyHashable?
    /// What identifies the tab across updates: its value, else its position.
    let identity: AnyHashable
    /// What the tab bar shows for it.
    let item: TabItem?
    /// Its badge.
    let badge: String?

    /// The tabs of a tab view's content: its elements in view order, with the nodes they come from inside
    /// `container` (the tab view's node).
    static func tabs(of elements: [LayoutElement], in container: ViewNode) -> [TabEntry] {
        let owners = owningNodes(of: elements)
        // Each tab's nodes from its owner up to the container, and how many tabs each node holds.
        let paths = owners.map { $0?.selfAndAncestors(upTo: container) ?? [] }
        var tabsHeld: [ObjectIdentifier: Int] = [:]
        for path in paths { for node in path { tabsHeld[ObjectIdentifier(node), default: 0] += 1 } }
        var tabs: [TabEntry] = []
        for (index, element) in elements.enumerated() {
            let path = paths[index]
            let own = path.prefix { tabsHeld[ObjectIdentifier($0)] == 1 }
            var forEachID: AnyHashable?
            for node in path where node.parent is any LazyRowSource {
                if case .id(let id) = node.key { forEachID = id }
                break
            }
            let value = LazyStackElement.selectionValue(tag: element.listRowTraits.tag, id: forEachID)
            tabs.append(TabEntry(element: element, root: own.last, value: value,
                                 identity: value ?? AnyHashable(["TabView.position", AnyHashable(index)]),
                                 item: element.tabItem, badge: element.badge))
        }
        return tabs
    }

    /// The node each element comes from; when modifiers on a group give several tabs the same node, the node of
    /// the element inside the modifiers instead.
    private static func owningNodes(of elements: [LayoutElement]) -> [ViewNode?] {
        var counts: [ObjectIdentifier: Int] = [:]
        for case let node? in elements.map(\.node) { counts[ObjectIdentifier(node), default: 0] += 1 }
        return elements.map { element in
            var current = element
            while let node = current.node, counts[ObjectIdentifier(node), default: 0] > 1,
                  let host = current as? LayoutHostElement, host.isUnaryModifier, let inner = host.subviews.elements.first {
                current = inner
            }
            return current.node
        }
    }
}
