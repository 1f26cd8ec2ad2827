import Foundation
import Testing
@testable import KumikoCore
@testable import KumikoTerminal

/// Cell widths of characters and strings.
@Suite struct CellWidthTests {
    /// Printable ASCII is one cell per character.
    @Test func asciiIsOneCellEach() {
        #expect(CellWidth.of(Character("a")) == 1)
        #expect(CellWidth.of(Character("~")) == 1)
        #expect(CellWidth.of("Hello, world!") == 13)
        #expect(CellWidth.of("") == 0)
    }

    /// Control characters take no cells.
    @Test func controlCharactersAreZeroWidth() {
        #expect(CellWidth.of(Character("\u{7}")) == 0)
        #expect(CellWidth.of(Character("\t")) == 0)
        #expect(CellWidth.of(Character("\r\n")) == 0)
        #expect(CellWidth.of(Character("\u{7F}")) == 0)
        #expect(CellWidth.of(Character("\u{85}")) == 0)
        #expect(CellWidth.of("a\u{1B}b\n") == 2)
    }

    /// CJK ideographs, kana, Hangul, fullwidth forms and CJK punctuation are two cells.
    @Test func eastAsianWideIsTwoCells() {
        #expect(CellWidth.of(Character("日")) == 2)
        #expect(CellWidth.of(Character("カ")) == 2)
        #expect(CellWidth.of(Character("ひ")) == 2)
        #expect(CellWidth.of(Character("한")) == 2)
        #expect(CellWidth.of(Character("Ａ")) == 2)
        #expect(CellWidth.of(Character("。")) == 2)
        #expect(CellWidth.of(Character("\u{3000}")) == 2)
        #expect(CellWidth.of(Character("\u{20000}")) == 2)
        #expect(CellWidth.of("日本語") == 6)
    }

    /// Halfwidth forms and ambiguous-width characters are one cell.
    @Test func halfwidthAndAmbiguousAreOneCell() {
        #expect(CellWidth.of(Character("ｶ")) == 1)
        #expect(CellWidth.of(Character("α")) == 1)
        #expect(CellWidth.of(Character("…")) == 1)
        #expect(CellWidth.of(Character("é")) == 1)
        #expect(CellWidth.of(Character("\u{1F321}")) == 1)  // Thermometer: text presentation by default.
    }

    /// Emoji with emoji presentation, by default or through U+FE0F, are two cells.
    @Test func emojiPresentationIsTwoCells() {
        #expect(CellWidth.of(Character("😀")) == 2)
        #expect(CellWidth.of(Character("⌚")) == 2)
        #expect(CellWidth.of(Character("❤")) == 1)
        #expect(CellWidth.of(Character("❤️")) == 2)
        #expect(CellWidth.of(Character("1️⃣")) == 2)
        #expect(CellWidth.of(Character("👍🏽")) == 2)
    }

    /// ZWJ sequences and flag pairs are one cluster of two cells.
    @Test func zwjSequencesAndFlagsAreTwoCells() {
        #expect(CellWidth.of(Character("👨‍👩‍👧")) == 2)
        #expect(CellWidth.of(Character("🏳️‍🌈")) == 2)
        #expect(CellWidth.of(Character("🇯🇵")) == 2)
        #expect(CellWidth.of(Character("\u{1F1EF}")) == 2)  // A lone regional indicator has emoji presentation.
        #expect(CellWidth.of("🇯🇵🇺🇸") == 4)
        #expect(CellWidth.of("a👨‍👩‍👧b") == 4)
    }

    /// Combining marks add no width to their cluster; zero-width characters take none.
    @Test func combiningMarksAndZeroWidthCharacters() {
        #expect(CellWidth.of(Character("e\u{301}")) == 1)
        #expect(CellWidth.of(Character("\u{301}")) == 0)
        #expect(CellWidth.of("e\u{301}x\u{20DD}") == 2)
        #expect(CellWidth.of(Character("\u{200B}")) == 0)
        #expect(CellWidth.of(Character("\u{AD}")) == 0)
        #expect(CellWidth.of(Character("\u{1100}\u{1161}")) == 2)  // Conjoining Hangul jamo.
    }

    /// Substrings are measured like strings.
    @Test func substringsAndMixedText() {
        let text = "ab日本😀"
        #expect(CellWidth.of(text) == 8)
        #expect(CellWidth.of(text.dropFirst(2)) == 6)
    }
}

/// Line breaking, hard breaks and truncation.
@Suite struct TextLineLayoutTests {
    /// The text of each line, segments joined.
    private func texts(_ lines: [TextLine]) -> [String] {
        lines.map { $0.segments.map(\.text).joined() }
    }

