import Foundation

/// A layout that gives its single subview its own proposal, size and place: the element that wraps a view
/// only to draw something over it (a focused button's mark).
struct PassThroughLayout: ForwardsFirstSubviewGuides {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}
