/// Walks up the graph from a node.
extension ViewNode {
    /// This node and its ancestors, innermost first, up to `limit` (not included) or to the root.
    func selfAndAncestors(upTo limit: ViewNode? = nil) -> [ViewNode] {
        var nodes: [ViewNode] = []
        var node: ViewNode? = self
        while let current = node, current !== limit {
            nodes.append(current)
            node = current.parent
        }
        return nodes
    }

    /// Whether the node is `ancestor` or inside it (no allocation: focus checks call it for every target).
    func isInside(_ ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}

/// A weak reference to a node (what a container remembers without keeping it alive).
@MainActor
struct WeakNode {
    /// The node, until it is freed.
    weak var node: ViewNode?
    /// A weak reference to `node`.
    init(_ node: ViewNode?) { self.node = node }
}
