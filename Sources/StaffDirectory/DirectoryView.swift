import Kumiko

/// The staff directory: a `NavigationSplitView` of the searchable list of departments and people (the
/// sidebar, titled "Staff Directory") and the selected person's details (or the seed's "No Selection"
/// placeholder).
///
/// The width decides the layout through the split view's own behaviour, not a `horizontalSizeClass` switch
/// here: at a regular width (100 columns or more, an iPad) the list and the detail sit side by side and moving
/// through the list shows each person at once; at a compact width (an iPhone) the split view is one
/// `NavigationStack` whose root is the list, choosing a person (Return, Space or a click) pushes the detail
/// under a "‹ Staff Directory" bar, and Escape goes back and clears the selection. That collapse is exactly
/// what SwiftUI's split view does on iPhone, and one view tree for both widths keeps the search, the scroll
/// position and the selection when a resize crosses the boundary; a `horizontalSizeClass` switch would build a
/// second tree (losing that state on every crossing) and repeat the list and the detail in it.
///
/// The list can also show everyone alphabetically (``StaffIndexList``), with a section index of initials at its
/// trailing edge, as the Human Interface Guidelines describe for long sorted lists.
///
/// A segmented control in the toolbar switches to a table of everyone (``StaffTable``), sortable by name,
/// department or phone; the search text and the selection are the directory's, so they carry across.
struct DirectoryView: View {
    var company: Company
    @State private var searchText: String
    @State private var selection: Person.ID?
    @State private var layout: DirectoryLayout
    /// The person whose details the table view has pushed.
    @State private var opened: Person.ID?

    /// A directory of `company`, starting with a search, a selection and a layout if given.
    init(company: Company = DirectoryData.company, searchText: String = "", selection: Person.ID? = nil,
         layout: DirectoryLayout = .list) {
        self.company = company
        _searchText = State(initialValue: searchText)
        _selection = State(initialValue: selection)
        _layout = State(initialValue: layout)
    }

    var body: some View {
        switch layout {
        case .list, .alphabetical: splitView
        case .table: tableView
        }
    }

    /// The list (by department, or alphabetical with a section index) beside the selected person's details (one
    /// stack when narrow).
    private var splitView: some View {
        NavigationSplitView {
            Group {
                if layout == .alphabetical {
                    StaffIndexList(company: company, searchText: searchText, selection: $selection)
                } else {
                    StaffList(company: company, searchText: searchText, selection: $selection)
                }
            }
                .searchable(text: $searchText, prompt: "Search by name")
                .refreshable {
                    // The built-in directory has nothing to fetch; the pause stands for a network request.
                    try? await Task.sleep(for: .milliseconds(400))
                }
                .navigationTitle("Staff Directory")
                .toolbar { layoutPicker }
        } detail: {
            if let selection, let entry = company.person(withID: selection) {
                PersonDetailView(person: entry.person, department: entry.department)
            } else {
                Text("No Selection")
                    .font(.headline)
            }
        }
    }

    /// Everyone in a sortable table; Return (or a double click) on a row opens that person's details.
    private var tableView: some View {
        NavigationStack {
            StaffTable(company: company, searchText: searchText, selection: $selection)
                .searchable(text: $searchText, prompt: "Search by name")
                .contextMenu(forSelectionType: Person.ID.self) { _ in
                    EmptyView()
                } primaryAction: { ids in
                    opened = ids.first
                }
                .navigationTitle("Staff Directory")
                .toolbar { layoutPicker }
                .navigationDestination(item: $opened) { id in
                    if let entry = company.person(withID: id) {
                        PersonDetailView(person: entry.person, department: entry.department)
                    }
                }
        }
    }

    /// The toolbar item that switches layouts, in the bottom bar (the navigation bar of a 25-column sidebar has
    /// no room beside the title).
    private var layoutPicker: some ToolbarContent {
        ToolbarItem(placement: .bottomBar) {
            DirectoryLayoutPicker(layout: $layout)
        }
    }
}
