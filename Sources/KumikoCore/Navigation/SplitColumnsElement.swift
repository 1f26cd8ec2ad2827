import Foundation

/// Lays out a split view's shown columns side by side in whole units of the platform's grid (cells in a
/// terminal, points elsewhere), a divider (``Chrome/splitViewDivider``) between each two, every column as tall as
/// the split view.
///
/// Column widths: a leading column (sidebar or content) takes its `navigationSplitViewColumnWidth`, or by
/// default a quarter of the width within the platform's bounds (``NavigationMetrics``: 20 to 40 columns in a
/// terminal; at most 320 pt on iOS, SwiftUI's sidebar on iPad); the detail takes the rest. When that leaves the
/// detail less than the platform's minimum, the leading columns shrink towards their minimums, then further,
/// first column first. The dividers take the platform's room.
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

    /// The width the leading columns are laid out for when the split view's width is unspecified: their ideal in
    /// a window of 1,280 points (160 columns of a terminal).
    static let unspecifiedWidth: CGFloat = 1280

    /// Sets the shown columns, leading first.
    func configure(columns: [Column]) {
        self.columns = columns
    }

    private var metrics: NavigationMetrics { environment.platformMetrics.navigation }
    /// The width of one unit of the platform's grid, which column widths are whole numbers of.
    private var unit: CGFloat { environment.platform.grid.unit.width }
    /// `length` in whole units of the grid (rounded).
    private func units(_ length: CGFloat) -> Int { (length / unit).clampedInt() }
    /// A width in units, in points.
    private func points(_ units: Int) -> CGFloat { CGFloat(units) * unit }

    /// The widths of the shown columns, in grid units, for a total width in grid units.
    func columnWidths(total: Int) -> [Int] {
        Self.widths(total: total, leading: columns.dropLast().map { leadingBounds($0, total: total) },
                    divider: units(metrics.splitDividerWidth), detailMinimum: units(metrics.splitDetailMinimumWidth))
    }

    /// The width of each leading column (`leading`, in grid units) and then of the detail, for a total in grid
    /// units, with a divider `divider` units wide after each leading column and a detail of at least
    /// `detailMinimum` units before the leading columns shrink (by default a terminal's: one column and 20).
    static func widths(total: Int, leading: [(min: Int, ideal: Int, max: Int)], divider: Int = 1, detailMinimum: Int = 20) -> [Int] {
        let total = max(total, 0)
        guard !leading.isEmpty else { return [total] }
        let available = max(total - leading.count * divider, 0)  // one divider after each leading column
        var widths = leading.map(\.ideal)
        var excess = widths.reduce(0, +) - max(available - detailMinimum, 0)
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

    /// A leading column's bounds in grid units: its own, or the default quarter of the total.
    private func leadingBounds(_ column: Column, total: Int) -> (min: Int, ideal: Int, max: Int) {
        if let own = column.width?.units(of: unit) { return own }
        let bounds = (min: units(metrics.splitLeadingColumnMinimumWidth), max: units(metrics.splitLeadingColumnMaximumWidth))
        return (bounds.min, min(max(total / 4, bounds.min), bounds.max), bounds.max)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width: CGFloat
        if let proposed = proposal.width {
            width = proposed
        } else {
            // Unspecified: the leading columns at their ideal for a wide window, the detail at its own.
            let widths = columnWidths(total: units(Self.unspecifiedWidth))
            let detail = columns.last?.element?.sizeThatFits(.unspecified).width ?? 0
            width = points(widths.dropLast().reduce(0, +)) + CGFloat(widths.count - 1) * dividerWidth + detail
        }
        if let height = proposal.height { return CGSize(width: width, height: height) }
        let widths = columnWidths(total: (width / unit).clampedInt(.down))
        let height = zip(columns, widths).map { column, units in
            column.element?.sizeThatFits(ProposedViewSize(width: points(units), height: nil)).height ?? 0
        }.max() ?? 0
        return CGSize(width: width, height: height)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let widths = columnWidths(total: (frame.width / unit).clampedInt(.down))
        separators = []
        var x = frame.minX
        for (index, (column, units)) in zip(columns, widths).enumerated() {
            let isLast = index == columns.count - 1
            // The detail takes whatever is left, part units included.
            let width = isLast ? max(frame.maxX - x, 0) : points(units)
            let size = ProposedViewSize(width: width, height: frame.height)
            if let element = column.element {
                _ = element.sizeThatFits(size)
                element.place(in: CGRect(x: x, y: frame.minY, width: width, height: frame.height), proposal: size)
            }
            x += width
            if !isLast {
                separators.append(x)
                x += dividerWidth
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
        for x in separators {
            // Worked out left to right; the columns themselves were placed mirrored in a right-to-left layout.
            list.append(.splitViewDivider, frame: mirroredIfRightToLeft(CGRect(x: x, y: frame.minY, width: dividerWidth, height: frame.height)))
        }
    }

    /// The room of a divider, in whole grid units.
    private var dividerWidth: CGFloat { points(units(metrics.splitDividerWidth)) }
}
