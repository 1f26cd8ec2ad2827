import Foundation

/// The stack algorithm shared by ``HStackLayout`` and ``VStackLayout`` (research §2, from OpenSwiftUI's
/// StackLayout audited against SwiftUI, objc.io's "How an HStack lays out its children", WWDC19 session 237).
///
/// With a concrete major proposal, children are sorted by layout priority (descending) then flexibility
/// (ascending); lower-priority groups' minimum lengths are reserved; each child in turn is offered an equal
/// share of what is left. A nil major proposal offers every child nil. Children are placed in source order, each
/// proposed what it was offered when sized (its share along the axis and the stack's length across it), not the
/// size it chose: a child that sizes itself from the proposal (a custom `Layout` proposing its subview a fraction
/// of it) is placed as it was measured, as in SwiftUI.
@MainActor
struct StackLayoutEngine {
    /// The stack's axis.
    let axis: Axis
    /// The guide the children are aligned on, across the axis.
    let alignment: AlignmentKey
    /// The spacing argument; nil uses the children's preferred spacing.
    let spacing: CGFloat?

    /// The distance before each child (0 for the first).
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        var gaps = [CGFloat](repeating: 0, count: subviews.count)
        for index in subviews.indices.dropFirst() {
            gaps[index] = spacing ?? subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: axis)
        }
        return gaps
    }

    /// Each child's size for a proposal.
    func childSizes(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, gaps: [CGFloat]) -> [CGSize] {
        childOffers(proposal, subviews, gaps: gaps).sizes
    }

    /// What each child is offered for a proposal, and the size it chooses for that offer.
    func childOffers(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
                     gaps: [CGFloat]) -> (offers: [ProposedViewSize], sizes: [CGSize]) {
        let minor = proposal[axis.other]
        guard let major = proposal[axis] else {
            let offer = ProposedViewSize(major: nil, minor: minor, axis: axis)
            return (Array(repeating: offer, count: subviews.count), subviews.map { $0.sizeThatFits(offer) })
        }
        struct Measure { let index: Int; let priority: Double; let minimum: CGFloat; let flexibility: CGFloat }
        let measures = subviews.indices.map { index -> Measure in
            let subview = subviews[index]
            let minimum = subview.sizeThatFits(ProposedViewSize(major: 0, minor: minor, axis: axis))[axis]
            let maximum = subview.sizeThatFits(ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis]
            let priority = subview.element.isSpacer ? -Double.infinity : subview.priority
            return Measure(index: index, priority: priority, minimum: minimum, flexibility: maximum - minimum)
        }
        let ordered = measures.enumerated().sorted { a, b in
            if a.element.priority != b.element.priority { return a.element.priority > b.element.priority }
            let fa = a.element.flexibility, fb = b.element.flexibility
            if fa == fb, fa.isInfinite, a.element.minimum != b.element.minimum {
                return a.element.minimum > b.element.minimum
            }
            if fa != fb { return fa < fb }
            return a.offset < b.offset
        }.map(\.element)

        var sizes = [CGSize](repeating: .zero, count: subviews.count)
        var offers = [ProposedViewSize](repeating: .zero, count: subviews.count)
        let firstPriority = ordered.first?.priority
        var available = major - gaps.reduce(0, +)
        for measure in ordered where measure.priority != firstPriority { available -= measure.minimum }
        var start = 0
        while start < ordered.count {
            var end = start
            while end < ordered.count, ordered[end].priority == ordered[start].priority { end += 1 }
            let group = ordered[start..<end]
            if start > 0 { available += group.reduce(0) { $0 + $1.minimum } }
            var remaining = group.count
            for measure in group {
                let share = max(available / CGFloat(remaining), 0)
                let offer = ProposedViewSize(major: share.isNaN ? 0 : share, minor: minor, axis: axis)
                let size = subviews[measure.index].sizeThatFits(offer)
                offers[measure.index] = offer
                sizes[measure.index] = size
                available -= size[axis]
                if available.isNaN { available = 0 }
                remaining -= 1
            }
            start = end
        }
        return (offers, sizes)
    }

    /// The children's frames relative to the stack's origin, the proposals they were sized with, and the
    /// stack's size.
    func arrange(_ proposal: ProposedViewSize,
                 _ subviews: LayoutSubviews) -> (frames: [CGRect], offers: [ProposedViewSize], size: CGSize) {
        let gaps = gaps(subviews)
        let (offers, sizes) = childOffers(proposal, subviews, gaps: gaps)
        var majorPosition: CGFloat = 0
        var minorStarts = [CGFloat](repeating: 0, count: subviews.count)
        var low = CGFloat.infinity, high = -CGFloat.infinity
        for index in subviews.indices {
            // The guide of the dimensions the child was sized with.
            let guide = subviews[index].element.dimensions(in: offers[index])[alignment]
            minorStarts[index] = -guide
            low = min(low, -guide)
            high = max(high, -guide + sizes[index][axis.other])
        }
        if subviews.isEmpty { low = 0; high = 0 }
        var frames: [CGRect] = []
        frames.reserveCapacity(subviews.count)
        for index in subviews.indices {
            majorPosition += gaps[index]
            let origin = axis == .horizontal
                ? CGPoint(x: majorPosition, y: minorStarts[index] - low)
                : CGPoint(x: minorStarts[index] - low, y: majorPosition)
            frames.append(CGRect(origin: origin, size: sizes[index]))
            majorPosition += sizes[index][axis]
        }
        return (frames, offers, CGSize(major: majorPosition, minor: high - low, axis: axis))
    }

    /// The stack's size.
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        arrange(proposal, subviews).size
    }

    /// The proposal children get when placed: a nil minor dimension becomes the stack's final minor size.
    private func placementProposal(_ proposal: ProposedViewSize, bounds: CGRect) -> ProposedViewSize {
        var placing = proposal
        if placing[axis.other] == nil { placing[axis.other] = bounds.size[axis.other] }
        return placing
    }

    /// Places the children in source order, each proposed what it was offered when sized.
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let (frames, offers, _) = arrange(placementProposal(proposal, bounds: bounds), subviews)
        for (index, frame) in frames.enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
                                  proposal: offers[index])
        }
    }
}

