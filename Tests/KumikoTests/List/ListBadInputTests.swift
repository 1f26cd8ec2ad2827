import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension ListTests {
    /// Bad input in lists never crashes: empty data, duplicate ids (a diagnostic, every row drawn), zero and
    /// one-cell proposals, NaN sizes and insets.
    @MainActor
    @Suite struct ListBadInputTests {
        // MARK: Empty data

        @Test func emptyDataDrawsABlankListOfTheProposedSize() throws {
            let h = ListHarness(List([String](), id: \.self) { Text($0) }.listStyle(.plain), columns: 10, rows: 3)
            #expect(h.render() == screen("", "", ""))
            let list = try #require(h.list)
            #expect(list.rowCount == 0)
            #expect(list.selectionValue(ofRow: 0) == nil)
            list.selectRow(0)
            #expect(h.render() == screen("", "", ""))
        }

        @Test func emptyRangeInTheDefaultStyleDrawsNoBox() throws {
            let h = ListHarness(List(0..<0) { Text("\($0)") }, columns: 10, rows: 2)
            #expect(h.render() == screen("", ""))
            #expect(try #require(h.list).rowCount == 0)
        }

        @Test func emptyListWithoutAProposedHeightHasNoHeight() {
            // A scroll view is as tall as its content when no height is proposed: nothing to draw.
            let h = ListHarness(List(0..<0) { Text("\($0)") }, columns: 10, rows: nil)
            #expect(h.render() == "<no image>")
        }

        @Test func emptySelectionListSelectsNothing() throws {
            struct EmptySelection: View {
                @State var selection: Set<Int> = []
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("sel \(selection.count)")
                        List([ListFruit](), selection: $selection) { Text($0.name) }
                    }
                }
            }
            let h = ListHarness(EmptySelection(), columns: 10, rows: 2)
            #expect(h.render() == screen("sel 0", ""))
            let list = try #require(h.list)
            list.selectRow(0)
            list.selectRow(-1)
            #expect(h.render() == screen("sel 0", ""))
        }

        @Test func emptySectionShowsItsHeaderAndNoBox() throws {
            let view = List {
                Section("Empty") { ForEach([String](), id: \.self) { Text($0) } }
                Section("Full") { Text("row") }
            }
            let h = ListHarness(view, columns: 10, rows: 6)
            #expect(h.render() == screen("  Empty", "", "  Full", "╭────────╮", "│ row    │", "╰────────╯"))
            #expect(try #require(h.list).rowCount == 3)
        }

        @Test func dataEmptiedAndRefilled() throws {
            struct Rows: View {
                let ids: [String]
                var body: some View { List(ids, id: \.self) { Text($0) }.listStyle(.plain) }
            }
            let h = ListHarness(Rows(ids: ["a", "b"]), columns: 6, rows: 2)
            #expect(h.render() == screen(" a", " b"))
            h.content = Rows(ids: [])
            #expect(h.render() == screen("", ""))
            #expect(try #require(h.list).rowCount == 0)
            h.content = Rows(ids: ["c"])
            #expect(h.render() == screen(" c", ""))
            #expect(try #require(h.list).rowCount == 1)
        }

        // MARK: Duplicate ids

        /// An id type used only here, so the once-per-type diagnostic is this test's to see.
        struct ListDuplicateID: Hashable, CustomStringConvertible {
            let raw: String
            var description: String { raw }
        }

        struct Item: Identifiable {
            let id: ListDuplicateID
            let label: String
        }

        @Test func duplicateIdsDrawEveryRowAndReportOnce() throws {
            let a = ListDuplicateID(raw: "a"), b = ListDuplicateID(raw: "b")
            let items = [Item(id: a, label: "a1"), Item(id: b, label: "b"), Item(id: a, label: "a2"), Item(id: a, label: "a3")]
            var text = ""
            var rowCount = 0
            let messages = capturingDiagnostics {
                let h = ListHarness(List(items) { Text($0.label) }.listStyle(.plain), columns: 6, rows: 4)
                text = h.render()
                rowCount = h.list?.rowCount ?? -1
                h.render()
            }
            #expect(rowCount == 4)
            #expect(text == screen(" a1", " b", " a2", " a3"))
            let duplicateMessages = messages.filter { $0.contains("ForEach") }
            #expect(duplicateMessages.count == 1)
            #expect(duplicateMessages.first?.contains("occurs more than once") == true)
        }

        /// Another id type, so this test's diagnostic is not taken by the one above.
        struct ListSectionDuplicateID: Hashable, CustomStringConvertible {
            let raw: String
            var description: String { raw }
        }

        @Test func duplicateIdsInAnEagerForEachOfSectionsDrawEveryRow() {
            // ForEach of sections is not lazy (a section is several rows): its duplicates take the eager path.
            struct Shelf: Identifiable {
                let id: ListSectionDuplicateID
                let title: String
            }
            let x = ListSectionDuplicateID(raw: "x")
            let shelves = [Shelf(id: x, title: "S1"), Shelf(id: x, title: "S2")]
            let view = List { ForEach(shelves) { Section($0.title) { Text("r") } } }.listStyle(.plain)
            var text = ""
            let messages = capturingDiagnostics { text = ListHarness(view, columns: 6, rows: 4).render() }
            #expect(text == screen(" S1", " r", " S2", " r"))
            #expect(messages.filter { $0.contains("the id x occurs more than once") }.count == 1)
        }

        // MARK: Zero and one-cell proposals

        @Test func zeroProposalDrawsNothing() {
            let list = List(listFruits) { Text($0.name) }
            for (columns, rows) in [(0, 0), (0, 4), (10, 0)] {
                let h = ListHarness(list, columns: columns, rows: rows)
                #expect(h.render() == "<no image>", "\(columns) × \(rows)")
            }
        }

        @Test func negativeProposalDrawsNothing() {
            let renderer = ImageRenderer(content: List(listFruits) { Text($0.name) })
            renderer.proposedSize = ProposedViewSize(width: -80, height: -32)
            #expect(renderer.terminalImage == nil)
        }

        @Test func oneColumnWideListHasNoRoomForText() {
            // The padding (one column at each side) leaves the text no width; three one-line rows fit in four.
            let h = ListHarness(List(["a", "b", "c"], id: \.self) { Text($0) }.listStyle(.plain), columns: 1, rows: 4)
            #expect(h.render() == screen("", "", "", ""))
        }

        @Test func oneRowHighListShowsTheFirstRowAndTheIndicator() {
            let h = ListHarness(List(["a", "b", "c"], id: \.self) { Text($0) }.listStyle(.plain), columns: 10, rows: 1)
            // One row of three in view: the thumb is one line, in the last column.
            #expect(h.render() == " a       ┃")
        }

        @Test func oneByOnePlainList() throws {
            let h = ListHarness(List(["Apple"], id: \.self) { Text($0) }.listStyle(.plain), columns: 1, rows: 1)
            let image = try #require(h.image)
            #expect(image.columns == 1)
            #expect(image.rows == 1)
            #expect(image.plainText == "")
        }

        @Test func oneByOneDefaultListShowsOnlyTheIndicator() throws {
            // No room for the box (it needs two columns); the row with its top and bottom border is three lines,
            // taller than the one in view, so the indicator takes the only cell.
            let h = ListHarness(List(["Apple"], id: \.self) { Text($0) }, columns: 1, rows: 1)
            #expect(h.render() == "┃")
        }

        @Test func oneColumnSeedPlainListWrapsTheWordCharacterByCharacter() {
            // Rows are proposed no height, so a word wider than the line wraps between characters: five lines.
            let h = ListHarness(PlainList(["Apple"], id: \.self) { Text($0) }, columns: 1, rows: 5)
            #expect(h.render() == screen("A", "p", "p", "l", "e"))
        }

        @Test func oneByOneSeedPlainListShowsTheIndicatorOverItsTallRow() {
            // The five-line row is taller than the one line in view: the indicator takes the only cell.
            let h = ListHarness(PlainList(["Apple"], id: \.self) { Text($0) }, columns: 1, rows: 1)
            #expect(h.render() == "┃")
        }

        @Test func twoColumnDefaultListDrawsOnlyTheBox() {
            let h = ListHarness(List(["Apple"], id: \.self) { Text($0) }, columns: 2, rows: 3)
            #expect(h.render() == screen("╭╮", "││", "╰╯"))
        }

        // MARK: NaN

        @Test func nanWidthIsUnspecifiedAndTheListTakesItsIdealWidth() throws {
            let renderer = ImageRenderer(content: List(["Apple", "Pear"], id: \.self) { Text($0) }.listStyle(.plain))
            renderer.proposedSize = ProposedViewSize(width: .nan, height: 32)
            let image = try #require(renderer.terminalImage)
            // The widest row: "Apple" and one column of padding at each side.
            #expect(image.columns == 7)
            #expect(image.plainText == screen(" Apple", " Pear"))
        }

        @Test func nanRowInsetsAreIgnored() {
            let nan = EdgeInsets(top: .nan, leading: .nan, bottom: .nan, trailing: .nan)
            let view = List { Text("a").listRowInsets(nan); Text("b") }.listStyle(.plain)
            let text = ListHarness(view, columns: 6, rows: 2).render()
            let drawn = text.split(separator: "\n", omittingEmptySubsequences: false)
            // Whatever NaN insets are replaced by, each row keeps its own line.
            #expect(drawn.count == 2)
            #expect(drawn.first?.trimmingCharacters(in: .whitespaces) == "a")
            #expect(drawn.last == " b")
        }

        @Test func nanAndNegativeMinimumRowHeightsKeepOneLineRows() {
            for height in [CGFloat.nan, -50] {
                let view = List(["a", "b"], id: \.self) { Text($0) }.listStyle(.plain)
                    .environment(\.defaultMinListRowHeight, height)
                #expect(ListHarness(view, columns: 6, rows: 2).render() == screen(" a", " b"), "\(height)")
            }
        }
    }
}
