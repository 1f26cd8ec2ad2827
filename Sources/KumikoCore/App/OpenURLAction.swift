import Foundation

/// An action that opens a URL, as SwiftUI's `OpenURLAction`: read it from the environment (`@Environment(\.openURL)
/// var openURL`) and call it, `openURL(url)`. A ``Link`` opens its destination through it.
///
/// Set your own with `environment(\.openURL, OpenURLAction { url in … })` to handle URLs in the app. The
/// system action (the default, and what a handler's `.systemAction` asks for) cannot open a browser from a
/// terminal: it writes the URL on standard error once, so the user can open it, and reports that nothing was
/// opened.
public struct OpenURLAction {
    /// The result of a custom open URL action, as SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded, systemAction(URL?)
        }

        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler discarded the URL.
        public static let discarded = Result(kind: .discarded)
        /// The handler asks the system to open the original URL.
        public static let systemAction = Result(kind: .systemAction(nil))

        /// The handler asks the system to open a different URL.
        ///
        /// - Parameter url: The URL the system opens.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    private let handler: (URL) -> Result

    /// Creates an action that opens a URL with a handler of your own.
    ///
    /// - Parameter handler: Opens the URL and says how it went.
    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    /// Opens a URL.
    ///
    /// - Parameter url: The URL to open.
    public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    /// Opens a URL and reports whether it was opened.
    ///
    /// - Parameters:
    ///   - url: The URL to open.
    ///   - completion: Told `true` when the URL was opened.
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .systemAction(let other): completion(Self.openWithSystem(other ?? url))
        }
    }

    /// The system's way to open a URL on this platform: none from a terminal, so the URL is reported once on
    /// standard error and nothing is opened.
    static func openWithSystem(_ url: URL) -> Bool {
        Diagnostics.warnOnce("openURL.\(url.absoluteString)",
                             "openURL: a terminal cannot open \(url.absoluteString) in a browser; open it yourself.")
        return false
    }

    /// The default action: the system's.
    static var system: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
    /// The action that opens URLs here (``Link`` uses it), as SwiftUI's `openURL`.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
