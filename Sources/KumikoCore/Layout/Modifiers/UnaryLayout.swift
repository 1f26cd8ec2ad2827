import Foundation

/// Helpers for layouts with exactly one subview.
extension Layout {
    /// The subview's explicit value for a guide, moved by the subview's offset inside the container.
    @MainActor
    func forwardedExplicit(_ key: AlignmentKey, subviews: LayoutSubviews, childProposal: ProposedViewSize,
                           childOrigin: (CGSize) -> CGPoint) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        let dimensions = child.dimensions(in: childProposal)
        guard let value = dimensions.explicit(key) else { return nil }
        let origin = childOrigin(dimensions.size)
        return value + (key.axis == .horizontal ? origin.x : origin.y)
    }
}

/// Where a child of `childSize` goes in `bounds` so that its alignment guides meet the container's.
@MainActor
func alignedOrigin(of dimensions: ViewDimensions, in size: CGSize, alignment: Alignment) -> CGPoint {
    let container = ViewDimensions(size: size)
    return CGPoint(x: container[alignment.horizontal] - dimensions[alignment.horizontal],
                   y: container[alignment.vertical] - dimensions[alignment.vertical])
}
