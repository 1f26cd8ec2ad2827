import Foundation

/// Lays out a split view's shown columns side by side in whole cells, one column of "│" between each two,
/// every column as tall as the split view.
///
/// Column widths: a leading column (sidebar or content) takes its `navigationSplitViewColumnWidth`, or by
/// default a quarter of the width, at least 20 and at most 40 columns (SwiftUI's ideal sidebar on iPad is
/// 320 pt, 40 columns of 8 pt); the detail takes the rest. When that leaves the detail fewer than 20 columns,
/// the leading columns shrink towards their minimums, then further, first column first.
@MainActor
final class SplitColumnsElement: LayoutElement {
    /// One shown column: its stack's element and the width its content asked for.
    struct Column {
        let element: LayoutElement?
        let width: SplitColumnWidth?
    }

    private var columns: [Column] = []
    /// The separators' x positions, from the latest placement.
    private var separators: [CGFloat] = []

    /// The default width of a leading column, in cells: a quarter of the total, clamped.
    static let defaultLeadingColumns = (min: 20, max: 40)
    /// The least width the detail keeps before the leading columns shrink, in cells.
    static let detailMinimumColumns = 20

    /// Sets the shown columns, leading first.
    func configure(columns: [Column]) {
        self.columns = columns
    }

    private var cell: CGSize { environment.platformMetrics.cellSize }

    /// The widths of the shown columns, in cells, for a total width in cells.
    func columnWidths(total: Int) -> [Int] {
        Self.widths(total: total, leading: columns.dropLast().map { leadingBounds($0, total: total) })
    }

    /// The width of each leading column (`leading`, in cells) and then of the detail, for a total in cells.
    static func widths(total: Int, leading: [(min: Int, ideal: Int, max: Int)]) -> [Int] {
        let total = max(total, 0)
        guard !leading.isEmpty else { return [total] }
        let available = max(total - leading.count, 0)  // one separator after each leading column
        var widths = leading.map(\.ideal)
        var excess = widths.reduce(0, +) - max(available - detailMinimumColumns, 0)
        // Shrink towards the minimums, then to nothing, first column first.
        for floor in [leading.map(\.min), Array(repeating: 0, count: leading.count)] {
            for index in widths.indices where excess > 0 {
                let cut = min(excess, max(widths[index] - floor[index], 0))
                widths[index] -= cut
                excess -= cut
            }
        }
        // Any more than the available width (tiny windows) comes off the leading columns too.
        var over = widths.reduce(0, +) - available
        for index in widths.indices.reversed() where over > 0 {
            let cut = min(over, widths[index])
            widths[index] -= cut
            over -= cut
        }
        return widths + [max(available - widths.reduce(0, +), 0)]
    }

    /// A leading column's bounds in cells: its own, or the default quarter of the total.
    private func leadingBounds(_ column: Column, total: Int) -> (min: Int, ideal: Int, max: Int) {
        if let own = column.width?.columns(cellWidth: cell.width) { return own }
        let bounds = Self.defaultLeadingColumns
        return (bounds.min, min(max(total / 4, bounds.min), bounds.max), bounds.max)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let cell = self.cell
        let width: CGFloat
        if let proposed = proposal.width {
            width = proposed
        } else {
            // Unspecified: the leading columns at their ideal for a 160-column window, the detail at its own.
            let widths = columnWidths(total: 160)
            let detail = columns.last?.element?.sizeThatFits(.unspecified).width ?? 0
            width = CGFloat(widths.dropLast().reduce(0, +) + widths.count - 1) * cell.width + detail
        }
        if let height = proposal.height { return CGSize(width: width, height: height) }
        let widths = columnWidths(total: (width / max(cell.width, 1)).clampedInt(.down))
        let height = zip(columns, widths).map { column, cells in
            column.element?.sizeThatFits(ProposedViewSize(width: CGFloat(cells) * cell.width, height: nil)).height ?? 0
        }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let cell = self.cell
        let widths = columnWidths(total: (frame.width / max(cell.width, 1)).clampedInt(.down))
        separators = []
        var x = frame.minX
        for (index, (column, cells)) in zip(columns, widths).enumerated() {
            let isLast = index == columns.count - 1
            // The detail takes whatever is left, part cells included.
            let width = isLast ? max(frame.maxX - x, 0) : CGFloat(cells) * cell.width
            let size = ProposedViewSize(width: width, height: frame.height)
            if let element = column.element {
                _ = element.sizeThatFits(size)
                element.place(in: CGRect(x: x, y: frame.minY, width: width, height: frame.height), proposal: size)
            }
            x += width
            if !isLast {
                separators.append(x)
                x += cell.width
            }
        }
    }

    override func draw(into list: inout DisplayList) {
        for column in columns {
            guard let element = column.element else { continue }
            list.pushClip(element.frame)
            element.render(into: &list)
            list.popClip()
        }
        let cell = self.cell
        let rows = max((frame.height / max(cell.height, 1)).clampedInt(.down), 0)
        guard rows > 0 else { return }
        let style = TextStyle(foreground: ResolvedColor(red: 0.33, green: 0.33, blue: 0.35))
        for x in separators {
            list.append(.text(TextDrawing(frame: CGRect(x: x, y: frame.minY, width: cell.width, height: CGFloat(rows) * cell.height),
                                          stacking: Array(repeating: [("│", style)], count: rows), lineHeight: cell.height,
                                          opacity: 1)))
        }
    }
}
