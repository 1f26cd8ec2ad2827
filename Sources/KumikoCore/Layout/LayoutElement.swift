import Foundation

/// One participant in layout: what a container sees of a child (size for a proposal, guides, spacing, traits)
/// and, after placement, where it is. Elements are persistent (owned by their graph nodes) and draw
/// themselves into the display list.
@MainActor
class LayoutElement {
    /// The node whose environment the element reads.
    weak var node: ViewNode? {
        didSet { if let node { pass = node.graph.layoutPass } }
    }
    /// The layout passes of the node's graph (nil while the element has no node: its caches then last as long
    /// as it does).
    private var pass: LayoutPass?
    /// The placed frame, in global coordinates (points), after the latest layout pass.
    private(set) var frame: CGRect = .zero
    /// The proposal the element was placed with.
    private(set) var placedProposal: ProposedViewSize = .unspecified
    private var sizeCache: [ProposedViewSize: CGSize] = [:]
    private var cacheGeneration = -1

    init(node: ViewNode?) {
        self.node = node
        pass = node?.graph.layoutPass
    }

    /// The current layout pass of the element's graph (0 while it has no node).
    final var layoutGeneration: Int { pass?.generation ?? 0 }

    /// The environment of the element's node.
    var environment: EnvironmentValues { node?.environment ?? EnvironmentValues() }

    /// The size for a proposal, computed once per proposal per layout pass.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let generation = layoutGeneration
        if cacheGeneration != generation {
            cacheGeneration = generation
            sizeCache.removeAll(keepingCapacity: true)
            beginPass()
        }
        if let size = sizeCache[proposal] { return size }
        let size = computeSize(proposal.sanitized).sanitized
        sizeCache[proposal] = size
        return size
    }

    /// Places the element at `frame` (global coordinates) and then its children.
    final func place(in frame: CGRect, proposal: ProposedViewSize) {
        self.frame = frame.sanitized
        placedProposal = proposal.sanitized
        placeContent(in: self.frame, proposal: placedProposal)
    }

    /// The element's dimensions (size and explicit guides) for a proposal.
    final func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(size: size) { [unowned self] key in
            self.explicitAlignment(key, size: size, proposal: proposal)
        }
    }

    // MARK: Overridden by kinds of element

    /// Called once per layout pass before the first measurement.
    func beginPass() {}
    /// The size for a (sanitised) proposal.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }
    /// Places children inside the element's frame.
    func placeContent(in frame: CGRect, proposal: ProposedViewSize) {}
    /// An explicit value for a guide, in the element's own coordinates.
    func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? { nil }
    /// Traits the element exposes to its container.
    var traits: LayoutTraits { LayoutTraits() }
    /// The element's preferred spacing.
    var spacing: ViewSpacing { ViewSpacing(metrics: environment.platformMetrics) }
    /// Spacers sort after everything else in a stack and absorb spacing (research §2–3).
    var isSpacer: Bool { false }
    /// Appends the element's drawing commands, each stamped with the identity of the element's node.
    final func render(into list: inout DisplayList) {
        let outer = list.owner
        if let node { list.owner = node.identity }
        list.accessibilityElement(accessibilityElement) { draw(into: &$0) }
        list.owner = outer
    }

    /// What the element is in the accessibility tree, around its drawing (nil: nothing of its own, its children
    /// may be). Asked only while drawing into a list that describes accessibility.
    var accessibilityElement: AccessibilityElement? { nil }

    /// Draws the element: overridden by each kind of element; children are drawn with `render(into:)`.
    func draw(into list: inout DisplayList) {}
}

extension ProposedViewSize {
    /// The proposal with NaN and negative dimensions replaced (NaN → nil, negative → 0).
    var sanitized: ProposedViewSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value else { return nil }
            if value.isNaN { return nil }
            return max(value, 0)
        }
        return ProposedViewSize(width: clean(width), height: clean(height))
    }
}
