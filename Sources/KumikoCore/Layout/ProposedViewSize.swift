import Foundation

/// A proposal for the size of a view, in points; a nil dimension asks for the view's ideal size, as in
/// SwiftUI's `ProposedViewSize`.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or nil for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or nil for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes a concrete size.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced (by 10 × 10 by default, as SwiftUI).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along an axis.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Creates a proposal from major and minor values along an axis.
    init(major: CGFloat?, minor: CGFloat?, axis: Axis) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }
}

/// A horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// The horizontal dimension.
    case horizontal
    /// The vertical dimension.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }

    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension CGSize {
    /// The length along an axis.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Creates a size from major and minor lengths along an axis.
    init(major: CGFloat, minor: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
    }

    /// The size with NaN replaced by zero and negative lengths clamped to zero (bad sizes from user layouts
    /// never reach the renderer).
    var sanitized: CGSize {
        func clean(_ value: CGFloat) -> CGFloat { value.isNaN || value < 0 ? 0 : value }
        return CGSize(width: clean(width), height: clean(height))
    }
}

extension CGRect {
    /// The rectangle with NaN coordinates replaced by zero and a negative or NaN size clamped to zero.
    var sanitized: CGRect {
        func clean(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : value }
        return CGRect(origin: CGPoint(x: clean(origin.x), y: clean(origin.y)), size: size.sanitized)
    }

    /// The rectangle mirrored left for right within `bounds` (x → minX + maxX − x − width): where a right-to-left
    /// layout puts what was worked out left to right.
    func mirrored(within bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX + bounds.maxX - maxX, y: minY, width: width, height: height)
    }
}

extension CGPoint {
    /// The coordinate along an axis.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
