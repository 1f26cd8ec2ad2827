import Foundation

/// What a list knows of an outline row (carried as a layout trait of the row): its place in the tree and how to
/// expand or collapse it. As a ``CollapsibleSection`` it is expanded and collapsed the way a collapsible
/// section's header is.
@MainActor
final class OutlineDisclosure: CollapsibleSection {
    /// How deep the row is (0: a root).
    let depth: Int
    /// Whether the element can have children (a triangle is drawn).
    let hasChildren: Bool
    /// Whether the children are shown.
    let isExpanded: Bool
    /// How many rows above this one its parent's row is; nil for a root. (A `DisclosureTableRow` sets it on
    /// its content's rows when it collects them.)
    var parentDistance: Int?
    /// Whether the first child's row follows directly (expanded, with children).
    let showsChildren: Bool
    /// Where the triangle was last drawn, in root coordinates (what a click hits).
    var triangleFrame: CGRect?
    private let expand: @MainActor (Bool) -> Int

    init(depth: Int, hasChildren: Bool, isExpanded: Bool, parentDistance: Int?, showsChildren: Bool,
         expand: @escaping @MainActor (Bool) -> Int) {
        self.depth = depth
        self.hasChildren = hasChildren
        self.isExpanded = isExpanded
        self.parentDistance = parentDistance
        self.showsChildren = showsChildren
        self.expand = expand
    }

    /// Expands or collapses the row's element (nothing for an element without children).
    func setExpanded(_ expanded: Bool) {
        changeExpansion(to: expanded)
    }

    /// Expands or collapses the row's element; returns the number of rows that come (negative: that go) just
    /// after this row.
    @discardableResult
    func changeExpansion(to expanded: Bool) -> Int {
        guard hasChildren, expanded != isExpanded else { return 0 }
        return expand(expanded)
    }

    /// The deepest level that is still indented further (deeper rows line up at it).
    static let maximumIndentLevels = 16
}

/// A row view that shows its outline row's disclosure itself instead of being indented as a whole: a table's row
/// indents its first cell and draws the triangle there, and carries the disclosure as its trait.
@MainActor
protocol OutlineDisclosingRow: View {
    /// This row, showing `disclosure`.
    func disclosing(_ disclosure: OutlineDisclosure) -> Self
}

/// The trait under which an outline row carries its ``OutlineDisclosure``.
enum OutlineDisclosureKey: LayoutValueKey {
    static var defaultValue: OutlineDisclosure? { nil }
}

extension LayoutElement {
    /// The outline disclosure of this row, if it is an outline row.
    var outlineDisclosure: OutlineDisclosure? {
        traits.values[ObjectIdentifier(OutlineDisclosureKey.self)] as? OutlineDisclosure
    }
}

/// Internal: makes a view an outline row: indented by the platform's outline indent per level, with the
/// disclosure triangle (``Chrome/disclosureTriangle(isExpanded:)``) in the room before the content when the
/// element has children, and the same room blank when it has none (so siblings line up). Traits of the content
/// (`tag`, `listRowInsets`, `badge`) pass through.
struct OutlineRowModifier: UnaryLayoutModifier {
    let disclosure: OutlineDisclosure

    /// Makes a row with `disclosure`; the indentation is the platform's (``ListMetrics/outlineIndent``).
    init(disclosure: OutlineDisclosure) { self.disclosure = disclosure }

    /// The layout on the neutral platform; ``OutlineRowNode`` lays its hosts out for its environment's platform.
    var layout: any Layout { indentLayout(for: .points) }

    /// The indentation on `platform`: its outline indent per level and its triangle's room.
    func indentLayout(for platform: Platform) -> OutlineIndentLayout {
        let metrics = platform.metrics.list
        return OutlineIndentLayout(levels: min(disclosure.depth, OutlineDisclosure.maximumIndentLevels),
                                   indent: metrics.outlineIndent, triangleRoom: metrics.disclosureTriangleRoom,
                                   grid: platform.grid)
    }

    var traits: LayoutTraits { LayoutTraits(values: [ObjectIdentifier(OutlineDisclosureKey.self): disclosure]) }

    static func makeNode(graph: ViewGraph) -> ViewNode { OutlineRowNode(graph: graph) }
}

/// Places its single subview after the indentation and the triangle's room. The indentation is at most half the
/// width offered (rounded down to the platform's grid), so that a very deep row keeps room for its content.
struct OutlineIndentLayout: ForwardsFirstSubviewGuides {
    /// The row's depth (at most ``OutlineDisclosure/maximumIndentLevels``).
    let levels: Int
    /// The indentation per level, in points.
    let indent: CGFloat
    /// The room of the disclosure triangle and the gap after it, in points.
    let triangleRoom: CGFloat
    /// The grid the capped indentation snaps to.
    let grid: DeviceGrid

    /// The room before the content, in points, for a width offered.
    func leading(forWidth width: CGFloat?) -> CGFloat {
        var total = CGFloat(levels) * indent
        if let width, width.isFinite {
            total = min(total, grid.floored(max(width, 0) / 2, along: .horizontal))
        }
        return total + triangleRoom
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let leading = leading(forWidth: proposal.width)
        let inner = ProposedViewSize(width: proposal.width.map { max($0 - leading, 0) }, height: proposal.height)
        let size = subviews.first?.sizeThatFits(inner) ?? .zero
        return CGSize(width: size.width + leading, height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let leading = leading(forWidth: proposal.width)
        let inner = ProposedViewSize(width: proposal.width.map { max($0 - leading, 0) }, height: proposal.height)
        subviews.first?.place(at: CGPoint(x: bounds.minX + leading, y: bounds.minY), proposal: inner)
    }
}

/// The node of ``OutlineRowModifier``: a layout modifier whose hosts are laid out for the environment's platform
/// and also draw the triangle, just before the content's first line.
@MainActor
final class OutlineRowNode: LayoutModifierNode<OutlineRowModifier> {
    override func collectElements(into elements: inout [LayoutElement]) {
        let start = elements.count
        super.collectElements(into: &elements)
        let disclosure = modifier.disclosure
        let platform = environment.platform
        let metrics = platform.metrics.list
        let lineHeight = platform.lineHeight
        let layout = modifier.indentLayout(for: platform)
        for case let host as LayoutHostElement in elements[start...] {
            host.layout = layout
            guard disclosure.hasChildren else {
                host.decoration = nil
                continue
            }
            host.decoration = { [weak host] _, list in
                guard let content = host?.subviews.elements.first else { return }
                let x = content.frame.minX - metrics.disclosureTriangleRoom
                // A click on the triangle or the gap after it toggles.
                disclosure.triangleFrame = CGRect(x: x, y: content.frame.minY, width: metrics.disclosureTriangleRoom, height: lineHeight)
                list.append(.disclosureTriangle(isExpanded: disclosure.isExpanded),
                            frame: CGRect(x: x, y: content.frame.minY, width: metrics.disclosureTriangleWidth, height: lineHeight))
            }
        }
    }
}
