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
@MainActor
final class KeyHelpWords {
    private let bundle: Bundle?
    private let locale: Locale
    private var translated: [String: String] = [:]

    /// The words in `locale` from the catalog in `bundle` (none: as written).
    init(locale: Locale = ProcessLocale.current, bundle: Bundle? = KeyHelpWords.frameworkBundle) {
        self.locale = locale
        self.bundle = bundle
    }

    /// `action` in the app's language.
    func callAsFunction(_ action: String) -> String {
        guard let bundle else { return action }
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
