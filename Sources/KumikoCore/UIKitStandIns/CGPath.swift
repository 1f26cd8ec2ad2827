import Foundation

/// Core Graphics' immutable path, so that code converting between a SwiftUI ``Path`` and a `CGPath`
/// (`Path(bezierPath.cgPath)`, `path.cgPath`) compiles: it holds a ``Path``. Linux's Foundation has no Core
/// Graphics.
public class CGPath {
    /// The outline.
    var path: Path

    init(path: Path) { self.path = path }

    /// The smallest rectangle containing the path.
    public var boundingBox: CGRect { path.boundingRect }

    /// Whether the path has no segments.
    public var isEmpty: Bool { path.isEmpty }

    /// Whether a point is inside the path.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding) -> Bool {
        path.contains(point, eoFill: rule == .evenOdd)
    }
}

/// How a path's inside is decided, as Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding = 0
    /// Even-odd.
    case evenOdd = 1
}

/// Core Graphics' mutable path, built segment by segment (angles in radians, `clockwise` in Core Graphics'
/// sense, as ``Path/addArc(center:radius:startAngle:endAngle:clockwise:)``).
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(path: Path()) }

    /// Starts a subpath at a point.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// Adds a line to a point.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }
    /// Adds an arc around a centre.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: clockwise)
    }
    /// Adds a rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// Adds an ellipse inscribed in a rectangle.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// Adds another path.
    public func addPath(_ other: CGPath) { path.addPath(other.path) }
    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// A path with a Core Graphics path's outline.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}
