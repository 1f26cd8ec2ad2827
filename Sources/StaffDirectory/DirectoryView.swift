import Kumiko

/// The staff directory: the searchable list of departments and people, and the selected person's details
/// (or "No Selection").
struct DirectoryView: View {
    var company: Company
    @State private var searchText: String
    @State private var selection: Person.ID?

    /// A directory of `company`, starting with a search and a selection if given.
    init(company: Company = DirectoryData.company, searchText: String = "", selection: Person.ID? = nil) {
        self.company = company
        _searchText = State(initialValue: searchText)
        _selection = State(initialValue: selection)
    }

    var body: some View {
        DirectorySplitView {
            StaffList(company: company, searchText: searchText, selection: $selection)
                .searchable(text: $searchText, prompt: "Search by name")
                .refreshable {
                    // The built-in directory has nothing to fetch; the pause stands for a network request.
                    try? await Task.sleep(for: .milliseconds(400))
                }
        } detail: {
            if let selection, let entry = company.person(withID: selection) {
                PersonDetailView(person: entry.person, department: entry.department)
            } else {
                Text("No Selection")
                    .font(.headline)
            }
        }
    }
}
