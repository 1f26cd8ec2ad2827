import Foundation

/// A line of a table, a row's cells or the header's titles, laid out at the columns' shared widths
/// (``TableState/widths(available:cell:)``, in whole units of the platform's grid: cells in a terminal), the
/// platform's spacing between columns with a column separator (``Chrome/separator(_:)``, vertical) at its
/// leading edge.
///
/// A row line sits in a list row, whose padding already keeps its inset at each side; the header keeps the
/// platform's header inset itself, so its titles stand over their cells. The header is its titles (bold; the sort
/// indicator, ``Chrome/tableSortIndicator(ascending:)``, at the trailing end of the sorted column; the focused
/// title's whole cell highlighted, ``Chrome/tableHeaderFocus``) over a rule (``Chrome/tableHeaderRule(junctions:)``)
/// that the column separators meet. Every room and height is the platform's (``TableMetrics``); in a terminal:
/// `│ ` between columns, `▲`/`▼`, reverse video and `───┼───` (docs/TERMINAL-LOOK.md, "Tables").
@MainActor
final class TableLineElement: LayoutElement {
    private unowned let table: TableState
    let isHeader: Bool
    /// The cells' elements, by column (nil: an empty cell).
    var cells: [LayoutElement?] = []
    /// The header column shown as focused, if any.
    var focusedColumn: Int?
    /// The outline disclosure of a hierarchical table's row, carried as the row's trait (the list's ←/→ and
    /// triangle clicks find it there).
    var disclosure: OutlineDisclosure?

    init(node: ViewNode, table: TableState, isHeader: Bool) {
        self.table = table
        self.isHeader = isHeader
        super.init(node: node)
    }

    private var metrics: TableMetrics { environment.platformMetrics.table }
    /// The width of one unit of the platform's grid: column widths are whole numbers of them.
    private var unit: CGFloat { environment.platform.grid.unit.width }
    /// A number of grid units in points.
    private func points(_ units: Int) -> CGFloat { CGFloat(units) * unit }
    /// The line's inset at each side.
    private var inset: CGFloat { isHeader ? metrics.headerInset : 0 }
    /// The room between two columns, in grid units.
    private var columnGap: Int { max((metrics.columnSpacing / unit).clampedInt(), 0) }

    override var traits: LayoutTraits {
        guard let disclosure else { return LayoutTraits() }
        return LayoutTraits(values: [ObjectIdentifier(OutlineDisclosureKey.self): disclosure])
    }

    /// The column widths in grid units for a line `width` points wide (nil: the platform's width a column).
    func widths(forWidth width: CGFloat?) -> [Int] {
        let count = table.columns.count
        var available = width.map { (max($0 - 2 * inset, 0) / unit).clampedInt(.down) }
            ?? (CGFloat(count) * metrics.unspecifiedColumnWidth / unit).clampedInt(.down)
        // The shared widths keep `TableColumnWidths.gap` units between columns: the platform's spacing replaces it.
        available -= (columnGap - TableColumnWidths.gap) * max(count - 1, 0)
        return table.widths(available: available, cell: unit)
    }

    /// Where each column starts, in grid units from the line's content start.
    func starts(of widths: [Int]) -> [Int] {
        var starts: [Int] = []
        var x = 0
        for width in widths {
            starts.append(x)
            x += width + columnGap
        }
        return starts
    }

