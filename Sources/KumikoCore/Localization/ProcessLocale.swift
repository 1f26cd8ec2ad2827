import Foundation

/// The locale the process was started in, from the POSIX variables a terminal sets: `LC_ALL`, then `LC_MESSAGES`,
/// then `LANG` (`ja_JP.UTF-8` is `ja_JP`; `C` and `POSIX` are English), and GNU's `LANGUAGE` list (`ja:en`) for the
/// language of messages when it is set and the locale is not `C`.
package enum ProcessLocale {
    /// The process's locale, read once.
    package static let current: Locale = locale(from: ProcessInfo.processInfo.environment)

    /// The locale the variables in `environment` name.
    static func locale(from environment: [String: String]) -> Locale {
        let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let base = identifier(of: setting)
        if base != nil, let languages = environment["LANGUAGE"], let first = languages.split(separator: ":").first {
            if let language = identifier(of: String(first)) { return Locale(identifier: language) }
        }
        return Locale(identifier: base ?? "en_US")
    }

    /// `ja_JP` of `ja_JP.UTF-8@modifier`; nil for `C`, `POSIX` and nothing.
    static func identifier(of setting: String) -> String? {
        let name = setting.prefix { $0 != "." && $0 != "@" }
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        return String(name)
    }
}
