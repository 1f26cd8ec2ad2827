import Foundation

/// Where each subview of a grid sits: its row, first column and column span, read from the subviews' traits.
///
/// Consecutive subviews marked with the same ``GridRowMarker`` form one row; every unmarked subview is a row of
/// its own spanning all columns. The column count is that of the widest row (at least 1 when there are rows).
@MainActor
struct GridPlan {
    /// One cell.
    struct Cell {
        /// The subview's index.
        let subview: Int
        let row: Int
        let column: Int
        let span: Int
        /// The cell's own anchor (`gridCellAnchor`).
        let anchor: UnitPoint?
        /// Axes on which the cell does not size its column or row (`gridCellUnsizedAxes`).
        let unsized: Axis.Set
        /// Whether the cell is a view directly in the grid (a row of its own, spanning every column).
        let isRowOfItsOwn: Bool
    }

    /// The widest span honoured; more would only make empty columns (and a sum of huge spans could overflow).
    static let maximumSpan = 1_000

    private(set) var cells: [Cell] = []
    private(set) var rowCount = 0
    private(set) var columnCount = 0
    /// Each row's vertical alignment (`GridRow(alignment:)`), if set.
    private(set) var rowAlignments: [VerticalAlignment?] = []
    /// Each column's horizontal alignment (`gridColumnAlignment`), if set.
    private(set) var columnAlignments: [HorizontalAlignment?] = []
    /// The cells of each column that span only it, and the cells of each row.
    private(set) var singleColumnCells: [[Cell]] = []
    private(set) var rowCells: [[Cell]] = []

    init(_ subviews: LayoutSubviews) {
        struct Row { var marker: ObjectIdentifier?; var alignment: VerticalAlignment?; var members: [(Int, Int)] }
        var rows: [Row] = []
        for subview in subviews {
            let marker = subview[GridRowMarkerKey.self]
            let span = Self.span(subview[GridCellColumnsKey.self])
            if let marker, let last = rows.last, last.marker == marker.row {
                rows[rows.count - 1].members.append((subview.index, span))
            } else {
                rows.append(Row(marker: marker?.row, alignment: marker?.alignment, members: [(subview.index, span)]))
            }
        }
        let widest = rows.filter { $0.marker != nil }.map { $0.members.reduce(0) { $0 + $1.1 } }.max() ?? 0
        columnCount = rows.isEmpty ? 0 : max(widest, 1)
        rowCount = rows.count
        rowAlignments = rows.map(\.alignment)
        columnAlignments = Array(repeating: nil, count: columnCount)
        for (rowIndex, row) in rows.enumerated() {
            var column = 0
            for (index, span) in row.members {
                let subview = subviews[index]
                let cell = Cell(
                    subview: index, row: rowIndex, column: row.marker == nil ? 0 : column,
                    span: row.marker == nil ? columnCount : span, anchor: Self.anchor(subview[GridCellAnchorKey.self]),
                    unsized: subview[GridCellUnsizedAxesKey.self], isRowOfItsOwn: row.marker == nil)
                cells.append(cell)
                if row.marker != nil, columnAlignments[column] == nil {
                    columnAlignments[column] = subview[GridColumnAlignmentKey.self]
                }
                column += span
            }
        }
        singleColumnCells = Array(repeating: [], count: columnCount)
        rowCells = Array(repeating: [], count: rowCount)
        for cell in cells {
            if cell.span == 1 { singleColumnCells[cell.column].append(cell) }
            rowCells[cell.row].append(cell)
        }
    }

    private static func span(_ count: Int) -> Int {
        if count < 1 {
            Diagnostics.warnOnce("grid-span-\(count < 0 ? "negative" : "zero")",
                                 "gridCellColumns(\(count)): a cell spans at least one column; using 1.")
            return 1
        }
        if count > maximumSpan {
            Diagnostics.warnOnce("grid-span-huge", "gridCellColumns(\(count)): using \(maximumSpan) columns.")
            return maximumSpan
        }
        return count
    }

    private static func anchor(_ anchor: UnitPoint?) -> UnitPoint? {
        guard let anchor else { return nil }
        guard anchor.x.isFinite, anchor.y.isFinite else {
            Diagnostics.warnOnce("grid-anchor-nan", "gridCellAnchor with a non-finite unit point: using .center.")
            return .center
        }
        return anchor
    }
}
