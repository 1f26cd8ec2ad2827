import Foundation

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners as bits.
    public let rawValue: UInt
    /// Corners from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's Bézier path, so that the shapes SwiftUI code builds with it compile and draw — above all the common
/// "round only some corners" shape, `Path(UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:).cgPath)`. It
/// builds a ``Path``; `clockwise` is UIKit's (as seen on screen), angles are in radians.
public class UIBezierPath {
    /// The outline.
    private var path: Path

    /// The width a stroke of the path would have: kept for code that sets it; SwiftUI strokes with its own style.
    public var lineWidth: CGFloat = 1

    /// An empty path.
    public init() { path = Path() }

    /// A rectangle.
    public init(rect: CGRect) { path = Path(rect) }

    /// An ellipse inscribed in a rectangle.
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }

    /// A rectangle with all corners rounded.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius)
    }

    /// A rectangle with the chosen corners rounded by `cornerRadii.width`, the others square.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        func radius(of corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? cornerRadii.width : 0 }
        path = UnevenRoundedRectangle(
            topLeadingRadius: radius(of: .topLeft), bottomLeadingRadius: radius(of: .bottomLeft),
            bottomTrailingRadius: radius(of: .bottomRight), topTrailingRadius: radius(of: .topRight)
        ).path(in: rect)
    }

    /// An arc of a circle.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with a Core Graphics path's outline.
    public init(cgPath: CGPath) { path = Path(cgPath) }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { path.cgPath }

    /// The smallest rectangle containing the path.
    public var bounds: CGRect { path.boundingRect }

    /// Whether the path has no segments.
    public var isEmpty: Bool { path.isEmpty }

    /// Starts a subpath at a point.
    public func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a line to a point.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }

    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds an arc around a centre; `clockwise` as seen on screen (Core Graphics' and ``Path``'s sense is the
    /// opposite in the y-down space).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    /// Closes the current subpath.
    public func close() { path.closeSubpath() }

    /// Adds another path's segments.
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }

    /// Removes every segment.
    public func removeAllPoints() { path = Path() }

    /// Whether a point is inside the path.
    public func contains(_ point: CGPoint) -> Bool { path.contains(point) }
}
