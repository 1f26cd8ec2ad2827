import Foundation

/// Internal: a table's header line, a focus target of its own (Tab reaches it from the rows).
struct TableHeader: View, PrimitiveView {
    let table: TableState
    /// The table's evaluation count: a new one updates the header (the state object is the same).
    let version: Int
    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { TableHeaderNode(graph: graph, isHeader: true) }
}

/// The node of a table's header: ←/→ choose a column, Return or Space sorts by it, `<`/`>` or Shift-←/→
/// narrow or widen it by the platform's resizing step (a terminal's cell); a click on a title sorts by its column, and dragging the separator after a
/// column resizes it.
@MainActor
final class TableHeaderNode: TableLineNode, FocusTarget, DragTarget {
    override var focusTarget: (any FocusTarget)? { self }
    /// The column the header's keys act on.
    private(set) var focusedColumn = 0
    /// The column whose separator is being dragged, and its width in grid units when the drag began.
    private var drag: (column: Int, width: Int)?

    /// The width of one unit of the platform's grid: column widths are whole numbers of them.
    private var unit: CGFloat { environment.platform.grid.unit.width }
    private var columnCount: Int { table?.columns.count ?? 0 }

    var acceptsFocus: Bool { columnCount > 0 }

    override func collectElements(into elements: inout [LayoutElement]) {
        super.collectElements(into: &elements)
        focusedColumn = min(focusedColumn, max(columnCount - 1, 0))
        element?.focusedColumn = graph.focus.isFocused(self) ? focusedColumn : nil
    }

    var keyHelp: [KeyHelp] {
        var help = [KeyHelp([.leftArrow, .rightArrow], "column")]
        if table?.sorts(column: focusedColumn) == true { help.append(KeyHelp([.return], "sort")) }
        help.append(KeyHelp(["<", ">"], "resize"))
        return help
    }

    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        guard let table, columnCount > 0 else { return .ignored }
        switch (press.key, press.modifiers) {
        case (.leftArrow, []): focusedColumn = max(focusedColumn - 1, 0)
        case (.rightArrow, []): focusedColumn = min(focusedColumn + 1, columnCount - 1)
        case (.home, []): focusedColumn = 0
        case (.end, []): focusedColumn = columnCount - 1
        case (.return, []), (.space, []):
            guard table.activate(column: focusedColumn) else { return .ignored }
        case ("<", _), (.leftArrow, .shift): resizeFocusedColumn(by: -1)
        case (">", _), (.rightArrow, .shift): resizeFocusedColumn(by: 1)
        default: return .ignored
        }
        graph.setNeedsLayout()
        return .handled
    }

    /// Narrows (-1) or widens (+1) the focused column by the platform's resizing step, within its bounds.
    private func resizeFocusedColumn(by direction: Int) {
        guard let table, let current = table.currentWidths.indices.contains(focusedColumn) ? table.currentWidths[focusedColumn] : nil else { return }
        let step = max((environment.platformMetrics.table.resizeStep / unit).clampedInt(), 1)
        table.resize(column: focusedColumn, to: current + direction * step, cell: unit)
    }

    /// A click on a title sorts by its column (and chooses it for the keys); a press on a separator starts
    /// resizing the column before it.
    func handleClick(at point: CGPoint) {
        drag = nil
        guard let table, let hit = element?.hit(point) else { return }
        focusedColumn = hit.column
        if hit.onSeparator {
            if table.currentWidths.indices.contains(hit.column) { drag = (hit.column, table.currentWidths[hit.column]) }
        } else {
            table.activate(column: hit.column)
        }
        graph.setNeedsLayout()
    }

    /// Dragging a separator: the column before it takes the width the drag gives it, within its bounds.
    func handleDrag(from start: CGPoint, to point: CGPoint) {
        guard let table, let drag else { return }
        let moved = ((point.x - start.x) / unit).clampedInt()
        table.resize(column: drag.column, to: drag.width + moved, cell: unit)
    }

    func handleDragEnd() { drag = nil }

    /// A cancelled drag puts the column back to its width before the press.
    func handleDragCancel() {
        if let table, let drag { table.resize(column: drag.column, to: drag.width, cell: unit) }
        drag = nil
    }
}
