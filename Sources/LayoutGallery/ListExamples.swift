import Kumiko

/// A person of the seed's staff directory.
struct GalleryPerson: Identifiable {
    let id: Int
    let name: String
    let phone: String
}

/// A department of the seed's staff directory.
struct GalleryDepartment: Identifiable {
    let id: Int
    let name: String
    let staff: [GalleryPerson]
}

/// The seed's departments and people (000/004, "Displaying data in lists").
let galleryDepartments = [
    GalleryDepartment(id: 1, name: "Sales", staff: [
        GalleryPerson(id: 1, name: "Juan Chavez", phone: "(408) 555-4301"),
        GalleryPerson(id: 2, name: "Mei Chen", phone: "(919) 555-2481"),
    ]),
    GalleryDepartment(id: 2, name: "Engineering", staff: [
        GalleryPerson(id: 3, name: "Bill James", phone: "(408) 555-4450"),
        GalleryPerson(id: 4, name: "Anne Johnson", phone: "(417) 555-9311"),
    ]),
]

/// The seed's person row.
struct GalleryPersonRow: View {
    let person: GalleryPerson
    var body: some View {
        VStack(alignment: .leading, spacing: 3) {
            Text(person.name).foregroundColor(.primary).font(.headline)
            HStack(spacing: 3) { Label(person.phone, systemImage: "phone") }
                .foregroundColor(.secondary)
                .font(.subheadline)
        }
    }
}

/// The seed's company directory: departments as sections.
struct GalleryDirectory: View {
    var body: some View {
        List {
            ForEach(galleryDepartments) { department in
                Section(header: Text(department.name), footer: Text("\(department.staff.count) people")) {
                    ForEach(department.staff) { GalleryPersonRow(person: $0) }
                }
            }
        }
    }
}

/// A plain list of one-line rows with a selection.
struct GallerySimpleList: View {
    @State private var selection: String? = "Cherry"
    var body: some View {
        List(["Apple", "Banana", "Cherry", "Date"], id: \.self, selection: $selection) { Text($0) }
    }
}

/// List examples, one per style.
@MainActor
let listGalleryExamples: [GalleryExample] = [
    GalleryExample(name: "list-automatic", title: "List, .automatic (= .insetGrouped)", width: 320, height: 336,
                   view: AnyView(GalleryDirectory())),
    GalleryExample(name: "list-plain", title: "List, .plain", width: 320, height: 256,
                   view: AnyView(GalleryDirectory().listStyle(.plain))),
    GalleryExample(name: "list-inset", title: "List, .inset", width: 320, height: 256,
                   view: AnyView(GalleryDirectory().listStyle(.inset))),
    GalleryExample(name: "list-grouped", title: "List, .grouped", width: 320, height: 272,
                   view: AnyView(GalleryDirectory().listStyle(.grouped))),
    GalleryExample(name: "list-sidebar", title: "List, .sidebar", width: 320, height: 256,
                   view: AnyView(GalleryDirectory().listStyle(.sidebar))),
    GalleryExample(name: "list-selection", title: "List with a selection (the selected row is highlighted)", width: 240, height: 112,
                   view: AnyView(GallerySimpleList().listStyle(.plain))),
]
