import Foundation

/// UIKit's screen, so that SwiftUI code that sizes views from `UIScreen.main.bounds` compiles and gets the size
/// of the window the app shows: the terminal's size in points, or the size an `ImageRenderer` proposes; an
/// iPhone's 390 × 844 points before anything is laid out.
@MainActor
public final class UIScreen {
    private init() {}

    /// The screen the app shows on.
    public static let main = UIScreen()

    /// The screen's rectangle in points: the window the app shows.
    public var bounds: CGRect { MainScene.bounds }

    /// The screen's rectangle in pixels: the same as ``bounds`` (a point is the platform's unit).
    public var nativeBounds: CGRect { MainScene.bounds }

    /// Pixels per point: 1.
    public var scale: CGFloat { 1 }

    /// Pixels per point of the physical screen: 1.
    public var nativeScale: CGFloat { 1 }

    /// The screen's brightness, 0…1: a terminal has none to set, so it stays 1 and setting it warns once.
    public var brightness: CGFloat {
        get { 1 }
        set { Diagnostics.warnOnce("UIScreen.brightness", "UIScreen.brightness: a terminal's brightness cannot be set; nothing changes.") }
    }
}
