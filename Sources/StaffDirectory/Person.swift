/// A member of staff, as the seed's `Person`, with an id that stays the same from run to run and an email
/// address for the detail view.
struct Person: Identifiable, Equatable, Sendable {
    /// The person's place in the directory (0 is the first person of the first department).
    let id: Int
    /// The name as its owner writes it: "Juan Chavez", "佐藤 花子", "陈美".
    var name: String
    /// A US phone number in the seed's format: "(408) 555-4301".
    var phoneNumber: String
    /// A work address built from the romanized name: "juan.chavez@example.com".
    var email: String
}
