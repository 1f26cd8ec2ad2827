import Foundation
import Synchronization

/// The app's translations: each bundle's tables (`Localizable`, or the `tableName` a view names) read once from its
/// String Catalog (`Localizable.xcstrings`) and its classic `.lproj` tables (`ja.lproj/Localizable.strings` and
/// `.stringsdict`), and a key looked up in the language the locale prefers: the locale's own (`ja-JP`), its script
/// (`zh-Hans` for `zh_CN`), its language (`ja`), then the catalog's source language, then the key as written, as
/// SwiftUI shows it.
///
/// A table that cannot be read is reported once with its path and line, and the app goes on without it.
package enum LocalizationTables {
    /// One bundle's table, read.
    struct Table: Sendable {
        /// The catalog, if the bundle has one by the table's name.
        var catalog: StringCatalog?
        /// The classic tables by language (the `.lproj` folder's name: `ja`, `zh-Hans`).
        var strings: [String: [String: String]] = [:]
        /// The classic plural tables (`.stringsdict`) by language, which win over `.strings` for the same key.
        var pluralStrings: [String: [String: StringCatalog.Value]] = [:]

        var isEmpty: Bool { catalog == nil && strings.isEmpty && pluralStrings.isEmpty }
    }

    private static let tables = Mutex<[String: Table]>([:])

    /// The device variations chosen where no platform says (`String(localized:)` outside a view): `other`.
    static let deviceVariants = ["other"]

    /// The translation of `key` with `arguments`, as pieces (literal text, where Markdown applies, and the
    /// arguments written in); nil when no table of the bundle has it in a language the locale accepts (the key is
    /// then shown as written).
    ///
    /// `device` lists the catalog's device variations to choose from, most wanted first (the platform's
    /// ``Platform/deviceVariants``); `other` is taken when none of them is there.
    static func pieces(of key: LocalizedStringKey, table: String?, bundle: Bundle?, locale: @autoclosure () -> Locale,
                       device: @autoclosure () -> [String] = deviceVariants) -> [LocalizedStringKey.Piece]? {
        // Most views name no bundle, and an app without translations has no tables: that is decided once, so that
        // such an app's texts cost no lookups.
        guard bundle != nil || appHasTables else { return nil }
        let name = table ?? "Localizable"
        let tables = bundlePaths(bundle).map { loaded(name, in: $0) }.filter { !$0.isEmpty }
        guard !tables.isEmpty else { return nil }
        let keyString = key.key
        let arguments = key.arguments
        let locale = locale()
        let device = device()
        for table in tables {
            if let pieces = lookup(keyString, arguments: arguments, in: table, locale: locale, device: device) {
                return pieces
            }
        }
        reportMissing(key, table: name, tables: tables, locale: locale)
        return nil
    }

    /// Reports once a key with words in it that no table translates into the locale's language, when that is not
    /// the language the keys are written in (whose text the key is): the key then shows as written, as SwiftUI
    /// shows it, and the developer learns which translation is missing.
    private static func reportMissing(_ key: LocalizedStringKey, table: String, tables: [Table], locale: Locale) {
        guard let language = preferredLanguages(for: locale).last else { return }
        let source = tables.lazy.compactMap(\.catalog?.sourceLanguage).first ?? "en"
        guard normalized(language) != normalized(source).prefix(while: { $0 != "-" }),
              key.pieces.contains(where: { $0.isLiteral && $0.string.contains(where: \.isLetter) }) else { return }
        let keyString = key.key
        Diagnostics.warnOnce("l10n-missing:\(table):\(language):\(keyString)",
                             "no \(language) translation of \"\(keyString)\" in \(table); it shows as written")
    }

    /// The translation of a plain key as a string (arguments written in): for `String(localized:)` and titles.
    package static func string(_ key: LocalizedStringKey, table: String?, bundle: Bundle?, locale: Locale) -> String {
        let pieces = pieces(of: key, table: table, bundle: bundle, locale: locale) ?? key.pieces
        return pieces.map(\.string).joined()
    }

    private static func lookup(_ key: String, arguments: [LocalizedArgument], in table: Table, locale: Locale,
                               device: [String]) -> [LocalizedStringKey.Piece]? {
        let preferred = preferredLanguages(for: locale)
        if let catalog = table.catalog, let values = catalog.strings[key] {
            for language in preferred + [catalog.sourceLanguage] {
                guard let (found, value) = match(language, in: values) else { continue }
                return render(value, arguments: arguments, language: found, locale: locale, device: device)
            }
        }
        for language in preferred {
            if let (found, values) = match(language, in: table.pluralStrings), let value = values[key] {
                return render(value, arguments: arguments, language: found, locale: locale, device: device)
            }
            guard let (_, strings) = match(language, in: table.strings), let format = strings[key] else { continue }
            return pieces(format: format, arguments: arguments, locale: locale)
        }
        return nil
    }

    /// A value's pieces: the string its plural or device variation chooses, its substitutions written in.
    private static func render(_ value: StringCatalog.Value, arguments: [LocalizedArgument], language: String,
                               locale: Locale, device: [String])
        -> [LocalizedStringKey.Piece]? {
        guard let format = choose(value, arguments: arguments, language: language, device: device) else { return nil }
        var named: [String: StringCatalog.Substitution] = [:]
        if case .substituted(_, let own) = value { named = own }
        let parsed = LocalizedFormat(format)
        return parsed.pieces(with: arguments, locale: locale) { name in
            guard let substitution = named[name] else { return nil }
            let index = substitution.argument - 1
            guard arguments.indices.contains(index) else { return nil }
            let argument = arguments[index]
            guard let chosen = choose(substitution.value, arguments: [argument], language: language, device: device) else { return nil }
            // `%arg` stands for the substitution's argument, written with its format specifier.
            let text = chosen.replacingOccurrences(of: "%arg", with: "%1$" + substitution.formatSpecifier)
            return LocalizedFormat(text).pieces(with: [argument], locale: locale)
        }
    }

    /// The string a value holds for these arguments: its plural category by its first number (the substitution's
    /// own argument for a substitution), its device by the platform's preference.
    private static func choose(_ value: StringCatalog.Value, arguments: [LocalizedArgument], language: String,
                               device: [String]) -> String? {
        switch value {
        case .string(let text):
            return text
        case .substituted(let base, _):
            return choose(base, arguments: arguments, language: language, device: device)
        case .plural(let cases):
            let operand = arguments.lazy.compactMap(\.pluralOperand).first
            let category = operand.map { PluralRules.category(of: $0.value, fractionDigits: $0.fractionDigits, language: language) } ?? .other
            // A number 0 shows `zero` where the catalog has it, in any language (as Foundation does).
            let pick = (operand?.value == 0 ? cases[.zero] : nil) ?? cases[category] ?? cases[.other]
            return pick.flatMap { choose($0, arguments: arguments, language: language, device: device) }
        case .device(let cases):
            let pick = device.lazy.compactMap { cases[$0] }.first ?? cases["other"]
            return pick.flatMap { choose($0, arguments: arguments, language: language, device: device) }
        }
    }

    /// A classic table's format with its arguments written in (a format is used as a format only when the key had
    /// arguments, as Foundation's lookup does).
    private static func pieces(format: String, arguments: [LocalizedArgument], locale: Locale) -> [LocalizedStringKey.Piece] {
        guard !arguments.isEmpty else { return [LocalizedStringKey.Piece(string: format, isLiteral: true)] }
        return LocalizedFormat(format).pieces(with: arguments, locale: locale)
    }

    /// The entry of `values` for `language`, its key matched without regard to case or `-`/`_`.
    private static func match<Value>(_ language: String, in values: [String: Value]) -> (String, Value)? {
        if let value = values[language] { return (language, value) }
        let wanted = normalized(language)
        return values.first { normalized($0.key) == wanted }.map { ($0.key, $0.value) }
    }

    private static func normalized(_ tag: String) -> String { tag.lowercased().replacingOccurrences(of: "_", with: "-") }

    /// The languages to try for a locale, most specific first: `ja-JP`, `ja`; for Chinese its script first
    /// (`zh-Hans-CN`, `zh-Hans`, `zh`; `zh_TW` and `zh_HK` are `zh-Hant`).
    package static func preferredLanguages(for locale: Locale) -> [String] {
        let identifier = locale.identifier.replacingOccurrences(of: "_", with: "-")
        var parts = identifier.split(separator: "-").map(String.init)
        guard let language = parts.first?.lowercased(), !language.isEmpty else { return [] }
        parts.removeFirst()
        var script = parts.first { $0.count == 4 }
        let region = parts.first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }?.uppercased()
        if language == "zh", script == nil {
            script = ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        }
        var candidates: [String] = []
        if let script, let region { candidates.append("\(language)-\(script)-\(region)") }
        if let script { candidates.append("\(language)-\(script)") }
        if let region { candidates.append("\(language)-\(region)") }
        candidates.append(language)
        return candidates
    }

    // MARK: Reading tables

    /// The table `name` of the bundle at `path`, read on first use.
    private static func loaded(_ name: String, in path: String) -> Table {
        let cacheKey = path + "\u{0}" + name
        if let table = tables.withLock({ $0[cacheKey] }) { return table }
        let table = read(name, in: path)
        tables.withLock { $0[cacheKey] = table }
        return table
    }

    private static func read(_ name: String, in path: String) -> Table {
        var table = Table()
        let fileManager = FileManager.default
        let catalogPath = (path as NSString).appendingPathComponent(name + ".xcstrings")
        if fileManager.fileExists(atPath: catalogPath) {
            do {
                table.catalog = try StringCatalog(contentsOf: catalogPath)
            } catch {
                Diagnostics.warnOnce("catalog:\(catalogPath)", "a String Catalog cannot be read: \(error); its keys are shown as written")
            }
        }
        for folder in (try? fileManager.contentsOfDirectory(atPath: path)) ?? [] where folder.hasSuffix(".lproj") {
            let language = String(folder.dropLast(".lproj".count))
            let tableLanguage = language == "Base" ? "en" : language
            let base = ((path as NSString).appendingPathComponent(folder) as NSString).appendingPathComponent(name)
            if fileManager.fileExists(atPath: base + ".strings") {
                do {
                    table.strings[tableLanguage] = try StringsFile.read(contentsOf: base + ".strings")
                } catch {
                    Diagnostics.warnOnce("strings:\(base).strings", "a strings table cannot be read: \(error); its keys are shown as written")
                }
            }
            if fileManager.fileExists(atPath: base + ".stringsdict") {
                do {
                    table.pluralStrings[tableLanguage] = try StringsDictFile.read(contentsOf: base + ".stringsdict")
                } catch {
                    Diagnostics.warnOnce("stringsdict:\(base).stringsdict", "a plural table cannot be read: \(error); its keys are shown as written")
                }
            }
        }
        return table
    }

    /// Where to look for a view's bundle: the one it names, or the app's (the main bundle, and the resource bundles
    /// SwiftPM puts beside the executable, `Package_Target.resources`, which hold an executable target's catalog).
    private static func bundlePaths(_ bundle: Bundle?) -> [String] {
        if let bundle { return [bundle.bundlePath] }
        return mainBundlePaths
    }

    private static let mainBundlePaths: [String] = {
        let main = Bundle.main.bundlePath
        var paths = [main]
        let executable = Bundle.main.executableURL?.lastPathComponent ?? ProcessInfo.processInfo.processName
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: main)) ?? []
        for name in siblings.sorted() where name.hasSuffix("_\(executable).resources") {
            paths.append((main as NSString).appendingPathComponent(name))
        }
        return paths
    }()

    /// Whether the app's bundles hold any table at all: a String Catalog or an `.lproj` folder.
    private static let appHasTables: Bool = mainBundlePaths.contains { path in
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).contains {
            $0.hasSuffix(".xcstrings") || $0.hasSuffix(".lproj")
        }
    }
}
