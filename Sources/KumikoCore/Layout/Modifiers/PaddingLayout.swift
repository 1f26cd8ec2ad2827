import Foundation

/// `padding`: the child is offered the proposal minus the insets and placed inside them (research §6).
/// Insets nil use the platform's default padding (``PlatformMetrics/defaultPadding``).
struct PaddingLayout: Layout, UnaryLayoutModifier {
    let edges: Edge.Set
    let length: CGFloat?
    let explicitInsets: EdgeInsets?

    var layout: any Layout { self }

    private func insets(_ subviews: Subviews) -> EdgeInsets {
        if let explicitInsets { return explicitInsets }
        let base: EdgeInsets
        if let length {
            base = EdgeInsets(all: length.isFinite ? length : 0)
        } else {
            base = subviews.first?.element.environment.platformMetrics.defaultPadding ?? EdgeInsets(all: 16)
        }
        return EdgeInsets(top: edges.contains(.top) ? base.top : 0, leading: edges.contains(.leading) ? base.leading : 0,
                          bottom: edges.contains(.bottom) ? base.bottom : 0, trailing: edges.contains(.trailing) ? base.trailing : 0)
    }

    private func childProposal(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                         height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let insets = insets(subviews)
        let child = subviews.first?.sizeThatFits(childProposal(proposal, insets)) ?? .zero
        return CGSize(width: max(child.width + insets.leading + insets.trailing, 0),
                      height: max(child.height + insets.top + insets.bottom, 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let insets = insets(subviews)
        subviews.first?.place(at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
                              proposal: childProposal(ProposedViewSize(bounds.size), insets))
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        let insets = insets(subviews)
        return forwardedExplicit(guide.key, subviews: subviews, childProposal: childProposal(ProposedViewSize(bounds.size), insets)) { _ in
            CGPoint(x: insets.leading, y: insets.top)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        let insets = insets(subviews)
        return forwardedExplicit(guide.key, subviews: subviews, childProposal: childProposal(ProposedViewSize(bounds.size), insets)) { _ in
            CGPoint(x: insets.leading, y: insets.top)
        }
    }
}

extension View {
    /// Pads the given edges by a length, or by the platform default when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modifier(PaddingLayout(edges: edges, length: length, explicitInsets: nil))
    }

    /// Pads every edge by a length.
    public func padding(_ length: CGFloat) -> some View {
        modifier(PaddingLayout(edges: .all, length: length, explicitInsets: nil))
    }

    /// Pads each edge by its own inset.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingLayout(edges: .all, length: nil, explicitInsets: insets))
    }
}
