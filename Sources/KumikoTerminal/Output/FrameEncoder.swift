import KumikoCore

/// Turns frames (cell buffers) into the bytes that make a terminal show them, writing only what changed.
///
/// A frame is wrapped in synchronized output (`ESC[?2026h` … `ESC[?2026l`) so the terminal shows it at once, and
/// ends with attributes reset. Changed cells are written in rows from left to right; the cursor jumps (CUP) only
/// when the next change is not where printing left it, and a short stretch of unchanged cells is printed again
/// instead when that is shorter than the jump. Attributes (SGR) are set only when they differ from the last ones
/// written. A wide character is written whole from its left cell when either half changed, and the cells a
/// terminal blanks when one half of a wide character is overwritten are always among the cells written. Nothing
/// ever wraps or scrolls: the cursor is placed again after the last column.
package struct FrameEncoder: Sendable {
    /// How colours are encoded. Pass no previous frame to ``encode(from:to:)`` after changing it.
    package var colorDepth: ColorDepth

    /// Creates an encoder for a terminal of a colour depth.
    package init(colorDepth: ColorDepth) { self.colorDepth = colorDepth }

    /// The bytes that turn a terminal showing `previous` into one showing `next`.
    ///
    /// - Parameters:
    ///   - previous: The frame the terminal shows; nil when unknown (the first frame, after a resize, after
    ///     anything else wrote to the screen). With nil, or a size different from `next`'s, the screen is erased
    ///     and `next` painted whole.
    ///   - next: The frame to show.
    /// - Returns: The bytes to write, in one `write`; empty when the terminal already shows `next`.
    package func encode(from previous: CellBuffer?, to next: CellBuffer) -> [UInt8] {
        var writer = FrameWriter(columns: next.columns)
        let shown: CellBuffer
        if let previous, previous.columns == next.columns, previous.rows == next.rows {
            shown = previous
        } else {
            writer.eraseScreen()
            shown = CellBuffer(columns: next.columns, rows: next.rows)
        }
        var renditions = RenditionMemo(depth: colorDepth)
        for row in 0..<next.rows {
            encodeRow(row, shown: shown, next: next, into: &writer, renditions: &renditions)
        }
        return writer.finish()
    }

    /// Writes the glyphs of a row that differ between the buffers.
    private func encodeRow(_ row: Int, shown: CellBuffer, next: CellBuffer, into writer: inout FrameWriter,
                           renditions: inout RenditionMemo) {
        // Most rows of most frames are unchanged: compare them whole first.
        if next.rowEquals(shown, row: row) { return }
        var column = 0
        while column < next.columns {
            let shape = GlyphShape(in: next, column: column, row: row)
            let cell = next[column, row]
            if shape != GlyphShape(in: shown, column: column, row: row) || !Self.looksAlike(cell, shown[column, row]) {
                if let cursor = writer.cursor, cursor.row == row, cursor.column < column {
                    reprintIfShorter(from: cursor.column, to: column, row: row, next: next, into: &writer,
                                     renditions: &renditions)
                }
                write(cell, shape: shape, column: column, row: row, into: &writer, renditions: &renditions)
            }
            // A covered cell never starts a glyph (the wide one before it does); stepping one column keeps going.
            column += max(shape.width, 1)
        }
    }

    /// Writes one glyph at a position.
    private func write(_ cell: Cell, shape: GlyphShape, column: Int, row: Int, into writer: inout FrameWriter,
                       renditions: inout RenditionMemo) {
        writer.moveCursor(column: column, row: row)
        writer.setRendition(renditions.rendition(of: cell))
        writer.print(shape.printableText(of: cell), width: shape.width)
    }

    /// Prints the unchanged glyphs between the cursor and the next change when they take fewer bytes than moving
    /// the cursor there and need no change of attributes.
    private func reprintIfShorter(from start: Int, to end: Int, row: Int, next: CellBuffer,
                                  into writer: inout FrameWriter, renditions: inout RenditionMemo) {
        let budget = ControlSequence.cursorPositionLength(column: end, row: row)
        var length = 0
        var column = start
        while column < end {
            let shape = GlyphShape(in: next, column: column, row: row)
            let cell = next[column, row]
            guard shape != .covered, renditions.rendition(of: cell) == writer.rendition else { return }
            length += shape.printableText(of: cell).utf8.count
            guard length < budget else { return }
            column += shape.width
        }
        column = start
        while column < end {
            let shape = GlyphShape(in: next, column: column, row: row)
            writer.print(shape.printableText(of: next[column, row]), width: shape.width)
            column += shape.width
        }
    }

    /// The rendition of the cells a frame writes, made again only when a cell's colours or styles differ from the
    /// last cell's (neighbouring cells mostly share them, and finding a colour's nearest in a palette of 256 is
    /// dozens of comparisons).
    private struct RenditionMemo {
        let depth: ColorDepth
        private var last: (foreground: ResolvedColor?, background: ResolvedColor?, style: CellStyle, rendition: GraphicRendition)?

        init(depth: ColorDepth) { self.depth = depth }

        mutating func rendition(of cell: Cell) -> GraphicRendition {
            if let last, last.foreground == cell.foreground, last.background == cell.background, last.style == cell.style {
                return last.rendition
            }
            let rendition = GraphicRendition(cell, depth: depth)
            last = (cell.foreground, cell.background, cell.style, rendition)
            return rendition
        }
    }

    /// Whether two cells show the same: character, colours and styles.
    private static func looksAlike(_ a: Cell, _ b: Cell) -> Bool {
        a.text == b.text && a.foreground == b.foreground && a.background == b.background && a.style == b.style
    }
}
