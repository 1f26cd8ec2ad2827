import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

extension TableTests {
    /// Sorting through the header, resizing columns, selecting rows, the selection's context menu.
    @MainActor
    @Suite struct TableInteractionTests {
        /// The given names in the rows' order on screen.
        private func givenNames(_ terminal: TestTerminal) -> [String] {
            lines(terminal).dropFirst(2).prefix(4).map { $0.split(separator: "│").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" }
        }

        @Test func returnOnTheHeaderSortsByEachColumnBothWays() {
            let terminal = TestTerminal(columns: 50, rows: 10) { PeopleTable().regularWidth() }
            terminal.press(.tab)  // the rows have the focus first, as in a macOS table; Tab reaches the header
            #expect(lines(terminal)[9] == " ←→ column  ⏎ sort  <> resize  ⇥ next  q quit")
            terminal.press(.return)  // Given Name is first already: reversed
            #expect(givenNames(terminal) == ["Tom", "Mei", "Juan", "Gita"])
            #expect(lines(terminal)[0].contains("▼│"))
            terminal.press(.return)
            #expect(givenNames(terminal) == ["Gita", "Juan", "Mei", "Tom"])
            terminal.press(.rightArrow)
            terminal.press(.return)  // Family Name goes first, ascending
            #expect(givenNames(terminal) == ["Juan", "Mei", "Tom", "Gita"])
            terminal.press(.return)
            #expect(givenNames(terminal) == ["Gita", "Tom", "Mei", "Juan"])
            terminal.press(.rightArrow)
            terminal.press(.return)  // E-Mail Address: gita…, juan…, mei…, tom…
            #expect(givenNames(terminal) == ["Gita", "Juan", "Mei", "Tom"])
            terminal.press(.return)
            #expect(givenNames(terminal) == ["Tom", "Mei", "Juan", "Gita"])
        }

        @Test func clickingAHeaderSortsByItsColumnAndAgainReverses() {
            let terminal = TestTerminal(columns: 50, rows: 10) { PeopleTable().regularWidth() }
            terminal.click(column: 20, row: 0)  // "Family Name"
            #expect(givenNames(terminal) == ["Juan", "Mei", "Tom", "Gita"])
            #expect(lines(terminal)[0].contains("▲│ E-Mail"))
            terminal.click(column: 20, row: 0)
            #expect(givenNames(terminal) == ["Gita", "Tom", "Mei", "Juan"])
            terminal.click(column: 3, row: 0)  // "Given Name"
            #expect(givenNames(terminal) == ["Gita", "Juan", "Mei", "Tom"])
        }

        /// A table whose middle column is 3…6 cells (24…48 pt, ideal 32 pt).
        struct Bounded: View {
            var body: some View {
                Table(TablePerson.examples) {
                    TableColumn("Given", value: \.givenName)
                    TableColumn("Family", value: \.familyName).width(min: 24, ideal: 32, max: 48)
                    TableColumn("Mail", value: \.emailAddress)
                }
            }
        }

        /// The width in cells of the middle column: from its separator to the next one, less the gap.
        private func middleWidth(_ terminal: TestTerminal) -> Int {
            let header = Array(lines(terminal)[0])
            let separators = header.indices.filter { header[$0] == "│" }
            return separators[1] - separators[0] - 2
        }

        @Test func keysResizeWithinTheColumnsBounds() {
            let terminal = TestTerminal(columns: 40, rows: 8) { Bounded().regularWidth() }
            terminal.press(.tab)
            terminal.press(.rightArrow)
            #expect(middleWidth(terminal) == 4)  // the ideal 32 pt
            terminal.press(KeyEquivalent(">"))
            #expect(middleWidth(terminal) == 5)
            for _ in 0..<5 { terminal.press(.rightArrow, modifiers: .shift) }
            #expect(middleWidth(terminal) == 6)  // held at the maximum
            for _ in 0..<9 { terminal.press(KeyEquivalent("<")) }
            #expect(middleWidth(terminal) == 3)  // held at the minimum
            #expect(lines(terminal)[2].contains("│ C…z│ juan"))  // "Chavez" cut in the middle
        }

        @Test func draggingASeparatorResizesWithinTheBounds() {
            let terminal = TestTerminal(columns: 40, rows: 8) { Bounded().regularWidth() }
            let header = Array(lines(terminal)[0])
            let second = header.indices.filter { header[$0] == "│" }[1]
            terminal.drag(fromColumn: second, toColumn: second + 1, row: 0)
            #expect(middleWidth(terminal) == 5)
            let moved = Array(lines(terminal)[0]).indices.filter { Array(lines(terminal)[0])[$0] == "│" }[1]
            terminal.drag(fromColumn: moved, toColumn: moved + 10, row: 0)
            #expect(middleWidth(terminal) == 6)
            let again = Array(lines(terminal)[0]).indices.filter { Array(lines(terminal)[0])[$0] == "│" }[1]
            terminal.drag(fromColumn: again, toColumn: again - 20, row: 0)
            #expect(middleWidth(terminal) == 3)
        }

        @Test func multipleSelectionWithKeysAndClicks() {
            let terminal = TestTerminal(columns: 50, rows: 10) { PeopleTable().regularWidth() }
            terminal.press(.downArrow)
            terminal.press(.space)
            #expect(lines(terminal)[8] == "Selected: 1")
            terminal.press(.downArrow, modifiers: .shift)
            terminal.press(.downArrow, modifiers: .shift)
            #expect(lines(terminal)[8] == "Selected: 1,2,3")
            terminal.press(.upArrow, modifiers: .shift)
            #expect(lines(terminal)[8] == "Selected: 1,2")
            terminal.click(column: 5, row: 5)  // Gita: only her
            #expect(lines(terminal)[8] == "Selected: 4")
            terminal.click(column: 5, row: 3, modifiers: .control)  // Mei added
            #expect(lines(terminal)[8] == "Selected: 2,4")
            terminal.click(column: 5, row: 5, modifiers: .control)  // Gita removed
            #expect(lines(terminal)[8] == "Selected: 2")
        }

        /// Single selection: the cursor selects, a click selects.
        struct Single: View {
            @State private var selection: TablePerson.ID?
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Table(TablePerson.examples, selection: $selection) {
                        TableColumn("Given", value: \.givenName)
                        TableColumn("Age", value: \.age) { Text("\($0.age)") }
                    }
                    Text("Selected: \(selection.map(String.init) ?? "none")")
                }
            }
        }

