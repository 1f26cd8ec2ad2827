import Foundation

/// A type that identifies an alignment guide and computes its default value, as SwiftUI's `AlignmentID`.
public protocol AlignmentID {
    /// The guide's value for a view that has no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How a container combines its children's explicit values for a guide (DESIGN.md §3.4, research §8).
enum AlignmentCombination {
    /// Not propagated (SwiftUI's leading/center/trailing/top/center/bottom).
    case none
    /// The smallest value (first text baseline: the topmost).
    case minimum
    /// The largest value (last text baseline: the lowest).
    case maximum
    /// The average (custom guides).
    case average
}

/// An alignment guide of either axis, as a hashable key.
struct AlignmentKey: Hashable {
    let id: ObjectIdentifier
    let axis: Axis
    let defaultValue: (ViewDimensions) -> CGFloat
    let combination: AlignmentCombination

    init(_ type: AlignmentID.Type, axis: Axis) {
        id = ObjectIdentifier(type)
        self.axis = axis
        defaultValue = { type.defaultValue(in: $0) }
        combination = (type as? BuiltinAlignmentID.Type)?.combination ?? .average
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Combines children's explicit values (already in the container's coordinates).
    func combine(_ values: [CGFloat]) -> CGFloat? {
        guard !values.isEmpty else { return nil }
        switch combination {
        case .none: return nil
        case .minimum: return values.min()
        case .maximum: return values.max()
        case .average: return values.reduce(0, +) / CGFloat(values.count)
        }
    }
}

/// The framework's own guides, with their combination rule.
protocol BuiltinAlignmentID: AlignmentID {
    static var combination: AlignmentCombination { get }
}

private enum LeadingID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    static let combination = AlignmentCombination.none
}
private enum HCenterID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    static let combination = AlignmentCombination.none
}
private enum TrailingID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    static let combination = AlignmentCombination.none
}
private enum TopID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    static let combination = AlignmentCombination.none
}
private enum VCenterID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    static let combination = AlignmentCombination.none
}
private enum BottomID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static let combination = AlignmentCombination.none
}
/// Non-text views put their baselines at the bottom (measured: fatbobman, layout-alignment).
private enum FirstBaselineID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static let combination = AlignmentCombination.minimum
}
private enum LastBaselineID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    static let combination = AlignmentCombination.maximum
}
private enum SeparatorLeadingID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    static let combination = AlignmentCombination.none
}
private enum SeparatorTrailingID: BuiltinAlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    static let combination = AlignmentCombination.none
}

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    let key: AlignmentKey
    /// Creates an alignment from an alignment ID.
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .horizontal) }
    /// The leading edge.
    public static let leading = HorizontalAlignment(LeadingID.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(HCenterID.self)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(TrailingID.self)
    /// Where list row separators start.
    public static let listRowSeparatorLeading = HorizontalAlignment(SeparatorLeadingID.self)
    /// Where list row separators end.
    public static let listRowSeparatorTrailing = HorizontalAlignment(SeparatorTrailingID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    let key: AlignmentKey
    /// Creates an alignment from an alignment ID.
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    /// The top edge.
    public static let top = VerticalAlignment(TopID.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(VCenterID.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(BottomID.self)
    /// The first line's text baseline.
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
    /// The last line's text baseline.
    public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment
    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// Centre.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, vertically centred.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, vertically centred.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, horizontally centred.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, horizontally centred.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A unit point in a view's bounds, as SwiftUI's `UnitPoint` (0,0 top-leading; 1,1 bottom-trailing).
public struct UnitPoint: Hashable, Sendable {
    /// The horizontal fraction.
    public var x: CGFloat
    /// The vertical fraction.
    public var y: CGFloat
    /// Creates a unit point.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    /// Creates the origin.
    public init() { self.init(x: 0, y: 0) }
    /// (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
