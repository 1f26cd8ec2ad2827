import Kumiko

/// How the directory shows its people: the seed's sectioned list beside a detail, or a sortable table.
enum DirectoryLayout: String, CaseIterable, Hashable, Sendable {
    /// Departments as sections of a list, the selected person beside it (or pushed, when narrow).
    case list = "List"
    /// Everyone alphabetically, one section per initial, with a section index; the selected person beside it.
    case alphabetical = "A–Z"
    /// Everyone in one table with name, department and phone columns.
    case table = "Table"
}

/// The segmented control in the directory's toolbar that switches between its layouts.
struct DirectoryLayoutPicker: View {
    @Binding var layout: DirectoryLayout

    var body: some View {
        Picker("Layout", selection: $layout) {
            ForEach(DirectoryLayout.allCases, id: \.self) { layout in
                Text(LocalizedStringKey(layout.rawValue))
            }
        }
        .pickerStyle(.segmented)
    }
}
