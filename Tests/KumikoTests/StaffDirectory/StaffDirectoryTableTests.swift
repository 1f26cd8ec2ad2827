import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import StaffDirectory

/// The Staff Directory's table of everyone: switched to from the list by the toolbar's segmented control,
/// sorted by each column both ways through its header (Tab to the header, ←/→, Return; or a click), searched,
/// opened with Return; at a compact width one column with the department and phone under each name, sorted
/// through a "Sort" menu.
@MainActor
@Suite struct StaffDirectoryTableTests {
    private func lines(_ terminal: TestTerminal) -> [String] {
        terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The first cell of each row line on the screen (the text before the first `│`, trimmed), from line 3.
    private func firstColumn(_ terminal: TestTerminal, rows: Int = 4) -> [String] {
        lines(terminal).dropFirst(4).prefix(rows).map {
            String($0.split(separator: "│").first ?? "").trimmingCharacters(in: CharacterSet(charactersIn: " ›"))
        }
    }

    /// The cells of column `column` (0-based) of the first `rows` row lines.
    private func column(_ column: Int, _ terminal: TestTerminal, rows: Int = 4) -> [String] {
        lines(terminal).dropFirst(4).prefix(rows).map { line in
            let cells = line.split(separator: "│", omittingEmptySubsequences: false)
            return cells.indices.contains(column) ? cells[column].trimmingCharacters(in: CharacterSet(charactersIn: " ›")) : ""
        }
    }

    /// Presses Tab until the key help offers `action` (at most 10 times).
    private func focus(_ terminal: TestTerminal, offering action: String) -> Bool {
        for _ in 0..<10 {
            if lines(terminal).last?.contains(action) == true { return true }
            terminal.press(.tab)
        }
        return false
    }

    @Test func theToolbarSwitchesFromTheListToTheTableAndBack() {
        let terminal = TestTerminal(app: StaffDirectoryApp(), columns: 100, rows: 30)
        #expect(lines(terminal)[28].contains("[ List | A–Z | Table ]"))
        #expect(lines(terminal)[3] == " Juan Chavez             │")
        let table = lines(terminal)[28].range(of: "Table").map { lines(terminal)[28].distance(from: lines(terminal)[28].startIndex, to: $0.lowerBound) } ?? 0
        terminal.click(column: table + 1, row: 28)                        // "Table"
        #expect(lines(terminal)[1] == " Name                           ▲│ Department                     │ Phone")
        #expect(lines(terminal)[4] == " Alejandro Chávez                │ Customer Support               │ (646) 555-7508")
        // Back with the keys: Tab to the control, ← to "A–Z" (everyone by initial, with its index), ← to "List".
        #expect(focus(terminal, offering: "←→ choose"))
        terminal.press(.leftArrow)
        #expect(lines(terminal)[3] == " Alejandro Chávez       B│")
        #expect(focus(terminal, offering: "←→ choose"))
        terminal.press(.leftArrow)
        #expect(lines(terminal)[3] == " Juan Chavez             │")
    }

    @Test func eachColumnSortsBothWaysFromItsHeader() {
        let terminal = TestTerminal(columns: 100, rows: 30) { DirectoryView(layout: .table) }
        #expect(firstColumn(terminal) == ["Alejandro Chávez", "Alejandro Delgado", "Alejandro Delgado", "Alejandro Gómez"])
        // The header: Tab from the rows; Return sorts by the focused column, again reverses it.
        #expect(focus(terminal, offering: "⏎ sort"))
        terminal.press(.return)
        #expect(lines(terminal)[1].contains("Name                           ▼│"))
        // Names compare by their characters (Foundation on Linux has no localized comparator): Hangul last.
        #expect(firstColumn(terminal) == ["황현우", "황현우", "황태양", "황태양"])
        terminal.press(.rightArrow)
        terminal.press(.return)                                           // Department, ascending
        #expect(lines(terminal)[1].contains("Department                    ▲│"))
        #expect(column(1, terminal) == ["Customer Support", "Customer Support", "Customer Support", "Customer Support"])
        terminal.press(.return)                                           // descending
        #expect(column(1, terminal) == ["Sales", "Sales", "Sales", "Sales"])
        terminal.press(.rightArrow)
        terminal.press(.return)                                           // Phone, ascending
        #expect(lines(terminal)[1].hasSuffix("│ Phone                         ▲"))
        let ascending = column(2, terminal)
        #expect(ascending == ascending.sorted())
        #expect(ascending[0] == "(206) 555-1015")
        terminal.press(.return)                                           // descending
        let descending = column(2, terminal)
        #expect(descending == descending.sorted(by: >))
        #expect(descending[0] == "(919) 555-9998")
        // A click on a title sorts by it.
        terminal.click(column: 3, row: 1)
        #expect(lines(terminal)[1].contains("Name                           ▲│"))
        #expect(firstColumn(terminal)[0] == "Alejandro Chávez")
    }

    @Test func searchingFiltersTheTableAndReturnOpensAPerson() {
        let terminal = TestTerminal(columns: 100, rows: 30) { DirectoryView(layout: .table) }
        terminal.type("/")
        terminal.type("mei chen")
        terminal.press(.return)
        #expect(firstColumn(terminal, rows: 2) == ["Mei Chen", ""])
        terminal.press(.downArrow)
        terminal.press(.return)
        #expect(lines(terminal)[0].contains("‹ Staff Directory"))
        #expect(terminal.screen.contains("mei.chen@example.com"))
        terminal.press(.escape)
        #expect(lines(terminal)[4].hasPrefix(" Mei Chen") || lines(terminal)[4].hasPrefix("›Mei Chen"))
    }

    @Test func atACompactWidthOneColumnShowsEverythingAndAMenuSorts() {
        let terminal = TestTerminal(columns: 80, rows: 24) { DirectoryView(layout: .table) }
        let screen = lines(terminal)
        #expect(screen[0].contains("Staff Directory"))
        #expect(screen[0].hasSuffix("Sort"))
        #expect(screen[2] == " Alejandro Chávez")
        #expect(screen[3] == " Customer Support · (646) 555-7508")
        // The menu: Sort By Department.
        #expect(focus(terminal, offering: "⏎ open"))
        terminal.press(.return)
        #expect(lines(terminal)[2].hasSuffix("│ ✓ Name       │"))
        #expect(lines(terminal)[3].hasSuffix("│   Department │"))
        terminal.press(.downArrow)                                        // the highlight from Name to Department
        terminal.press(.return)
        #expect(!terminal.screen.contains("✓ Name"))
        #expect(lines(terminal)[3].hasPrefix(" Customer Support"))
    }
}
