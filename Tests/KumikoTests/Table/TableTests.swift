import Foundation
import Testing
import Kumiko
import KumikoTestSupport
@testable import KumikoCore

/// Tables (docs/TERMINAL-LOOK.md, "Tables"): one nested suite per file, so `--filter TableTests` runs them all.
@Suite enum TableTests {}

/// The people of Apple's `Table` example.
struct TablePerson: Identifiable, Equatable {
    let givenName: String
    let familyName: String
    let emailAddress: String
    let id: Int
    var age: Int = 30

    static let examples = [
        TablePerson(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com", id: 1, age: 41),
        TablePerson(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com", id: 2, age: 29),
        TablePerson(givenName: "Tom", familyName: "Clark", emailAddress: "tomclark@icloud.com", id: 3, age: 35),
        TablePerson(givenName: "Gita", familyName: "Kumar", emailAddress: "gitakumar@icloud.com", id: 4, age: 52),
    ]
}

/// Apple's example: sortable by three columns, multiple selection, sorted by the app in `onChange`.
struct PeopleTable: View {
    @State private var people = TablePerson.examples
    @State private var sortOrder = [KeyPathComparator(\TablePerson.givenName)]
    @State private var selection = Set<TablePerson.ID>()

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Table(people, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName) { Text($0.familyName).italic() }
                TableColumn("E-Mail Address", value: \.emailAddress)
            }
            .onChange(of: sortOrder) { people.sort(using: $0) }
            Text("Selected: \(selection.sorted().map(String.init).joined(separator: ","))")
        }
    }
}

/// The lines of a screen, trailing spaces removed.
@MainActor
func lines(_ terminal: TestTerminal) -> [String] {
    terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}
