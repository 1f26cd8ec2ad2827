import Foundation

/// Drives a list without a screen: what a user does to a list (select, delete, move, swipe, open a context
/// menu, refresh, search, edit), for tests and for the terminal's keys. Rows are counted as drawn: headers,
/// footers and the search and progress lines included.
///
/// Kumiko extension, not SwiftUI API: reached through `TestTerminal.listControllers` (docs/PUBLIC-API.md).
@MainActor
public final class ListController {
    private let handle: NodeHandle<any ListControlling>
    /// The list, once the selection its cursor keys recorded is made (``ListNode/deferSelection(ofRow:)``):
    /// whatever the controller does or reads follows it.
    private var node: (any ListControlling)? {
        handle.graph.applyDeferredSelections()
        return handle.node
    }

    init(node: any ListControlling) { handle = NodeHandle(node) }

    /// The number of rows, as of the latest layout.
    public var rowCount: Int { node?.lazyRowsElement.rowCount ?? 0 }

    /// Whether the list is still in its graph.
    public var isAlive: Bool { node?.isMounted ?? false }

    // MARK: Selection

    /// Selects only row `row` (a click or Return).
    public func selectRow(_ row: Int) {
        guard let node, node.isRowEnabled(row), let value = node.selectionValue(ofRow: row) else { return }
        node.selection?.select(value)
    }

    /// Adds or removes row `row` to the selection (multiple selection; otherwise selects it).
    public func toggleRowSelection(_ row: Int) {
        guard let node, node.isRowEnabled(row), let value = node.selectionValue(ofRow: row) else { return }
        node.selection?.toggle(value)
    }

    /// Whether row `row` is selected (as of the latest evaluation).
    public func isRowSelected(_ row: Int) -> Bool {
        guard let node, let value = node.selectionValue(ofRow: row) else { return false }
        return node.selectedValues.contains(value)
    }

    // MARK: Editing

    /// Whether row `row` can be deleted (its `ForEach` has `onDelete` and the row is not `deleteDisabled`).
    public func canDeleteRow(_ row: Int) -> Bool { node?.editability(ofRow: row, element: nil).canDelete ?? false }

    /// Deletes row `row` through its `ForEach`'s `onDelete`; returns whether it could.
    @discardableResult
    public func deleteRow(_ row: Int) -> Bool {
        guard let node, canDeleteRow(row), let (source, index) = node.lazyRowsElement.lazySource(ofRow: row),
              let onDelete = (source as? ViewNode)?.editActions.onDelete else { return false }
        onDelete(IndexSet(integer: index))
        return true
    }

    /// Whether row `row` can be moved.
    public func canMoveRow(_ row: Int) -> Bool { node?.editability(ofRow: row, element: nil).canMove ?? false }

    /// Moves row `row` by `offset` rows within its `ForEach` (negative: up) through `onMove`; returns whether
    /// it could.
    @discardableResult
    public func moveRow(_ row: Int, by offset: Int) -> Bool {
        guard let node, offset != 0, canMoveRow(row), let (source, index) = node.lazyRowsElement.lazySource(ofRow: row),
              let onMove = (source as? ViewNode)?.editActions.onMove else { return false }
        let target = index + offset
        guard target >= 0, target < source.rowCount else { return false }
        // SwiftUI's destination is the offset before which the row goes, in the old order.
        onMove(IndexSet(integer: index), offset > 0 ? target + 1 : target)
        return true
    }

    /// Whether the list is in edit mode (the environment's `editMode`).
    public var isEditing: Bool { node?.isEditing ?? false }

    /// Turns edit mode on or off (what `EditButton` does).
    public func setEditing(_ editing: Bool) {
        node?.environment.editMode?.wrappedValue = editing ? .active : .inactive
    }

    // MARK: Collapsible sections

    /// Whether the collapsible section holding row `row` (its header or any of its rows) is expanded; nil when
    /// the row is in no collapsible section.
    public func isSectionExpanded(atRow row: Int) -> Bool? {
        guard let rows = node?.lazyRowsElement, let header = rows.collapsibleHeaderRow(around: row) else { return nil }
        return rows.collapsibleSection(headerRow: header)?.isExpanded
    }

    /// Expands or collapses the collapsible section holding row `row` (through its `isExpanded` binding);
    /// returns whether there is one.
    @discardableResult
    public func setSectionExpanded(_ expanded: Bool, atRow row: Int) -> Bool {
        guard let rows = node?.lazyRowsElement, let header = rows.collapsibleHeaderRow(around: row),
              let section = rows.collapsibleSection(headerRow: header) else { return false }
        section.setExpanded(expanded)
        return true
    }

    // MARK: Outlines

    /// Whether outline row `row` (`List(_:children:)`, an `OutlineGroup` in a list) is expanded; nil for a row
    /// whose element has no children (nil children) and for rows that are not outline rows.
    public func isRowExpanded(_ row: Int) -> Bool? {
        guard let disclosure = node?.lazyRowsElement.outlineDisclosure(ofRow: row), disclosure.hasChildren else { return nil }
        return disclosure.isExpanded
    }

    /// Expands or collapses outline row `row` (its element's id is remembered as expanded or not); returns
    /// whether the row can be expanded. The keyboard cursor stays on its row (on `row` when its row is hidden).
    @discardableResult
    public func setRowExpanded(_ expanded: Bool, atRow row: Int) -> Bool {
        guard let node, let disclosure = node.lazyRowsElement.outlineDisclosure(ofRow: row), disclosure.hasChildren else { return false }
        let added = disclosure.changeExpansion(to: expanded)
        if let cursor = node.cursorRow, cursor > row {
            node.cursorRow = added < 0 && cursor <= row - added ? row : cursor + added
        }
        return true
    }

