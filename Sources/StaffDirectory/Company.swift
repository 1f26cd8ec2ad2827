import Foundation

/// The whole company: its departments in directory order, as the seed's `Company`.
struct Company: Equatable, Sendable {
    /// The departments, each with its staff.
    var departments: [Department]

    /// The departments with only the people whose name contains `query` (``NameSearch``: case, diacritics and
    /// kana ignored, "helene" finds "Hélène", "サクラ" finds "さくら"); departments left without anyone are
    /// dropped. An empty query keeps everyone.
    func departments(matchingName query: String) -> [Department] {
        guard let search = NameSearch(query) else { return departments }
        return departments.compactMap { department in
            let staff = department.staff.filter { search.matches($0.name) }
            return staff.isEmpty ? nil : Department(name: department.name, staff: staff)
        }
    }

    /// The person with this id and their department, or nil when nobody has it.
    func person(withID id: Person.ID) -> (person: Person, department: Department)? {
        for department in departments {
            if let person = department.staff.first(where: { $0.id == id }) { return (person, department) }
        }
        return nil
    }
}
