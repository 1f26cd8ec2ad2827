import Foundation
import Kumiko
@testable import KumikoCore
import Testing

@MainActor
@Suite struct PredicateFormatTests {
    /// A format outside the subset, or malformed, never traps (Foundation raises an exception): it is reported
    /// once and the predicate matches nothing.
    @Test func aFormatOutsideTheSubsetIsReportedOnceAndMatchesNothing() {
        let formats = ["SELF MATCHES", "(name == 'a'", "name ==", "ANY tags == 'x'", "name IN %@", "SELF MATCHES %@",
                       "name == 'a' AND", "SELF MATCHES[x] 'a'", "", "))", String(repeating: "(", count: 10_000)]
        var messages: [String] = []
        messages = capturingDiagnostics {
            for format in formats {
                #expect(!NSPredicate(format: format).evaluate(with: "a"), "\(format.prefix(40))")
            }
            _ = NSPredicate(format: "SELF MATCHES").evaluate(with: "a")
        }.filter { $0.contains("NSPredicate(format:") }
        #expect(messages.count == formats.count)
        #expect(messages.first == "Kumiko: NSPredicate(format: \"SELF MATCHES\"): Kumiko reads the common subset of the predicate format language on Linux and not this; the predicate matches nothing.")
    }

    @Test func anInvalidRegexMatchesNothing() {
        #expect(!NSPredicate(format: "SELF MATCHES %@", "[unclosed").evaluate(with: "[unclosed"))
    }

    @Test func comparisonsOfStringsAndNumbers() {
        #expect(NSPredicate(format: "SELF == 'Zoë'").evaluate(with: "Zoë"))
        #expect(NSPredicate(format: "SELF ==[cd] 'ZOE'").evaluate(with: "Zoë"))
        #expect(!NSPredicate(format: "SELF == 'ZOE'").evaluate(with: "Zoë"))
        #expect(NSPredicate(format: "SELF ENDSWITH \"ë\"").evaluate(with: "Zoë"))
        #expect(NSPredicate(format: "SELF < 10.5").evaluate(with: 10))
        #expect(!NSPredicate(format: "SELF > %f", 10.5).evaluate(with: 10))
        #expect(NSPredicate(format: "SELF != nil").evaluate(with: "x"))
        #expect(NSPredicate(format: "SELF == 'it\\'s'").evaluate(with: "it's"))
        #expect(NSPredicate(format: "count == 2", argumentArray: nil).evaluate(with: ["count": 2]))
        #expect(NSPredicate(format: "FALSEPREDICATE || SELF CONTAINS 'b'").evaluate(with: "abc"))
    }
}