    /// The depth of outline row `row` in its tree (0 for a root); nil for rows that are not outline rows.
    public func outlineDepth(ofRow row: Int) -> Int? { node?.lazyRowsElement.outlineDisclosure(ofRow: row)?.depth }

    /// The row of the parent of outline row `row`; nil for a root and for rows that are not outline rows.
    public func parentRow(ofRow row: Int) -> Int? {
        node?.lazyRowsElement.outlineDisclosure(ofRow: row)?.parentDistance.map { row - $0 }
    }

    // MARK: Row actions

    /// The swipe actions of row `row` on an edge; a deletable row without trailing swipe actions offers
    /// "Delete", as SwiftUI does.
    public func swipeActions(forRow row: Int, edge: HorizontalEdge = .trailing) -> [ViewAction] {
        guard let node else { return [] }
        let declared = node.rowNode(ofRow: row).map {
            rowActions(in: $0) { kind in
                if case .swipe(let actionEdge, _) = kind { return actionEdge == edge }
                return false
            }
        } ?? []
        if declared.isEmpty, edge == .trailing, canDeleteRow(row) {
            // The action may outlive this controller (a menu keeps it): it holds the node, weakly, not the controller.
            return [ViewAction(title: "Delete", role: .destructive) { [weak node] in
                guard let node else { return }
                ListController(node: node).deleteRow(row)
            }]
        }
        return declared
    }

    /// Runs the first swipe action of an edge, as a full swipe does, unless the row's `swipeActions` say
    /// `allowsFullSwipe: false`; returns whether one ran.
    @discardableResult
    public func performFullSwipe(onRow row: Int, edge: HorizontalEdge = .trailing) -> Bool {
        let forbidden = node?.rowNode(ofRow: row).map { rowNode in
            rowActions(in: rowNode) { kind in kind == .swipe(edge, allowsFullSwipe: false) }
        } ?? []
        guard forbidden.isEmpty, let first = swipeActions(forRow: row, edge: edge).first else { return false }
        first.perform()
        return true
    }

    /// The context menu actions of row `row`.
    public func contextMenuActions(forRow row: Int) -> [ViewAction] {
        guard let rowNode = node?.rowNode(ofRow: row) else { return [] }
        return rowActions(in: rowNode) { $0 == .contextMenu }
    }

    // MARK: Refresh and search

    /// Whether the list can be refreshed (a `refreshable` ancestor).
    public var canRefresh: Bool { node?.environment.refresh != nil }

    /// Whether a refresh is running (the list shows a progress line).
    public var isRefreshing: Bool { node?.isRefreshing ?? false }

    /// Runs the refresh action, showing progress until it finishes.
    public func refresh() async {
        guard let node, let action = node.environment.refresh, !node.isRefreshing else { return }
        node.isRefreshing = true
        await action()
        node.isRefreshing = false
    }

    /// Whether the list has a search field (a `searchable` ancestor).
    public var hasSearchField: Bool { node?.searchField != nil }

    /// The search field's text; setting it is typing into the field.
    public var searchText: String {
        get { node?.searchField?.text.wrappedValue ?? "" }
        set { node?.searchField?.text.wrappedValue = newValue }
    }
}

/// What a list node offers its controller.
@MainActor
protocol ListControlling: LazyRowsNode {
    var selection: ListSelection? { get }
    var selectedValues: Set<AnyHashable> { get }
    var isEditing: Bool { get }
    var isRefreshing: Bool { get set }
    var cursorRow: Int? { get set }
    var searchField: SearchField? { get }
    func selectionValue(ofRow index: Int) -> AnyHashable?
    func editability(ofRow row: Int, element: LayoutElement?) -> (canDelete: Bool, canMove: Bool)
    /// Whether the rows are a table's lines: to a screen reader the table is their container (not the list) and
    /// each row a table row (not a list item).
    var holdsTableLines: Bool { get set }
    /// Whether the search field is drawn outside the rows, by the table holding them above its header: the list
    /// then gives it as a second layout element (after its own) rather than as its first row.
    var searchLineOutside: Bool { get set }
}

extension ListControlling {
    /// The root node of row `row`: a `ForEach` row's node (built if needed), or for a static row the outermost
    /// of the modifiers and bodies around the node that draws it.
    func rowNode(ofRow row: Int) -> ViewNode? {
        if let (source, index) = lazyRowsElement.lazySource(ofRow: row) { return source.rowNode(at: index) }
        guard row >= 0, row < lazyRowsElement.rowCount else { return nil }
        let segment = lazyRowsElement.segments[lazyRowsElement.segmentIndex(ofRow: row)]
        guard segment.role != .accessory, case .element(let element) = segment.source, var node = element.node else { return nil }
        while let parent = node.parent, parent !== self, parent is any SingleContentNode { node = parent }
        return node
    }

    /// Whether row `row` takes input: a row drawn under `disabled(true)` cannot be selected.
    func isRowEnabled(_ row: Int) -> Bool {
        rowNode(ofRow: row)?.layoutElements().first?.node?.isEnabled ?? true
    }
}

extension ListNode: ListControlling {}

extension ViewGraph {
    /// Controllers of the lists in the graph, in view order.
    package var listControllers: [ListController] {
        nodes(of: (any ListControlling).self).map(ListController.init(node:))
    }
}
