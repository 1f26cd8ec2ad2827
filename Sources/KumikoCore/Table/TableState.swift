import Foundation

/// What a table keeps between updates, in its node: the columns as last evaluated, the widths the user set
/// by resizing (so they survive updates of the view), the sort mark, and the widths of the latest layout.
@MainActor
final class TableState {
    /// The table's node (for layout requests).
    @WeakNode var node: ViewNode?
    /// The columns, in order.
    private(set) var columns: [TableColumnSpec] = []
    /// Widths set by the user, in cells, by column index.
    private(set) var resized: [Int: Int] = [:]
    /// The column whose comparator is first in the sort order, and its direction.
    var sortMark: (column: Int, ascending: Bool)?
    /// The sort order binding, if the table sorts.
    var sorting: TableSorting?
    /// Bumped at each evaluation of the table (so that the header, whose view holds this object, updates).
    private(set) var version = 0
    private var cached: (available: Int, widths: [Int])?
    /// The widths of the latest layout, with the user's resizes since applied.
    private(set) var currentWidths: [Int] = []

    /// Whether some row is a `DisclosureTableRow`: the table is an outline, and its plain rows at the top level
    /// keep the triangle's room too, so their first cells line up.
    private(set) var hasDisclosureRows = false

    /// Notes that the table has a `DisclosureTableRow` (the first time, the rows are built again to line up).
    func noteDisclosureRows() {
        guard !hasDisclosureRows else { return }
        hasDisclosureRows = true
        node?.invalidate()
    }

    /// Takes the columns of a new evaluation; resized widths are kept while the number of columns stays.
    func setColumns(_ columns: [TableColumnSpec]) {
        if columns.count != self.columns.count { resized = [:] }
        self.columns = columns
        cached = nil
        version += 1
    }

    /// The column widths in cells for `available` cells of width.
    func widths(available: Int, cell: CGFloat) -> [Int] {
        if let cached, cached.available == available, cached.widths.count == columns.count { return cached.widths }
        let widths = TableColumnWidths.resolve(columns.map(\.width), resized: resized, available: available, cell: cell)
        cached = (available, widths)
        currentWidths = widths
        return widths
    }

    /// Sets a column's width in cells, within its bounds; returns the width it got.
    @discardableResult
    func resize(column: Int, to cells: Int, cell: CGFloat) -> Int? {
        guard columns.indices.contains(column) else { return nil }
        let bounds = columns[column].width.cellBounds(cell: cell)
        let width = min(max(cells, bounds.lowerBound), bounds.upperBound)
        resized[column] = width
        if currentWidths.indices.contains(column) { currentWidths[column] = width }
        cached = nil
        node?.graph.setNeedsLayout()
        return width
    }

    /// Activates a column's header: its comparator goes first in the sort order (or is reversed); returns
    /// whether the column sorts.
    @discardableResult
    func activate(column: Int) -> Bool {
        guard columns.indices.contains(column), let sorting else { return false }
        return sorting.activate(columns[column])
    }

    /// Whether a column sorts in this table.
    func sorts(column: Int) -> Bool {
        guard columns.indices.contains(column), let sorting else { return false }
        return sorting.sorts(columns[column])
    }
}
