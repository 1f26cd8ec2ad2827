import Foundation

/// UIKit's scene, so that `UIApplication.shared.connectedScenes` and `as? UIWindowScene` compile.
@MainActor
public class UIScene: NSObject {
    override init() { super.init() }
}

/// UIKit's window scene: the app's one window.
@MainActor
public final class UIWindowScene: UIScene {
    /// The scene of the window the app shows.
    static let main = UIWindowScene()

    /// The scene's windows: the one the app shows.
    public var windows: [UIWindow] { [UIWindow.main] }

    /// The window that takes key presses: the one the app shows.
    public var keyWindow: UIWindow? { UIWindow.main }

    /// The screen the scene shows on.
    public var screen: UIScreen { .main }
}

/// UIKit's window, so that code reading `safeAreaInsets` or `bounds` from `UIApplication.shared.windows.first`
/// compiles. A terminal has no notch or home indicator: the safe area insets are zero.
@MainActor
public final class UIWindow: NSObject {
    /// The window the app shows.
    static let main = UIWindow()

    override private init() { super.init() }

    /// The window's rectangle in points.
    public var bounds: CGRect { MainScene.bounds }

    /// The window's frame in points.
    public var frame: CGRect { MainScene.bounds }

    /// The distances from the window's edges that its content should keep clear of: none in a terminal.
    public var safeAreaInsets: UIEdgeInsets { .zero }

    /// Whether the window takes key presses: always.
    public var isKeyWindow: Bool { true }

    /// The scene the window belongs to.
    public var windowScene: UIWindowScene? { .main }

    /// The screen the window shows on.
    public var screen: UIScreen { .main }
}
