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

/// One row as an `@Observable` object (js-framework-benchmark's `{id, label}`), for observed-scroll-memory.
@MainActor
@Observable
final class ObservedRow: Identifiable {
    /// The row's identity.
    let id: Int
    /// What the row shows.
    var label: String

    /// A row with the id and label of `row`.
    init(_ row: Row) {
        id = row.id
        label = row.label
    }
}

/// The data of observed-scroll-memory: `@Observable` rows.
@MainActor
@Observable
final class ObservedListModel {
    /// The rows shown.
    var rows: [ObservedRow]

    /// Creates a model with rows.
    init(rows: [ObservedRow]) { self.rows = rows }
}
