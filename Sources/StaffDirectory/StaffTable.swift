import Kumiko

/// The directory as a table of everyone: name, department and phone, sorted by the column whose header was
/// chosen last (ascending or descending), limited to the people whose name contains the search text.
///
/// At a compact width a table shows only its first column (Apple's `Table` documentation: "in other situations
/// with a compact horizontal size class, tables don't show headers and collapse all columns after the first"),
/// so there the name column also shows the department and the phone number, as Apple suggests ("customize the
/// table's appearance by implementing compact-specific logic in the first column"), and a "Sort" menu in the
/// toolbar stands in for the headers.
struct StaffTable: View {
    var company: Company
    var searchText: String
    @Binding var selection: Person.ID?
    @State private var sortOrder = [KeyPathComparator(\StaffMember.name)]
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        let members = company.members(matchingName: searchText).sorted(using: sortOrder)
        Table(members, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Name", value: \.name) { member in
                if horizontalSizeClass == .compact {
                    VStack(alignment: .leading) {
                        Text(member.name)
                        Text("\(member.department) · \(member.phoneNumber)")
                            .foregroundColor(.secondary)
                    }
                } else {
                    Text(member.name)
                }
            }
            TableColumn("Department", value: \.department)
            TableColumn("Phone", value: \.phoneNumber)
        }
        .overlay {
            if members.isEmpty {
                Text("No Results for “\(searchText)”")
                    .font(.headline)
                    .foregroundColor(.secondary)
            }
        }
        .toolbar {
            if horizontalSizeClass == .compact {
                ToolbarItem(placement: .primaryAction) {
                    StaffSortMenu(sortOrder: $sortOrder)
                }
            }
        }
    }
}

/// The table's sort order as a menu, for when the table has no headers to click: which column, and which way.
struct StaffSortMenu: View {
    @Binding var sortOrder: [KeyPathComparator<StaffMember>]

    /// The columns one can sort by, with their titles.
    private static let columns: [(title: String, keyPath: any KeyPath<StaffMember, String> & Sendable)] = [
        ("Name", \.name), ("Department", \.department), ("Phone", \.phoneNumber),
    ]

    var body: some View {
        Menu("Sort") {
            Picker("Sort By", selection: column) {
                ForEach(Self.columns.indices, id: \.self) { index in
                    Text(LocalizedStringKey(Self.columns[index].title)).tag(index)
                }
            }
            Picker("Order", selection: order) {
                Text("Ascending").tag(SortOrder.forward)
                Text("Descending").tag(SortOrder.reverse)
            }
        }
    }

    /// The column sorted by first, as an index into ``columns``.
    private var column: Binding<Int> {
        Binding {
            Self.columns.firstIndex { $0.keyPath == sortOrder.first?.keyPath } ?? 0
        } set: { index in
            sortOrder = [KeyPathComparator(Self.columns[index].keyPath, order: sortOrder.first?.order ?? .forward)]
        }
    }

    /// The order of the first comparator.
    private var order: Binding<SortOrder> {
        Binding {
            sortOrder.first?.order ?? .forward
        } set: { order in
            sortOrder = [KeyPathComparator(Self.columns[column.wrappedValue].keyPath, order: order)]
        }
    }
}
