import Kumiko

/// Everything the directory knows about a person: the seed's `PersonDetailView` (name and phone number),
/// followed by the email address and the department.
struct PersonDetailView: View {
    var person: Person
    var department: Department

    var body: some View {
        VStack {
            Text(person.name)
                .foregroundColor(.primary)
                .font(.title)
                .padding()
            HStack {
                Label(person.phoneNumber, systemImage: "phone")
            }
            .foregroundColor(.secondary)
            Label(person.email, systemImage: "envelope")
                .foregroundColor(.secondary)
            Label(LocalizedStringKey(department.name), systemImage: "building.2")
                .foregroundColor(.secondary)
        }
    }
}
