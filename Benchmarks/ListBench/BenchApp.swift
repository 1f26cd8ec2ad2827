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
    static let cellSize = Platform.terminalCellSize
    /// The screen in points: 960 × 640.
    static let proposal = ProposedViewSize(width: cellSize.width * CGFloat(columns), height: cellSize.height * CGFloat(rows))

    /// The app's data (nil for the observed-rows app, whose data is `ObservedListModel`).
    let model: ListModel?
    /// The labels the screen should show, by row.
    private let shown: ShownRows
    /// The live view graph.
    let graph: ViewGraph
    /// The screen drawn by the latest frame.
    private(set) var screen = CellBuffer(columns: BenchApp.columns, rows: BenchApp.rows)

    /// What the graph shows the rows in.
    let subject: BenchSubject

    /// Creates the graph for a model shown in `subject` (no frame is drawn yet).
    init(model: ListModel, subject: BenchSubject) {
        self.model = model
        self.subject = subject
        shown = ShownRows(count: { model.rows.count }, label: { model.rows[$0].label })
        graph = ViewGraph(root: BenchRoot(model: model, subject: subject), environment: .terminal())
    }

    /// Creates the graph for rows that are `@Observable` objects, shown in `subject` (no frame is drawn yet).
    init(observed model: ObservedListModel, subject: BenchSubject) {
        self.model = nil
        self.subject = subject
        shown = ShownRows(count: { model.rows.count }, label: { model.rows[$0].label })
        graph = ViewGraph(root: ObservedBenchRoot(model: model, subject: subject), environment: .terminal())
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
    /// the next row's label once chrome is trimmed; an empty model must leave no row on the screen. With a
    /// `tolerance`, the first row shown may be up to that many rows from `first` (a list's insets and borders
    /// scroll with its rows). Returns a description of the first mismatch, or nil.
    func mismatch(showingRowsFrom first: Int, tolerance: Int = 0) -> String? {
        let rows = shown
        let content = lines.enumerated().dropFirst(subject.headerLines).compactMap { number, line -> (Int, Substring)? in
            let trimmed = line.drop { Self.chrome.contains($0) }
            return trimmed.contains(where: { !Self.chrome.contains($0) }) ? (number, trimmed) : nil
        }
        guard let top = content.first else {
            return first < rows.count ? "no row on the screen; expected row \(first) first" : nil
        }
        let candidates = max(first - tolerance, 0)...max(min(first + tolerance, rows.count - 1), 0)
        var row = candidates.first { $0 < rows.count && top.1.hasPrefix(rows[$0]) } ?? first
        for (number, text) in content {
            guard row < rows.count else { return "line \(number): expected no row, got \"\(text)\"" + located(content) }
            guard text.hasPrefix(rows[row]) else {
                return "line \(number): expected \"\(rows[row])\" (row \(row)), got \"\(text)\"" + located(content)
            }
            row += 1
        }
        return nil
    }

    /// Where in the model the rows on the screen are, found by searching for the screen's first lines (labels
    /// repeat, a run of them does not); for mismatch messages only.
    private func located(_ content: [(Int, Substring)]) -> String {
        let rows = self.shown
        let shown = content.prefix(6).map(\.1)
        guard !shown.isEmpty, rows.count >= shown.count else { return "" }
        for start in 0...(rows.count - shown.count)
        where shown.indices.allSatisfy({ shown[$0].hasPrefix(rows[start + $0]) }) {
            let last = start + content.count - 1
            return "; the screen shows rows \(start)…\(last) of \(rows.count) on lines \(content[0].0)…\(content[content.count - 1].0)"
        }
        return "; the screen's rows are not a run of the model's"
    }
}

/// The labels a screen should show: the rows of whichever model the app shows, read one at a time (no copy of a
/// million labels, which would count in the memory measured).
@MainActor
struct ShownRows {
    /// The number of rows.
    private let countRows: () -> Int
    /// The label of a row.
    private let label: (Int) -> String

    init(count: @escaping () -> Int, label: @escaping (Int) -> String) {
        countRows = count
        self.label = label
    }

    /// The number of rows.
    var count: Int { countRows() }
    /// The label of row `index`.
    subscript(index: Int) -> String { label(index) }
}
