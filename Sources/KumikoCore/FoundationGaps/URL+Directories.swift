import Foundation

#if !canImport(Darwin)
/// The user's standard folders as `URL` properties, which Apple's Foundation has (macOS 13, iOS 16) and the
/// Foundation of Linux toolchains lacks (it has `homeDirectory`, `temporaryDirectory` and `currentDirectory()`).
/// Each is the folder `FileManager.default.urls(for:in: .userDomainMask)` names on Linux (the XDG folders:
/// `~/Documents`, `$XDG_DATA_HOME` or `~/.local/share`, `$XDG_CACHE_HOME` or `~/.cache`, …), so code that uses
/// either form agrees. Visible to files that import only Foundation too (extension members are found through
/// any module the program imports).
extension URL {
    /// The user's documents folder (`~/Documents`).
    public static var documentsDirectory: URL { userFolder(.documentDirectory, fallback: "Documents") }

    /// The folder for the app's support files (`$XDG_DATA_HOME`, or `~/.local/share`).
    public static var applicationSupportDirectory: URL {
        userFolder(.applicationSupportDirectory, fallback: ".local/share")
    }

    /// The folder for discardable cache files (`$XDG_CACHE_HOME`, or `~/.cache`).
    public static var cachesDirectory: URL { userFolder(.cachesDirectory, fallback: ".cache") }

    /// The user's desktop folder (`~/Desktop`).
    public static var desktopDirectory: URL { userFolder(.desktopDirectory, fallback: "Desktop") }

    /// The user's downloads folder (`~/Downloads`).
    public static var downloadsDirectory: URL { userFolder(.downloadsDirectory, fallback: "Downloads") }

    /// The user's movies folder (`~/Videos` on Linux).
    public static var moviesDirectory: URL { userFolder(.moviesDirectory, fallback: "Videos") }

    /// The user's music folder (`~/Music`).
    public static var musicDirectory: URL { userFolder(.musicDirectory, fallback: "Music") }

    /// The user's pictures folder (`~/Pictures`).
    public static var picturesDirectory: URL { userFolder(.picturesDirectory, fallback: "Pictures") }

    /// The user's public folder (`~/Public`).
    public static var sharedPublicDirectory: URL { userFolder(.sharedPublicDirectory, fallback: "Public") }

    /// The user's trash folder.
    public static var trashDirectory: URL { userFolder(.trashDirectory, fallback: ".Trash") }

    /// Foundation's folder for `directory`, or `fallback` inside the home folder when it names none.
    private static func userFolder(_ directory: FileManager.SearchPathDirectory, fallback: String) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL.homeDirectory.appendingPathComponent(fallback, isDirectory: true)
    }
}
#endif