    /// Lays out one run with the given limits.
    private func layout(
        _ text: String, columns: Int?, lines: Int? = nil, truncation: TextTruncation = .tail
    ) -> [TextLine] {
        TextLineLayout.layout(runs: [text], maxColumns: columns, maxLines: lines, truncation: truncation)
    }

    /// Empty text has zero size: no lines.
    @Test func emptyTextHasNoLines() {
        #expect(TextLineLayout.layout(runs: [""], maxColumns: nil, maxLines: nil, truncation: .tail) == [])
        #expect(TextLineLayout.layout(runs: [], maxColumns: 10, maxLines: nil, truncation: .tail) == [])
        #expect(TextLineLayout.layout(runs: ["", ""], maxColumns: 10, maxLines: 1, truncation: .tail) == [])
        #expect(TextLineLayout.idealColumns(runs: []) == 0)
    }

    /// Without a column limit each hard line is one line, spaces and all.
    @Test func unlimitedColumnsKeepsHardLines() {
        let lines = layout("hello  world ", columns: nil)
        #expect(lines == [TextLine(segments: [TextSegment(run: 0, text: "hello  world ")], columns: 13)])
    }

    /// Words wrap at spaces, which are dropped at the break.
    @Test func wordWrapAtTen() {
        let lines = layout("the quick brown fox jumps", columns: 10)
        #expect(texts(lines) == ["the quick", "brown fox", "jumps"])
        #expect(lines.map(\.columns) == [9, 9, 5])
    }

    /// A word exactly as wide as the line fills it.
    @Test func wordWrapAtFive() {
        let lines = layout("the quick brown fox", columns: 5)
        #expect(texts(lines) == ["the", "quick", "brown", "fox"])
        #expect(lines.map(\.columns) == [3, 5, 5, 3])
    }

    /// A run of spaces at a break is dropped entirely and doesn't count toward the line's width.
    @Test func spacesAtSoftBreakAreDropped() {
        let lines = layout("ab    cd ef", columns: 4)
        #expect(texts(lines) == ["ab", "cd", "ef"])
        #expect(lines.map(\.columns) == [2, 2, 2])
    }

    /// Leading spaces of a hard line are kept; trailing ones are kept as far as they fit.
    @Test func spacesAtHardLineEdges() {
        #expect(texts(layout("  ab", columns: 4)) == ["  ab"])
        let lines = layout("ab     ", columns: 4)
        #expect(texts(lines) == ["ab  "])
        #expect(lines.map(\.columns) == [4])
    }

    /// Lines may break after a hyphen.
    @Test func breaksAfterHyphens() {
        #expect(texts(layout("well-known fact", columns: 6)) == ["well-", "known", "fact"])
        #expect(texts(layout("well-known fact", columns: 10)) == ["well-known", "fact"])
    }

    /// CJK text breaks between any two characters, and next to Latin text.
    @Test func cjkBreaksBetweenCharacters() {
        let lines = layout("日本語のテキスト", columns: 7)
        #expect(texts(lines) == ["日本語", "のテキ", "スト"])
        #expect(lines.map(\.columns) == [6, 6, 4])
        #expect(texts(layout("日本Swift語", columns: 6)) == ["日本", "Swift", "語"])
    }

    /// A wide character that doesn't fit moves to the next line rather than straddling.
    @Test func wideCharacterNeverStraddles() {
        let lines = layout("ab日本", columns: 3)
        #expect(texts(lines) == ["ab", "日", "本"])
        #expect(lines.map(\.columns) == [2, 2, 2])
        #expect(texts(layout("ab 日本", columns: 4)) == ["ab", "日本"])
    }

    /// A wide character can never fit one column: it is dropped, and narrow text around it still shows.
    @Test func wideCharacterInOneColumnIsDropped() {
        #expect(layout("日本", columns: 1) == [])
        #expect(texts(layout("a日b", columns: 1)) == ["a", "b"])
    }

    /// A word longer than a line is broken between characters.
    @Test func longWordBreaksByCharacters() {
        #expect(texts(layout("abcdefghij", columns: 4)) == ["abcd", "efgh", "ij"])
        #expect(texts(layout("see abcdefghij go", columns: 4)) == ["see", "abcd", "efgh", "ij", "go"])
    }

