// User code as a SwiftUI developer writes it for a localized app, in Swift 5 mode: texts, buttons and titles whose
// keys are looked up in a bundle's String Catalog. The process's locale in tests is the machine's (`LANG`), so the
// catalog here translates into every language the test may run in: its source language, English, has its own
// strings for the keys, as a catalog whose keys are identifiers does.
import Foundation
import SwiftUI
import Testing
import KumikoTestSupport

private let catalog = #"""
{
  "sourceLanguage" : "en",
  "strings" : {
    "directory.title" : { "localizations" : {
      "en" : { "stringUnit" : { "state" : "translated", "value" : "Staff Directory" } },
      "ja" : { "stringUnit" : { "state" : "translated", "value" : "社員名簿" } } } },
    "search.prompt" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Find a person" } } } },
    "people.count %lld" : { "localizations" : { "en" : { "variations" : { "plural" : {
      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld person" } },
      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld people" } } } } },
      "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lld人" } } } }
  },
  "version" : "1.0"
}
"""#

/// A bundle holding the catalog above, as SwiftPM on Linux lays out a target's resources (the catalog copied as is).
private let directoryBundle: Bundle = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiko-user-l10n-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try! Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
    return Bundle(path: folder.path)!
}()

private struct DirectoryHeader: View {
    let count: Int
    @State private var pressed = false

    var body: some View {
        VStack(alignment: .leading) {
            Text("directory.title", bundle: directoryBundle)
            Text("people.count \(count)", bundle: directoryBundle)
            Text("search.prompt", tableName: "Missing", bundle: directoryBundle)
        }
    }
}

private struct ResourceTitle: View {
    let resource: LocalizedStringResource
    var body: some View { Text(resource) }
}

private struct DatedTotal: View {
    let date: Date
    let total: Double
    var body: some View {
        VStack(alignment: .leading) {
            Text("\(date, style: .date) \(date, style: .time)")
            Text(total, format: .number)
        }
    }
}

@MainActor
@Suite struct LocalizedTextUserCodeTests {
    @Test func textsShowTheCatalogsStringsWithTheirPlurals() {
        let one = TestTerminal(columns: 30, rows: 4) { DirectoryHeader(count: 1) }
        #expect(lines(one.screen).prefix(3) == ["Staff Directory", "1 person", "search.prompt"])
        let many = TestTerminal(columns: 30, rows: 4) { DirectoryHeader(count: 12) }
        #expect(lines(many.screen)[1] == "12 people")
    }

    @Test func theEnvironmentsLocaleChoosesTheLanguage() {
        let terminal = TestTerminal(columns: 30, rows: 4) {
            DirectoryHeader(count: 3).environment(\.locale, Locale(identifier: "ja_JP"))
        }
        #expect(lines(terminal.screen).prefix(2) == ["社員名簿", "3人"])
    }

    @Test func stringLocalizedLooksUpTheSameCatalog() {
        let count = 1
        #expect(String(localized: "directory.title", bundle: directoryBundle) == "Staff Directory")
        #expect(String(localized: "directory.title", bundle: directoryBundle, locale: Locale(identifier: "ja_JP")) == "社員名簿")
        #expect(String(localized: "people.count \(count)", bundle: directoryBundle) == "1 person")
        #expect(String(localized: "people.count \(5)", bundle: directoryBundle, locale: Locale(identifier: "ja")) == "5人")
        // A key the catalog lacks: its own text, values written in; with a default value, that.
        #expect(String(localized: "Missing \(count)", bundle: directoryBundle) == "Missing 1")
        #expect(String(localized: "missing.key", defaultValue: "Fallback \(count)", bundle: directoryBundle) == "Fallback 1")
        #expect(String(localized: "directory.title", defaultValue: "Unused", bundle: directoryBundle) == "Staff Directory")
    }

    /// `LocalizedStringResource` (iOS 16): a key resolved where it is shown; `Text(resource)` in the environment's
    /// locale, `String(localized:)` in the resource's own.
    @Test func localizedStringResourcesResolveWhereTheyAreShown() {
        let title = LocalizedStringResource("directory.title", bundle: .atURL(directoryBundle.bundleURL))
        #expect(title.key == "directory.title")
        let count = 2
        let people = LocalizedStringResource("people.count \(count)", table: nil, bundle: .atURL(directoryBundle.bundleURL))
        #expect(people.key == "people.count %lld")
        #expect(String(localized: title) == "Staff Directory")
        let japanese = LocalizedStringResource("people.count \(count)", locale: Locale(identifier: "ja_JP"),
                                               bundle: .atURL(directoryBundle.bundleURL))
        #expect(String(localized: japanese) == "2人")
        let terminal = TestTerminal(columns: 30, rows: 3) {
            ResourceTitle(resource: title).environment(\.locale, Locale(identifier: "ja_JP"))
        }
        #expect(lines(terminal.screen)[0] == "社員名簿")
        let fallback = LocalizedStringResource("missing.key", defaultValue: "Nobody \(count)", bundle: .main)
        #expect(String(localized: fallback) == "Nobody 2")
    }

    /// Dates and numbers in a text follow the environment's locale, as SwiftUI's do.
    @Test func datesAndNumbersFollowTheEnvironmentsLocale() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let date = calendar.date(from: DateComponents(year: 2026, month: 6, day: 3, hour: 21, minute: 5))!
        let terminal = TestTerminal(columns: 30, rows: 3) {
            DatedTotal(date: date, total: 1234.5).environment(\.locale, Locale(identifier: "ja_JP"))
        }
        #expect(lines(terminal.screen).prefix(2) == ["2026年6月3日 21:05", "1,234.5"])
        let german = TestTerminal(columns: 30, rows: 3) {
            DatedTotal(date: date, total: 1234.5).environment(\.locale, Locale(identifier: "de_DE"))
        }
        #expect(lines(german.screen).prefix(2) == ["3. Juni 2026 21:05", "1.234,5"])
    }

    /// The preview idiom: a locale set on the text itself (not only above the view whose body makes it).
    @Test func aLocaleSetOnTheTextItselfChoosesItsLanguage() {
        let terminal = TestTerminal(columns: 30, rows: 4) {
            VStack(alignment: .leading) {
                Text("directory.title", bundle: directoryBundle).environment(\.locale, Locale(identifier: "ja_JP"))
                Text("people.count \(4)", bundle: directoryBundle).bold().environment(\.locale, Locale(identifier: "ja"))
                Text("directory.title", bundle: directoryBundle)
            }
        }
        #expect(lines(terminal.screen).prefix(3) == ["社員名簿", "4人", "Staff Directory"])
    }

    @Test func aKeyTheCatalogLacksShowsAsWritten() {
        let terminal = TestTerminal(columns: 30, rows: 2) { Text("Not translated **yet**", bundle: directoryBundle) }
        #expect(lines(terminal.screen)[0] == "Not translated yet")
    }

    /// The screen's lines without the spaces around them.
    private func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
