import Foundation

/// A column or row of a grid seen as one child of a stack, so that the grid shares space between its columns
/// (and rows) exactly as ``StackLayoutEngine`` shares it between a stack's children: by priority, then by
/// flexibility, spacers last.
///
/// A column's length for a proposal is its widest cell's; a row's is its tallest. Tracks are made for one
/// computation and then dropped.
@MainActor
final class GridTrackElement: LayoutElement {
    private let measure: (ProposedViewSize) -> CGSize
    private let trackIsSpacer: Bool
    private let trackTraits: LayoutTraits

    /// A track whose cells are `elements`, measured by `measure`.
    init(cells elements: [LayoutElement], measure: @escaping (ProposedViewSize) -> CGSize) {
        self.measure = measure
        trackIsSpacer = !elements.isEmpty && elements.allSatisfy(\.isSpacer)
        trackTraits = LayoutTraits(priority: elements.compactMap { $0.traits.priority }.max())
        super.init(node: nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
    override var isSpacer: Bool { trackIsSpacer }
    override var traits: LayoutTraits { trackTraits }
}
