import KumikoCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One terminal cell: a character (or the right half of a wide one) with colours and attributes.
///
/// A cell holds no reference (its text is a ``CellText``), so a buffer of them is copied, compared and filled as
/// plain bits.
package struct Cell: Equatable, Sendable {
    /// The grapheme shown, held inline.
    var text: CellText
    /// Foreground colour; nil for the terminal default.
    package var foreground: ResolvedColor?
    /// Background colour; nil for the terminal default.
    package var background: ResolvedColor?
    /// Text attributes.
    package var style: CellStyle
    /// Whether text (spaces included) was drawn here; strokes do not draw over text.
    var holdsText = false

    /// A cell showing `character` (one grapheme; empty for the right half of a wide character).
    package init(character: String, foreground: ResolvedColor?, background: ResolvedColor?, style: CellStyle,
                 holdsText: Bool = false) {
        self.init(text: CellText(character), foreground: foreground, background: background, style: style,
                  holdsText: holdsText)
    }

    /// A cell showing `text`.
    init(text: CellText, foreground: ResolvedColor?, background: ResolvedColor?, style: CellStyle, holdsText: Bool = false) {
        self.text = text
        self.foreground = foreground
        self.background = background
        self.style = style
        self.holdsText = holdsText
    }

    /// The grapheme shown; empty for the right half of a wide character.
    package var character: String {
        get { text.string }
        set { text = CellText(newValue) }
    }

    /// A blank cell.
    package static let blank = Cell(text: .space, foreground: nil, background: nil, style: [])

    /// Whether this is the right half of a wide character.
    package var isContinuation: Bool { text.isEmpty }
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

    /// Whether the cell at `index` (row by row) is the right half of a wide character, read where the cell
    /// lies rather than from a copy of it.
    func isContinuation(at index: Int) -> Bool { cells[index].text.isEmpty }

    /// Whether row `row` holds the same cells as the same row of `other`, a buffer of the same width. Compares
    /// the cells where they lie, without copying them (most rows of most frames are unchanged, and a frame
    /// compares every row).
    func rowEquals(_ other: CellBuffer, row: Int) -> Bool {
        guard columns == other.columns, row >= 0, row < rows, row < other.rows else { return false }
        let start = row * columns
        return cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                guard let mineBase = mine.baseAddress, let theirsBase = theirs.baseAddress else { return columns == 0 }
                // The same bytes are the same cells (no cell holds a reference); different bytes may still be equal
                // cells (padding written otherwise, a zero of the other sign), compared by value then.
                if memcmp(mineBase + start, theirsBase + start, columns * MemoryLayout<Cell>.stride) == 0 { return true }
                for index in start..<start + columns where mine[index] != theirs[index] { return false }
                return true
            }
        }
    }

    /// Whether a position is inside the buffer.
    func contains(column: Int, row: Int) -> Bool { column >= 0 && row >= 0 && column < columns && row < rows }

    /// Writes a character of a width (1 or 2) at a position, never splitting or half-overdrawing a wide
    /// character: a wide character that does not fit is replaced by a space.
    mutating func put(_ character: String, width: Int, column: Int, row: Int, foreground: ResolvedColor?, style: CellStyle,
                      isText: Bool = false) {
        put(CellText(character), width: width, column: column, row: row, foreground: foreground, style: style, isText: isText)
    }

    /// Writes a text of a width (1 or 2) at a position (as the method above), changing the cells where they lie.
    mutating func put(_ text: CellText, width: Int, column: Int, row: Int, foreground: ResolvedColor?, style: CellStyle,
                      isText: Bool = false) {
        guard contains(column: column, row: row) else { return }
        clearWide(column: column, row: row)
        let index = row * columns + column
        if width == 2 {
            guard column + 1 < columns else {
                cells[index].set(.space, foreground: foreground, style: style, holdsText: isText)
                return
            }
            clearWide(column: column + 1, row: row)
            cells[index].set(text, foreground: foreground, style: style, holdsText: isText)
            cells[index + 1].set(.empty, foreground: foreground, style: style, holdsText: isText)
        } else {
            cells[index].set(text, foreground: foreground, style: style, holdsText: isText)
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
        let index = row * columns + column
        if cells[index].text.isEmpty, column > 0 {
            cells[index - 1].text = .space
            cells[index].text = .space
        } else if column + 1 < columns, cells[index + 1].text.isEmpty {
            cells[index + 1].text = .space
        }
    }
}

extension Cell {
    /// Sets what the cell shows, keeping its background.
    fileprivate mutating func set(_ text: CellText, foreground: ResolvedColor?, style: CellStyle, holdsText: Bool) {
        self.text = text
        self.foreground = foreground
        self.style = style
        self.holdsText = holdsText
    }
}
