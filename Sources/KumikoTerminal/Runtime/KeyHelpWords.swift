import Foundation
import KumikoCore

/// The key help's words ("move", "open", "quit") in the app's language: looked up in Kumiko's own String Catalog
/// (`Sources/KumikoTerminal/Resources/Localizable.xcstrings`, Japanese and Simplified Chinese) for the process's
/// locale (`LANG=ja_JP.UTF-8` shows "↑↓ 移動  ⏎ 開く  q 終了"), each word once; a word the catalog lacks, or a
/// missing catalog, shows as written.
///
/// The catalog is found beside the executable, where SwiftPM puts a dependency's resources
/// (`Kumiko_KumikoTerminal.resources`), rather than through SwiftPM's `Bundle.module`, which stops the process
/// when an executable was copied without its resources.
///
/// In the catalog's own language (English: `LANG=C`, `en_US.UTF-8`) the words are shown as written, and neither the
/// catalog nor its bundle is opened: reading the catalog was 4.5 M of the 65 M instructions of `RowsApp`'s start to
/// its first frame.
@MainActor
final class KeyHelpWords {
    private lazy var bundle: Bundle? = findBundle()
    private let findBundle: () -> Bundle?
    private let locale: Locale
    private var translated: [String: String] = [:]

    /// The words in `locale` from the catalog in the bundle `bundle` finds when the first word is asked for (none:
    /// as written).
    init(locale: Locale = ProcessLocale.current, bundle: @escaping () -> Bundle? = { KeyHelpWords.frameworkBundle }) {
        self.locale = locale
        findBundle = bundle
    }

    /// Whether the words are in the catalog's source language, English (`en`, `en_US`, `en-GB`): shown as written.
    private lazy var isSourceLanguage = LocalizationTables.preferredLanguages(for: locale).last == Self.sourceLanguage
    /// The catalog's `sourceLanguage`.
    private static let sourceLanguage = "en"

    /// `action` in the app's language.
    func callAsFunction(_ action: String) -> String {
        guard !isSourceLanguage, let bundle else { return action }
        if let known = translated[action] { return known }
        let word = LocalizationTables.string(LocalizedStringKey(action), table: nil, bundle: bundle, locale: locale)
        translated[action] = word
        return word
    }

    /// Kumiko's terminal resources beside the running executable, if they are there.
    nonisolated static var frameworkBundle: Bundle? {
        let directory = Bundle.main.bundleURL
        for name in ["Kumiko_KumikoTerminal.resources", "Kumiko_KumikoTerminal.bundle"] {
            let path = directory.appendingPathComponent(name).path
            if FileManager.default.fileExists(atPath: path), let bundle = Bundle(path: path) { return bundle }
        }
        return nil
    }
}
