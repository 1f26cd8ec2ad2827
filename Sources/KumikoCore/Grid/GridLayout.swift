import Foundation

/// The layout of a ``Grid``, as SwiftUI's `GridLayout`: usable on its own (`GridLayout { GridRow { … } }`) or
/// through `AnyLayout`.
///
/// Sizing, as Apple documents `Grid`: a column is as wide as its widest single-column cell and a row as tall as
/// its tallest cell; flexible cells (`Color`, `Spacer`) share what is left between their columns (rows) as a stack
/// shares it between its children. A cell spanning several columns (`gridCellColumns`, or a view that is a row
/// of its own) is offered its columns plus what the other columns leave, and when it needs more than its columns
/// give it, the extra is split equally between them ("the grid fills the width of the display, expanding all the
/// other cells to match" a `Divider`). `gridCellUnsizedAxes` leaves a cell out of that sizing. Each cell is
/// proposed its cell's size and aligned in it: the grid's alignment, the row's vertical alignment, the column's
/// `gridColumnAlignment`, or the cell's own `gridCellAnchor`.
public struct GridLayout: Layout {
    /// Where each view sits inside its cell.
    public var alignment: Alignment
    /// The distance between columns, or nil for the platform's default spacing.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or nil for the platform's default spacing.
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// Which cells are where, worked out once from the subviews' traits.
    public struct Cache {
        let plan: GridPlan
    }

