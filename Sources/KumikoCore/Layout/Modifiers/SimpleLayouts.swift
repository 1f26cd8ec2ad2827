import Foundation

/// `fixedSize`: proposes nil (the ideal size) on the fixed axes; the child is centred in the result
/// (research §7; Apple's fixedSize() documentation).
struct FixedSizeLayout: Layout, UnaryLayoutModifier {
    let horizontal: Bool
    let vertical: Bool
    var layout: any Layout { self }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: childProposal(proposal))
    }
}

/// `alignmentGuide`: sets an explicit value for one guide, computed from the view's dimensions.
struct AlignmentGuideLayout: Layout, UnaryLayoutModifier {
    let key: AlignmentKey
    let compute: (ViewDimensions) -> CGFloat
    var layout: any Layout { self }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        explicit(guide.key, proposal, subviews)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        explicit(guide.key, proposal, subviews)
    }

    private func explicit(_ guide: AlignmentKey, _ proposal: ProposedViewSize, _ subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: proposal)
        // The closure sees earlier explicit values (fatbobman, layout-alignment).
        return guide == key ? compute(dimensions) : dimensions.explicit(guide)
    }
}

/// `offset`: draws the view moved, without changing its layout.
/// Its guides are the child's, unmoved: an offset changes drawing, not layout (Apple offset(x:y:): "The original
/// dimensions of the view aren't changed"), so the merged default (which would add the offset) is not used.
struct OffsetLayout: ForwardsFirstSubviewGuides, UnaryLayoutModifier {
    let offset: CGSize
    var layout: any Layout { self }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal: proposal)
    }

}

/// `position`: takes the whole proposal and centres the view at a point in it.
struct PositionLayout: Layout, UnaryLayoutModifier {
    let position: CGPoint
    var layout: any Layout { self }

    /// The proposal; an unspecified dimension is the child's size in it (OpenSwiftUI _PositionLayout, "Audited
    /// for 6.5.4": `CGSize(proposal) ?? proposal.fixingUnspecifiedDimensions(at: child.size(in: proposal))`),
    /// not the 10-pt placeholder.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.minX + position.x, y: bounds.minY + position.y), anchor: .center,
                              proposal: ProposedViewSize(bounds.size))
    }
}

/// `aspectRatio`: proposes the largest (fit) or smallest (fill) size of the ratio within the proposal, and
/// centres the child (research §12; OpenSwiftUI's _AspectRatioLayout).
struct AspectRatioLayout: Layout, UnaryLayoutModifier {
    let ratio: CGFloat?
    let contentMode: ContentMode
    var layout: any Layout { self }

    private func childProposal(_ proposal: ProposedViewSize, _ subviews: Subviews) -> ProposedViewSize {
        if proposal.width == nil, proposal.height == nil { return proposal }
        let ratioSize: CGSize
        if let ratio, ratio.isFinite, ratio > 0 {
            ratioSize = CGSize(width: ratio, height: 1)
        } else {
            let ideal = subviews.first?.sizeThatFits(.unspecified) ?? CGSize(width: 1, height: 1)
            ratioSize = ideal.width > 0 && ideal.height > 0 ? ideal : CGSize(width: 1, height: 1)
        }
        let scaleX = (proposal.width ?? .infinity) / ratioSize.width
        let scaleY = (proposal.height ?? .infinity) / ratioSize.height
        var scale = contentMode == .fit ? min(scaleX, scaleY) : max(scaleX, scaleY)
        if scale.isInfinite { scale = min(scaleX, scaleY) }
        return ProposedViewSize(width: ratioSize.width * scale, height: ratioSize.height * scale)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal, subviews)) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center,
                              proposal: childProposal(proposal, subviews))
    }
}

/// How content fills a space of another aspect ratio.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Fit inside.
    case fit
    /// Fill, overflowing.
    case fill
}

/// `clipped`: drawing is cut at the view's bounds.
struct ClipLayout: UnaryLayoutModifier {
    var layout: any Layout { PassthroughLayout() }
    var clipsToBounds: Bool { true }
}

extension View {
    /// Fixes the view at its ideal size on the given axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes the view at its ideal size.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Sets an explicit value for a horizontal alignment guide.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideLayout(key: g.key, compute: computeValue))
    }

    /// Sets an explicit value for a vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideLayout(key: g.key, compute: computeValue))
    }

    /// Draws the view moved by an offset (layout is unchanged).
    public func offset(_ offset: CGSize) -> some View { modifier(OffsetLayout(offset: offset)) }

    /// Draws the view moved by an offset (layout is unchanged).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Centres the view at a point in its parent's space, taking all of that space.
    public func position(_ position: CGPoint) -> some View { modifier(PositionLayout(position: position)) }

    /// Centres the view at a point in its parent's space, taking all of that space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Constrains the view to an aspect ratio (width / height), or its ideal size's ratio when nil.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Clips drawing to the view's bounds.
    public func clipped(antialiased: Bool = false) -> some View { modifier(ClipLayout()) }
}
