/// Which row actions a modifier declares.
enum RowActionKind: Equatable {
    /// `swipeActions` on an edge.
    case swipe(HorizontalEdge, allowsFullSwipe: Bool)
    /// `contextMenu`.
    case contextMenu
}

/// The modifier behind `swipeActions` and `contextMenu`: the action buttons are built when first asked for (so
/// their titles and actions are known) but never laid out; a list offers them through ``ListController``, the
/// terminal's keys and a swipe.
struct RowActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
    let kind: RowActionKind
    let actions: Actions
    static func makeNode(graph: ViewGraph) -> ViewNode { RowActionsNode<Actions>(graph: graph) }
}

/// Holds the content (child 0, laid out) and, once asked for, the action buttons (child 1, not laid out).
@MainActor
final class RowActionsNode<Actions: View>: ContentLaidOutModifierNode<RowActionsModifier<Actions>>, RowActionsProviding {
    override var rowActionsProvider: (any RowActionsProviding)? { self }
    /// Whether the action buttons exist. They are built the first time a list asks for them (a swipe, a key, the
    /// keys' help for the row under the cursor), then kept and updated with the row: built with every row, the
    /// buttons of the rows in view were a third of a browser session's memory (Staff Directory: 1,011 MiB for
    /// 1,000 sessions, 683 MiB without them), for actions nobody had revealed.
    private var actionsBuilt = false

    override func evaluate() {
        guard let content else { return }
        var children: [(ChildKey, any View)] = [(.position(0), content)]
        if actionsBuilt { children.append((.position(1), modifier.actions)) }
        reconcileChildren(children)
    }

    override func environment(forChild key: ChildKey) -> EnvironmentValues {
        key == .position(0) ? environment : derivingEnvironment { $0.rowsAreLazy = false }
    }

    var rowActionKind: RowActionKind { modifier.kind }
    var rowActions: [ViewAction] {
        if !actionsBuilt, let content {
            actionsBuilt = true
            reconcileChildren([(.position(0), content), (.position(1), modifier.actions)])
        }
        return children.count > 1 ? collectActions(in: children[1]) : []
    }
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
    if let provider = node.rowActionsProvider, match(provider.rowActionKind) {
        return provider.rowActions + (node.children.first.map { rowActions(in: $0, matching: match) } ?? [])
    }
    return node.children.flatMap { rowActions(in: $0, matching: match) }
}