/// A horizontal stack layout, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
    /// The vertical alignment of the children.
    public var alignment: VerticalAlignment
    /// The distance between children, or nil for their preferred spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var engine: StackLayoutEngine { StackLayoutEngine(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engine.sizeThatFits(proposal, subviews)
    }

    /// Places the children left to right.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        engine.place(in: bounds, proposal, subviews)
    }
}

/// A vertical stack layout, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
    /// The horizontal alignment of the children.
    public var alignment: HorizontalAlignment
    /// The distance between children, or nil for their preferred spacing.
    public var spacing: CGFloat?

    /// Creates a vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var engine: StackLayoutEngine { StackLayoutEngine(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        engine.sizeThatFits(proposal, subviews)
    }

    /// Places the children top to bottom.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        engine.place(in: bounds, proposal, subviews)
    }
}

/// An overlaying stack layout, as SwiftUI's `ZStackLayout` (research §9): every child gets the proposal;
/// the children with the highest layout priority decide the size; all are aligned on `alignment`.
public struct ZStackLayout: Layout {
    /// The alignment of the children.
    public var alignment: Alignment

    /// Creates an overlaying stack layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    /// The children's frames relative to the stack's origin, and the stack's size.
    private func arrange(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (frames: [CGRect], size: CGSize) {
        let topPriority = subviews.map(\.priority).max()
        var union: CGRect?
        var frames: [CGRect] = []
        for subview in subviews {
            let dimensions = subview.dimensions(in: proposal)
            let frame = CGRect(x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical],
                               width: dimensions.width, height: dimensions.height)
            frames.append(frame)
            if subview.priority == topPriority { union = union?.union(frame) ?? frame }
        }
        let bounds = union ?? .zero
        return (frames.map { $0.offsetBy(dx: -bounds.minX, dy: -bounds.minY) }, bounds.size)
    }

    /// The size of the highest-priority children, aligned.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(proposal, subviews).size
    }

    /// Places every child aligned on the stack's alignment.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let placing = ProposedViewSize(width: proposal.width ?? bounds.width, height: proposal.height ?? bounds.height)
        let (frames, size) = arrange(placing, subviews)
        // Align the arranged content inside the bounds the parent gave.
        let dx = (bounds.width - size.width) * alignment.horizontal.fraction
        let dy = (bounds.height - size.height) * alignment.vertical.fraction
        for (index, frame) in frames.enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX + dx + frame.minX, y: bounds.minY + dy + frame.minY),
                                  proposal: placing)
        }
    }
}

extension HorizontalAlignment {
    /// Where the guide sits as a fraction of a width, for the built-in guides (custom guides: centre).
    var fraction: CGFloat {
        self == .leading ? 0 : self == .trailing ? 1 : 0.5
    }
}

extension VerticalAlignment {
    /// Where the guide sits as a fraction of a height, for the built-in guides (baselines: bottom).
    var fraction: CGFloat {
        self == .top ? 0 : self == .center ? 0.5 : self == .bottom ? 1 : 1
    }
}
