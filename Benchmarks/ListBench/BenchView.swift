import Kumiko

/// The view under test: the rows in a `List` with a selection, as an app would write it.
///
/// Before `List` existed this was `ScrollView { LazyVStack(alignment: .leading, spacing: 0) { ForEach(rows) {
/// Text($0.label).bold($0.id == selection.wrappedValue) } } }` (the rows read the selection, so selecting
/// redraws them); swapping that back in is the way to measure a bare lazy stack.
@MainActor
func makeList(rows: [Row], selection: Binding<Int?>) -> some View {
    List(rows, selection: selection) { Text($0.label) }
}