    /// The grid units a column's content gets: the header's sorted column keeps room for its sort indicator.
    private func contentUnits(column: Int, width: Int) -> Int {
        guard isHeader, table.sortMark?.column == column else { return width }
        return max(width - ((metrics.sortIndicatorWidth + metrics.sortIndicatorSpacing) / unit).clampedInt(), 0)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let widths = widths(forWidth: proposal.width)
        let total = points(widths.reduce(0, +) + columnGap * max(widths.count - 1, 0)) + 2 * inset
        var height = metrics.rowMinimumHeight
        if isHeader {
            height = metrics.headerHeight + metrics.headerRuleHeight
        } else {
            for (column, element) in cells.enumerated() where column < widths.count {
                guard let element else { continue }
                let size = element.sizeThatFits(ProposedViewSize(width: points(widths[column]), height: nil))
                height = max(height, size.height)
            }
        }
        return CGSize(width: proposal.width ?? total, height: height)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let widths = widths(forWidth: frame.width)
        let starts = starts(of: widths)
        for (column, element) in cells.enumerated() where column < widths.count {
            guard let element else { continue }
            let width = points(contentUnits(column: column, width: widths[column]))
            let cellProposal = ProposedViewSize(width: width, height: nil)
            let size = element.sizeThatFits(cellProposal)
            let x = frame.minX + inset + points(starts[column])
            // A row's cells are centred in its height (iOS's rows are taller than a line; a terminal's are one line).
            let y = isHeader ? frame.minY : frame.minY + max(environment.platform.grid.floored((frame.height - size.height) / 2, along: .vertical), 0)
            element.place(in: CGRect(x: x, y: y, width: min(size.width, width), height: size.height), proposal: cellProposal)
        }
    }

    /// The header line is a row of column headers; a row's line is its cells, in the row its list row chrome
    /// describes (with its selection).
    override var accessibilityElement: AccessibilityElement? { isHeader ? AccessibilityElement(role: .row) : nil }

    override func draw(into list: inout DisplayList) {
        let widths = widths(forWidth: frame.width)
        let starts = starts(of: widths)
        let lineHeight = isHeader ? metrics.headerHeight : frame.height
        list.pushClip(frame)
        for (column, element) in cells.enumerated() where column < widths.count {
            let x = frame.minX + inset + points(starts[column])
            let cellFrame = CGRect(x: x, y: frame.minY, width: points(widths[column]), height: lineHeight)
            let sort = isHeader ? table.sortMark.flatMap { $0.column == column ? ($0.ascending ? AccessibilityElement.Sort.ascending : .descending) : nil } : nil
            list.accessibilityElement(AccessibilityElement(role: isHeader ? .columnHeader : .cell, sort: sort)) { list in
                drawCell(column, element: element, frame: cellFrame, lineHeight: lineHeight, gapStart: x - points(columnGap), into: &list)
            }
        }
        if isHeader {
            // The rule under the titles, met by the column separators.
            let junctions = (1..<max(widths.count, 1)).map { inset + points(starts[$0] - columnGap) }
            list.append(.tableHeaderRule(junctions: junctions),
                        frame: CGRect(x: frame.minX, y: frame.minY + metrics.headerHeight, width: frame.width, height: metrics.headerRuleHeight))
        }
        list.popClip()
    }

    /// One cell of the line: the header's focus and sort indicator, the cell's content clipped to it, and the
    /// column separator at its leading edge.
    private func drawCell(_ column: Int, element: LayoutElement?, frame cellFrame: CGRect, lineHeight: CGFloat, gapStart: CGFloat,
                          into list: inout DisplayList) {
        let start = list.count
        if isHeader, focusedColumn == column {
            // The whole cell, not only its title.
            list.append(.tableHeaderFocus, frame: cellFrame)
        }
        if let element {
            list.pushClip(cellFrame)
            element.render(into: &list)
            list.popClip()
        }
        if isHeader, let mark = table.sortMark, mark.column == column, cellFrame.width >= metrics.sortIndicatorWidth {
            let markFrame = CGRect(x: cellFrame.maxX - metrics.sortIndicatorWidth, y: frame.minY,
                                   width: metrics.sortIndicatorWidth, height: lineHeight)
            list.append(.tableSortIndicator(ascending: mark.ascending), frame: markFrame)
        }
        if isHeader, focusedColumn == column { list.mark(from: start, as: .focused) }
        if column > 0 {
            list.append(.separator(.vertical), frame: CGRect(x: gapStart, y: frame.minY,
                                                              width: metrics.columnSeparatorWidth, height: lineHeight))
        }
    }

