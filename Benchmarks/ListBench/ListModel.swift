import Kumiko

/// The app's data, as an app keeps it: an `@Observable` model whose writes invalidate the views that read it.
@MainActor
@Observable
final class ListModel {
    /// The rows shown by the list.
    var rows: [Row] = []
    /// The id of the selected row, if any.
    var selection: Int?

    /// Creates a model with rows.
    init(rows: [Row] = []) { self.rows = rows }

    /// A binding to the selection, as `$model.selection` would give with `@Bindable`.
    var selectionBinding: Binding<Int?> {
        Binding(get: { self.selection }, set: { self.selection = $0 })
    }
}
