import Foundation

extension View {
    /// A context menu for the selected rows of the table or list inside this view, and an action for
    /// opening them, as SwiftUI's `contextMenu(forSelectionType:menu:primaryAction:)`.
    ///
    /// In a terminal `m` reveals the menu's buttons at the trailing end of the cursor row (as a list row's
    /// `contextMenu` is revealed: ←/→ choose, Return runs, Escape closes), built for the selection when the
    /// cursor row is selected and for the cursor row alone otherwise; Return or a double click on a row runs
    /// `primaryAction` for the same items.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        modifier(SelectionContextMenuModifier(menu: { AnyView(menu($0)) }, primaryAction: primaryAction))
    }
}

/// The modifier behind `contextMenu(forSelectionType:menu:primaryAction:)`.
struct SelectionContextMenuModifier<I: Hashable>: ViewModifier, PrimitiveModifier {
    let menu: (Set<I>) -> AnyView
    let primaryAction: ((Set<I>) -> Void)?
    static func makeNode(graph: ViewGraph) -> ViewNode { SelectionContextMenuNode<I>(graph: graph) }
}

/// What the context menu needs of a list beyond its controller: its cursor row and revealed actions.
@MainActor
protocol ListCursorAccess: ListControlling {
    var cursorRow: Int? { get set }
    var actionMenu: RowActionMenu? { get set }
    /// The content row under a point in root coordinates, nil elsewhere.
    func contentRow(at point: CGPoint) -> Int?
}

extension ListNode: ListCursorAccess, ContextMenuPresenting {
    func contentRow(at point: CGPoint) -> Int? {
        row(at: point).flatMap { lazyRowsElement.role(ofRow: $0) == .row ? $0 : nil }
    }

    func showContextMenu(at point: CGPoint, on target: any FocusTarget) -> Bool {
        guard target === self, let row = contentRow(at: point) else { return false }
        return showContextMenu(ofRow: row)
    }
}

/// Holds the content (child 0, laid out) and, while built, the menu for some items (child 1, hidden: its
/// buttons are collected, never laid out or focused). It sees the keys and clicks going to the first list
/// inside it.
@MainActor
final class SelectionContextMenuNode<I: Hashable>: ContentLaidOutModifierNode<SelectionContextMenuModifier<I>>,
    KeyResponder, ClickObserver, KeyHelpAmending, ChildHidingNode, ContextMenuPresenting {
    override var keyResponder: (any KeyResponder)? { self }
    override var keyHelpAmending: (any KeyHelpAmending)? { self }
    override var childHiding: (any ChildHidingNode)? { self }
    /// The items the menu was last built for.
    private var menuItems: Set<I>?
    /// The latest click on a row, for double clicks.
    private var lastClick: (row: Int, time: ContinuousClock.Instant)?

    override func evaluate() {
        guard let content else { return }
        var views: [(ChildKey, any View)] = [(.position(0), content)]
        if let menuItems { views.append((.position(1), modifier.menu(menuItems))) }
        reconcileChildren(views)
    }

    func shows(_ child: ViewNode) -> Bool { child === children.first }

    /// The first list inside the content.
    private var list: (any ListCursorAccess)? {
        var queue = Array(children.prefix(1))
        while !queue.isEmpty {
            let node = queue.removeFirst()
            if let list = node as? any ListCursorAccess { return list }
            queue += node.children
        }
        return nil
    }

    /// The items a row stands for: the selection when the row is selected, else the row alone.
    private func items(forRow row: Int, in list: any ListCursorAccess) -> Set<I> {
        guard let value = list.selectionValue(ofRow: row) else { return [] }
        if list.selectedValues.contains(value) { return Set(list.selectedValues.compactMap { $0.base as? I }) }
        return (value.base as? I).map { [$0] } ?? []
    }

    /// The menu's actions for some items.
    private func actions(for items: Set<I>) -> [ViewAction] {
        menuItems = items
        evaluate()
        return children.count > 1 ? collectActions(in: children[1]) : []
    }

    /// Reveals the menu built for row `row`'s items on that row, the cursor on it: what `m` does on the cursor
    /// row, and a right click or a long press on a row. False (nothing changes) when the menu has no buttons.
    private func showMenu(forRow row: Int, in list: any ListCursorAccess) -> Bool {
        let actions = actions(for: items(forRow: row, in: list))
        guard !actions.isEmpty else { return false }
        list.cursorRow = row
        list.actionMenu = RowActionMenu(row: row, kind: .contextMenu, actions: actions)
        return true
    }

    func showContextMenu(at point: CGPoint, on target: any FocusTarget) -> Bool {
        guard let list, target === list, let row = list.contentRow(at: point) else { return false }
        return showMenu(forRow: row, in: list)
    }

    func respond(to press: KeyPress) -> KeyPress.Result {
        guard let list, graph.focus.isFocused(list), list.actionMenu == nil, let row = list.cursorRow,
              press.modifiers.isEmpty else { return .ignored }
        if press.key == "m" { return showMenu(forRow: row, in: list) ? .handled : .ignored }
        if press.key == .return, let primaryAction = modifier.primaryAction {
            primaryAction(items(forRow: row, in: list))
            return .handled
        }
        return .ignored
    }

    /// A second click on the same row within half a second runs the primary action.
    func observeClick(at point: CGPoint, modifiers: EventModifiers, on target: any FocusTarget) -> Bool {
        guard let list, target === list, let primaryAction = modifier.primaryAction, let row = list.contentRow(at: point) else {
            return false
        }
        let now = ContinuousClock.now
        if let last = lastClick, last.row == row, now - last.time < .milliseconds(500) {
            lastClick = nil
            primaryAction(items(forRow: row, in: list))
            return true
        }
        lastClick = (row, now)
        return false
    }

    func amendKeyHelp(_ help: inout [KeyHelp]) {
        guard let list, graph.focus.isFocused(list), list.actionMenu == nil, list.cursorRow != nil else { return }
        if modifier.primaryAction != nil {
            help.removeAll { $0.shortcuts == [KeyboardShortcut(.return, modifiers: [])] }
            help.insert(KeyHelp([.return], "open"), at: min(1, help.count))
        }
        if !help.contains(where: { $0.shortcuts == [KeyboardShortcut("m", modifiers: [])] }) { help.append(KeyHelp(["m"], "menu")) }
    }
}
