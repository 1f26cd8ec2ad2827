import KumikoCore

/// What one cell of a buffer row is on screen: a narrow character, the left half of a wide one, or the right half
/// that the wide character to its left covers.
///
/// A cell is wide when it is followed by a continuation cell (`character == ""`) and covered when it is that
/// continuation. A continuation with no wide character before it is shown as a narrow space. The shape of a cell
/// depends only on whether its neighbours are continuations, so comparing shapes and cells column by column finds
/// every change the terminal needs to see.
enum GlyphShape: Equatable {
    /// One column.
    case narrow
    /// Two columns: this cell and the continuation after it.
    case wide
    /// The right half of the wide character in the column before.
    case covered

    /// The shape of the cell at a position of a buffer. Always inlined: the encoder asks it of every cell of a
    /// changed row, and a call apart retains and releases the buffer's cells each time.
    @inline(__always)
    init(in buffer: CellBuffer, column: Int, row: Int) {
        let index = row * buffer.columns + column
        if buffer.isContinuation(at: index) {
            self = column > 0 && !buffer.isContinuation(at: index - 1) ? .covered : .narrow
        } else {
            self = column + 1 < buffer.columns && buffer.isContinuation(at: index + 1) ? .wide : .narrow
        }
    }

    /// The number of columns a glyph of this shape takes when printed.
    var width: Int {
        switch self {
        case .narrow: 1
        case .wide: 2
        case .covered: 0
        }
    }

    /// The text to print for a cell of this shape: exactly ``width`` columns wide whatever the cell holds, so the
    /// cursor always ends where the encoder expects. A cell holding something that does not fit its shape (a
    /// control character, several characters, a wide character in one column) prints as spaces; a narrow
    /// character in a wide cell is followed by a space.
    func printableText(of cell: Cell) -> String {
        if self == .narrow, let byte = cell.text.asciiByte {
            return CellWidth.of(ascii: byte) == 1 ? String(UnicodeScalar(byte)) : " "
        }
        let text = cell.character
        let width = Self.width(of: text)
        switch self {
        case .narrow: return width == 1 ? text : " "
        case .wide: return width == 2 ? text : width == 1 ? text + " " : "  "
        case .covered: return ""
        }
    }

    /// The columns a cell's text takes on a terminal: 0 when it is not one printable character.
    private static func width(of text: String) -> Int {
        let utf8 = text.utf8
        if utf8.count == 1, let byte = utf8.first { return CellWidth.of(ascii: byte) }
        var characters = text.makeIterator()
        guard let character = characters.next(), characters.next() == nil else { return 0 }
        return CellWidth.of(character)
    }
}
