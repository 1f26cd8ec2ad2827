import Foundation
import Kumiko

/// Everyone in alphabetical order, one section per initial, with the section index the Human Interface
/// Guidelines describe for a long sorted list: the initials at the list's trailing edge, a click on one (or
/// typing it) jumping to its section. Names that do not start with a Latin letter ("佐藤 花子") file under "#",
/// at the end, as iOS's Contacts does. Selecting a row selects that person's id, as in the department list.
struct StaffIndexList: View {
    var company: Company
    var searchText: String
    @Binding var selection: Person.ID?

    var body: some View {
        let sections = Self.sections(of: company.departments(matchingName: searchText).flatMap(\.staff))
        List(selection: $selection) {
            ForEach(sections, id: \.initial) { section in
                Section(header: Text(section.initial)) {
                    ForEach(section.people) { person in
                        PersonRowView(person: person)
                    }
                }
                .sectionIndexLabel(Text(section.initial))
            }
        }
        .listSectionIndexVisibility(.automatic)
        .overlay {
            if sections.isEmpty {
                Text("No Results for “\(searchText)”")
                    .font(.headline)
                    .foregroundColor(.secondary)
            }
        }
    }

    /// The people grouped by initial, the groups in alphabetical order ("#" last), each sorted by name in the
    /// user's locale (`.localizedStandard`: Japanese names by their kana order with `LANG=ja_JP.UTF-8`).
    static func sections(of people: [Person]) -> [(initial: String, people: [Person])] {
        let grouped = Dictionary(grouping: people) { initial(of: $0.name) }
        return grouped.keys.sorted { a, b in
            a == "#" ? false : b == "#" ? true : a < b
        }.map { key in
            (key, grouped[key, default: []].sorted(using: KeyPathComparator(\.name, comparator: .localizedStandard)))
        }
    }

    /// The initial a name files under: its first letter without accents, in capitals ("É" files under "E"), or
    /// "#" when it is not a Latin letter.
    static func initial(of name: String) -> String {
        guard let first = name.first else { return "#" }
        let folded = String(first).folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).uppercased()
        guard folded.count == 1, let scalar = folded.unicodeScalars.first, ("A"..."Z").contains(scalar) else { return "#" }
        return folded
    }
}
