import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension ListTests {
    /// A list builds only the rows in view plus `LazyStackElement.overscanRows` (4) beyond each edge
    /// (DESIGN.md §3.3): a list of a million rows starts as fast as a list of ten and scrolls anywhere.
    /// The plain style makes every row one line, so the counts are exact.
    @MainActor
    @Suite struct ListLazinessTests {
        @MainActor
        final class Appearances {
            var appeared = 0
            var disappeared = 0
        }

        private func million(_ log: Appearances) -> some View {
            List(0..<1_000_000) { index in
                Text("Row \(index)")
                    .onAppear { log.appeared += 1 }
                    .onDisappear { log.disappeared += 1 }
            }
            .listStyle(.plain)
        }

        /// Whether a list of 100 rows in 10 lines builds only the 14 it should (the million-row tests stop
        /// instead of running for minutes when it does not).
        private func listIsLazy() -> Bool {
            let log = Appearances()
            ListHarness(List(0..<100) { Text("Row \($0)").onAppear { log.appeared += 1 } }.listStyle(.plain),
                        columns: 20, rows: 10).render()
            return log.appeared == 14
        }

        /// Records the laziness known issue and returns false when the list is not lazy.
        private func requireLaziness() -> Bool {
            let lazy = listIsLazy()
            #expect(lazy, "a List builds only the rows in view")
            return lazy
        }

        @Test func aHundredRowListBuildsOnlyTheVisibleRows() {
            let log = Appearances()
            let view = List(0..<100) { Text("Row \($0)").onAppear { log.appeared += 1 } }.listStyle(.plain)
            let text = ListHarness(view, columns: 20, rows: 10).render()
            // 10 rows of 100 in view: a one-line thumb at the top of the last column.
            #expect(text == ([" Row 0".padding(toLength: 19, withPad: " ", startingAt: 0) + "┃"]
                             + (1..<10).map { " Row \($0)" }).joined(separator: "\n"))
            // 10 visible rows plus 4 of overscan below.
            #expect(log.appeared == 14)
        }

        /// The lines of `text` without the scroll indicator in column `column` (and trailing spaces).
        private func withoutIndicator(_ text: String, column: Int) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                var characters = Array(line)
                if characters.count == column + 1, characters[column] == "┃" { characters.removeLast() }
                var result = String(characters)
                while result.last == " " { result.removeLast() }
                return result
            }
        }

        @Test func aMillionRowsRenderQuicklyBuildingOnlyTheVisibleOnes() throws {
            guard requireLaziness() else { return }
            let log = Appearances()
            let h = ListHarness(million(log), columns: 20, rows: 10)
            let start = ContinuousClock.now
            let text = h.render()
            let elapsed = ContinuousClock.now - start
            // The thumb of the scroll indicator: one row (10 × 10 / 1,000,000 rounds up to one) at the top of
            // the last column.
            #expect(text == screen(
                " Row 0".padding(toLength: 19, withPad: " ", startingAt: 0) + "┃",
                " Row 1",
                " Row 2",
                " Row 3",
                " Row 4",
                " Row 5",
                " Row 6",
                " Row 7",
                " Row 8",
                " Row 9"))
            // 10 visible rows plus 4 of overscan below.
            #expect(log.appeared == 14)
            #expect(log.disappeared == 0)
            #expect(try #require(h.list).rowCount == 1_000_000)
            #expect(elapsed < .seconds(1), "first render took \(elapsed)")
        }

        @Test func scrollingToTheMiddleBuildsOnlyTheNewWindow() throws {
            guard requireLaziness() else { return }
            let log = Appearances()
            let h = ListHarness(million(log), columns: 20, rows: 10)
            h.render()
            let list = try #require(h.list)
            let start = ContinuousClock.now
            list.scroll(to: CGPoint(x: 0, y: 500_000 * 16))
            let text = h.render()
            let elapsed = ContinuousClock.now - start
            #expect(withoutIndicator(text, column: 19) == (500_000..<500_010).map { " Row \($0)" })
            // The first window (14 rows) left; the new one is 10 rows plus 4 of overscan at each side.
            #expect(log.disappeared == 14)
            #expect(log.appeared == 14 + 18)
            #expect(elapsed < .seconds(1), "scrolling took \(elapsed)")
        }

        @Test func scrollingToTheEndShowsTheLastRow() throws {
            guard requireLaziness() else { return }
            let log = Appearances()
            let h = ListHarness(million(log), columns: 20, rows: 10)
            h.render()
            let list = try #require(h.list)
            list.scroll(to: CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
            let text = h.render()
            #expect(withoutIndicator(text, column: 19) == (999_990..<1_000_000).map { " Row \($0)" })
            // At the end the thumb is on the last line.
            #expect(text.hasSuffix(" Row 999999".padding(toLength: 19, withPad: " ", startingAt: 0) + "┃"))
            // 1,000,000 rows of 16 pt in a 160-pt viewport.
            #expect(list.maximumOffset.y == 15_999_840)
            // Back to the top: the first rows are built again, the last ones released.
            list.scroll(to: .zero)
            #expect(withoutIndicator(h.render(), column: 19) == (0..<10).map { " Row \($0)" })
            #expect(log.appeared == 14 + 14 + 14)
            #expect(log.disappeared == 14 + 14)
        }

        @Test func aMillionRowsInASection() throws {
            guard requireLaziness() else { return }
            let log = Appearances()
            let view = List {
                Section("Big") {
                    ForEach(0..<1_000_000, id: \.self) { index in
                        Text("Row \(index)").onAppear { log.appeared += 1 }
                    }
                }
            }.listStyle(.plain)
            let h = ListHarness(view, columns: 20, rows: 10)
            let text = h.render()
            #expect(withoutIndicator(text, column: 19) == [" Big"] + (0..<9).map { " Row \($0)" })
            // List rows 0…13 are built: the header and content rows 0…12.
            #expect(log.appeared == 13)
            #expect(try #require(h.list).rowCount == 1_000_001)
        }

        @Test func selectingAFarRowOfAMillion() throws {
            guard requireLaziness() else { return }
            struct Big: View {
                @State var selection: Int?
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("sel \(selection.map(String.init) ?? "none")")
                        List(0..<1_000_000, id: \.self, selection: $selection) { Text("Row \($0)") }.listStyle(.plain)
                    }
                }
            }
            let h = ListHarness(Big(), columns: 20, rows: 4)
            h.render()
            let list = try #require(h.list)
            #expect(list.selectionValue(ofRow: 999_999) == AnyHashable(999_999))
            list.selectRow(999_999)
            #expect(h.render().hasPrefix("sel 999999\n Row 0"))
            #expect(accentRows(h.image) == [])
            list.scroll(to: CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
            let text = h.render()
            #expect(withoutIndicator(text, column: 19).last == " Row 999999")
            #expect(accentRows(h.image) == [3])
        }

        @Test func defaultStyleMillionRowsScrollToTheBottomOfTheBox() throws {
            guard requireLaziness() else { return }
            let log = Appearances()
            let view = List(0..<1_000_000) { index in Text("Row \(index)").onAppear { log.appeared += 1 } }
            let h = ListHarness(view, columns: 20, rows: 10)
            let first = h.render()
            #expect(first.hasPrefix("╭" + String(repeating: "─", count: 18)))
            #expect(first.split(separator: "\n")[1].hasPrefix("│ Row 0"))
            // The first row is two lines (border and body): at most 9 rows are visible, plus 4 of overscan.
            #expect(log.appeared <= 14)
            let list = try #require(h.list)
            list.scroll(to: CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
            let last = h.render().split(separator: "\n", omittingEmptySubsequences: false).map { String($0.dropLast()) }
            // The bottom border under the last row ends the list (the last column holds the indicator).
            #expect(last.suffix(2) == ["│ Row 999999".padding(toLength: 19, withPad: " ", startingAt: 0),
                                       "╰" + String(repeating: "─", count: 18)])
        }
    }
}
