import Foundation

/// A view that adapts to the available space by providing the first child view that fits, as SwiftUI's
/// `ViewThatFits`.
///
/// The children are tried in order: a child fits when its ideal size (its size for a proposal left unspecified
/// on the constrained axes) is no larger than the proposal on each of those axes (an unspecified proposal
/// always fits). The first that fits is laid out with the proposal and drawn; the others are neither placed nor
/// drawn. When none fits, the last child is used.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Creates a view that selects the first of its children that fits along the given axes.
    ///
    /// - Parameters:
    ///   - axes: The axes along which to check the children's ideal sizes (both unless given).
    ///   - content: The children, from the preferred (usually the largest) to the last resort.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Primitive: never evaluated.
    public var body: Never { bodyError() }

    static func makeNode(graph: ViewGraph) -> ViewNode { ViewThatFitsNode<Content>(graph: graph) }
}

/// The node of a ``ViewThatFits``: its content's elements are the candidates of one ``ViewThatFitsElement``.
@MainActor
final class ViewThatFitsNode<Content: View>: ViewNode {
    override var producesElements: Bool { true }
    private var view: ViewThatFits<Content>?
    private lazy var element = ViewThatFitsElement(node: self)

    override func setView(_ view: any View) -> Bool {
        self.view = (view as! ViewThatFits<Content>)
        return true
    }

    override func evaluate() {
        guard let view else { return }
        element.axes = view.axes
        reconcileChild(view.content)
    }

    override func collectElements(into elements: inout [LayoutElement]) {
        element.candidates = childElements()
        elements.append(element)
    }
}

/// Lays out and draws the first candidate whose ideal size fits the proposal on the constrained axes.
@MainActor
final class ViewThatFitsElement: LayoutElement {
    var axes: Axis.Set = [.horizontal, .vertical]
    var candidates: [LayoutElement] = []
    /// The candidate placed in the latest layout.
    private var placed: LayoutElement?

    /// The candidate used for `proposal`.
    func choice(for proposal: ProposedViewSize) -> LayoutElement? {
        guard let last = candidates.last else { return nil }
        let ideal = ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                     height: axes.contains(.vertical) ? nil : proposal.height)
        func fits(_ length: CGFloat, _ offered: CGFloat?) -> Bool {
            guard let offered, offered.isFinite else { return true }
            return length <= offered + 1e-6
        }
        return candidates.dropLast().first { candidate in
            let size = candidate.sizeThatFits(ideal)
            return (!axes.contains(.horizontal) || fits(size.width, proposal.width))
                && (!axes.contains(.vertical) || fits(size.height, proposal.height))
        } ?? last
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func placeContent(in frame: CGRect, proposal: ProposedViewSize) {
        placed = choice(for: proposal)
        placed?.place(in: frame, proposal: proposal)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        choice(for: proposal)?.dimensions(in: proposal).explicit(key)
    }

    override func draw(into list: inout DisplayList) {
        placed?.render(into: &list)
    }
}
