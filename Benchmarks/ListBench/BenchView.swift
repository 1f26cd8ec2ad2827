import Kumiko

/// What the benchmark measures: the rows in a list, or in a table of four columns.
enum BenchSubject: String, CaseIterable, Sendable {
    /// `List(rows, selection:)` showing each row's label.
    case list
    /// `Table(rows, selection:)` with four columns: the label, the id, the label's length and its last word.
    case table

    /// Lines at the top of the screen that are not rows (the table's pinned header: titles and a rule).
    var headerLines: Int { self == .table ? 2 : 0 }
}

/// The view under test: the rows in a `List` or a `Table` with a selection, as an app would write it.
///
/// Before `List` existed this was `ScrollView { LazyVStack(alignment: .leading, spacing: 0) { ForEach(rows) {
/// Text($0.label).bold($0.id == selection.wrappedValue) } } }` (the rows read the selection, so selecting
/// redraws them); swapping that back in is the way to measure a bare lazy stack.
@MainActor @ViewBuilder
func makeView(_ subject: BenchSubject, rows: [Row], selection: Binding<Int?>) -> some View {
    switch subject {
    case .list:
        List(rows, selection: selection) { Text($0.label) }
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