        @Test func singleSelectionWithKeysAndClicks() {
            let terminal = TestTerminal(columns: 30, rows: 9) { Single().regularWidth() }
            terminal.press(.downArrow)
            terminal.press(.downArrow)
            #expect(lines(terminal)[7] == "Selected: 2")
            terminal.click(column: 3, row: 5)
            #expect(lines(terminal)[7] == "Selected: 4")
        }

        /// A table with a context menu for its selection and a primary action.
        struct WithMenu: View {
            @State private var selection = Set<TablePerson.ID>()
            @State private var log = "none"
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Table(TablePerson.examples, selection: $selection) {
                        TableColumn("Given", value: \.givenName)
                    }
                    .contextMenu(forSelectionType: TablePerson.ID.self) { items in
                        Button("Mail \(items.count)") { log = "mail \(items.sorted())" }
                        Button("Delete", role: .destructive) { log = "delete \(items.sorted())" }
                    } primaryAction: { items in
                        log = "open \(items.sorted())"
                    }
                    Text("Log: \(log)")
                }
            }
        }

        @Test func theContextMenuActsOnTheSelectionOrTheCursorRow() {
            let terminal = TestTerminal(columns: 70, rows: 9) { WithMenu().regularWidth() }
            terminal.press(.downArrow)
            terminal.press(.space)
            terminal.press(.downArrow, modifiers: .shift)
            terminal.press(KeyEquivalent("m"))  // the cursor row (Mei) is selected: the menu is for 1 and 2
            #expect(lines(terminal)[3].contains("Mail 2"), "\(terminal.screen)")
            terminal.press(.return)
            #expect(lines(terminal)[7] == "Log: mail [1, 2]")
            terminal.press(.downArrow)
            terminal.press(KeyEquivalent("m"))  // Tom is not selected: the menu is for him alone
            terminal.press(.rightArrow)
            terminal.press(.return)
            #expect(lines(terminal)[7] == "Log: delete [3]")
            terminal.press(.return)  // the primary action
            #expect(lines(terminal)[7] == "Log: open [3]")
            #expect(lines(terminal)[8] == " ↑↓ move  ⏎ open  ⇧↑↓ extend  ␣ toggle  m menu  ⇥ next  q quit")
        }

        @Test func aDoubleClickRunsThePrimaryAction() {
            let terminal = TestTerminal(columns: 40, rows: 9) { WithMenu().regularWidth() }
            terminal.click(column: 3, row: 4)
            #expect(lines(terminal)[7] == "Log: none")
            terminal.click(column: 3, row: 4)
            #expect(lines(terminal)[7] == "Log: open [3]")
        }
    }
}
