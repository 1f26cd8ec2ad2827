import Testing
@testable import KumikoCore

/// The CLDR cardinal plural rules (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html), each
/// language at the examples the chart lists for each of its categories.
@Suite struct PluralRulesTests {
    private func categories(_ language: String, _ numbers: [Double], fractionDigits: Int = 0) -> [PluralCategory] {
        numbers.map { PluralRules.category(of: $0, fractionDigits: fractionDigits, language: language) }
    }

    @Test func englishAndGermanHaveOneAndOther() {
        for language in ["en", "en-GB", "de", "de_AT"] {
            #expect(categories(language, [1, 0, 2, 5, 11, 21, 101]) == [.one, .other, .other, .other, .other, .other, .other])
            // 1.0 shown with its fraction ("1.0 files") is other: v = 1.
            #expect(categories(language, [1], fractionDigits: 1) == [.other])
        }
    }

    @Test func japaneseAndChineseHaveOnlyOther() {
        for language in ["ja", "ja-JP", "zh-Hans", "zh-Hant", "zh_TW"] {
            #expect(categories(language, [0, 1, 2, 5, 11, 1_000_000]) == Array(repeating: .other, count: 6))
        }
    }

    @Test func frenchCountsZeroAndOneAsOneAndMillionsAsMany() {
        #expect(categories("fr", [0, 1, 2, 5, 100, 1_000_000, 2_000_000, 1_000_001]) ==
                [.one, .one, .other, .other, .other, .many, .many, .other])
        // i = 1 for 1.5: one.
        #expect(categories("fr", [1.5], fractionDigits: 1) == [.one])
    }

    @Test func russianHasOneFewManyByTheLastDigits() {
        #expect(categories("ru", [1, 21, 101, 2, 3, 4, 22, 5, 11, 12, 14, 0, 111, 112]) ==
                [.one, .one, .one, .few, .few, .few, .few, .many, .many, .many, .many, .many, .many, .many])
        #expect(categories("ru", [1.5], fractionDigits: 1) == [.other])
    }

    @Test func polishHasOneOnlyForOne() {
        #expect(categories("pl", [1, 2, 3, 4, 22, 24, 5, 12, 14, 21, 0, 112]) ==
                [.one, .few, .few, .few, .few, .few, .many, .many, .many, .many, .many, .many])
        #expect(categories("pl", [2.5], fractionDigits: 1) == [.other])
    }

    @Test func arabicHasAllSix() {
        #expect(categories("ar", [0, 1, 2, 3, 10, 103, 110, 11, 26, 99, 111, 100, 101, 102, 200]) ==
                [.zero, .one, .two, .few, .few, .few, .few, .many, .many, .many, .many, .other, .other, .other, .other])
    }

    @Test func anUnknownLanguageFallsBackToEnglish() {
        #expect(categories("xx", [1, 2]) == [.one, .other])
        #expect(categories("", [1, 2]) == [.one, .other])
    }

    @Test func nonFiniteNumbersAreOther() {
        #expect(categories("en", [.nan, .infinity]) == [.other, .other])
    }
}
