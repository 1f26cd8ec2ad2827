import Kumiko

/// The root of the benchmark app: reads the model's rows (so that row changes re-run this body, as in an app)
/// and hands the list a binding to the selection.
struct BenchRoot: View {
    /// The app's data.
    let model: ListModel

    /// The list of the model's rows.
    var body: some View {
        makeList(rows: model.rows, selection: model.selectionBinding)
    }
}
