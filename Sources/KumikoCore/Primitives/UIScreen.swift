import Foundation

/// UIKit's screen class, so that SwiftUI code sizing views from the screen (`UIScreen.main.bounds.width / 3`)
/// compiles and gets a sensible size: `bounds` is the size of the scene the app shows, in points: the
/// terminal's window (its columns and rows in points), or the size an `ImageRenderer` proposes; 390 × 844 (an
/// iPhone's) until a scene has been laid out.
@MainActor
public final class UIScreen {
    /// The screen the app shows on.
    public static let main = UIScreen()

    /// The size of the most recent scene laid out with a definite size.
    private static var sceneSize = CGSize(width: 390, height: 844)

    /// Takes the size of a scene about to be laid out, when both its dimensions are definite.
    static func adoptSceneSize(_ proposal: ProposedViewSize) {
        guard let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite,
              width > 0, height > 0 else { return }
        sceneSize = CGSize(width: width, height: height)
    }

    private init() {}

    /// The screen's rectangle in points: the scene's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: Self.sceneSize) }

    /// The screen's rectangle in pixels (the same as `bounds`: one point is one pixel here).
    public var nativeBounds: CGRect { bounds }

    /// Pixels per point: 1.
    public var scale: CGFloat { 1 }

    /// Pixels per point of the physical screen: 1.
    public var nativeScale: CGFloat { 1 }
}

/// UIKit's application class, so that SwiftUI code opening URLs through `UIApplication.shared` compiles: it opens
/// them as `\.openURL` does without a handler of the app's (a terminal says once that it cannot, and reports
/// failure).
@MainActor
public final class UIApplication {
    /// Options for opening a URL, as UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key with a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Opens only universal links.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The app.
    public static let shared = UIApplication()

    /// The URL of the app's page in the Settings app (none here: a URL that opens nothing).
    public static let openSettingsURLString = "app-settings:"

    private init() {}

    /// Opens a URL with the system (a terminal cannot: it says so once), then calls `completionHandler` with
    /// whether it was opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = OpenURLAction.openWithSystem(url)
        completion?(opened)
    }

    /// Whether a URL can be opened with the system: false in a terminal.
    public func canOpenURL(_ url: URL) -> Bool { false }
}
