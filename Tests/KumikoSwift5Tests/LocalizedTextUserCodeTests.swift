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

    @Test func aKeyTheCatalogLacksShowsAsWritten() {
        let terminal = TestTerminal(columns: 30, rows: 2) { Text("Not translated **yet**", bundle: directoryBundle) }
        #expect(lines(terminal.screen)[0] == "Not translated yet")
    }

    /// The screen's lines without the spaces around them.
    private func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
