import Foundation

/// UIKit's application object, so that SwiftUI code reaching for `UIApplication.shared` compiles: opening a URL
/// goes where ``OpenURLAction``'s system action goes (a terminal cannot open a browser: the URL is reported once on
/// standard error), the windows are the one window the app shows, and what a terminal cannot do (alternate icons,
/// badges) reports that it did nothing.
@MainActor
public final class UIApplication: NSObject {
    override private init() { super.init() }

    /// The running app.
    public static let shared = UIApplication()

    /// The URL of the app's page in the system's settings: there is none in a terminal.
    public static let openSettingsURLString = "app-settings:"

    /// Keys of the options for ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public var rawValue: String
        /// A key with a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens a URL as ``OpenURLAction``'s system action does, then tells `completion` whether it was opened.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let opened = OpenURLAction.openWithSystem(url)
        completion?(opened)
    }

    /// Opens a URL as ``OpenURLAction``'s system action does and returns whether it was opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        OpenURLAction.openWithSystem(url)
    }

    /// Whether an app can open the URL: none can be opened from a terminal.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// The app's scenes: its one window's.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }

    /// The app's windows: the one it shows.
    public var windows: [UIWindow] { [UIWindow.main] }

    /// The window that takes key presses: the one the app shows.
    public var keyWindow: UIWindow? { UIWindow.main }

    /// Whether the system may dim or lock the screen: a terminal's screen is the user's, so the value is only kept.
    public var isIdleTimerDisabled = false

    /// The number on the app's icon: there is no icon; the value is only kept.
    public var applicationIconBadgeNumber = 0

    /// Whether the app can change its icon: not in a terminal.
    public var supportsAlternateIcons: Bool { false }

    /// The app's alternate icon: none.
    public var alternateIconName: String? { nil }

    /// Changes the app's icon: a terminal app has none, so this reports once on standard error and tells
    /// `completionHandler` that it is not supported.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) {
        Diagnostics.warnOnce("UIApplication.setAlternateIconName", "UIApplication.setAlternateIconName: a terminal app has no icon; nothing changes.")
        completionHandler?(CocoaError(.featureUnsupported))
    }
}
