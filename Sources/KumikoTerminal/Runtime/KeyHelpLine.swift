import KumikoCore

/// The one-line key help at the bottom of a terminal app: "↑↓ move  ⏎ open  / search  q quit", keys in the
/// default colour and their actions dim, cut at the screen's edge.
struct KeyHelpLine {
    /// What to show, in order.
    let entries: [KeyHelp]
    /// The actions' words in the app's language.
    let words: (String) -> String

    /// The grey of the actions.
    private static let dim = ResolvedColor(red: 0.557, green: 0.557, blue: 0.576)

    /// Draws the line into row `row` of a buffer.
    func draw(into buffer: inout CellBuffer, row: Int) {
        var column = 1
        for (index, entry) in entries.enumerated() {
            if index > 0 { column += 2 }
            column = write(entry.terminalNotation, at: column, row: row, color: nil, into: &buffer)
            column = write(" " + words(entry.action), at: column, row: row, color: Self.dim, into: &buffer)
        }
    }

    /// Writes text from a column; returns the column after it.
    private func write(_ text: String, at start: Int, row: Int, color: ResolvedColor?, into buffer: inout CellBuffer) -> Int {
        var column = start
        for character in text {
            let width = CellWidth.of(character)
            guard width > 0 else { continue }
            guard column + width <= buffer.columns else { return buffer.columns }
            buffer.put(String(character), width: width, column: column, row: row, foreground: color, style: [])
            column += width
        }
        return column
    }
}
