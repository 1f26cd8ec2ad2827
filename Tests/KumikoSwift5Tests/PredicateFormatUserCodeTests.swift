// The validation idiom of SwiftUI forms, as user code writes it (Swift 5 language mode): a format-string
// `NSPredicate` in a view, which Linux's Foundation does not have and Kumiko reads.
import SwiftUI
import Testing

private struct EmailZipForm: View {
    @State var email = ""
    @State var zip = ""

    private var isEmailValid: Bool {
        let emailRegEx = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        let emailPred = NSPredicate(format: "SELF MATCHES %@", emailRegEx)
        return emailPred.evaluate(with: email)
    }

    private var isZipValid: Bool {
        NSPredicate(format: "SELF MATCHES %@", "^[0-9]{5}$").evaluate(with: zip)
    }

    var body: some View {
        Form {
            TextField("Email", text: $email)
            Text(isEmailValid ? "valid email" : "invalid email")
            TextField("ZIP", text: $zip)
            Text(isZipValid ? "valid zip" : "invalid zip")
        }
    }
}

private struct PredicatePerson {
    var name: String
    var age: Int
    var city: String?
}

@MainActor
@Suite struct PredicateFormatUserCodeTests {
    @Test func anEmailRegexValidatesAsTyped() {
        let rendered = { (form: EmailZipForm) in ImageRenderer(content: form).terminalImage?.plainText ?? "" }
        #expect(rendered(EmailZipForm(email: "mei.chen@example.com", zip: "27601")).contains("valid email"))
        #expect(!rendered(EmailZipForm(email: "mei.chen@example.com", zip: "27601")).contains("invalid"))
        #expect(rendered(EmailZipForm(email: "mei.chen@", zip: "2760")).contains("invalid email"))
        #expect(rendered(EmailZipForm(email: "mei.chen@", zip: "2760")).contains("invalid zip"))
    }

    @Test func matchesIsAWholeStringMatch() {
        // ICU's matches(): the pattern covers the whole string, so an alternative that matches only a prefix
        // does not count, and a longer alternative is found.
        #expect(NSPredicate(format: "SELF MATCHES %@", "a|ab").evaluate(with: "ab"))
        #expect(!NSPredicate(format: "SELF MATCHES %@", "[0-9]+").evaluate(with: "123abc"))
        #expect(!NSPredicate(format: "SELF MATCHES %@", "[0-9]+").evaluate(with: "123\n"))
        #expect(NSPredicate(format: "SELF MATCHES[c] %@", "HELLO").evaluate(with: "hello"))
    }

    @Test func propertiesAreReadByName() {
        let people = [PredicatePerson(name: "Élodie Martin", age: 34, city: "Lyon"), PredicatePerson(name: "Juan Chavez", age: 28, city: nil)]
        let named = NSPredicate(format: "name CONTAINS[cd] %@", "elodie")
        #expect(people.filter { named.evaluate(with: $0) }.map(\.name) == ["Élodie Martin"])
        let older = NSPredicate(format: "age >= %d AND NOT (name BEGINSWITH 'J')", 30)
        #expect(people.filter { older.evaluate(with: $0) }.map(\.name) == ["Élodie Martin"])
        let noCity = NSPredicate(format: "city == nil")
        #expect(people.filter { noCity.evaluate(with: $0) }.map(\.name) == ["Juan Chavez"])
        let keyed = NSPredicate(format: "%K LIKE %@", "city", "L?o*")
        #expect(people.filter { keyed.evaluate(with: $0) }.map(\.name) == ["Élodie Martin"])
        #expect(NSPredicate(format: "SELF.count > 1 OR TRUEPREDICATE").evaluate(with: "x"))
    }
}
