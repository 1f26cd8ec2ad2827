/// Which row actions a modifier declares.
enum RowActionKind: Equatable {
    /// `swipeActions` on an edge.
    case swipe(HorizontalEdge, allowsFullSwipe: Bool)
    /// `contextMenu`.
    case contextMenu
}

/// The modifier behind `swipeActions` and `contextMenu`: the action buttons are built (so their titles and
/// actions are known) but never laid out; a list offers them through ``ListController`` and the terminal's keys.
struct RowActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
    let kind: RowActionKind
    let actions: Actions
    static func makeNode(graph: ViewGraph) -> ViewNode { RowActionsNode<Actions>(graph: graph) }
}

/// Holds the content (child 0, laid out) and the action buttons (child 1, not laid out).
@MainActor
final class RowActionsNode<Actions: View>: ContentLaidOutModifierNode<RowActionsModifier<Actions>>, RowActionsProviding {
    override func evaluate() {
        guard let content else { return }
        reconcileChildren([(.position(0), content), (.position(1), modifier.actions)])
    }

    override func environment(forChild key: ChildKey) -> EnvironmentValues {
        key == .position(0) ? environment : derivingEnvironment { $0.rowsAreLazy = false }
    }

    var rowActionKind: RowActionKind { modifier.kind }
    var rowActions: [ViewAction] { children.count > 1 ? collectActions(in: children[1]) : [] }
}

/// A node declaring row actions.
@MainActor
protocol RowActionsProviding: ViewNode {
    /// What kind of actions.
    var rowActionKind: RowActionKind { get }
    /// The actions, in order.
    var rowActions: [ViewAction] { get }
}

/// A horizontal edge.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}

extension View {
    /// Actions revealed by swiping the row from an edge (a key in the terminal).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(RowActionsModifier(kind: .swipe(edge, allowsFullSwipe: allowsFullSwipe), actions: content()))
    }

    /// A menu of actions for this view (a key or a right click in the terminal).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(RowActionsModifier(kind: .contextMenu, actions: menuItems()))
    }

    /// A menu of actions with a preview (the preview is not shown in a terminal).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        contextMenu(menuItems: menuItems)
    }
}

/// The row actions declared in a subtree, of a kind.
@MainActor
func rowActions(in node: ViewNode, matching match: (RowActionKind) -> Bool) -> [ViewAction] {
    if let provider = node as? any RowActionsProviding, match(provider.rowActionKind) {
        return provider.rowActions + (node.children.first.map { rowActions(in: $0, matching: match) } ?? [])
    }
    return node.children.flatMap { rowActions(in: $0, matching: match) }
}
