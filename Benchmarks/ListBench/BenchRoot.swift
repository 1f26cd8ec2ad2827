import Kumiko

/// The root of the benchmark app: reads the model's rows (so that row changes re-run this body, as in an app)
/// and hands the list or table a binding to the selection.
struct BenchRoot: View {
    /// The app's data.
    let model: ListModel
    /// The view measured.
    let subject: BenchSubject

    /// The list (or table) of the model's rows.
    var body: some View {
        makeView(subject, rows: model.rows, selection: model.selectionBinding)
    }
}

/// The root of observed-scroll-memory: `@Observable` rows whose views read their label, in a `List` or in a
/// `LazyVStack` in a `ScrollView`.
struct ObservedBenchRoot: View {
    /// The app's data.
    let model: ObservedListModel
    /// The view measured.
    let subject: BenchSubject

    var body: some View {
        switch subject {
        case .lazyStack:
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(model.rows) { row in Text(row.label) }
                }
            }
        case .list, .table:
            List(model.rows) { row in Text(row.label) }
        }
    }
}
