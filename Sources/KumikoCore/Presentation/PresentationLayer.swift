import Foundation

/// The presentations shown over one window, in the order they began (the last is on top): lays them out over
/// the root after the root's own layout, draws them after it, and tells focus and input which subtree is
/// interactive (DESIGN.md §3.9).
@MainActor
final class PresentationLayer {
    private var nodes: [PresentationNode] = []

    /// The presentations shown now, bottom first.
    var shown: [PresentationNode] { nodes.filter { $0.isMounted && $0.presentedNode != nil } }

    /// Starts showing a presentation on top.
    func add(_ node: PresentationNode) {
        nodes.removeAll { $0 === node }
        nodes.append(node)
    }

    /// Stops showing a presentation.
    func remove(_ node: PresentationNode) {
        nodes.removeAll { $0 === node }
    }

    /// The subtree that takes keys and clicks: the top presentation's view, unless it lets the view beneath
    /// stay interactive (then the one below it, or the whole window).
    var interactiveRoot: ViewNode? {
        for node in shown.reversed() where !node.context.allowsBackgroundInteraction {
            return node.presentedNode
        }
        return nil
    }

    /// Lays out every presentation over a window of `bounds`.
    func layout(in bounds: CGRect) {
        for node in shown { node.frameElement.layout(in: bounds) }
    }

    /// Draws the presentations over what `list` holds; what a presentation shows through is dimmed.
    func render(into list: inout DisplayList) {
        for node in shown {
            if node.kind.showsPresenter { list.append(.dimBeneath) } else { list.removeAll() }
            // Its transition is the presentation's own (as its node's identity), whatever view it presents.
            let outer = list.owner
            list.owner = node.identity
            list.withEffect(.transition(node.kind.transition(in: node.frameElement.frame))) { list in
                node.frameElement.render(into: &list)
            }
            list.owner = outer
        }
    }
}