    /// Emoji clusters and combining marks are never split and are measured whole.
    @Test func clustersStayWhole() {
        let accents = layout("e\u{301}e\u{301}e\u{301}", columns: 2)
        #expect(texts(accents) == ["e\u{301}e\u{301}", "e\u{301}"])
        #expect(accents.map(\.columns) == [2, 1])
        let family = layout("👨‍👩‍👧👨‍👩‍👧", columns: 3)
        #expect(texts(family) == ["👨‍👩‍👧", "👨‍👩‍👧"])
        #expect(family.map(\.columns) == [2, 2])
    }

    /// "\n", "\r\n", U+2028 and "\r" are hard breaks; empty hard lines are empty lines.
    @Test func hardBreaks() {
        let lines = layout("a\nbb\r\nccc\u{2028}\nd\re", columns: nil)
        #expect(texts(lines) == ["a", "bb", "ccc", "", "d", "e"])
        #expect(lines.map(\.columns) == [1, 2, 3, 0, 1, 1])
        #expect(lines[3].segments.isEmpty)
        #expect(texts(layout("one two\nthree", columns: 5)) == ["one", "two", "three"])
    }

    /// ASCII text (read byte by byte) breaks the same way: "\r\n" is one break, "\r" and "\n" one each.
    @Test func hardBreaksInASCIIText() {
        let lines = layout("a\nbb\r\nccc\r\r\nd\re", columns: nil)
        #expect(texts(lines) == ["a", "bb", "ccc", "", "d", "e"])
        #expect(lines.map(\.columns) == [1, 2, 3, 0, 1, 1])
    }

    /// Each run is measured in its own font: an ASCII character's advance is asked once per run and byte, and a
    /// second run with the same characters gets its own answer.
    @Test func asciiAdvancesAreMeasuredPerRun() {
        var asked: [String] = []
        let lines = TextLineLayout.layout(runs: ["abab", "ab"], maxWidth: nil, maxLines: nil, truncation: .tail) { character, run in
            asked.append("\(character)\(run)")
            return run == 0 ? 7 : 9.5
        }
        let expectedWidth: CGFloat = 4 * 7 + 2 * 9.5
        #expect(lines.map(\.width) == [expectedWidth])
        #expect(asked == ["a0", "b0", "a1", "b1"])
        #expect(lines.first?.segments == [TextSegment(run: 0, text: "abab"), TextSegment(run: 1, text: "ab")])
    }

    /// A tab is shown and counted as one space, and breaks like one.
    @Test func tabsAreOneSpace() {
        let lines = layout("a\tb", columns: nil)
        #expect(lines == [TextLine(segments: [TextSegment(run: 0, text: "a b")], columns: 3)])
        #expect(texts(layout("ab\tcd", columns: 3)) == ["ab", "cd"])
    }

