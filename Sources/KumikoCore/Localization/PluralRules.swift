import Foundation

/// A CLDR plural category, as a String Catalog's `plural` variations and a `.stringsdict`'s
/// `NSStringPluralRuleType` name them.
enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

/// The cardinal plural rules of the Unicode CLDR (`supplemental/plurals.xml`, as charted at
/// unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html) for the languages Kumiko's catalogs are
/// tested in; any other language falls back to English's `one`/`other`.
///
/// Operands as CLDR names them: `n` the absolute value, `i` its integer digits, `v` the number of visible fraction
/// digits (0 for an integer argument; 1 or more for a floating-point one shown with its fraction).
enum PluralRules {
    /// The category of `number` in `language` (a BCP 47 tag or just its language: `ja`, `zh-Hans`, `pt_BR`).
    static func category(of number: Double, fractionDigits: Int = 0, language: String) -> PluralCategory {
        let n = number.isFinite ? abs(number) : 0
        let i = n < 9.2e18 ? Int(n.rounded(.down)) : Int.max
        let v = fractionDigits
        let isInteger = v == 0 && n == n.rounded(.down)
        switch baseLanguage(of: language) {
        case "ja", "zh", "ko", "th", "vi", "id", "ms", "my", "lo", "km":
            return .other
        case "fr":
            // one: i = 0,1; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0.
            if i == 0 || i == 1 { return .one }
            if isInteger, i != 0, i % 1_000_000 == 0 { return .many }
            return .other
        case "ru", "uk":
            // one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
            // many: v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14).
            guard isInteger else { return .other }
            let ten = i % 10, hundred = i % 100
            if ten == 1, hundred != 11 { return .one }
            if (2...4).contains(ten), !(12...14).contains(hundred) { return .few }
            return .many
        case "pl":
            // one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14; many: v = 0 and the rest.
            guard isInteger else { return .other }
            let ten = i % 10, hundred = i % 100
            if i == 1 { return .one }
            if (2...4).contains(ten), !(12...14).contains(hundred) { return .few }
            return .many
        case "ar":
            // zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99.
            guard isInteger else { return .other }
            let hundred = i % 100
            if i == 0 { return .zero }
            if i == 1 { return .one }
            if i == 2 { return .two }
            if (3...10).contains(hundred) { return .few }
            if (11...99).contains(hundred) { return .many }
            return .other
        default:
            // English, German and the like. one: i = 1 and v = 0.
            return i == 1 && v == 0 && isInteger ? .one : .other
        }
    }

    /// The language subtag of a locale identifier: `zh` of `zh-Hans-CN`, `pt` of `pt_BR`.
    static func baseLanguage(of identifier: String) -> String {
        String(identifier.lowercased().prefix { $0 != "-" && $0 != "_" })
    }
}