    /// Reads the rows and columns from the subviews.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(plan: GridPlan(subviews))
    }

    /// The columns' widths and spacing plus the rows' heights and spacing.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        arrange(proposal, subviews, cache.plan).size
    }

    /// Places each view in its cell.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        let placing = ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
        let plan = cache.plan
        let geometry = arrange(placing, subviews, plan)
        func area(_ cell: GridPlan.Cell) -> CGRect {
            CGRect(x: bounds.minX + geometry.columnStart(cell.column), y: bounds.minY + geometry.rowStart(cell.row),
                   width: geometry.width(of: cell), height: geometry.rowHeights[cell.row])
        }
        // The cells aligned together: a column's single-column cells on the column's guide, a row's cells on the
        // row's guide. Anchored cells, unsized cells and spanning cells are aligned on their own.
        var horizontalGroups: [[GridPlan.Cell]] = []
        for column in 0..<plan.columnCount {
            var group: [GridPlan.Cell] = []
            for cell in plan.singleColumnCells[column] {
                if cell.anchor == nil, !cell.unsized.contains(.horizontal) { group.append(cell) } else { horizontalGroups.append([cell]) }
            }
            horizontalGroups.append(group)
        }
        for cell in plan.cells where cell.span > 1 { horizontalGroups.append([cell]) }
        var verticalGroups: [[GridPlan.Cell]] = []
        for row in 0..<plan.rowCount {
            var group: [GridPlan.Cell] = []
            for cell in plan.rowCells[row] {
                if cell.anchor == nil, !cell.unsized.contains(.vertical) { group.append(cell) } else { verticalGroups.append([cell]) }
            }
            verticalGroups.append(group)
        }

        var origins = [CGPoint](repeating: .zero, count: subviews.count)
        for group in horizontalGroups {
            align(group, axis: .horizontal, subviews: subviews, plan: plan, area: area, origins: &origins)
        }
        for group in verticalGroups {
            align(group, axis: .vertical, subviews: subviews, plan: plan, area: area, origins: &origins)
        }
        for cell in plan.cells {
            let cellArea = area(cell)
            let proposal = ProposedViewSize(cellArea.size)
            if let anchor = cell.anchor {
                subviews[cell.subview].place(
                    at: CGPoint(x: cellArea.minX + anchor.x * cellArea.width, y: cellArea.minY + anchor.y * cellArea.height),
                    anchor: anchor, proposal: proposal)
            } else {
                subviews[cell.subview].place(at: origins[cell.subview], proposal: proposal)
            }
        }
    }

    // MARK: Alignment

    private func horizontalGuide(_ cell: GridPlan.Cell, _ plan: GridPlan) -> HorizontalAlignment {
        cell.isRowOfItsOwn ? alignment.horizontal : plan.columnAlignments[cell.column] ?? alignment.horizontal
    }

    private func verticalGuide(_ cell: GridPlan.Cell, _ plan: GridPlan) -> VerticalAlignment {
        plan.rowAlignments[cell.row] ?? alignment.vertical
    }

    /// The guide key and its position as a fraction of the cell's length, for a cell on an axis.
    private func guide(_ cell: GridPlan.Cell, _ axis: Axis, _ plan: GridPlan) -> (AlignmentKey, CGFloat) {
        if axis == .horizontal {
            let guide = horizontalGuide(cell, plan)
            return (guide.key, guide.fraction)
        }
        let guide = verticalGuide(cell, plan)
        return (guide.key, guide.fraction)
    }

    /// The extent of `cells` along `axis` when their guides coincide: the lowest start and highest end relative
    /// to the guide line (as a stack aligns its children).
    private func union(_ cells: [GridPlan.Cell], axis: Axis, subviews: Subviews, plan: GridPlan,
                       proposal: (GridPlan.Cell) -> ProposedViewSize) -> (low: CGFloat, high: CGFloat) {
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for cell in cells {
            let dimensions = subviews[cell.subview].dimensions(in: proposal(cell))
            let length = axis == .horizontal ? dimensions.width : dimensions.height
            // A view as long as an infinite proposal has no usable guide: the group is infinitely long.
            guard length.isFinite else { return (0, .infinity) }
            let start = -dimensions[guide(cell, axis, plan).0]
            low = min(low, start)
            high = max(high, start + length)
        }
        return low <= high ? (low, high) : (0, 0)
    }

    /// Where the cells of one alignment group start along `axis`.
    private func align(_ group: [GridPlan.Cell], axis: Axis, subviews: Subviews, plan: GridPlan,
                       area: (GridPlan.Cell) -> CGRect, origins: inout [CGPoint]) {
        guard let first = group.first else { return }
        func proposal(_ cell: GridPlan.Cell) -> ProposedViewSize { ProposedViewSize(area(cell).size) }
        let (low, high) = union(group, axis: axis, subviews: subviews, plan: plan, proposal: proposal)
        let firstArea = area(first)
        let start = axis == .horizontal ? firstArea.minX : firstArea.minY
        let length = axis == .horizontal ? firstArea.width : firstArea.height
        let guideLine = start + (length - (high - low)) * guide(first, axis, plan).1 - low
        for cell in group {
            let value = subviews[cell.subview].dimensions(in: proposal(cell))[guide(cell, axis, plan).0]
            if axis == .horizontal { origins[cell.subview].x = guideLine - value } else { origins[cell.subview].y = guideLine - value }
        }
    }

    // MARK: Sizing

    /// The grid's spacing, sanitised; nil becomes the platform's default spacing.
    private func spacing(_ value: CGFloat?, axis: Axis, _ subviews: Subviews) -> CGFloat {
        if let value, value.isFinite { return value }
        if value != nil {
            Diagnostics.warnOnce("grid-spacing-nan", "Grid spacing \(value!) is not finite: using the default spacing.")
        }
        let metrics = subviews.elements.first?.environment.platformMetrics ?? .iOS
        return axis == .horizontal ? metrics.horizontalSpacing : metrics.verticalSpacing
    }

    /// Column widths and row heights for a proposal.
    func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews, _ plan: GridPlan) -> GridGeometry {
        let hSpacing = spacing(horizontalSpacing, axis: .horizontal, subviews)
        let vSpacing = spacing(verticalSpacing, axis: .vertical, subviews)
        var widths = columnWidths(proposal.width, subviews, plan, spacing: hSpacing)
        widenForSpanningCells(&widths, proposal.width, subviews, plan, spacing: hSpacing)
        var geometry = GridGeometry(columnWidths: widths, rowHeights: [], horizontalSpacing: hSpacing, verticalSpacing: vSpacing)
        geometry.rowHeights = rowHeights(proposal, subviews, plan, geometry)
        return geometry
    }

    /// The columns shared out as a stack shares its width, each column measured by its single-column cells
    /// (at their ideal height: a column's width does not wait for the rows).
    private func columnWidths(_ width: CGFloat?, _ subviews: Subviews, _ plan: GridPlan, spacing: CGFloat) -> [CGFloat] {
        let columns = (0..<plan.columnCount).map { column -> GridTrackElement in
            let cells = plan.singleColumnCells[column].filter { !$0.unsized.contains(.horizontal) }
            return GridTrackElement(cells: cells.map { subviews[$0.subview].element }) { proposal in
                let cellProposal = { (_: GridPlan.Cell) in ProposedViewSize(width: proposal.width, height: nil) }
                let aligned = cells.filter { $0.anchor == nil }
                let (low, high) = union(aligned, axis: .horizontal, subviews: subviews, plan: plan, proposal: cellProposal)
                let anchored = cells.filter { $0.anchor != nil }
                    .map { subviews[$0.subview].sizeThatFits(cellProposal($0)).width }.max() ?? 0
                return CGSize(width: max(high - low, anchored), height: 0)
            }
        }
        return stackLengths(of: columns, axis: .horizontal, proposal: ProposedViewSize(width: width, height: nil),
                            spacing: spacing)
    }

    /// Widens the columns under each spanning cell that needs more than they give it, by equal shares; narrower
    /// spans first. A spanning cell is offered its columns plus whatever the other columns leave of the proposal.
    private func widenForSpanningCells(_ widths: inout [CGFloat], _ width: CGFloat?, _ subviews: Subviews,
                                       _ plan: GridPlan, spacing: CGFloat) {
        let spanning = plan.cells.filter { $0.span > 1 && !$0.unsized.contains(.horizontal) }
            .sorted { $0.span < $1.span }
        for cell in spanning {
            let range = cell.column..<min(cell.column + cell.span, widths.count)
            guard !range.isEmpty else { continue }
            let spanned = widths[range].reduce(0, +) + CGFloat(range.count - 1) * spacing
            let total = widths.reduce(0, +) + CGFloat(max(widths.count - 1, 0)) * spacing
            let offer = width.map { max($0 - (total - spanned), 0) }
            let needed = subviews[cell.subview].sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard needed > spanned else { continue }
            let share = (needed - spanned) / CGFloat(range.count)
            for column in range { widths[column] += share }
        }
    }

    /// The rows shared out as a stack shares its height, each row measured by its cells at their cells' widths.
    private func rowHeights(_ proposal: ProposedViewSize, _ subviews: Subviews, _ plan: GridPlan,
                            _ geometry: GridGeometry) -> [CGFloat] {
        let rows = (0..<plan.rowCount).map { row -> GridTrackElement in
            let cells = plan.rowCells[row].filter { !$0.unsized.contains(.vertical) }
            return GridTrackElement(cells: cells.map { subviews[$0.subview].element }) { proposal in
                let cellProposal = { (cell: GridPlan.Cell) in
                    ProposedViewSize(width: geometry.width(of: cell), height: proposal.height)
                }
                let aligned = cells.filter { $0.anchor == nil }
                let (low, high) = union(aligned, axis: .vertical, subviews: subviews, plan: plan, proposal: cellProposal)
                let anchored = cells.filter { $0.anchor != nil }
                    .map { subviews[$0.subview].sizeThatFits(cellProposal($0)).height }.max() ?? 0
                return CGSize(width: 0, height: max(high - low, anchored))
            }
        }
        return stackLengths(of: rows, axis: .vertical, proposal: proposal, spacing: geometry.verticalSpacing)
    }

    /// The lengths a stack along `axis` would give `tracks`.
    private func stackLengths(of tracks: [GridTrackElement], axis: Axis, proposal: ProposedViewSize,
                              spacing: CGFloat) -> [CGFloat] {
        let engine = StackLayoutEngine(axis: axis, alignment: VerticalAlignment.center.key, spacing: spacing)
        let subviews = LayoutSubviews(elements: tracks)
        let gaps = tracks.indices.map { $0 == 0 ? 0 : spacing }
        return engine.childSizes(proposal, subviews, gaps: gaps).map { $0[axis] }
    }
}

/// A grid's column widths and row heights, with the spacing between them.
struct GridGeometry {
    var columnWidths: [CGFloat]
    var rowHeights: [CGFloat]
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// Where a column starts.
    func columnStart(_ column: Int) -> CGFloat {
        columnWidths.prefix(column).reduce(0, +) + CGFloat(column) * horizontalSpacing
    }

    /// Where a row starts.
    func rowStart(_ row: Int) -> CGFloat {
        rowHeights.prefix(row).reduce(0, +) + CGFloat(row) * verticalSpacing
    }

    /// The width of a cell: its columns and the spacing between them.
    func width(of cell: GridPlan.Cell) -> CGFloat {
        let range = cell.column..<min(cell.column + cell.span, columnWidths.count)
        return columnWidths[range].reduce(0, +) + CGFloat(max(range.count - 1, 0)) * horizontalSpacing
    }

    /// The grid's size.
    var size: CGSize {
        CGSize(width: columnWidths.reduce(0, +) + CGFloat(max(columnWidths.count - 1, 0)) * horizontalSpacing,
               height: rowHeights.reduce(0, +) + CGFloat(max(rowHeights.count - 1, 0)) * verticalSpacing)
    }
}
