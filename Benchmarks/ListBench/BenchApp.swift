import Kumiko

/// The benchmark app: a model, one graph over `BenchRoot` kept across operations (as an app keeps it), and
/// frames drawn into a 120 × 40 cell buffer.
@MainActor
final class BenchApp {
    /// The screen's width in cells.
    nonisolated static let columns = 120
    /// The screen's height in cells.
    nonisolated static let rows = 40
    /// The size of a cell in points (the terminal's default, 8 × 16).
    static let cellSize = PlatformMetrics.terminal.cellSize
    /// The screen in points: 960 × 640.
    static let proposal = ProposedViewSize(width: cellSize.width * CGFloat(columns), height: cellSize.height * CGFloat(rows))

    /// The app's data.
    let model: ListModel
    /// The live view graph.
    let graph: ViewGraph
    /// The screen drawn by the latest frame.
    private(set) var screen = CellBuffer(columns: BenchApp.columns, rows: BenchApp.rows)

    /// Creates the graph for a model (no frame is drawn yet).
    init(model: ListModel) {
        self.model = model
        graph = ViewGraph(root: BenchRoot(model: model))
    }

    /// Draws one frame, as `ImageRenderer.terminalImage` does: update and lay out until settled (one round
    /// when no appearance action changes state), build the display list, rasterize it into a fresh buffer. Not
    /// inlined, so that profilers can single it out.
    @inline(never)
    func frame() {
        graph.settle(proposal: Self.proposal)
        var buffer = CellBuffer(columns: Self.columns, rows: Self.rows)
        Rasterizer(cellSize: Self.cellSize).draw(graph.displayList(), into: &buffer)
        screen = buffer
    }

    /// The screen's lines as plain text (trailing spaces removed).
    var lines: [String] {
        TerminalImage(buffer: screen).plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Characters a list draws around its rows (borders, separators, the scroll indicator).
    private static let chrome = Set("│┃║╭╮╰╯┌┐└┘├┤─━ ")

    /// Whether the screen shows the model's rows from `first` on, in order, one per line: lines holding only
    /// chrome (borders, separators, the scroll indicator) are skipped, and every other line must start with
    /// the next row's label once chrome is trimmed; an empty model must leave no row on the screen. Returns
    /// a description of the first mismatch, or nil.
    func mismatch(showingRowsFrom first: Int) -> String? {
        let rows = model.rows
        var row = first
        for (number, line) in lines.enumerated() {
            let content = line.drop { Self.chrome.contains($0) }
            guard content.contains(where: { !Self.chrome.contains($0) }) else { continue }
            guard row < rows.count else { return "line \(number): expected no row, got \"\(line)\"" }
            guard content.hasPrefix(rows[row].label) else {
                return "line \(number): expected \"\(rows[row].label)\" (row \(row)), got \"\(line)\""
            }
            row += 1
        }
        if row == first, first < rows.count { return "no row on the screen; expected row \(first) first" }
        return nil
    }
}
