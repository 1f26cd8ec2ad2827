/// The control sequences a frame is made of, besides SGR (``GraphicRendition``).
enum ControlSequence {
    /// Begins synchronized output (mode 2026): the terminal shows nothing of the frame until it ends.
    static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    /// Ends synchronized output: the terminal shows the whole frame at once.
    static let endSynchronizedUpdate = "\u{1B}[?2026l"
    /// Erases the whole screen (ED 2) with the current background; the cursor stays where it is.
    static let eraseScreen = "\u{1B}[2J"

    /// Appends the sequence that moves the cursor to a zero-based position (CUP), omitting parameters that are 1.
    static func appendCursorPosition(column: Int, row: Int, to bytes: inout [UInt8]) {
        bytes += [0x1B, UInt8(ascii: "[")]
        if row > 0 || column > 0 { bytes.appendDecimal(row + 1) }
        if column > 0 {
            bytes.append(UInt8(ascii: ";"))
            bytes.appendDecimal(column + 1)
        }
        bytes.append(UInt8(ascii: "H"))
    }

    /// The length in bytes of the sequence ``appendCursorPosition(column:row:to:)`` appends.
    static func cursorPositionLength(column: Int, row: Int) -> Int {
        switch (row, column) {
        case (0, 0): 3
        case (_, 0): 3 + digits(row + 1)
        default: 4 + digits(row + 1) + digits(column + 1)
        }
    }

    private static func digits(_ value: Int) -> Int {
        var count = 1
        var rest = value / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}
