import Foundation

/// Where `@AppStorage` and `@SceneStorage` keep their files, following the XDG base directory specification:
///
/// - `@AppStorage` (settings): `$XDG_CONFIG_HOME/<app>/AppStorage.plist`, or `~/.config/<app>/…`;
/// - `@SceneStorage` (what a window showed): `$XDG_STATE_HOME/<app>/SceneStorage.plist`, or
///   `~/.local/state/<app>/…`;
///
/// where `<app>` is the executable's name. Setting the environment variable `KUMIKO_STORAGE_DIR` to an absolute
/// path puts both files directly in that folder instead (a test run, a portable install, a second profile);
/// tests inside the package call ``useDirectory(_:)``.
package enum StorageLocation {
    /// What a file holds.
    package enum Kind: Sendable {
        /// `@AppStorage` values.
        case appStorage
        /// `@SceneStorage` values.
        case sceneStorage

        var fileName: String {
            switch self {
            case .appStorage: "AppStorage.plist"
            case .sceneStorage: "SceneStorage.plist"
            }
        }
    }

    nonisolated(unsafe) private static var overridingDirectory: URL?
    private static let lock = NSLock()

    /// Puts both files in `directory` (nil: back to the environment's folders) and forgets the shared stores,
    /// so the next `@AppStorage` or `@SceneStorage` read loads from there. For tests.
    package static func useDirectory(_ directory: URL?) {
        lock.lock()
        overridingDirectory = directory
        lock.unlock()
        PersistentValues.forgetSharedStores()
    }

    /// The file for `kind`: in the folder a test chose, else from the process's environment.
    package static func file(for kind: Kind) -> URL {
        lock.lock()
        let overriding = overridingDirectory
        lock.unlock()
        if let overriding { return overriding.appendingPathComponent(kind.fileName) }
        return file(for: kind, environment: ProcessInfo.processInfo.environment,
                    appName: ProcessInfo.processInfo.processName)
    }

    /// The file for `kind` given the environment variables and the app's name.
    static func file(for kind: Kind, environment: [String: String], appName: String) -> URL {
        if let directory = absolutePath(environment["KUMIKO_STORAGE_DIR"]) {
            return URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(kind.fileName)
        }
        let base: URL
        switch kind {
        case .appStorage: base = xdgDirectory(environment["XDG_CONFIG_HOME"], fallback: ".config", environment)
        case .sceneStorage: base = xdgDirectory(environment["XDG_STATE_HOME"], fallback: ".local/state", environment)
        }
        return base.appendingPathComponent(folderName(for: appName), isDirectory: true)
            .appendingPathComponent(kind.fileName)
    }

    /// An XDG variable's folder when it holds an absolute path (the specification says to ignore relative
    /// ones), else `fallback` inside the home folder.
    private static func xdgDirectory(_ value: String?, fallback: String, _ environment: [String: String]) -> URL {
        if let path = absolutePath(value) { return URL(fileURLWithPath: path, isDirectory: true) }
        let home = absolutePath(environment["HOME"]) ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
    }

    private static func absolutePath(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return value
    }

    /// The app's folder name: its executable's name, with no path separator and never empty or a dot name.
    static func folderName(for appName: String) -> String {
        // Character by character: `replacingOccurrences` goes through NSString, whose first use is part of an
        // app's start (the launcher asks for the app storage file before the first frame).
        let cleaned = String(appName.map { $0 == "/" ? "_" : $0 })
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "kumiko-app" : cleaned
    }
}
