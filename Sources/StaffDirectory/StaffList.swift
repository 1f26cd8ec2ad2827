import Kumiko

/// The directory's list: one section per department with a row per person, as in the seed, limited to the
/// people whose name contains the search text (with a "No Results" note when nobody does). Selecting a row
/// selects that person's id.
struct StaffList: View {
    var company: Company
    var searchText: String
    @Binding var selection: Person.ID?

    var body: some View {
        let departments = company.departments(matchingName: searchText)
        List(selection: $selection) {
            ForEach(departments) { department in
                Section(header: Text(department.name)) {
                    ForEach(department.staff) { person in
                        PersonRowView(person: person)
                    }
                }
            }
        }
        .overlay {
            if departments.isEmpty {
                Text("No Results for “\(searchText)”")
                    .font(.headline)
                    .foregroundColor(.secondary)
            }
        }
    }
}