    /// Segments keep the run they came from, across a wrap.
    @Test func segmentsKeepRunsAcrossWrap() {
        let lines = TextLineLayout.layout(
            runs: ["hello ", "big wide ", "world"], maxColumns: 10, maxLines: nil, truncation: .tail
        )
        #expect(lines == [
            TextLine(segments: [TextSegment(run: 0, text: "hello "), TextSegment(run: 1, text: "big")], columns: 9),
            TextLine(segments: [TextSegment(run: 1, text: "wide "), TextSegment(run: 2, text: "world")], columns: 10),
        ])
    }

    /// Empty runs contribute nothing and a word split across runs still wraps as one word.
    @Test func wordSpanningRunsWrapsWhole() {
        let lines = TextLineLayout.layout(
            runs: ["say ", "", "he", "llo"], maxColumns: 6, maxLines: nil, truncation: .tail
        )
        #expect(lines == [
            TextLine(segments: [TextSegment(run: 0, text: "say")], columns: 3),
            TextLine(segments: [TextSegment(run: 2, text: "he"), TextSegment(run: 3, text: "llo")], columns: 5),
        ])
    }

    /// Zero or negative column limits, and zero or negative line limits, fit nothing.
    @Test func nonPositiveLimitsFitNothing() {
        #expect(layout("hello", columns: 0) == [])
        #expect(layout("hello", columns: -3) == [])
        #expect(layout("hello", columns: 10, lines: 0) == [])
        #expect(layout("hello", columns: nil, lines: -1) == [])
    }

    /// Text within the line limit is not truncated.
    @Test func fittingTextIsNotTruncated() {
        #expect(texts(layout("hello", columns: 10, lines: 1)) == ["hello"])
        #expect(texts(layout("hello world", columns: 5, lines: 2)) == ["hello", "world"])
    }

    /// Tail truncation keeps the start of the last line's text and ends it with "…".
    @Test func tailTruncation() {
        let one = layout("hello world foo", columns: 8, lines: 1, truncation: .tail)
        #expect(texts(one) == ["hello w…"])
        #expect(one.map(\.columns) == [8])
        let two = layout("hello world foo", columns: 8, lines: 2, truncation: .tail)
        #expect(texts(two) == ["hello", "world f…"])
        #expect(texts(layout("hello world", columns: 7, lines: 1, truncation: .tail)) == ["hello…"])
    }

    /// Head truncation shows "…" and the end of the text.
    @Test func headTruncation() {
        let one = layout("hello world foo", columns: 8, lines: 1, truncation: .head)
        #expect(texts(one) == ["…rld foo"])
        #expect(one.map(\.columns) == [8])
        let two = layout("hello world foo", columns: 8, lines: 2, truncation: .head)
        #expect(texts(two) == ["hello", "…rld foo"])
        #expect(texts(layout("one two three", columns: 7, lines: 1, truncation: .head)) == ["…three"])
    }

    /// Middle truncation keeps the start and the end around "…", the start getting the larger half.
    @Test func middleTruncation() {
        let one = layout("hello world foo", columns: 8, lines: 1, truncation: .middle)
        #expect(texts(one) == ["hell…foo"])
        #expect(one.map(\.columns) == [8])
        let two = layout("hello world foo", columns: 8, lines: 2, truncation: .middle)
        #expect(texts(two) == ["hello", "worl…foo"])
        #expect(texts(layout("abcdefghij", columns: 6, lines: 1, truncation: .middle)) == ["abc…ij"])
    }

    /// Truncation never splits a wide character; the line may come out narrower than the limit.
    @Test func truncationWithWideCharacters() {
        let lines = layout("日本語のテキスト", columns: 6, lines: 1, truncation: .tail)
        #expect(texts(lines) == ["日本…"])
        #expect(lines.map(\.columns) == [5])
        #expect(texts(layout("日本語のテキスト", columns: 6, lines: 1, truncation: .head)) == ["…スト"])
    }

    /// Without a column limit only dropped lines truncate: the last kept line gets "…".
    @Test func truncationWithoutColumnLimit() {
        #expect(texts(layout("a\nb\nc", columns: nil, lines: 2, truncation: .tail)) == ["a", "b…"])
        #expect(texts(layout("a\nb\nc", columns: nil, lines: 2, truncation: .head)) == ["a", "…c"])
        #expect(texts(layout("a\nb\nc", columns: nil, lines: 2, truncation: .middle)) == ["a", "b…c"])
        #expect(texts(layout("ab\ncd", columns: 5, lines: 1, truncation: .middle)) == ["ab…cd"])
    }

    /// The "…" takes the run of the character it replaces.
    @Test func ellipsisTakesRunOfReplacedCharacter() {
        let tail = TextLineLayout.layout(runs: ["abc", "def"], maxColumns: 4, maxLines: 1, truncation: .tail)
        #expect(tail == [TextLine(
            segments: [TextSegment(run: 0, text: "abc"), TextSegment(run: 1, text: "…")], columns: 4
        )])
        let head = TextLineLayout.layout(runs: ["abc", "def"], maxColumns: 4, maxLines: 1, truncation: .head)
        #expect(head == [TextLine(
            segments: [TextSegment(run: 0, text: "…"), TextSegment(run: 1, text: "def")], columns: 4
        )])
    }

    /// With a one-column limit only the "…" fits.
    @Test func truncationInOneColumn() {
        #expect(layout("abc", columns: 1, lines: 1, truncation: .tail) == [
            TextLine(segments: [TextSegment(run: 0, text: "…")], columns: 1),
        ])
    }

    /// A 100,000-character word breaks into full lines (and in linear time).
    @Test func hugeWordBreaksIntoFullLines() {
        let word = String(repeating: "x", count: 100_000)
        let lines = layout(word, columns: 80)
        #expect(lines.count == 1_250)
        #expect(lines.allSatisfy { $0.columns == 80 })
        #expect(layout(word + "y", columns: 80).count == 1_251)
        #expect(texts(layout(word, columns: 80, lines: 1)) == [String(repeating: "x", count: 79) + "…"])
        #expect(TextLineLayout.idealColumns(runs: [word]) == 100_000)
    }

    /// The ideal width is the widest hard line, unwrapped.
    @Test func idealColumnsIsWidestHardLine() {
        #expect(TextLineLayout.idealColumns(runs: ["hello\n日本語 text"]) == 11)
        #expect(TextLineLayout.idealColumns(runs: ["ab", "c\nd", "\te"]) == 3)
        #expect(TextLineLayout.idealColumns(runs: ["\n\n"]) == 0)
    }
}
