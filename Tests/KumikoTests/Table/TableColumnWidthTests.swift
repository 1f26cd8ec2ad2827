import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension TableTests {
    /// How columns share a table's width, in cells (8 pt each), and bad widths.
    @MainActor
    @Suite struct TableColumnWidthTests {
        @Test func flexibleColumnsShareWhatIsLeftFirstOnesTakingTheOddCells() {
            // 30 cells, two gaps of 2: 26 for the columns; the fixed one takes 5 (40 pt).
            let widths = TableColumnWidths.resolve([.flexible, .fixed(40), .flexible], resized: [:], available: 30, cell: 8)
            #expect(widths == [11, 5, 10])
        }

        @Test func aColumnHeldAtItsMaximumGivesItsShareBack() {
            let widths = TableColumnWidths.resolve([.bounded(min: nil, ideal: nil, max: 24), .flexible], resized: [:], available: 22, cell: 8)
            #expect(widths == [3, 17])
        }

        @Test func tooWideColumnsShrinkFromTheLastToTheirMinimums() {
            let widths = TableColumnWidths.resolve([.fixed(80), .bounded(min: 16, ideal: 80, max: nil)], resized: [:], available: 14, cell: 8)
            #expect(widths == [10, 2])
        }

        @Test func badWidthsAreIgnored() {
            #expect(TableColumnWidth.fixed(.nan) == .flexible)
            #expect(TableColumnWidth.bounded(min: -4, ideal: .infinity, max: 16) == TableColumnWidth(min: nil, ideal: nil, max: 16))
            // A minimum above the maximum raises the maximum.
            #expect(TableColumnWidth.bounded(min: 40, ideal: nil, max: 16) == TableColumnWidth(min: 40, ideal: nil, max: 40))
            #expect(TableColumnWidths.resolve([], resized: [:], available: 10, cell: 8) == [])
        }

        struct Item: Identifiable {
            let id: Int
            let name: String
        }

        @Test func duplicateIdsAndNaNWidthsDoNotCrash() {
            let items = [Item(id: 1, name: "a"), Item(id: 1, name: "b"), Item(id: 2, name: "c")]
            let terminal = TestTerminal(columns: 20, rows: 6) {
                Table(items) {
                    TableColumn("Name", value: \.name).width(.nan)
                    TableColumn("Id") { (item: Item) in Text("\(item.id)") }.width(min: -1, ideal: .nan, max: .infinity)
                }
                .regularWidth()
            }
            #expect(Array(lines(terminal).prefix(5)) == [
                " Name    │ Id",
                "─────────┼──────────",
                " a       │ 1",
                " b       │ 1",
                " c       │ 2",
            ])
        }
    }
}
