import Foundation
import Testing
@testable import KumikoCore
import KumikoTerminal
import KumikoTestSupport

/// Dates, numbers, sorting and device variations follow the locale and the platform a text is shown in.
///
/// The expected strings are what Foundation's (ICU's CLDR data) formats give in each locale, as Apple's platforms
/// show them: `Text(date, style: .date)` is the long date, `.time` the short time (Apple: "Text.DateStyle"); a
/// `Text(_:format:)` formats in the environment's locale.
@MainActor
@Suite struct LocaleFormattingTests {
    /// 3 June 2026, 9:05 in the current time zone.
    static let date: Date = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.date(from: DateComponents(year: 2026, month: 6, day: 3, hour: 9, minute: 5))!
    }()

    /// A view whose body makes its text, so that the text reads the locale set above it.
    struct Shows<Content: View>: View {
        let content: () -> Content
        var body: some View { content() }
    }

    private func shown<V: View>(_ locale: String, @ViewBuilder _ content: @escaping () -> V) -> String {
        render(Shows(content: content).environment(\.locale, Locale(identifier: locale)), width: 400)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    }

    @Test func dateStylesFollowTheLocale() {
        let date = Self.date
        #expect(Text.DateStyle.date.format(date, locale: Locale(identifier: "en_US")) == "June 3, 2026")
        #expect(Text.DateStyle.date.format(date, locale: Locale(identifier: "ja_JP")) == "2026年6月3日")
        #expect(Text.DateStyle.date.format(date, locale: Locale(identifier: "zh_CN")) == "2026年6月3日")
        #expect(Text.DateStyle.date.format(date, locale: Locale(identifier: "de_DE")) == "3. Juni 2026")
        // Foundation puts a narrow no-break space before "AM"; 24-hour clocks have none.
        #expect(Text.DateStyle.time.format(date, locale: Locale(identifier: "en_US")) == "9:05\u{202F}AM")
        #expect(Text.DateStyle.time.format(date, locale: Locale(identifier: "ja_JP")) == "9:05")
        #expect(Text.DateStyle.time.format(date.addingTimeInterval(12 * 3600), locale: Locale(identifier: "ja_JP")) == "21:05")
    }

    @Test func relativeStylesSayTheirUnitsInTheLocale() {
        let now = Self.date
        let later = now.addingTimeInterval(3_900)
        #expect(Text.DateStyle.relative.format(later, now: now, locale: Locale(identifier: "en_US")) == "1 hr, 5 min")
        #expect(Text.DateStyle.relative.format(later, now: now, locale: Locale(identifier: "ja_JP")) == "1時間 5分")
        #expect(Text.DateStyle.relative.format(later, now: now, locale: Locale(identifier: "zh_CN")) == "1小时5分钟")
        #expect(Text.DateStyle.offset.format(now.addingTimeInterval(-7_200), now: now, locale: Locale(identifier: "en_US")) == "-2 hours")
        #expect(Text.DateStyle.offset.format(now.addingTimeInterval(9_000), now: now, locale: Locale(identifier: "ja_JP")) == "+2時間")
        #expect(Text.DateStyle.timer.format(now.addingTimeInterval(125), now: now, locale: Locale(identifier: "ja_JP")) == "2:05")
    }

    @Test func aTextsDateAndFormatFollowTheEnvironmentsLocale() {
        let date = Self.date
        #expect(shown("ja_JP") { Text(date, style: .date) } == "2026年6月3日")
        #expect(shown("en_US") { Text(date, style: .date) } == "June 3, 2026")
        #expect(shown("de_DE") { Text(1234.5, format: .number) } == "1.234,5")
        #expect(shown("en_US") { Text(1234.5, format: .number) } == "1,234.5")
        // The environment's locale wins over the style's own, as in SwiftUI.
        #expect(shown("de_DE") { Text(0.25, format: .percent.locale(Locale(identifier: "en_US"))) } == "25\u{00A0}%")
        #expect(shown("ja_JP") { Text("更新: \(date, style: .date)") } == "更新: 2026年6月3日")
        #expect(shown("de_DE") { Text("\(1.5, specifier: "%.1f") km") } == "1,5 km")
        #expect(shown("fr_FR") { Text("Total : \(1234.5, format: .number)") } == "Total : 1\u{202F}234,5")
    }

    /// `.localizedStandard` sorts by the locale's collation (CLDR): Swedish puts "ö" after "z"; Japanese interleaves
    /// hiragana and katakana by reading; digits compare by value everywhere.
    @Test func theStandardComparatorSortsByTheLocalesCollation() {
        func sorted(_ words: [String], _ locale: String) -> [String] {
            words.sorted { LocalizedStandardComparator.compare($0, $1, locale: Locale(identifier: locale)) == .orderedAscending }
        }
        #expect(sorted(["öga", "zebra", "apa"], "sv_SE") == ["apa", "zebra", "öga"])
        #expect(sorted(["öga", "zebra", "apa"], "de_DE") == ["apa", "öga", "zebra"])
        #expect(sorted(["さくら", "あおい", "カタカナ"], "ja_JP") == ["あおい", "カタカナ", "さくら"])
        #expect(sorted(["file10", "File2", "file1"], "en_US") == ["file1", "File2", "file10"])
        #expect(sorted(["Émile", "emily", "Eric"], "fr_FR") == ["Émile", "emily", "Eric"])
    }

    /// A catalog's device variation is chosen by the platform the text is shown on: the terminal takes `mac`
    /// (a keyboard on a computer), the points platform, like the browser's iPhone look, `iphone`.
    @Test func deviceVariationsFollowThePlatform() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiko-device-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"""
        { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "Open it" : { "localizations" : { "en" : {
          "variations" : { "device" : {
            "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } },
            "mac" : { "stringUnit" : { "state" : "translated", "value" : "Press Return to open" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "Open it" } } } } } } } } }
        """#.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let bundle = try #require(Bundle(path: folder.path))
        let terminal = shown("en_US") { Text("Open it", bundle: bundle) }
        #expect(terminal == "Press Return to open")
        let points = renderHeadless(Shows { Text("Open it", bundle: bundle) }.environment(\.locale, Locale(identifier: "en_US")),
                                    width: 300, height: nil)
        #expect(points.displayList.texts.flatMap(\.lineStrings) == ["Tap to open"])
        #expect(Platform.terminal.deviceVariants == ["mac"])
    }
}