    /// The column under a point in root coordinates and whether the point is on the separator after it
    /// (the separator before column `n + 1` belongs to column `n`); nil outside the columns.
    func hit(_ point: CGPoint) -> (column: Int, onSeparator: Bool)? {
        let widths = widths(forWidth: frame.width)
        let x = ((point.x - frame.minX - inset) / unit).clampedInt(.down)
        for (column, start) in starts(of: widths).enumerated() {
            if x >= start, x < start + widths[column] { return (column, false) }
            if x >= start + widths[column], x < start + widths[column] + columnGap, column + 1 < widths.count {
                return (column, true)
            }
        }
        return nil
    }
}

/// Internal: one row of a table, drawn as a line of cells.
struct TableRowLine: View, PrimitiveView, OutlineDisclosingRow {
    let table: TableState
    let value: Any
    /// A hierarchical table's row: its first cell is indented and shows the triangle (an
    /// ``OutlineRowModifier``).
    var disclosure: OutlineDisclosure?
    var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { TableLineNode(graph: graph, isHeader: false) }

    func disclosing(_ disclosure: OutlineDisclosure) -> TableRowLine {
        var row = self
        row.disclosure = disclosure
        return row
    }
}

/// The node of a table line: its children are the cells (a row's `TableColumn` contents, or the header's
/// titles), with one line of text each, truncated in the middle where it does not fit (the HIG's advice for
/// table cells).
@MainActor
class TableLineNode: ViewNode {
    let isHeader: Bool
    private(set) var table: TableState?
    private var value: Any?
    private var disclosure: OutlineDisclosure?
    /// The disclosure of a leaf row inside a `DisclosureTableRow`'s content (kept, so its parent distance stays).
    private var leafDisclosure: OutlineDisclosure?
    private(set) var element: TableLineElement?

    init(graph: ViewGraph, isHeader: Bool) {
        self.isHeader = isHeader
        super.init(graph: graph)
    }

    override var producesElements: Bool { true }

    override func setView(_ view: any View) -> Bool {
        if let row = view as? TableRowLine {
            table = row.table
            value = row.value
            disclosure = row.disclosure
        } else if let header = view as? TableHeader {
            table = header.table
        }
        return true
    }

    override var environmentForChildren: EnvironmentValues {
        derivingEnvironment {
            $0.truncationMode = .middle
            $0.lineLimit = 1
        }
    }

    override func evaluate() {
        guard let table else { return }
        var cells: [any View] = if isHeader {
            table.columns.map { $0.title.bold() }
        } else {
            table.columns.map { column in value.map(column.cell) ?? AnyView(EmptyView()) }
        }
        if disclosure == nil, !isHeader {
            // A plain row inside a `DisclosureTableRow`'s content (an outline leaf one level deeper), or beside one.
            let depth = environment.tableOutlineDepth
            if depth == 0, !table.hasDisclosureRows {
                leafDisclosure = nil
            } else if leafDisclosure?.depth != depth {
                leafDisclosure = OutlineDisclosure(depth: depth, hasChildren: false, isExpanded: false, parentDistance: nil,
                                                   showsChildren: false, expand: { _ in 0 })
            }
        }
        if let disclosure = disclosure ?? leafDisclosure, let first = cells.first {
            // A hierarchical table's row: the first cell is indented and shows the triangle, as a list's outline row.
            cells[0] = AnyView(first).modifier(OutlineRowModifier(disclosure: disclosure))
        }
        reconcileChildren(cells.enumerated().map { (ChildKey.position($0.offset), $0.element) })
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        guard let table else { return }
        let element = self.element ?? TableLineElement(node: self, table: table, isHeader: isHeader)
        self.element = element
        element.disclosure = disclosure ?? leafDisclosure
        element.cells = children.map { $0.layoutElements().first }
        elements.append(element)
    }
}
