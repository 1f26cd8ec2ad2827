import Kumiko

/// What the benchmark measures: the rows in a list, or in a table of four columns.
enum BenchSubject: String, CaseIterable, Sendable {
    /// `List(rows, selection:)` showing each row's label.
    case list
    /// `Table(rows, selection:)` with four columns: the label, the id, the label's length and its last word.
    case table
    /// `ScrollView { LazyVStack { ForEach(rows) { Text(label) } } }`, each row bold when selected.
    case lazyStack = "lazy-stack"

    /// What the report calls the view.
    var viewName: String {
        switch self {
        case .list: "List"
        case .table: "Table"
        case .lazyStack: "LazyVStack"
        }
    }

    /// Lines at the top of the screen that are not rows (the table's pinned header: titles and a rule).
    var headerLines: Int { self == .table ? 2 : 0 }
}

/// The view under test: the rows in a `List` or a `Table` with a selection, as an app would write it.
///
/// `--view lazy-stack` measures the bare lazy stack the benchmark used before `List` existed (the rows read the
/// selection, so selecting redraws them).
@MainActor @ViewBuilder
func makeView(_ subject: BenchSubject, rows: [Row], selection: Binding<Int?>) -> some View {
    switch subject {
    case .list:
        List(rows, selection: selection) { Text($0.label) }
    case .lazyStack:
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(rows) { Text($0.label).bold($0.id == selection.wrappedValue) }
            }
        }
    case .table:
        Table(rows, selection: selection) {
            // 35 cells: the longest label with " !!!" appended (update-10th) still fits, uncut.
            TableColumn("Label", value: \.label).width(min: 280)
            TableColumn("ID") { row in Text(String(row.id)) }
            TableColumn("Length") { row in Text(String(row.label.count)) }
            TableColumn("Noun") { row in Text(row.label.split(separator: " ").last.map(String.init) ?? "") }
        }
    }
}
