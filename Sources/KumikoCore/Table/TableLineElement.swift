import Foundation

/// A line of a table, a row's cells or the header's titles, laid out at the columns' shared widths
/// (``TableState/widths(available:cell:)``), with a dim `│` and a space between columns
/// (docs/TERMINAL-LOOK.md, "Tables").
///
/// A row line sits in a list row, whose padding already keeps a column at each side; the header keeps the
/// same column itself, so its titles stand over their cells. The header is two lines: the titles (bold; the
/// sort mark `▲`/`▼` at the trailing end of the sorted column; the focused title in reverse video) and a rule
/// `───┼───` under them.
@MainActor
final class TableLineElement: LayoutElement {
    private unowned let table: TableState
    let isHeader: Bool
    /// The cells' elements, by column (nil: an empty cell).
    var cells: [LayoutElement?] = []
    /// The header column shown as focused (reverse video), if any.
    var focusedColumn: Int?
    /// The outline disclosure of a hierarchical table's row, carried as the row's trait (the list's ←/→ and
    /// triangle clicks find it there).
    var disclosure: OutlineDisclosure?

    init(node: ViewNode, table: TableState, isHeader: Bool) {
        self.table = table
        self.isHeader = isHeader
        super.init(node: node)
    }

    private var cell: CGSize { environment.platformMetrics.cellSize }
    private var inset: CGFloat { isHeader ? cell.width : 0 }

    override var traits: LayoutTraits {
        guard let disclosure else { return LayoutTraits() }
        return LayoutTraits(values: [ObjectIdentifier(OutlineDisclosureKey.self): disclosure])
    }

    /// The column widths in cells for a line `width` points wide (nil: twelve cells a column).
    func widths(forWidth width: CGFloat?) -> [Int] {
        let available = width.map { Int((max($0 - 2 * inset, 0) / max(cell.width, 1)).rounded(.down)) }
            ?? table.columns.count * 14
        return table.widths(available: available, cell: cell.width)
    }

    /// Where each column starts, in cells from the line's content start.
    static func starts(of widths: [Int]) -> [Int] {
        var starts: [Int] = []
        var x = 0
        for width in widths {
            starts.append(x)
            x += width + TableColumnWidths.gap
        }
        return starts
    }

    /// The cells a column's content gets: the header's sorted column keeps two for its mark.
    private func contentCells(column: Int, width: Int) -> Int {
        isHeader && table.sortMark?.column == column ? max(width - 2, 0) : width
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let widths = widths(forWidth: proposal.width)
        let total = CGFloat(widths.reduce(0, +) + TableColumnWidths.gap * max(widths.count - 1, 0)) * cell.width + 2 * inset
        var height = cell.height
        if isHeader {
            height = 2 * cell.height
        } else {
            for (column, element) in cells.enumerated() where column < widths.count {
                guard let element else { continue }
                let size = element.sizeThatFits(ProposedViewSize(width: CGFloat(widths[column]) * cell.width, height: nil))
                height = max(height, size.height)
            }
        }
        return CGSize(width: proposal.width ?? total, height: height)
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        let widths = widths(forWidth: frame.width)
        let starts = Self.starts(of: widths)
        for (column, element) in cells.enumerated() where column < widths.count {
            guard let element else { continue }
            let width = CGFloat(contentCells(column: column, width: widths[column])) * cell.width
            let cellProposal = ProposedViewSize(width: width, height: nil)
            let size = element.sizeThatFits(cellProposal)
            let x = frame.minX + inset + CGFloat(starts[column]) * cell.width
            element.place(in: CGRect(x: x, y: frame.minY, width: min(size.width, width), height: size.height), proposal: cellProposal)
        }
    }

    override func draw(into list: inout DisplayList) {
        let widths = widths(forWidth: frame.width)
        let starts = Self.starts(of: widths)
        let chrome = TextStyle(foreground: ListRowElement.chromeColor)
        let lineHeight = isHeader ? cell.height : frame.height
        let lines = max(Int((lineHeight / cell.height).rounded()), 1)
        list.pushClip(frame)
        for (column, element) in cells.enumerated() where column < widths.count {
            let x = frame.minX + inset + CGFloat(starts[column]) * cell.width
            let cellFrame = CGRect(x: x, y: frame.minY, width: CGFloat(widths[column]) * cell.width, height: lineHeight)
            let start = list.count
            if isHeader, focusedColumn == column {
                // The whole cell in reverse video, not only its title.
                text(String(repeating: " ", count: widths[column]), in: cellFrame, style: TextStyle(), into: &list)
            }
            if let element {
                list.pushClip(cellFrame)
                element.render(into: &list)
                list.popClip()
            }
            if isHeader, let mark = table.sortMark, mark.column == column, widths[column] >= 1 {
                let markFrame = CGRect(x: cellFrame.maxX - cell.width, y: frame.minY, width: cell.width, height: cell.height)
                text(mark.ascending ? "▲" : "▼", in: markFrame, style: TextStyle(), into: &list)
            }
            if isHeader, focusedColumn == column { list.mark(from: start, as: .focused) }
            if column > 0 {
                let separator = CGRect(x: x - CGFloat(TableColumnWidths.gap) * cell.width, y: frame.minY, width: cell.width, height: CGFloat(lines) * cell.height)
                list.append(.text(TextDrawing(frame: separator, stacking: Array(repeating: [("│", chrome)], count: lines), lineHeight: cell.height, opacity: 1)))
            }
        }
        if isHeader {
            // The rule under the titles, crossing the separators.
            var rule = String(repeating: "─", count: max(Int((frame.width / cell.width).rounded(.down)), 0))
            var characters = Array(rule)
            for column in 1..<max(widths.count, 1) {
                let index = Int(inset / cell.width) + starts[column] - TableColumnWidths.gap
                if characters.indices.contains(index) { characters[index] = "┼" }
            }
            rule = String(characters)
            text(rule, in: CGRect(x: frame.minX, y: frame.minY + cell.height, width: frame.width, height: cell.height), style: chrome, into: &list)
        }
        list.popClip()
    }

    private func text(_ string: String, in frame: CGRect, style: TextStyle, into list: inout DisplayList) {
        list.append(.text(TextDrawing(frame: frame, lines: [.init(segments: [(string, style)])], opacity: 1)))
    }

    /// The column under a point in root coordinates and whether the point is on the separator after it
    /// (the separator before column `n + 1` belongs to column `n`); nil outside the columns.
    func hit(_ point: CGPoint) -> (column: Int, onSeparator: Bool)? {
        let widths = widths(forWidth: frame.width)
        let x = Int(((point.x - frame.minX - inset) / max(cell.width, 1)).rounded(.down))
        for (column, start) in Self.starts(of: widths).enumerated() {
            if x >= start, x < start + widths[column] { return (column, false) }
            if x >= start + widths[column], x < start + widths[column] + TableColumnWidths.gap, column + 1 < widths.count {
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
        if let disclosure, let first = cells.first {
            // A hierarchical table's row: the first cell is indented and shows the triangle, as a list's outline row.
            let cellWidth = environment.platformMetrics.cellSize.width
            cells[0] = AnyView(first).modifier(OutlineRowModifier(disclosure: disclosure, cellWidth: cellWidth))
        }
        reconcileChildren(cells.enumerated().map { (ChildKey.position($0.offset), $0.element) })
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        guard let table else { return }
        let element = self.element ?? TableLineElement(node: self, table: table, isHeader: isHeader)
        self.element = element
        element.disclosure = disclosure
        element.cells = children.map { $0.layoutElements().first }
        elements.append(element)
    }
}
