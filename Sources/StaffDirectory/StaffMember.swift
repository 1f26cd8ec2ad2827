/// A person with the name of their department: one row of the ``StaffTable``.
struct StaffMember: Identifiable, Equatable, Sendable {
    /// The person.
    let person: Person
    /// The name of the person's department.
    let department: String

    /// The person's id, so that the table and the list select the same thing.
    var id: Person.ID { person.id }
    /// The person's name.
    var name: String { person.name }
    /// The person's phone number.
    var phoneNumber: String { person.phoneNumber }
}

extension Company {
    /// Everyone whose name contains `query` (as ``departments(matchingName:)`` matches), in directory order,
    /// each with their department.
    func members(matchingName query: String) -> [StaffMember] {
        departments(matchingName: query).flatMap { department in
            department.staff.map { StaffMember(person: $0, department: department.name) }
        }
    }
}
