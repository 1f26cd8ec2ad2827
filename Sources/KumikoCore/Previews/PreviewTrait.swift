import Foundation

/// A trait that customizes a preview, as DeveloperToolsSupport's `PreviewTrait`: its layout or orientation.
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    package enum Kind: Sendable, Equatable {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }
    package let kind: Kind
    package init(_ kind: Kind) { self.kind = kind }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the device's screen (the default).
    public static var defaultLayout: PreviewTrait<T> { .init(.layout(.device)) }
    /// The preview is as large as the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { .init(.layout(.sizeThatFits)) }
    /// The preview has a fixed size, in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        .init(.layout(.fixed(width: width, height: height)))
    }
    /// The device upright (the default).
    public static var portrait: PreviewTrait<T> { .init(.orientation(.portrait)) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { .init(.orientation(.portraitUpsideDown)) }
    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<T> { .init(.orientation(.landscapeLeft)) }
    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait<T> { .init(.orientation(.landscapeRight)) }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable, Equatable {
    /// The device's screen.
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of a device, as SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's name.
    public let id: String
    private init(_ id: String) { self.id = id }
    /// Upright.
    public static let portrait = InterfaceOrientation("portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// Turned with its top to the left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// Turned with its top to the right.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")
    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the device lies on its side (width and height swap).
    package var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A device a preview imitates, as SwiftUI's `PreviewDevice`: `"iPhone 15"`, `PreviewDevice(rawValue: "iPad Air")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String
    /// Creates a device from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a device from its name.
    public init(stringLiteral value: String) { rawValue = value }

    /// The screen size in points, portrait: an iPad's, an iPhone SE's or Apple Watch's when the name says so,
    /// else a 6.1-inch iPhone's.
    package var screenSize: CGSize {
        let name = rawValue.lowercased()
        if name.contains("ipad") { return CGSize(width: 820, height: 1180) }
        if name.contains("watch") { return CGSize(width: 198, height: 242) }
        if name.contains("max") || name.contains("plus") { return CGSize(width: 430, height: 932) }
        if name.contains(" se") || name.contains("mini") || name.hasSuffix(" 8") { return CGSize(width: 375, height: 667) }
        return CGSize(width: 390, height: 844)
    }
}

/// The platform a `PreviewProvider` targets, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
}
