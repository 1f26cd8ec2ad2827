import Kumiko

/// The view under test: the rows in a lazy list with a selection.
///
/// Until `List` exists this is a `ScrollView` over a `LazyVStack`; the selected row is drawn bold so that
/// selecting does what a `List` does (the rows read the selection and the selected one changes). When `List`
/// lands, the body becomes `List(rows, selection: selection) { Text($0.label) }`.
@MainActor
func makeList(rows: [Row], selection: Binding<Int?>) -> some View {
    ScrollView { LazyVStack(alignment: .leading, spacing: 0) { ForEach(rows) { Text($0.label).bold($0.id == selection.wrappedValue) } } }
}
