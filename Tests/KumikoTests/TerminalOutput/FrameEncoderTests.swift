import Testing
import KumikoCore
@testable import KumikoTerminal

/// Exact bytes the frame encoder writes for small screens.
@Suite struct TerminalOutputFrameEncoderTests {
    private let red = ResolvedColor(red: 1, green: 0, blue: 0)
    private let blue = ResolvedColor(red: 0, green: 0, blue: 1)
    private let begin = "\u{1B}[?2026h"
    private let end = "\u{1B}[0m\u{1B}[?2026l"
    private let repaint = "\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2J"

    private func encode(_ previous: CellBuffer?, _ next: CellBuffer, depth: ColorDepth = .trueColor) -> String {
        String(decoding: FrameEncoder(colorDepth: depth).encode(from: previous, to: next), as: UTF8.self)
    }

    private func buffer(_ columns: Int = 4, _ rows: Int = 2, _ draw: (inout CellBuffer) -> Void = { _ in }) -> CellBuffer {
        var buffer = CellBuffer(columns: columns, rows: rows)
        draw(&buffer)
        return buffer
    }

    private func text(_ character: String, foreground: ResolvedColor? = nil, style: CellStyle = []) -> (inout CellBuffer, Int, Int) -> Void {
        { buffer, column, row in
            buffer.put(character, width: CellWidth.of(Character(character)), column: column, row: row,
                       foreground: foreground, style: style)
        }
    }

    @Test func noChangeWritesNothing() {
        let screen = buffer { text("a")(&$0, 0, 0) }
        #expect(FrameEncoder(colorDepth: .trueColor).encode(from: screen, to: screen).isEmpty)
    }

    @Test func oneChangedCell() {
        let next = buffer { text("x", foreground: red)(&$0, 1, 0) }
        #expect(encode(buffer(), next) == begin + "\u{1B}[1;2H\u{1B}[0;38;2;255;0;0mx" + end)
    }

    @Test func plainCellNeedsNoAttributes() {
        let next = buffer { text("x")(&$0, 2, 1) }
        #expect(encode(buffer(), next) == begin + "\u{1B}[2;3Hx" + end)
    }

    @Test func adjacentChangesAreOneRun() {
        let next = buffer {
            text("x", foreground: red)(&$0, 1, 0)
            text("y", foreground: red)(&$0, 2, 0)
        }
        #expect(encode(buffer(), next) == begin + "\u{1B}[1;2H\u{1B}[0;38;2;255;0;0mxy" + end)
    }

    @Test func attributesChangeWithinARun() {
        let next = buffer {
            text("x", foreground: red)(&$0, 0, 0)
            text("y", style: .bold)(&$0, 1, 0)
        }
        #expect(encode(buffer(), next) == begin + "\u{1B}[H\u{1B}[0;38;2;255;0;0mx\u{1B}[0;1my" + end)
    }

    @Test func shortUnchangedGapIsReprinted() {
        let next = buffer {
            text("a")(&$0, 0, 1)
            text("b")(&$0, 2, 1)
        }
        #expect(encode(buffer(), next) == begin + "\u{1B}[2Ha b" + end)
    }

    @Test func gapWithOtherAttributesIsJumped() {
        let old = buffer { $0.paint(column: 1, row: 1, background: blue) }
        var next = old
        text("a")(&next, 0, 1)
        text("b")(&next, 2, 1)
        #expect(encode(old, next) == begin + "\u{1B}[2Ha\u{1B}[2;3Hb" + end)
    }

    @Test func longGapIsJumped() {
        let next = buffer(12, 1) {
            text("a")(&$0, 0, 0)
            text("b")(&$0, 9, 0)
        }
        // Eight spaces would cost more than `ESC[1;10H` (7 bytes).
        #expect(encode(buffer(12, 1), next) == begin + "\u{1B}[Ha\u{1B}[1;10Hb" + end)
    }

    @Test func changesOnSeveralRowsJumpBetweenRows() {
        let next = buffer {
            text("a")(&$0, 3, 0)
            text("b")(&$0, 0, 1)
        }
        #expect(encode(buffer(), next) == begin + "\u{1B}[1;4Ha\u{1B}[2Hb" + end)
    }

    @Test func fullRepaintClearsAndWritesOnlyWhatIsNotBlank() {
        let next = buffer {
            text("a")(&$0, 0, 0)
            text("b")(&$0, 1, 0)
            text("c", foreground: red)(&$0, 3, 1)
        }
        #expect(encode(nil, next) == repaint + "ab\u{1B}[2;4H\u{1B}[0;38;2;255;0;0mc" + end)
    }

    @Test func fullRepaintOfABlankScreenOnlyClears() {
        #expect(encode(nil, buffer()) == repaint + end)
    }

    @Test func sizeChangeRepaintsWhole() {
        let old = buffer(3, 2) { text("a")(&$0, 0, 0) }
        let next = buffer { text("a")(&$0, 0, 0) }
        #expect(encode(old, next) == repaint + "a" + end)
    }

