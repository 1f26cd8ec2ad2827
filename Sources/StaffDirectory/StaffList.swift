import Kumiko

/// The directory's list: one section per department with a row per person, as in the seed, limited to the
/// people whose name contains the search text (with a "No Results" note when nobody does). Selecting a row
/// selects that person's id. Swiping a row (or ← on it) offers to call or email the person, each asking first.
struct StaffList: View {
    var company: Company
    var searchText: String
    @Binding var selection: Person.ID?
    /// The contact a swipe action is about to make, while its alert asks.
    @State private var contact: Contact?

    var body: some View {
        let departments = company.departments(matchingName: searchText)
        List(selection: $selection) {
            ForEach(departments) { department in
                Section(header: Text(LocalizedStringKey(department.name))) {
                    ForEach(department.staff) { person in
                        PersonRowView(person: person)
                            .swipeActions {
                                Button("Call") { contact = Contact(person: person, kind: .call) }
                                    .tint(.green)
                                Button("Email") { contact = Contact(person: person, kind: .email) }
                                    .tint(.blue)
                            }
                    }
                }
            }
        }
        .alert(contact?.title ?? "", isPresented: Binding(get: { contact != nil }, set: { if !$0 { contact = nil } }),
               presenting: contact) { contact in
            Button(contact.kind == .call ? "Call" : "Email") {}
            Button("Cancel", role: .cancel) {}
        } message: { contact in
            Text(contact.kind == .call ? contact.person.phoneNumber : contact.person.email)
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

/// A call or an email a swipe action offers to make.
struct Contact {
    enum Kind { case call, email }
    var person: Person
    var kind: Kind

    /// The alert's title: "Call Juan Chavez?", a key of the catalog ("Call %@?") with the person's name.
    var title: LocalizedStringKey { kind == .call ? "Call \(person.name)?" : "Email \(person.name)?" }
}
