import Foundation

/// The preferred spacing around a view, per edge, as SwiftUI's `ViewSpacing`.
///
/// Each edge holds a preferred distance; the distance between two neighbours is the larger of their facing
/// edges' values, and zero next to a ``Spacer`` (whose minimum length replaces the spacing).
public struct ViewSpacing: Sendable {
    /// Preferred distance on each edge; nil for a spacer edge that absorbs spacing.
    var top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?

    /// Default spacing on every edge (iOS's; a subview reports the spacing of the platform it is laid out on).
    public init() {
        self.init(metrics: .iOS)
    }

    init(metrics: PlatformMetrics) {
        top = metrics.verticalSpacing
        bottom = metrics.verticalSpacing
        leading = metrics.horizontalSpacing
        trailing = metrics.horizontalSpacing
    }

    private init(top: CGFloat?, leading: CGFloat?, bottom: CGFloat?, trailing: CGFloat?) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The spacing of a ``Spacer``: absorbs its neighbours' spacing.
    static let spacer = ViewSpacing(top: nil, leading: nil, bottom: nil, trailing: nil)

    /// The distance to `next` placed after this view along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        guard let mine, let theirs else { return 0 }
        return max(mine, theirs)
    }

    /// Merges another spacing's edges into this one, keeping the larger preference.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        func merge(_ a: CGFloat?, _ b: CGFloat?) -> CGFloat? {
            switch (a, b) {
            case let (a?, b?): return max(a, b)
            case let (a?, nil): return a
            case let (nil, b?): return b
            default: return nil
            }
        }
        if edges.contains(.top) { top = merge(top, other.top) }
        if edges.contains(.leading) { leading = merge(leading, other.leading) }
        if edges.contains(.bottom) { bottom = merge(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = merge(trailing, other.trailing) }
    }

    /// This spacing merged with another.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge.
    case trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int8
        /// Creates a set from raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// Creates a set of one edge.
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets on each edge of a rectangle, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Equatable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat
    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// Zero insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// The same inset on every edge.
    init(all value: CGFloat) { self.init(top: value, leading: value, bottom: value, trailing: value) }
}
