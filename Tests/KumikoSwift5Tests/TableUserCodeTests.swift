// Apple's `Table` examples as SwiftUI user code writes them, compiled in the Swift 5 language mode with
// `import Kumiko` alone.
import Kumiko
import Testing

struct Swift5Person: Identifiable {
    let givenName: String
    let familyName: String
    let emailAddress: String
    let id = UUID()
}

struct Swift5PeopleTable: View {
    @State private var people = [
        Swift5Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juanchavez@icloud.com"),
        Swift5Person(givenName: "Mei", familyName: "Chen", emailAddress: "meichen@icloud.com"),
    ]
    @State private var sortOrder = [KeyPathComparator(\Swift5Person.givenName)]
    @State private var selection = Set<Swift5Person.ID>()
    @State private var single: Swift5Person.ID?

    var body: some View {
        VStack {
            Table(people, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName) { Text($0.familyName).italic() }
                TableColumn("E-Mail Address", value: \.emailAddress).width(min: 20, ideal: 30, max: 50)
            }
            .onChange(of: sortOrder) { people.sort(using: $0) }
            .contextMenu(forSelectionType: Swift5Person.ID.self) { items in
                Button("Mail \(items.count)") {}
            } primaryAction: { _ in }
            Table(people) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Name") { person in Text(person.givenName + " " + person.familyName) }
                TableColumn(Text("Mail"), value: \.emailAddress).width(120)
            }
            .tableStyle(.inset(alternatesRowBackgrounds: false))
            Table(of: Swift5Person.self, selection: $single) {
                TableColumn("Given Name", value: \.givenName)
            } rows: {
                TableRow(people[0])
                ForEach(people) { TableRow($0) }
            }
            .alternatingRowBackgrounds(.disabled)
        }
    }
}

@MainActor
@Test func swift5TableUserCodeRuns() {
    // 120 columns: a regular width (at a compact width a table shows only its first column).
    let terminal = TestTerminal(columns: 120, rows: 20) { Swift5PeopleTable() }
    #expect(terminal.screen.contains("Given Name"))
    #expect(terminal.screen.contains("Juan"))
}
