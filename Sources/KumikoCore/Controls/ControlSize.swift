import Foundation

/// The size of controls, as SwiftUI's `ControlSize`. The environment keeps it (`controlSize(_:)`); a terminal
/// draws controls one size, a row tall.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest.
    case mini
    /// Small.
    case small
    /// The default.
    case regular
    /// Large.
    case large
    /// The largest.
    case extraLarge
}

/// The shape of a bordered button's border, as SwiftUI's `ButtonBorderShape`. The environment keeps it
/// (`buttonBorderShape(_:)`); a terminal draws a bordered button as a band of colour.
public struct ButtonBorderShape: Hashable, Sendable {
    private let name: String
    private let radius: CGFloat?
    /// The style's own shape.
    public static let automatic = ButtonBorderShape(name: "automatic", radius: nil)
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule", radius: nil)
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle", radius: nil)
    /// A rounded rectangle of the platform's radius.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle", radius: nil)
    /// A rounded rectangle of a radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: "roundedRectangle", radius: radius)
    }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The size of the controls inside.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// The border shape of the bordered buttons inside.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of the controls inside (a terminal draws controls one size).
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }

    /// Sets the border shape of the bordered buttons inside (a terminal draws a band of colour).
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { environment(\.buttonBorderShape, shape) }
}
