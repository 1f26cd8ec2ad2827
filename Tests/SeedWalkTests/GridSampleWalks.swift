import Foundation
import Kumiko
import Testing

/// The seed's grid samples (3.2.2, 3.4.1, 3.4.2) in a terminal: the adaptive stack switches to a two-column
/// grid at a regular width, each kind of grid column lays its cells out as its text says, and the grids
/// scroll to their last item.
@MainActor
@Suite struct GridSampleWalks {
    /// The words of each screen line, less the scroll indicator.
    private func words(_ terminal: TestTerminal) -> [[Substring]] {
        terminal.lines.map { $0.split(separator: " ").filter { $0 != "┃" } }
    }

    /// The column where `text` starts on the screen as a whole word ("Item 1", not "Item 10"), and its line.
    private func position(of text: String, in terminal: TestTerminal) -> (line: Int, column: Int)? {
        for (number, line) in terminal.lines.enumerated() {
            var start = line.startIndex
            while let range = line.range(of: text, range: start..<line.endIndex) {
                if range.upperBound == line.endIndex || line[range.upperBound] == " " {
                    return (number, line.distance(from: line.startIndex, to: range.lowerBound))
                }
                start = range.upperBound
            }
        }
        return nil
    }

    /// Scrolls the wheel down over the middle of the screen until `text` shows (at most `limit` notches).
    private func scroll(_ terminal: TestTerminal, until text: String, limit: Int = 200) -> Bool {
        for _ in 0..<limit where !terminal.shows(text) {
            terminal.scroll(column: 40, row: 12, notches: 3)
        }
        return terminal.shows(text)
    }

    // 3.2.2: "iPhoneポートレート: 縦並び" (compact: one column) / "iPadまたはiPhoneランドスケープ: グリッド" (regular:
    // a grid of two flexible columns).
    @Test func theAdaptiveStackIsAColumnWhenCompactAndAGridWhenRegular() throws {
        let terminal = TestTerminal(columns: 80, rows: 24) { AdaptiveStackSample.AdaptiveStackView() }
        let first = try #require(position(of: "Item 1", in: terminal))
        let second = try #require(position(of: "Item 2", in: terminal))
        #expect(second.line > first.line)
        #expect(second.column == first.column)
        terminal.resize(columns: 120, rows: 30)
        let left = try #require(position(of: "Item 1", in: terminal))
        let right = try #require(position(of: "Item 2", in: terminal))
        #expect(right.line == left.line)
        // Two equal columns: 960 pt less 2 × 16 of padding and 16 between is 464 pt (58 cells) each, the card
        // titles centred in them.
        #expect(left.column < 60 && right.column > 60)
        let third = try #require(position(of: "Item 3", in: terminal))
        #expect(third.column == left.column && third.line > left.line)
    }

    // 3.4.1: fixed columns are 100 pt (12.5 cells) whatever the width; flexible ones share it; adaptive ones fit as
    // many 100-pt columns as the width allows.
    @Test func eachKindOfColumnLaysOutItsGrid() {
        let terminal = TestTerminal(columns: 80, rows: 24) { LazyVGridSample.GridBasicsView() }
        #expect(terminal.lines[0].contains("Grid Layouts"))
        terminal.press(.downArrow)
        terminal.press(.return)                                      // Fixed Columns
        #expect(terminal.lines[0].contains("Fixed"))
        #expect(words(terminal).contains(["1", "2", "3"]))
        #expect(words(terminal).contains(["4", "5", "6"]))
        #expect(scroll(terminal, until: "50"))
        #expect(words(terminal).contains(["49", "50"]))
        terminal.press(.escape)
        terminal.press(.downArrow)
        terminal.press(.return)                                      // Flexible Columns
        #expect(terminal.lines[0].contains("Flexible"))
        #expect(words(terminal).contains(["1", "2", "3"]))
        terminal.press(.escape)
        terminal.press(.downArrow)
        terminal.press(.return)                                      // Adaptive Columns
        #expect(terminal.lines[0].contains("Adaptive"))
        // 640 pt less 32 of padding: ⌊(608 + 8) / (100 + 8)⌋ = 5 columns.
        #expect(words(terminal).contains(["1", "2", "3", "4", "5"]))
        terminal.resize(columns: 120, rows: 24)
        // 960 − 32 = 928: ⌊936 / 108⌋ = 8 columns.
        #expect(words(terminal).contains(["1", "2", "3", "4", "5", "6", "7", "8"]))
        #expect(scroll(terminal, until: "50"))
        #expect(words(terminal).contains(["49", "50"]))
    }

    // 3.4.2: cards of random heights in two flexible columns, odd items on the left, even on the right, each line
    // as tall as its taller card; the last card is reached by scrolling. (Cards are up to 400 pt, 25 rows, tall:
    // a 60-row window shows a whole line of them.) The heights are random: the test holds for any of them.
    @Test func thePinterestGridPutsCardsInTwoColumns() throws {
        let terminal = TestTerminal(columns: 80, rows: 60) { PinterestGridSample.PinterestLayoutView() }
        let first = try #require(position(of: "Item 1", in: terminal))
        let second = try #require(position(of: "Item 2", in: terminal))
        #expect(first.column < 40 && second.column >= 40)
        #expect(scroll(terminal, until: "Item 30"))
        // The grid centres each card in its line: a short card 30 beside a tall card 29 shows its title rows
        // before 29's does, so go on to the end of the grid, where the whole last line shows.
        terminal.scroll(column: 40, row: 12, notches: 60)
        let last = try #require(position(of: "Item 30", in: terminal))
        #expect(last.column >= 40)
        let before = try #require(position(of: "Item 29", in: terminal))
        #expect(before.column < 40)
    }
}
