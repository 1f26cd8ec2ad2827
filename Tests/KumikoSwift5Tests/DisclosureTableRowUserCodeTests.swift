// `DisclosureTableRow` and the row builder of `Table(of:columns:rows:)` as SwiftUI user code writes them (the
// corpus' employees table), compiled in the Swift 5 language mode with `import Kumiko` alone.
import Kumiko
import Testing

private struct Employee: Identifiable {
    let id = UUID()
    var name: String
    var position: String
    var subordinates: [Employee] = []
}

private let staff = [
    Employee(name: "Robert", position: "CEO", subordinates: [
        Employee(name: "Anna", position: "CTO"),
        Employee(name: "Omar", position: "CFO"),
    ]),
    Employee(name: "Lena", position: "Assistant"),
]

private struct EmployeesTable: View {
    var body: some View {
        Table(of: Employee.self, columns: {
            TableColumn("Name", value: \.name)
            TableColumn("Position", value: \.position)
        }, rows: {
            ForEach(staff) { employee in
                if employee.subordinates.isEmpty {
                    TableRow(employee)
                } else {
                    DisclosureTableRow(employee) {
                        ForEach(employee.subordinates)
                    }
                }
            }
        })
    }
}

private struct BoundDisclosureTable: View {
    @State private var expanded = true

    var body: some View {
        VStack {
            Button(expanded ? "Collapse" : "Expand") { expanded.toggle() }
            Table(of: Employee.self) {
                TableColumn("Name", value: \.name)
            } rows: {
                DisclosureTableRow(staff[0], isExpanded: $expanded) {
                    TableRow(staff[0].subordinates[0])
                    DisclosureTableRow(staff[0].subordinates[1]) {
                        TableRow(Employee(name: "Ida", position: "Clerk"))
                    }
                }
                TableRow(staff[1])
            }
        }
    }
}

@MainActor
@Test func disclosureTableRowStartsCollapsedAndExpands() throws {
    let terminal = TestTerminal(columns: 120, rows: 12) { EmployeesTable() }
    #expect(terminal.screen.contains("Robert"))
    #expect(terminal.screen.contains("Lena"))
    #expect(!terminal.screen.contains("Anna"))
    let list = try #require(terminal.listControllers.first)
    #expect(list.rowCount == 2)
    #expect(list.isRowExpanded(0) == false)
    #expect(list.isRowExpanded(1) == nil)
    #expect(list.setRowExpanded(true, atRow: 0))
    #expect(terminal.screen.contains("Anna"))
    #expect(terminal.screen.contains("CFO"))
    #expect(list.rowCount == 4)
    #expect(list.outlineDepth(ofRow: 0) == 0)
    #expect(list.outlineDepth(ofRow: 1) == 1)
    #expect(list.parentRow(ofRow: 2) == 0)
    #expect(list.parentRow(ofRow: 3) == nil)
    // Anna's name is indented past Robert's: one more level.
    let lines = terminal.screen.components(separatedBy: "\n")
    let robert = try #require(lines.first { $0.contains("Robert") }?.range(of: "Robert"))
    let annaLine = try #require(lines.first { $0.contains("Anna") })
    let anna = try #require(annaLine.range(of: "Anna"))
    let robertLine = try #require(lines.first { $0.contains("Robert") })
    #expect(annaLine.distance(from: annaLine.startIndex, to: anna.lowerBound)
            > robertLine.distance(from: robertLine.startIndex, to: robert.lowerBound))
    #expect(list.setRowExpanded(false, atRow: 0))
    #expect(!terminal.screen.contains("Anna"))
    #expect(list.rowCount == 2)
}

@MainActor
@Test func disclosureTableRowFollowsItsBindingAndNests() throws {
    let terminal = TestTerminal(columns: 120, rows: 14) { BoundDisclosureTable() }
    #expect(terminal.screen.contains("Anna"))
    #expect(terminal.screen.contains("Omar"))
    #expect(!terminal.screen.contains("Ida"))
    let list = try #require(terminal.listControllers.first)
    // Robert, Anna, Omar (collapsed), Lena.
    #expect(list.rowCount == 4)
    #expect(list.isRowExpanded(2) == false)
    #expect(list.setRowExpanded(true, atRow: 2))
    #expect(terminal.screen.contains("Ida"))
    #expect(list.outlineDepth(ofRow: 3) == 2)
    #expect(list.parentRow(ofRow: 3) == 2)
    #expect(list.parentRow(ofRow: 2) == 0)
    // Collapsing through the table writes the binding: the button's title follows.
    #expect(list.setRowExpanded(false, atRow: 0))
    #expect(terminal.screen.contains("Expand"))
    #expect(!terminal.screen.contains("Anna"))
    #expect(list.rowCount == 2)
}
