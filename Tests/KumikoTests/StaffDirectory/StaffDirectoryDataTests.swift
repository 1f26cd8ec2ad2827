import Foundation
import Testing
@testable import StaffDirectory

/// The Staff Directory's built-in data: its size, the seed article's people, determinism, and the variety of
/// names it is meant to exercise.
@Suite struct StaffDirectoryDataTests {
    let company = DirectoryData.company
    var everyone: [Person] { company.departments.flatMap(\.staff) }

    @Test func hasTwoThousandPeopleInTenDepartments() {
        #expect(company.departments.count == 10)
        #expect(Set(company.departments.map(\.name)).count == 10)
        #expect(everyone.count == 2_000)
        #expect(company.departments.allSatisfy { !$0.staff.isEmpty })
    }

    @Test func startsWithTheSeedArticlesDepartmentsAndPeople() {
        let sales = company.departments[0], engineering = company.departments[1]
        #expect(sales.name == "Sales")
        #expect(sales.staff.prefix(2).map(\.name) == ["Juan Chavez", "Mei Chen"])
        #expect(sales.staff.prefix(2).map(\.phoneNumber) == ["(408) 555-4301", "(919) 555-2481"])
        #expect(engineering.name == "Engineering")
        #expect(engineering.staff.prefix(2).map(\.name) == ["Bill James", "Anne Johnson"])
        #expect(engineering.staff.prefix(2).map(\.phoneNumber) == ["(408) 555-4450", "(417) 555-9311"])
        #expect(sales.staff[0].email == "juan.chavez@example.com")
    }

    @Test func idsFollowDirectoryOrder() {
        #expect(everyone.map(\.id) == Array(0..<2_000))
        let firstInEngineering = company.departments[0].staff.count
        #expect(company.person(withID: firstInEngineering + 1)?.person.name == "Anne Johnson")
        #expect(company.person(withID: firstInEngineering + 1)?.department.name == "Engineering")
        #expect(company.person(withID: 2_000) == nil)
    }

    @Test func isTheSameEveryTimeItIsGenerated() {
        #expect(DirectoryData.makeCompany() == DirectoryData.makeCompany())
        #expect(DirectoryData.makeCompany() == company)
        #expect(DirectoryData.makeCompany(seed: 1) != company)
    }

    @Test func containsJapaneseAndChineseNames() {
        let names = Set(everyone.map(\.name))
        let japanese = NamePools.japanese, chinese = NamePools.chinese
        let japaneseNames = names.filter { name in
            japanese.familyNames.contains { family in
                japanese.givenNames.contains { name == japanese.order.fullName(given: $0, family: family) }
            }
        }
        let chineseNames = names.filter { name in
            chinese.familyNames.contains { family in
                chinese.givenNames.contains { name == chinese.order.fullName(given: $0, family: family) }
            }
        }
        #expect(japaneseNames.count > 50)
        #expect(japaneseNames.allSatisfy { $0.contains(" ") })
        #expect(chineseNames.count > 50)
        #expect(chineseNames.allSatisfy { !$0.contains(" ") })
    }

    @Test func namesComeFromSeveralScripts() {
        func count(_ isInScript: (Unicode.Scalar) -> Bool) -> Int {
            everyone.filter { $0.name.unicodeScalars.contains(where: isInScript) }.count
        }
        #expect(count { (0xAC00...0xD7A3).contains($0.value) } > 50)    // Hangul
        #expect(count { (0x0400...0x04FF).contains($0.value) } > 20)    // Cyrillic
        #expect(count { (0x0370...0x03FF).contains($0.value) } > 10)    // Greek
        #expect(count { (0x4E00...0x9FFF).contains($0.value) } > 100)   // Han
        #expect(count { "éèêëáíóúñüöäç".unicodeScalars.contains($0) } > 50)  // Latin with diacritics
    }

    @Test func phoneNumbersAndEmailsAreUniqueAndWellFormed() throws {
        let phone = try Regex(#"^\(\d{3}\) 555-\d{4}$"#)
        #expect(everyone.allSatisfy { $0.phoneNumber.wholeMatch(of: phone) != nil })
        #expect(Set(everyone.map(\.phoneNumber)).count == everyone.count)
        let email = try Regex(#"^[a-z]+\.[a-z]+[0-9]*@example\.com$"#)
        #expect(everyone.allSatisfy { $0.email.wholeMatch(of: email) != nil })
        #expect(Set(everyone.map(\.email)).count == everyone.count)
    }

    @Test func searchIgnoresCaseAndDiacriticsAndDropsEmptyDepartments() throws {
        let meis = company.departments(matchingName: "MEI")
        #expect(meis.flatMap(\.staff).contains { $0.name == "Mei Chen" })
        #expect(!meis.flatMap(\.staff).contains { $0.name == "Juan Chavez" })
        let helene = try #require(everyone.first { $0.name.hasPrefix("Hélène") })
        #expect(company.departments(matchingName: "helene").flatMap(\.staff).contains(helene))
        let bill = company.departments(matchingName: "Bill James")
        #expect(bill.map(\.name) == ["Engineering"])
        #expect(company.departments(matchingName: "no such name").isEmpty)
        #expect(company.departments(matchingName: " ") == company.departments)
    }

    /// A Japanese reader types a name in either kana script: "サクラ" (katakana) finds the given name "さくら"
    /// (hiragana), and the other way round; a Latin query is compared as before, width ignored too.
    @Test func searchTakesHiraganaAndKatakanaAsTheSameKana() throws {
        let sakura = everyone.filter { $0.name.hasSuffix(" さくら") }
        try #require(!sakura.isEmpty)
        let found = company.departments(matchingName: "サクラ").flatMap(\.staff)
        #expect(Set(found.map(\.id)) == Set(sakura.map(\.id)))
        #expect(Set(company.departments(matchingName: "さくら").flatMap(\.staff).map(\.id)) == Set(sakura.map(\.id)))
        // Half-width katakana is the same kana again.
        #expect(Set(company.departments(matchingName: "ｻｸﾗ").flatMap(\.staff).map(\.id)) == Set(sakura.map(\.id)))
        #expect(NameSearch("ｊｏｓｅ")?.matches("José García") == true)
        #expect(NameSearch("ひかり")?.matches("佐藤 ヒカリ") == true)
        #expect(NameSearch("ひかり")?.matches("佐藤 ひかる") == false)
        #expect(NameSearch.katakana("ゝさくら、ゔ") == "ヽサクラ、ヴ")
    }
}
