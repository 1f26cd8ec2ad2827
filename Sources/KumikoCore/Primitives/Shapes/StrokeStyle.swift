import Foundation

/// How the ends of a stroked line are drawn, as Core Graphics' `CGLineCap` (which Linux lacks).
public enum CGLineCap: Int32, Sendable, Hashable {
    /// Squared off at the end.
    case butt
    /// A half circle past the end.
    case round
    /// A half square past the end.
    case square
}

/// How the joins of a stroked line are drawn, as Core Graphics' `CGLineJoin` (which Linux lacks).
public enum CGLineJoin: Int32, Sendable, Hashable {
    /// Sharp corners.
    case miter
    /// Rounded corners.
    case round
    /// Bevelled corners.
    case bevel
}

/// How to stroke a path, as SwiftUI's `StrokeStyle`. The width is drawn (a terminal draws lines of 2 pt and more
/// heavy); caps, joins and dashes are kept for platforms that draw them.
public struct StrokeStyle: Hashable, Sendable {
    /// The line width.
    public var lineWidth: CGFloat
    /// How the ends of lines are drawn.
    public var lineCap: CGLineCap
    /// How joins are drawn.
    public var lineJoin: CGLineJoin
    /// The limit past which a mitred join is bevelled.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps (empty: a solid line).
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
