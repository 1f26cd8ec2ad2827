import Foundation

/// `frame(width:height:alignment:)`: fixed dimensions replace the proposal and the child's size (research §4,
/// Apple's frame(width:height:alignment:) documentation).
struct FrameLayout: ChildAligningFrame, UnaryLayoutModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = FrameLayout.validated(width)
        self.height = FrameLayout.validated(height)
        self.alignment = alignment
    }

    /// Negative and non-finite values are invalid: a diagnostic, then treated as nil (as SwiftUI does).
    static func validated(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        guard value.isFinite, value >= 0 else {
            Diagnostics.warnOnce("frame.invalid", "Invalid frame dimension (negative or non-finite): \(value); ignored.")
            return nil
        }
        return value
    }

    var layout: any Layout { self }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(width: width ?? child.width, height: height ?? child.height)
    }

    func placementProposal(in bounds: CGRect, _ proposal: ProposedViewSize) -> ProposedViewSize {
        childProposal(proposal)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (research §5: Apple's
/// documentation text; OpenSwiftUI's _FlexFrameLayout, whose normalisation OpenSwiftUI's SymbolDual tests
/// measured against SwiftUI).
struct FlexibleFrameLayout: ChildAligningFrame, UnaryLayoutModifier {
    /// Constraints along one axis.
    struct Constraints {
        var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

        /// Normalised as SwiftUI: negative minima clamp to 0; ideal ≥ min; max ≥ ideal (≥ min).
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            func clean(_ value: CGFloat?) -> CGFloat? {
                guard let value, !value.isNaN else {
                    if value?.isNaN == true { Diagnostics.warnOnce("frame.nan", "NaN frame constraint ignored.") }
                    return nil
                }
                return value
            }
            let minimum = clean(min).map { Swift.max($0, 0) }
            let idealValue = clean(ideal).map { Swift.max(minimum ?? 0, $0) }
            let maximum = clean(max).map { Swift.max(idealValue ?? minimum ?? 0, $0) }
            if let a = clean(min), let b = clean(max), a > b {
                Diagnostics.warnOnce("frame.contradictory", "Contradictory frame constraints specified.")
            }
            self.min = minimum
            self.ideal = idealValue
            self.max = maximum
        }

        /// The proposal for the child along this axis.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard var value = proposed ?? ideal else { return nil }
            if let min { value = Swift.max(value, min) }
            if let max { value = Swift.min(value, max) }
            return value
        }

        /// The frame's length along this axis, given the proposal and (lazily) the child's length.
        func length(_ proposed: CGFloat?, child: () -> CGFloat) -> CGFloat {
            if let proposed, let min, let max { return Swift.max(min, Swift.min(proposed, max)) }
            if proposed == nil, let ideal { return ideal }
            let offered = childProposal(proposed)
            var result = child()
            if let min { result = Swift.max(Swift.min(offered ?? .infinity, result), min) }
            if let max { result = Swift.min(Swift.max(offered ?? -.infinity, result), max) }
            return result
        }

        /// The proposal for the child when placed (research §5, FlexFrameIdealSizing).
        func placementProposal(original: CGFloat?, final: CGFloat) -> CGFloat? {
            if ideal == nil, original == nil, min ?? -.infinity < final, final < max ?? .infinity { return nil }
            return final
        }
    }

    let horizontal: Constraints
    let vertical: Constraints
    let alignment: Alignment

    var layout: any Layout { self }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height))
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var childSize: CGSize?
        func child() -> CGSize {
            if let childSize { return childSize }
            let size = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
            childSize = size
            return size
        }
        return CGSize(width: horizontal.length(proposal.width) { child().width },
                      height: vertical.length(proposal.height) { child().height })
    }

    func placementProposal(in bounds: CGRect, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.placementProposal(original: proposal.width, final: bounds.width),
                         height: vertical.placementProposal(original: proposal.height, final: bounds.height))
    }
}

/// A frame that places its single child inside itself, aligned on `alignment`, and forwards the child's
/// explicit guides moved by the child's offset (both frame forms).
protocol ChildAligningFrame: Layout where Cache == () {
    /// How the child is aligned in the frame.
    var alignment: Alignment { get }
    /// The proposal the child is placed with, in the frame's final bounds.
    func placementProposal(in bounds: CGRect, _ proposal: ProposedViewSize) -> ProposedViewSize
}

extension ChildAligningFrame {
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let child = subviews.first else { return }
        let childProposal = placementProposal(in: bounds, proposal)
        let origin = alignedOrigin(of: child.dimensions(in: childProposal), in: bounds.size, alignment: alignment)
        child.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: childProposal)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicit(guide.key, bounds, proposal, subviews)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        forwardedExplicit(guide.key, bounds, proposal, subviews)
    }

    private func forwardedExplicit(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize,
                                   _ subviews: Subviews) -> CGFloat? {
        let childProposal = placementProposal(in: bounds, proposal)
        return forwardedExplicit(key, subviews: subviews, childProposal: childProposal) { _ in
            alignedOrigin(of: subviews[0].dimensions(in: childProposal), in: bounds.size, alignment: alignment)
        }
    }
}

extension View {
    /// Gives the view a fixed width and/or height; unspecified dimensions keep the view's own sizing.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Constrains the view's size between minimum and maximum, with ideal sizes for unspecified proposals.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(FlexibleFrameLayout(
            horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment))
    }

    /// Deprecated no-argument frame: no effect.
    public func frame() -> some View { self }
}
