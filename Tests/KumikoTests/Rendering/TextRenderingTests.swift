import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// Text measured and drawn in cells.
@MainActor
@Suite struct TextRenderingTests {
    @Test func textIsItsIdealSizeInCells() {
        let renderer = ImageRenderer(content: Text("Hello"))
        let image = renderer.terminalImage
        #expect(image?.columns == 5)
        #expect(image?.rows == 1)
        #expect(image?.plainText == "Hello")
    }

    @Test func cjkCharactersTakeTwoCells() {
        let image = ImageRenderer(content: Text("日本語")).terminalImage
        #expect(image?.columns == 6)
        #expect(image?.plainText == "日本語")
    }

    @Test func textWrapsAtWordsForANarrowProposal() {
        // 80 pt = 10 columns.
        #expect(render(Text("The quick brown fox"), width: 80) == "The quick\nbrown fox")
    }

    @Test func lineLimitTruncatesWithAnEllipsis() {
        #expect(render(Text("The quick brown fox").lineLimit(1), width: 80) == "The quick…")
    }

    @Test func truncationModesKeepTheRightEnd() {
        #expect(render(Text("abcdefghijkl").lineLimit(1).truncationMode(.head), width: 48) == "…hijkl")
        #expect(render(Text("abcdefghijkl").lineLimit(1).truncationMode(.middle), width: 48) == "abc…kl")
    }

    @Test func heightProposalLimitsLines() {
        // Two lines fit in 32 pt; the second is truncated by characters, as SwiftUI truncates.
        #expect(render(Text("one two three four five"), width: 64, height: 32) == "one two\nthree f…")
    }

    @Test func concatenatedTextKeepsEachPartsStyle() {
        let image = ImageRenderer(content: Text("Bold").bold() + Text(" plain")).terminalImage
        #expect(image?.plainText == "Bold plain")
        #expect(image?.buffer[0, 0].style.contains(.bold) == true)
        #expect(image?.buffer[5, 0].style.contains(.bold) == false)
    }

    @Test func markdownEmphasisInLiteralKeys() {
        let image = ImageRenderer(content: Text("a **b** c")).terminalImage
        #expect(image?.plainText == "a b c")
        #expect(image?.buffer[2, 0].style.contains(.bold) == true)
        #expect(image?.buffer[0, 0].style.contains(.bold) == false)
    }

    @Test func verbatimAndStringTextsShowMarkdownAsIs() {
        let string = "**x**"
        #expect(render(Text(verbatim: "**x**")) == "**x**")
        #expect(render(Text(string)) == "**x**")
    }

    @Test func interpolationFormatsValues() {
        let count = 3
        let ratio = 0.25
        #expect(render(Text("Item \(count)")) == "Item 3")
        #expect(render(Text("\(ratio, specifier: "%.1f")")) == "0.2")
    }

    @Test func headlineFontDrawsBoldAndForegroundColourApplies() {
        let image = ImageRenderer(content: Text("H").font(.headline).foregroundColor(.red)).terminalImage
        let cell = image?.buffer[0, 0]
        #expect(cell?.style.contains(.bold) == true)
        #expect(cell?.foreground == ResolvedColor(red: 1, green: 0.231, blue: 0.188))
    }

    @Test func multilineCentreAlignment() {
        let text = Text("ab cdef").multilineTextAlignment(.center).frame(width: 32)
        #expect(render(text) == " ab\ncdef")
    }

    @Test func relativeDateStyles() {
        let now = Date()
        #expect(Text.DateStyle.timer.format(now.addingTimeInterval(125), now: now) == "2:05")
        #expect(Text.DateStyle.offset.format(now.addingTimeInterval(-7200), now: now) == "-2 hours")
        #expect(Text.DateStyle.relative.format(now.addingTimeInterval(3900), now: now) == "1 hr, 5 min")
    }

    @Test func dateStyleRendersAFixedDate() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let date = calendar.date(from: DateComponents(year: 2026, month: 6, day: 3, hour: 9, minute: 5))!
        #expect(render(Text(date, style: .date)) == "June 3, 2026")
        // The process's locale in tests is English unless LANG says otherwise; Foundation puts a narrow no-break
        // space before "AM", as iOS 17 and later show it.
        #expect(render(Text(date, style: .time)) == "9:05\u{202F}AM")
    }

    @Test func hugeTextDoesNotHang() {
        let huge = String(repeating: "word ", count: 20_000)
        let image = ImageRenderer(content: Text(huge).lineLimit(3).frame(width: 160)).terminalImage
        #expect(image?.rows == 3)
        #expect(image?.plainText.hasSuffix("word…") == true)
    }
}

/// Text styling applied to whole views.
@MainActor
@Suite struct ViewTextStylingTests {
    @Test func viewLevelBoldAndItalicReachNestedText() {
        let image = ImageRenderer(content: VStack { Text("a"); Text("b").fontWeight(.regular) }.bold().italic()).terminalImage
        #expect(image?.buffer[0, 0].style == [.bold, .italic])
        #expect(image?.buffer[0, 1].style == [.italic])
    }
}