    @Test func lastCellIsWrittenWithoutNewline() {
        let next = buffer { text("z")(&$0, 3, 1) }
        #expect(encode(buffer(), next) == begin + "\u{1B}[2;4Hz" + end)
    }

    @Test func wideCharacterIsOneUnit() {
        let next = buffer { text("漢")(&$0, 1, 0) }
        #expect(encode(buffer(), next) == begin + "\u{1B}[1;2H漢" + end)
    }

    @Test func changedWideCharacterIsRewrittenFromItsLeftCell() {
        let old = buffer { text("漢")(&$0, 1, 0) }
        var next = old
        text("字")(&next, 1, 0)
        #expect(encode(old, next) == begin + "\u{1B}[1;2H字" + end)
        var recoloured = old
        recoloured[1, 0].foreground = red
        #expect(encode(old, recoloured) == begin + "\u{1B}[1;2H\u{1B}[0;38;2;255;0;0m漢" + end)
    }

    @Test func rightHalfAttributesAloneChangeNothingVisible() {
        // A terminal draws a wide character in the attributes of its left cell.
        let old = buffer { text("漢")(&$0, 1, 0) }
        var next = old
        next.paint(column: 2, row: 0, background: blue)
        #expect(encode(old, next).isEmpty)
    }

    @Test func continuationReplacedRewritesTheLeftHalfToo() {
        let old = buffer { text("漢")(&$0, 1, 0) }
        var next = old
        next[2, 0].character = "x"
        // The wide character lost its right half; alone in one cell it is shown as a space.
        #expect(encode(old, next) == begin + "\u{1B}[1;2H x" + end)
    }

    @Test func wideReplacedByNarrowRepaintsBothCells() {
        let old = buffer { text("漢")(&$0, 1, 0) }
        var next = old
        text("x")(&next, 1, 0)
        #expect(encode(old, next) == begin + "\u{1B}[1;2Hx " + end)
    }

    @Test func wideCharacterMovingRightRewritesItsOldLeftHalf() {
        let old = buffer { text("漢")(&$0, 0, 0) }
        let next = buffer { text("漢")(&$0, 1, 0) }
        #expect(encode(old, next) == begin + "\u{1B}[H 漢" + end)
    }

    @Test func wideCharacterInTheLastTwoCellsDoesNotScroll() {
        let next = buffer { text("漢")(&$0, 2, 1) }
        #expect(encode(buffer(), next) == begin + "\u{1B}[2;3H漢" + end)
    }

    @Test func wideCharacterWithoutRoomIsNeverPrinted() {
        var next = buffer()
        next[3, 1] = Cell(character: "漢", foreground: nil, background: nil, style: [])
        #expect(encode(buffer(), next) == begin + "\u{1B}[2;4H " + end)
    }

    @Test func controlCharactersAndOrphanContinuationsPrintAsSpaces() {
        var next = buffer()
        next[0, 0] = Cell(character: "\u{1B}", foreground: nil, background: nil, style: [])
        next[1, 0] = Cell(character: "ab", foreground: nil, background: nil, style: [])
        next[0, 1] = Cell(character: "", foreground: nil, background: nil, style: [])
        #expect(encode(buffer(), next) == begin + "\u{1B}[H  \u{1B}[2H " + end)
    }

    @Test func coloursFollowTheDepth() {
        let next = buffer { text("x", foreground: red, style: .bold)(&$0, 0, 0) }
        #expect(encode(buffer(), next, depth: .indexed256) == begin + "\u{1B}[H\u{1B}[0;1;38;5;196mx" + end)
        #expect(encode(buffer(), next, depth: .ansi16) == begin + "\u{1B}[H\u{1B}[0;1;31mx" + end)
        #expect(encode(buffer(), next, depth: .none) == begin + "\u{1B}[H\u{1B}[0;1mx" + end)
    }

    @Test func cursorPositionLengthIsTheSequenceLength() {
        for (column, row) in [(0, 0), (0, 8), (0, 9), (0, 99), (3, 0), (9, 9), (99, 999), (1234, 5)] {
            var bytes: [UInt8] = []
            ControlSequence.appendCursorPosition(column: column, row: row, to: &bytes)
            #expect(bytes.count == ControlSequence.cursorPositionLength(column: column, row: row), "\(column), \(row)")
        }
    }

    @Test func ansiTextKeepsItsFormat() {
        let image = TerminalImage(buffer: buffer(3, 2) {
            text("a", foreground: red)(&$0, 0, 0)
            text("漢")(&$0, 1, 0)
            text("b")(&$0, 0, 1)
        })
        #expect(image.ansiText == "\u{1B}[0;38;2;255;0;0ma\u{1B}[0m漢\u{1B}[0m\n\u{1B}[0mb  \u{1B}[0m")
    }
}
