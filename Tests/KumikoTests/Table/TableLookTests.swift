import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension TableTests {
    /// The header, the rule, the separators and the cells, and an empty table.
    @MainActor
    @Suite struct TableLookTests {
        // Apple, Table: "On iOS, and in other situations with a compact horizontal size class, tables don't show
        // headers and collapse all columns after the first." A 50-column terminal is compact.
        @Test func atACompactWidthOnlyTheFirstColumnShowsWithoutAHeader() {
            let terminal = TestTerminal(columns: 50, rows: 10) { PeopleTable() }
            #expect(Array(lines(terminal).prefix(5)) == [" Juan", " Mei", " Tom", " Gita", ""])
            terminal.resize(columns: 100, rows: 10)
            #expect(lines(terminal)[0].hasPrefix(" Given Name"))
            #expect(lines(terminal)[2].contains("│ Chavez"))
        }

        @Test func appleExampleDrawsHeaderRuleAndCells() {
            let terminal = TestTerminal(columns: 50, rows: 10) { PeopleTable().regularWidth() }
            let screen = lines(terminal)
            // The sort mark ▲ ends the first column (its comparator is first in sortOrder, ascending); long
            // cells are cut in the middle.
            #expect(Array(screen.prefix(7)) == [
                " Given Name    ▲│ Family Name    │ E-Mail Address",
                "────────────────┼────────────────┼────────────────",
                " Juan           │ Chavez         │ juancha…ud.com",
                " Mei            │ Chen           │ meichen…ud.com",
                " Tom            │ Clark          │ tomclar…ud.com",
                " Gita           │ Kumar          │ gitakum…ud.com",
                "",
            ])
        }

        @Test func anEmptyTableShowsTheHeaderOnly() {
            let terminal = TestTerminal(columns: 30, rows: 5) {
                Table([TablePerson]()) {
                    TableColumn("Given", value: \.givenName)
                    TableColumn("Family", value: \.familyName)
                }
                .regularWidth()
            }
            #expect(lines(terminal) == [
                " Given        │ Family",
                "──────────────┼───────────────",
                "",
                "",
                " ←→ column  <> resize  q quit",
            ])
        }
    }
}
