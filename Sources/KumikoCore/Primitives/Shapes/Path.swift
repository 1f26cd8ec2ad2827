import Foundation

/// The outline of a shape, as SwiftUI's `Path`: straight and curved segments, flattened into polygons for
/// cell rasterisation. Paths made from one rectangle, rounded rectangle or ellipse remember it, so a backend
/// can draw them with box-drawing characters.
public struct Path: Sendable, Equatable {
    /// What a single-figure path is, when known.
    package enum Figure: Sendable, Equatable {
        /// A rectangle.
        case rect(CGRect)
        /// A rounded rectangle with a corner radius.
        case roundedRect(CGRect, CGFloat)
        /// An ellipse inscribed in a rectangle.
        case ellipse(CGRect)
    }
    /// The path's closed or open polygons.
    package private(set) var polygons: [[CGPoint]] = []
    /// The single figure the path consists of, if any.
    package private(set) var figure: Figure?
    private var current: [CGPoint] = []
    /// The polygons and the open one still being built: every segment the path draws.
    package var segmentPolylines: [[CGPoint]] { current.count > 1 ? polygons + [current] : polygons }

    /// Creates an empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
        figure = .rect(rect)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        let radius = max(0, min(cornerRadius, min(rect.width, rect.height) / 2))
        addRoundedRect(rect, radius: radius)
        figure = .roundedRect(rect, radius)
    }

    /// A rounded rectangle with a corner size.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    /// An ellipse inscribed in a rectangle.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
        figure = .ellipse(rect)
    }

    /// Builds a path with a closure.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// The smallest rectangle containing the path.
    public var boundingRect: CGRect {
        let points = polygons.flatMap { $0 } + current
        guard let first = points.first else { return .null }
        var rect = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { rect = rect.union(CGRect(origin: point, size: .zero)) }
        return rect
    }

    /// Whether the path has no segments.
    public var isEmpty: Bool { polygons.isEmpty && current.isEmpty }

    /// Starts a new subpath.
    public mutating func move(to point: CGPoint) {
        flush()
        current = [point]
        figure = nil
    }

    /// Adds a straight line.
    public mutating func addLine(to point: CGPoint) {
        if current.isEmpty { current = [point] } else { current.append(point) }
        figure = nil
    }

    /// Adds a quadratic curve.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = current.last ?? end
        for step in 1...8 {
            let t = CGFloat(step) / 8
            let a = (1 - t) * (1 - t), b = 2 * (1 - t) * t, c = t * t
            addLine(to: CGPoint(x: a * start.x + b * control.x + c * end.x, y: a * start.y + b * control.y + c * end.y))
        }
    }

    /// Adds a cubic curve.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let start = current.last ?? end
        for step in 1...12 {
            let t = CGFloat(step) / 12, u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            addLine(to: CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                                y: a * start.y + b * control1.y + c * control2.y + d * end.y))
        }
    }

    /// Adds an arc around a centre (angles in the y-down coordinate space).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise, sweep > 0 { sweep -= 2 * .pi }
        if !clockwise, sweep < 0 { sweep += 2 * .pi }
        let steps = max(4, min((abs(sweep) / (.pi / 16)).clampedInt(.down), 1024))
        for step in 0...steps {
            let angle = startAngle.radians + sweep * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if step == 0, current.isEmpty { current = [point] } else { addLine(to: point) }
        }
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        if let first = current.first { current.append(first) }
        flush()
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        flush()
        polygons.append([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            CGPoint(x: rect.minX, y: rect.minY),
        ])
        figure = nil
    }

    /// Adds a closed rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(rect, radius: min(cornerSize.width, cornerSize.height))
    }

    private mutating func addRoundedRect(_ rect: CGRect, radius: CGFloat) {
        flush()
        guard radius > 0 else { addRect(rect); return }
        var points: [CGPoint] = []
        let corners = [
            (CGPoint(x: rect.maxX - radius, y: rect.minY + radius), -Double.pi / 2),
            (CGPoint(x: rect.maxX - radius, y: rect.maxY - radius), 0),
            (CGPoint(x: rect.minX + radius, y: rect.maxY - radius), Double.pi / 2),
            (CGPoint(x: rect.minX + radius, y: rect.minY + radius), Double.pi),
        ]
        for (center, start) in corners {
            for step in 0...6 {
                let angle = start + Double.pi / 2 * Double(step) / 6
                points.append(CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            }
        }
        points.append(points[0])
        polygons.append(points)
        figure = nil
    }

    /// Adds a closed ellipse.
    public mutating func addEllipse(in rect: CGRect) {
        flush()
        let steps = 48
        var points: [CGPoint] = []
        for step in 0...steps {
            let angle = 2 * Double.pi * Double(step) / Double(steps)
            points.append(CGPoint(x: rect.midX + rect.width / 2 * cos(angle), y: rect.midY + rect.height / 2 * sin(angle)))
        }
        polygons.append(points)
        figure = nil
    }

    /// Adds another path.
    public mutating func addPath(_ path: Path) {
        flush()
        polygons.append(contentsOf: path.polygons)
        figure = nil
    }

    /// Whether a point is inside the path (even-odd rule).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var inside = false
        for polygon in polygons + (current.isEmpty ? [] : [current]) where polygon.count > 2 {
            var j = polygon.count - 1
            for i in polygon.indices {
                let a = polygon[i], b = polygon[j]
                if (a.y > point.y) != (b.y > point.y),
                   point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x {
                    inside.toggle()
                }
                j = i
            }
        }
        return inside
    }

    /// The path moved by an offset.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var copy = self
        copy.polygons = polygons.map { $0.map { CGPoint(x: $0.x + dx, y: $0.y + dy) } }
        copy.current = current.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        switch figure {
        case .rect(let r): copy.figure = .rect(r.offsetBy(dx: dx, dy: dy))
        case .roundedRect(let r, let radius): copy.figure = .roundedRect(r.offsetBy(dx: dx, dy: dy), radius)
        case .ellipse(let r): copy.figure = .ellipse(r.offsetBy(dx: dx, dy: dy))
        case nil: break
        }
        return copy
    }

    /// The path with every point transformed. A rectangle, rounded rectangle or ellipse moved or scaled (not
    /// rotated or skewed) stays that figure.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var copy = self
        copy.polygons = polygons.map { $0.map { $0.applying(transform) } }
        copy.current = current.map { $0.applying(transform) }
        guard transform.b == 0, transform.c == 0 else {
            copy.figure = nil
            return copy
        }
        switch figure {
        case .rect(let r): copy.figure = .rect(r.applying(transform))
        case .roundedRect(let r, let radius): copy.figure = .roundedRect(r.applying(transform), radius * min(abs(transform.a), abs(transform.d)))
        case .ellipse(let r): copy.figure = .ellipse(r.applying(transform))
        case nil: break
        }
        return copy
    }

    /// The part of the path from `fromFraction` to `toFraction` of its length (0…1; values outside are clamped, a
    /// value that is not a number is 0 or 1), as open polylines.
    public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
        let from = fromFraction.isNaN ? 0 : min(max(fromFraction, 0), 1)
        let to = toFraction.isNaN ? 1 : min(max(toFraction, 0), 1)
        if from <= 0, to >= 1 { return self }
        let lines = polygons + (current.count > 1 ? [current] : [])
        func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = lines.reduce(CGFloat(0)) { sum, line in sum + zip(line, line.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) } }
        var result = Path()
        guard from < to, total > 0, total.isFinite else { return result }
        let (start, end) = (from * total, to * total)
        var travelled: CGFloat = 0
        for line in lines {
            var piece: [CGPoint] = []
            for (a, b) in zip(line, line.dropFirst()) {
                let segment = length(a, b)
                defer { travelled += segment }
                guard segment > 0, travelled + segment > start, travelled < end else { continue }
                func point(at distance: CGFloat) -> CGPoint {
                    let t = min(max((distance - travelled) / segment, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if piece.isEmpty { piece.append(point(at: max(start, travelled))) }
                piece.append(point(at: min(end, travelled + segment)))
            }
            if piece.count > 1 {
                result.move(to: piece[0])
                for point in piece.dropFirst() { result.addLine(to: point) }
            }
        }
        result.flush()
        return result
    }

    private mutating func flush() {
        if current.count > 1 { polygons.append(current) }
        current = []
    }
}

/// The style of rounded corners (both draw the same in a terminal).
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter-circle corners.
    case circular
    /// Continuous-curvature corners.
    case continuous
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable, Comparable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / .pi }
    /// Creates an angle from radians.
    public init(radians: Double) { self.radians = radians }
    /// Creates an angle from degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// A zero angle.
    public init() { radians = 0 }
    /// An angle in radians.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    /// An angle in degrees.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    /// Zero.
    public static let zero = Angle(radians: 0)
    /// Orders angles.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}
