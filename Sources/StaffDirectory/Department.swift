/// A department of the company and its staff, as the seed's `Department`.
struct Department: Identifiable, Equatable, Sendable {
    /// The department's name, which is unique in the company.
    var name: String
    /// The department's people, in directory order.
    var staff: [Person]

    /// Departments are identified by name, so their identity is stable across runs and searches.
    var id: String { name }
}
