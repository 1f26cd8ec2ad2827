import Foundation

/// The kind of device an interface is for, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Unknown.
    case unspecified = -1
    /// A phone: a compact width.
    case phone = 0
    /// A tablet: a regular width.
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's screen.
    case carPlay = 3
    /// A Mac.
    case mac = 5
    /// A headset.
    case vision = 6
}

/// A device's orientation, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    /// Unknown.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the top to the left.
    case landscapeLeft = 3
    /// On its side, the top to the right.
    case landscapeRight = 4
    /// Lying face up.
    case faceUp = 5
    /// Lying face down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// UIKit's device, so that code asking `UIDevice.current` what it runs on compiles. The idiom follows the window's
/// width as the size classes do (a pad from the platform's regular width, else a phone); the orientation follows its
/// shape (landscape when wider than tall, in points).
@MainActor
public final class UIDevice {
    private init() {}

    /// The device the app runs on.
    public static let current = UIDevice()

    /// The kind of interface: ``UIUserInterfaceIdiom/pad`` when the window is regular width, else
    /// ``UIUserInterfaceIdiom/phone``.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        MainScene.horizontalSizeClass == .regular ? .pad : .phone
    }

    /// The window's orientation by its shape.
    public var orientation: UIDeviceOrientation { MainScene.size.width > MainScene.size.height ? .landscapeLeft : .portrait }

    /// The machine's name.
    public var name: String { ProcessInfo.processInfo.hostName }

    /// The operating system's name.
    public var systemName: String { "Linux" }

    /// The operating system's version.
    public var systemVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }

    /// The kind of device.
    public var model: String { "Linux" }
}
