/// How a culture orders the parts of a full name.
enum NameOrder: Sendable {
    /// "Juan Chavez": given name, a space, family name.
    case givenFirst
    /// "佐藤 花子", "Nguyễn Văn An": family name, a space, given name.
    case familyFirst
    /// "陈美", "김민준": family name directly followed by the given name.
    case familyFirstUnspaced

    /// The full name written in this order.
    func fullName(given: NamePart, family: NamePart) -> String {
        switch self {
        case .givenFirst: "\(given.written) \(family.written)"
        case .familyFirst: "\(family.written) \(given.written)"
        case .familyFirstUnspaced: family.written + given.written
        }
    }
}

/// The given and family names of one culture, how it orders them, and how often the directory draws from it.
struct NamePool: Sendable {
    /// How full names are written.
    let order: NameOrder
    /// The pool's share of generated people, relative to the other pools' weights.
    let weight: Int
    /// Given names.
    let givenNames: [NamePart]
    /// Family names.
    let familyNames: [NamePart]
}
