import Foundation
import Testing
@testable import KumikoCore

/// String Catalogs and classic strings tables read from a bundle, and keys looked up in them for a locale.
@Suite(.serialized) struct StringTablesTests {
    /// A catalog as Xcode writes one: plain strings, a plural variation, a device variation, substitutions.
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Staff Directory" : {
          "localizations" : {
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "社員名簿" } },
            "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "员工名录" } }
          }
        },
        "%lld people" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld person" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld people" } } } } },
            "ja" : { "variations" : { "plural" : {
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld人" } } } } },
            "ru" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld человек" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld человека" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld человек" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld человека" } } } } },
            "ar" : { "variations" : { "plural" : {
              "zero" : { "stringUnit" : { "state" : "translated", "value" : "لا أحد" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "شخص واحد" } },
              "two" : { "stringUnit" : { "state" : "translated", "value" : "شخصان" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld أشخاص" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld شخصًا" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld شخص" } } } } }
          }
        },
        "Tap to open" : {
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open" } } } } }
          }
        },
        "%lld files in %lld folders" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
              "substitutions" : {
                "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg file" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg files" } } } } },
                "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg folder" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg folders" } } } } }
              }
            }
          }
        },
        "Hello, %@!" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour, %@ !" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo, %@!" } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

    /// A bundle folder holding `files` (relative path → contents), made afresh.
    private func bundle(_ files: [String: String]) throws -> Bundle {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kumiko-l10n-\(UUID().uuidString)")
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return try #require(Bundle(path: folder.path))
    }

    private func lookUp(_ key: LocalizedStringKey, in bundle: Bundle, _ locale: String, table: String? = nil,
                        device: [String] = ["other"]) -> String? {
        LocalizationTables.pieces(of: key, table: table, bundle: bundle, locale: Locale(identifier: locale), device: device)?
            .map(\.string).joined()
    }

    @Test func aKeyIsFoundInTheLocalesLanguage() throws {
        let app = try bundle(["Localizable.xcstrings": Self.catalog])
        #expect(lookUp("Staff Directory", in: app, "ja_JP") == "社員名簿")
        #expect(lookUp("Staff Directory", in: app, "zh_CN") == "员工名录")
        #expect(lookUp("Staff Directory", in: app, "zh-Hans-SG") == "员工名录")
        // Traditional Chinese has no translation here, and the source language has none either: the key shows.
        #expect(lookUp("Staff Directory", in: app, "zh_TW") == nil)
        #expect(lookUp("Staff Directory", in: app, "en_US") == nil)
        #expect(lookUp("Not in the catalog", in: app, "ja_JP") == nil)
    }

    @Test func pluralVariationsFollowEachLanguagesRules() throws {
        let app = try bundle(["Localizable.xcstrings": Self.catalog])
        func people(_ count: Int, _ locale: String) -> String? { lookUp("\(count) people", in: app, locale) }
        #expect([1, 2].map { people($0, "en_US") } == ["1 person", "2 people"])
        #expect([1, 2].map { people($0, "ja_JP") } == ["1人", "2人"])
        #expect([1, 3, 5, 21].map { people($0, "ru_RU") } == ["1 человек", "3 человека", "5 человек", "21 человек"])
        // Egypt writes its numbers in Arabic-Indic digits (CLDR's default numbering system for ar-EG is `arab`), as
        // `String(format:locale:)` does; Arabic elsewhere may use Latin digits.
        #expect([0, 1, 2, 3, 11, 100].map { people($0, "ar_EG") } == ["لا أحد", "شخص واحد", "شخصان", "٣ أشخاص", "١١ شخصًا", "١٠٠ شخص"])
        // A language the catalog lacks falls back to the source language's plural.
        #expect(people(1, "fr_FR") == "1 person")
    }

    @Test func substitutionsChooseEachByItsOwnArgument() throws {
        let app = try bundle(["Localizable.xcstrings": Self.catalog])
        func files(_ a: Int, _ b: Int) -> String? { lookUp("\(a) files in \(b) folders", in: app, "en_US") }
        #expect(files(1, 1) == "1 file in 1 folder")
        #expect(files(3, 1) == "3 files in 1 folder")
        #expect(files(1, 2) == "1 file in 2 folders")
    }

    @Test func deviceVariationsFollowThePlatformsPreference() throws {
        let app = try bundle(["Localizable.xcstrings": Self.catalog])
        #expect(lookUp("Tap to open", in: app, "en_US", device: ["mac", "other"]) == "Click to open")
        #expect(lookUp("Tap to open", in: app, "en_US", device: ["iphone", "other"]) == "Tap to open")
    }

    @Test func argumentsGoWhereTheTranslationPutsThem() throws {
        let app = try bundle(["Localizable.xcstrings": Self.catalog])
        let name = "Juan"
        #expect(lookUp("Hello, \(name)!", in: app, "fr_FR") == "Bonjour, Juan !")
        #expect(lookUp("Hello, \(name)!", in: app, "de_DE") == "Hallo, Juan!")
    }

    @Test func classicStringsTablesAreReadPerLanguage() throws {
        let app = try bundle([
            "ja.lproj/Localizable.strings": "/* The title */\n\"Staff Directory\" = \"社員名簿\";\n// a count\n\"%lld people\" = \"%lld人\";\n",
            "fr.lproj/Other.strings": "\"Search\" = \"Rechercher\";",
        ])
        #expect(lookUp("Staff Directory", in: app, "ja_JP") == "社員名簿")
        #expect(lookUp("\(4) people", in: app, "ja_JP") == "4人")
        #expect(lookUp("Search", in: app, "fr_FR", table: "Other") == "Rechercher")
        #expect(lookUp("Search", in: app, "fr_FR") == nil)
    }

    @Test func aStringsTableReadsEscapesCommentsAndBareWords() throws {
        let pairs = try StringsFile.parse(Data(#"""
        /* comment */ "a\"b" = "c\\d\ne\tf";
        bare_key = "\U00e9t\U00e9";
        "self";   // a key alone maps to itself
        """#.utf8), path: "x.strings")
        #expect(pairs == ["a\"b": "c\\d\ne\tf", "bare_key": "été", "self": "self"])
    }

    @Test func aMalformedStringsTableSaysWhereAndWhat() {
        #expect(throws: StringsFile.Malformed.self) { try StringsFile.parse(Data("\"a\" = \"b\"\n\"c\" = \"d\";".utf8), path: "t.strings") }
        do {
            _ = try StringsFile.parse(Data("\"a\" = \"b\";\n\n\"c\" = ;".utf8), path: "t.strings")
            Issue.record("a malformed table was read")
        } catch {
            #expect("\(error)" == "t.strings:3: expected a string, found ';'")
        }
        do {
            _ = try StringsFile.parse(Data("\"a\" = \"b\";\n\"c\" = \"never ends;\n".utf8), path: "t.strings")
        } catch {
            #expect("\(error)" == "t.strings:2: a string that never ends")
        }
    }

    @MainActor @Test func aMalformedCatalogSaysWhereAndTheAppGoesOn() throws {
        do {
            _ = try StringCatalog(data: Data("{\n  \"strings\" : {\n    \"a\" : \n}".utf8), path: "Bad.xcstrings")
            Issue.record("a malformed catalog was read")
        } catch {
            #expect("\(error)".hasPrefix("Bad.xcstrings:"))
            #expect("\(error)".contains("not JSON"))
        }
        do {
            _ = try StringCatalog(data: Data(#"{"strings": {"a": {"localizations": {"ja": {"stringUnit": {}}}}}}"#.utf8), path: "C.xcstrings")
            Issue.record("a stringUnit without a value was read")
        } catch {
            #expect("\(error)" == "C.xcstrings:1: \"a\" in ja: a stringUnit without a value")
        }
        // In a bundle: reported once, and every key shows as written.
        let app = try bundle(["Localizable.xcstrings": "{ not json", "ja.lproj/Localizable.strings": "\"A\" = \"エー\";"])
        let messages = capturingDiagnostics {
            #expect(lookUp("Staff Directory", in: app, "ja_JP") == nil)
            #expect(lookUp("A", in: app, "ja_JP") == "エー")
        }
        // The catalog once, and the key it would have translated.
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.first?.contains("Localizable.xcstrings:1: not JSON") == true)
        #expect(messages.last == "Kumiko: no ja translation of \"Staff Directory\" in Localizable; it shows as written")
    }

    @Test func theProcessLocaleComesFromThePOSIXVariables() {
        #expect(ProcessLocale.locale(from: ["LANG": "ja_JP.UTF-8"]).identifier == "ja_JP")
        #expect(ProcessLocale.locale(from: ["LANG": "ja_JP.UTF-8", "LC_ALL": "zh_CN.UTF-8"]).identifier == "zh_CN")
        #expect(ProcessLocale.locale(from: ["LANG": "en_US.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"]).identifier == "fr_FR")
        #expect(ProcessLocale.locale(from: ["LANG": "C.UTF-8"]).identifier == "en_US")
        #expect(ProcessLocale.locale(from: [:]).identifier == "en_US")
        #expect(ProcessLocale.locale(from: ["LANG": "de_DE.UTF-8", "LANGUAGE": "ja:en"]).identifier == "ja")
        // LANGUAGE is ignored under the C locale, as gettext does.
        #expect(ProcessLocale.locale(from: ["LANG": "C", "LANGUAGE": "ja"]).identifier == "en_US")
    }

    @Test func chineseLocalesChooseTheirScript() {
        func languages(_ identifier: String) -> [String] { LocalizationTables.preferredLanguages(for: Locale(identifier: identifier)) }
        #expect(languages("zh_CN") == ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh"])
        #expect(languages("zh_TW") == ["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"])
        #expect(languages("zh-Hant") == ["zh-Hant", "zh"])
        #expect(languages("ja_JP") == ["ja-JP", "ja"])
        #expect(languages("ar") == ["ar"])
    }

    /// A classic `.stringsdict` (Apple's "Localizing strings that contain plurals"): a format naming variables,
    /// each variable's strings by CLDR plural category, chosen by the argument it stands at.
    static let stringsDict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \(pluralEntry("%lld files in %@", format: "%#@files@ in %@", variable: "files",
                  ["one": "%lld plik", "few": "%lld pliki", "many": "%lld plików", "other": "%lld pliku"]))
    \(pluralEntry("%@ has %lld unread", format: "%@ ma %#@unread@", variable: "unread",
                  ["one": "%lld nieprzeczytaną", "other": "%lld nieprzeczytanych"]))
    </dict>
    </plist>
    """

    /// A stringsdict entry: `key`'s format, and its one variable's strings by plural category.
    private static func pluralEntry(_ key: String, format: String, variable: String, _ cases: [String: String]) -> String {
        let strings = cases.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return """
        <key>\(key)</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key><string>\(format)</string>
            <key>\(variable)</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                \(strings)
            </dict>
        </dict>
        """
    }

    @Test func aStringsDictChoosesItsPluralByTheArgumentsCategory() throws {
        let app = try bundle([
            "pl.lproj/Localizable.stringsdict": Self.stringsDict,
            "pl.lproj/Localizable.strings": #""%lld files in %@" = "not this one";"#,
        ])
        // Polish (CLDR): 1 one; 2–4, 22–24 few; 5–21, 25 many; a fraction other.
        #expect(lookUp("\(1) files in \("Documents")", in: app, "pl_PL") == "1 plik in Documents")
        #expect(lookUp("\(3) files in \("Documents")", in: app, "pl_PL") == "3 pliki in Documents")
        #expect(lookUp("\(22) files in \("Documents")", in: app, "pl_PL") == "22 pliki in Documents")
        #expect(lookUp("\(12) files in \("Documents")", in: app, "pl_PL") == "12 plików in Documents")
        // The variable after an argument stands for the second argument.
        #expect(lookUp("\("Ola") has \(1) unread", in: app, "pl_PL") == "Ola ma 1 nieprzeczytaną")
        #expect(lookUp("\("Ola") has \(7) unread", in: app, "pl_PL") == "Ola ma 7 nieprzeczytanych")
    }

    @MainActor @Test func aMalformedStringsDictIsReportedAndTheKeyShows() throws {
        let app = try bundle(["ja.lproj/Localizable.stringsdict": "<plist><dict><key>a</key><string>b</string>"])
        let diagnostics = capturingDiagnostics {
            #expect(lookUp("a", in: app, "ja_JP") == nil)
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("Localizable.stringsdict") == true)
    }

    /// A key with words that has no translation into the locale's language shows as written and is reported once;
    /// in the keys' own language, or for a key of arguments and punctuation alone, there is nothing to report.
    @MainActor @Test func aMissingTranslationIsReportedOnce() throws {
        let app = try bundle(["Localizable.xcstrings": Self.catalog])
        let name = "Ana"
        let messages = capturingDiagnostics {
            #expect(lookUp("Nowhere in any table", in: app, "ja_JP") == nil)
            #expect(lookUp("Nowhere in any table", in: app, "ja_JP") == nil)
            #expect(lookUp("Nowhere in any table", in: app, "en_US") == nil)
            #expect(lookUp("\(name) · \(name)", in: app, "ja_JP") == nil)
        }
        #expect(messages == ["Kumiko: no ja translation of \"Nowhere in any table\" in Localizable; it shows as written"], "\(messages)")
    }
}

