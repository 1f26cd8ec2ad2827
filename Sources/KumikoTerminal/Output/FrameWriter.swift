/// One frame's bytes as they are built, with what the terminal's cursor position and attributes will be once it
/// has read them, so that moves and SGR sequences are written only when needed.
///
/// The first bytes written open a synchronized update; ``finish()`` resets the attributes and closes it. A frame
/// that writes nothing stays empty.
struct FrameWriter {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []
    /// Where the cursor will be; nil when unknown, or when it sits past the last column waiting to wrap.
    private(set) var cursor: (column: Int, row: Int)?
    /// The attributes characters will be drawn with.
    private(set) var rendition = GraphicRendition.plain
    /// The number of columns of the screen.
    private let columns: Int

    /// A writer for a screen `columns` wide whose cursor position is unknown and whose attributes are plain.
    init(columns: Int) { self.columns = columns }

    /// Appends a control sequence or text that neither moves the cursor nor changes attributes.
    private mutating func append(_ text: String) {
        open()
        bytes.append(contentsOf: text.utf8)
    }

    /// Begins the synchronized update before the frame's first bytes.
    private mutating func open() {
        if bytes.isEmpty { bytes.append(contentsOf: ControlSequence.beginSynchronizedUpdate.utf8) }
    }

    /// The frame's bytes: empty if nothing was written, otherwise ending with plain attributes and the end of the
    /// synchronized update.
    consuming func finish() -> [UInt8] {
        guard !bytes.isEmpty else { return [] }
        resetRendition()
        append(ControlSequence.endSynchronizedUpdate)
        return bytes
    }

    /// Resets the attributes (`ESC[0m`), whatever they are.
    mutating func resetRendition() {
        open()
        GraphicRendition.plain.appendSequence(to: &bytes)
        rendition = .plain
    }

    /// Erases the screen (with plain attributes, so erased cells are blank) and homes the cursor.
    mutating func eraseScreen() {
        resetRendition()
        ControlSequence.appendCursorPosition(column: 0, row: 0, to: &bytes)
        append(ControlSequence.eraseScreen)
        cursor = (0, 0)
    }

    /// Moves the cursor to a position unless it is there already.
    mutating func moveCursor(column: Int, row: Int) {
        if let cursor, cursor == (column, row) { return }
        open()
        ControlSequence.appendCursorPosition(column: column, row: row, to: &bytes)
        cursor = (column, row)
    }

    /// Switches to `rendition` unless it is current.
    mutating func setRendition(_ rendition: GraphicRendition) {
        guard rendition != self.rendition else { return }
        open()
        rendition.appendSequence(to: &bytes)
        self.rendition = rendition
    }

    /// Prints text `width` columns wide at the cursor, which must be known.
    mutating func print(_ text: String, width: Int) {
        append(text)
        guard let cursor else { return }
        let next = cursor.column + width
        // At the right edge the terminal holds the cursor on the last column with a wrap pending: never rely on it.
        self.cursor = next < columns ? (next, cursor.row) : nil
    }
}
