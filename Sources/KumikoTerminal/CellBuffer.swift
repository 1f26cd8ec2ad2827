import KumikoCore

/// One terminal cell: a character (or the right half of a wide one) with colours and attributes.
package struct Cell: Equatable, Sendable {
    /// The grapheme shown; empty for the right half of a wide character.
    package var character: String
    /// Foreground colour; nil for the terminal default.
    package var foreground: ResolvedColor?
    /// Background colour; nil for the terminal default.
    package var background: ResolvedColor?
    /// Text attributes.
    package var style: CellStyle
    /// Whether text (spaces included) was drawn here; strokes do not draw over text.
    var holdsText = false

    /// A blank cell.
    package static let blank = Cell(character: " ", foreground: nil, background: nil, style: [])

    /// Whether this is the right half of a wide character.
    package var isContinuation: Bool { character.isEmpty }
}

/// Text attributes of a cell.
package struct CellStyle: OptionSet, Hashable, Sendable {
    /// The raw bits.
    package let rawValue: UInt8
    /// Creates a style from raw bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold.
    package static let bold = CellStyle(rawValue: 1)
    /// Dim.
    package static let dim = CellStyle(rawValue: 2)
    /// Italic.
    package static let italic = CellStyle(rawValue: 4)
    /// Underline.
    package static let underline = CellStyle(rawValue: 8)
    /// Strikethrough.
    package static let strikethrough = CellStyle(rawValue: 16)
    /// Reverse video.
    package static let reverse = CellStyle(rawValue: 32)
}

/// A grid of cells: the screen a frame is drawn into.
package struct CellBuffer: Equatable, Sendable {
    /// The number of columns.
    package let columns: Int
    /// The number of rows.
    package let rows: Int
    /// The cells, row by row.
    package private(set) var cells: [Cell]

    /// Creates a blank buffer (negative sizes become empty).
    package init(columns: Int, rows: Int) {
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    /// The cell at a position.
    package subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// Whether a position is inside the buffer.
    func contains(column: Int, row: Int) -> Bool { column >= 0 && row >= 0 && column < columns && row < rows }

    /// Writes a character of a width (1 or 2) at a position, never splitting or half-overdrawing a wide
    /// character: a wide character that does not fit is replaced by a space.
    mutating func put(_ character: String, width: Int, column: Int, row: Int, foreground: ResolvedColor?, style: CellStyle,
                      isText: Bool = false) {
        guard contains(column: column, row: row) else { return }
        clearWide(column: column, row: row)
        var cell = self[column, row]
        cell.foreground = foreground
        cell.style = style
        cell.holdsText = isText
        if width == 2 {
            guard column + 1 < columns else {
                cell.character = " "
                self[column, row] = cell
                return
            }
            clearWide(column: column + 1, row: row)
            cell.character = character
            self[column, row] = cell
            var continuation = self[column + 1, row]
            continuation.character = ""
            continuation.foreground = foreground
            continuation.style = style
            continuation.holdsText = isText
            self[column + 1, row] = continuation
        } else {
            cell.character = character
            self[column, row] = cell
        }
    }

    /// Sets the background of a cell.
    /// Dims every cell that holds text (the window beneath a presentation).
    mutating func dimText() {
        for index in cells.indices where cells[index].holdsText { cells[index].style.insert(.dim) }
    }

    mutating func paint(column: Int, row: Int, background: ResolvedColor?) {
        guard contains(column: column, row: row) else { return }
        self[column, row].background = background
    }

    /// Before overwriting a cell, blanks the other half of a wide character it belongs to.
    private mutating func clearWide(column: Int, row: Int) {
        if self[column, row].isContinuation, column > 0 {
            self[column - 1, row].character = " "
            self[column, row].character = " "
        } else if column + 1 < columns, self[column + 1, row].isContinuation {
            self[column + 1, row].character = " "
        }
    }
}
