import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension ListTests {
    /// A row's `@State` belongs to its id: it survives inserts, deletes and moves of other rows, and a row
    /// whose id leaves and comes back starts afresh (DESIGN.md §3.1). Small data, so every row stays built.
    @MainActor
    @Suite struct ListRowIdentityTests {
        struct Rows: View {
            let ids: [String]
            let handles: Handles<Int>
            var body: some View {
                List(ids, id: \.self) { id in CounterRow(id: id, handles: handles) }.listStyle(.plain)
            }
        }

        /// Rows in sections, default style.
        struct SectionRows: View {
            let first: [String]
            let second: [String]
            let handles: Handles<Int>
            var body: some View {
                List {
                    Section("A") { ForEach(first, id: \.self) { CounterRow(id: $0, handles: handles) } }
                    Section("B") { ForEach(second, id: \.self) { CounterRow(id: $0, handles: handles) } }
                }
            }
        }

        private func counting(_ ids: [String], _ handles: Handles<Int>) -> ListHarness<Rows> {
            let h = ListHarness(Rows(ids: ids, handles: handles), columns: 10, rows: 4)
            #expect(h.render() == (ids.map { " \($0)=0" } + Array(repeating: "", count: 4 - ids.count)).joined(separator: "\n"))
            for (offset, id) in ids.enumerated() { handles.set(id, offset + 1) }
            return h
        }

        @Test func stateSurvivesAnInsertAtTheFront() {
            let handles = Handles<Int>()
            let h = counting(["a", "b", "c"], handles)
            #expect(h.render() == screen(" a=1", " b=2", " c=3", ""))
            h.content = Rows(ids: ["x", "a", "b", "c"], handles: handles)
            #expect(h.render() == screen(" x=0", " a=1", " b=2", " c=3"))
        }

        @Test func stateSurvivesAnInsertInTheMiddle() {
            let handles = Handles<Int>()
            let h = counting(["a", "b", "c"], handles)
            h.content = Rows(ids: ["a", "x", "b", "c"], handles: handles)
            #expect(h.render() == screen(" a=1", " x=0", " b=2", " c=3"))
        }

        @Test func stateSurvivesADelete() {
            let handles = Handles<Int>()
            let h = counting(["a", "b", "c"], handles)
            h.content = Rows(ids: ["a", "c"], handles: handles)
            #expect(h.render() == screen(" a=1", " c=3", "", ""))
        }

        @Test func stateFollowsMovedRows() {
            let handles = Handles<Int>()
            let h = counting(["a", "b", "c"], handles)
            h.content = Rows(ids: ["c", "a", "b"], handles: handles)
            #expect(h.render() == screen(" c=3", " a=1", " b=2", ""))
            h.content = Rows(ids: ["b", "c", "a"], handles: handles)
            #expect(h.render() == screen(" b=2", " c=3", " a=1", ""))
        }

        @Test func deletedThenReinsertedRowStartsAfresh() {
            let handles = Handles<Int>()
            let h = counting(["a", "b", "c"], handles)
            h.content = Rows(ids: ["a", "c"], handles: handles)
            h.render()
            h.content = Rows(ids: ["a", "b", "c"], handles: handles)
            #expect(h.render() == screen(" a=1", " b=0", " c=3", ""))
        }

        @Test func insertDeleteAndMoveAtOnce() {
            let handles = Handles<Int>()
            let h = counting(["a", "b", "c", "d"], handles)
            // d moves to the front, b goes, x arrives.
            h.content = Rows(ids: ["d", "a", "x", "c"], handles: handles)
            #expect(h.render() == screen(" d=4", " a=1", " x=0", " c=3"))
        }

        @Test func stateSurvivesARowMovingToAnotherPositionInItsSection() throws {
            let handles = Handles<Int>()
            let h = ListHarness(SectionRows(first: ["a", "b"], second: ["c"], handles: handles), columns: 10, rows: 11)
            h.render()
            handles.set("a", 1)
            handles.set("b", 2)
            handles.set("c", 3)
            h.content = SectionRows(first: ["b", "a"], second: ["c", "y"], handles: handles)
            #expect(h.render() == screen(
                "  A",
                "╭────────╮",
                "│ b=2    │",
                "│ a=1    │",
                "╰────────╯",
                "",
                "  B",
                "╭────────╮",
                "│ c=3    │",
                "│ y=0    │",
                "╰────────╯"))
            #expect(try #require(h.list).rowCount == 6)
        }

        @Test func stateWrittenWhileShownRerendersOnlyThatRow() {
            let handles = Handles<Int>()
            let h = counting(["a", "b"], handles)
            #expect(h.render() == screen(" a=1", " b=2", "", ""))
            handles.set("b", 7)
            #expect(h.render() == screen(" a=1", " b=7", "", ""))
        }

        @Test func dataChangeUpdatesRowCountAndSelectionValues() throws {
            let handles = Handles<Int>()
            let h = counting(["a", "b", "c"], handles)
            h.render()
            h.content = Rows(ids: ["c", "z"], handles: handles)
            h.render()
            let list = try #require(h.list)
            #expect(list.rowCount == 2)
            #expect(list.selectionValue(ofRow: 0) == AnyHashable("c"))
            #expect(list.selectionValue(ofRow: 1) == AnyHashable("z"))
            #expect(list.selectionValue(ofRow: 2) == nil)
        }
    }
}
