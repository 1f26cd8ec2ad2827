/// The built-in directory: 2,000 people in 10 departments, generated from a fixed seed so that every run shows
/// the same people with the same ids.
///
/// Sales and Engineering begin with the four people of Apple's "Displaying data in lists"; everyone else is
/// drawn from ``NamePools`` and sorted by romanized family name, then given name, so that "佐藤 花子" is
/// filed under S. Phone numbers are unique and in the article's format; ids follow directory order.
enum DirectoryData {
    /// The directory the app shows.
    static let company = makeCompany()

    /// The seed every run uses.
    static let defaultSeed: UInt64 = 0x4B75_6D69_6B6F

    /// Generates the directory from `seed`: the same seed always gives the same company.
    static func makeCompany(seed: UInt64 = defaultSeed) -> Company {
        var generator = SeededGenerator(seed: seed)
        var phoneNumbers = Set(plans.flatMap { $0.listedFirst.map(\.phoneNumber) })
        let listings = plans.map { plan in
            let drawn = (plan.listedFirst.count..<plan.headcount).map { _ in
                drawListing(using: &generator, avoiding: &phoneNumbers)
            }
            return plan.listedFirst + drawn.sorted(by: Listing.isFiledBefore)
        }
        var emails = EmailAddresses()
        var nextID = 0
        let departments = zip(plans, listings).map { plan, listings in
            Department(name: plan.name, staff: listings.map { listing in
                defer { nextID += 1 }
                return Person(id: nextID, name: listing.name, phoneNumber: listing.phoneNumber,
                              email: emails.address(given: listing.given, family: listing.family))
            })
        }
        return Company(departments: departments)
    }

    /// The departments in directory order, their sizes (2,000 in all) and the people listed first.
    private static let plans: [DepartmentPlan] = [
        DepartmentPlan(name: "Sales", headcount: 260, listedFirst: [
            Listing(given: NamePart("Juan"), family: NamePart("Chavez"), order: .givenFirst, phoneNumber: "(408) 555-4301"),
            Listing(given: NamePart("Mei"), family: NamePart("Chen"), order: .givenFirst, phoneNumber: "(919) 555-2481"),
        ]),
        DepartmentPlan(name: "Engineering", headcount: 420, listedFirst: [
            Listing(given: NamePart("Bill"), family: NamePart("James"), order: .givenFirst, phoneNumber: "(408) 555-4450"),
            Listing(given: NamePart("Anne"), family: NamePart("Johnson"), order: .givenFirst, phoneNumber: "(417) 555-9311"),
        ]),
        DepartmentPlan(name: "Marketing", headcount: 150),
        DepartmentPlan(name: "Design", headcount: 140),
        DepartmentPlan(name: "Research", headcount: 230),
        DepartmentPlan(name: "Customer Support", headcount: 310),
        DepartmentPlan(name: "Operations", headcount: 230),
        DepartmentPlan(name: "Finance", headcount: 120),
        DepartmentPlan(name: "Human Resources", headcount: 80),
        DepartmentPlan(name: "Legal", headcount: 60),
    ]

    /// US area codes phone numbers are drawn from (the article's 408, 919 and 417 among them).
    private static let areaCodes = [408, 415, 650, 510, 919, 417, 212, 646, 312, 617, 206, 512, 303, 404, 305, 213, 702, 614, 215, 503]

    /// A person drawn from a pool chosen by weight, with a phone number nobody has yet.
    private static func drawListing(using generator: inout SeededGenerator, avoiding phoneNumbers: inout Set<String>) -> Listing {
        let pool = drawPool(using: &generator)
        let given = generator.element(of: pool.givenNames)
        let family = generator.element(of: pool.familyNames)
        var phoneNumber: String
        repeat {
            let areaCode = generator.element(of: areaCodes)
            phoneNumber = "(\(areaCode)) 555-\(1000 + generator.index(below: 9000))"
        } while !phoneNumbers.insert(phoneNumber).inserted
        return Listing(given: given, family: family, order: pool.order, phoneNumber: phoneNumber)
    }

    /// A pool, each as likely as its weight.
    private static func drawPool(using generator: inout SeededGenerator) -> NamePool {
        var ticket = generator.index(below: NamePools.all.reduce(0) { $0 + $1.weight })
        for pool in NamePools.all {
            if ticket < pool.weight { return pool }
            ticket -= pool.weight
        }
        preconditionFailure("a ticket below the total weight falls in some pool")
    }
}

/// A department to generate: its name, its size and the people listed before the generated ones.
private struct DepartmentPlan {
    let name: String
    let headcount: Int
    var listedFirst: [Listing] = []
}

/// Someone about to enter the directory, before they have an id and an email address.
private struct Listing {
    let given: NamePart
    let family: NamePart
    /// The full name, written as the person's culture writes it.
    let name: String
    let phoneNumber: String

    init(given: NamePart, family: NamePart, order: NameOrder, phoneNumber: String) {
        self.given = given
        self.family = family
        name = order.fullName(given: given, family: family)
        self.phoneNumber = phoneNumber
    }

    /// Directory order: romanized family name, then given name; the unique phone number breaks ties.
    static func isFiledBefore(_ a: Listing, _ b: Listing) -> Bool {
        (a.family.romanized, a.given.romanized, a.phoneNumber) < (b.family.romanized, b.given.romanized, b.phoneNumber)
    }
}

/// Hands out work email addresses, "given.family@example.com", numbering repeats ("mei.chen2@…").
private struct EmailAddresses {
    private var uses: [String: Int] = [:]

    mutating func address(given: NamePart, family: NamePart) -> String {
        let local = "\(given.romanized).\(family.romanized)"
        let count = (uses[local] ?? 0) + 1
        uses[local] = count
        return (count == 1 ? local : "\(local)\(count)") + "@example.com"
    }
}
