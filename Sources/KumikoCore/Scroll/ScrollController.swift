import Foundation

/// Scrolls a scroll view or a list without a screen: what the wheel, PageDown or a scroll bar do, for tests,
/// benchmarks and the terminal's input.
///
/// Offsets are in points, the content's top-leading corner being (0, 0). A request is clamped to the content
/// at the next layout; a request at or past the end keeps the end in view while rows are still being measured.
///
/// Kumiko extension, not SwiftUI API: reached through `TestTerminal.scrollControllers` (docs/PUBLIC-API.md).
@MainActor
public final class ScrollController {
    private let handle: NodeHandle<any ScrollableNode>
    private var node: (any ScrollableNode)? { handle.node }

    init(node: any ScrollableNode) { handle = NodeHandle(node) }

    /// Whether the scroll view is still in its graph.
    public var isAlive: Bool { node?.isMounted ?? false }

    /// The axes the view scrolls along.
    public var axes: Axis.Set { node?.axes ?? [] }

    /// How far the content is scrolled: the content's point at the viewport's top-leading corner.
    public var offset: CGPoint { node?.offset ?? .zero }

    /// The largest offset, as of the latest layout.
    public var maximumOffset: CGPoint { node?.maximumOffset ?? .zero }

    /// The size of the visible part, as of the latest layout.
    public var viewportSize: CGSize { node?.viewportSize ?? .zero }

    /// Scrolls so that the content's point `offset` is at the viewport's top-leading corner.
    public func scroll(to offset: CGPoint) { node?.scroll(to: offset) }

    /// Scrolls by a distance from the current offset (positive: down and right).
    public func scroll(by distance: CGSize) {
        guard let node else { return }
        node.scroll(to: CGPoint(x: node.offset.x + distance.width, y: node.offset.y + distance.height))
    }

    /// Scrolls to the top or the bottom.
    public func scroll(to edge: VerticalEdge) {
        guard let node else { return }
        node.scroll(to: CGPoint(x: node.offset.x, y: edge == .top ? 0 : .greatestFiniteMagnitude))
    }
}

extension ViewGraph {
    /// Controllers of the scroll views and lists in the graph, outermost first, in view order.
    package var scrollControllers: [ScrollController] {
        nodes(of: (any ScrollableNode).self).map(ScrollController.init(node:))
    }

    /// The nodes of a kind in the graph, depth first in view order (each node cast to the kind: for the roles in
    /// focus and key handling, ``nodes(playing:)`` asks the nodes instead).
    func nodes<Kind>(of kind: Kind.Type) -> [Kind] {
        nodes(playing: { $0 as? Kind })
    }
}
