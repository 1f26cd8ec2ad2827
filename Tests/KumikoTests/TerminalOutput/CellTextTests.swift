import Testing
import KumikoCore
@testable import KumikoTerminal

/// A cell's text held inline (`CellText`): what goes in comes out, up to 15 UTF-8 bytes inline and longer ones
/// through the table, and equal texts are equal bits.
@Suite struct CellTextTests {
    @Test(arguments: ["", " ", "a", "~", "é", "漢", "👍🏽", "e\u{301}", "\u{1F1EF}\u{1F1F5}", "abcdefghijklmno"])
    func aShortTextComesBackAsItWent(_ text: String) {
        #expect(CellText(text).string == text)
        #expect(CellText(text) == CellText(text))
        #expect(CellText(text).isEmpty == text.isEmpty)
    }

    @Test func aTextOfMoreThanFifteenBytesComesBackThroughTheTable() {
        // A family emoji: seven scalars, 25 bytes, one grapheme.
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        #expect(family.utf8.count == 25)
        #expect(CellText(family).string == family)
        #expect(CellText(family) == CellText(family))
        #expect(CellText(family) != CellText("👨"))
    }

    @Test func anASCIIByteIsTheOneByteText() {
        #expect(CellText(ascii: 0x41) == CellText("A"))
        #expect(CellText(ascii: 0x41).asciiByte == 0x41)
        #expect(CellText("é").asciiByte == nil)
        #expect(CellText.space == CellText(" "))
        #expect(CellText.empty == CellText(""))
    }

    @Test func textsThatDifferOnlyInTheirLastByteDiffer() {
        #expect(CellText("abcdefghijklmno") != CellText("abcdefghijklmnp"))
        #expect(CellText("abcdefgh") != CellText("abcdefgi"))
        #expect(CellText("a") != CellText("a "))
    }

    @Test func aCellKeepsItsCharacter() {
        var cell = Cell(character: "漢", foreground: nil, background: nil, style: [])
        #expect(cell.character == "漢")
        cell.character = ""
        #expect(cell.isContinuation)
        #expect(Cell.blank.character == " ")
    }
}
