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

/// What a container remembers of a node without keeping it alive (through the node's ``NodeReference``, never a
/// `weak` reference: see there). Also a property wrapper: `@WeakNode var focused: ViewNode?`.
@MainActor
@propertyWrapper
struct WeakNode {
    private var reference: NodeReference?
    /// The node, until it is freed.
    var node: ViewNode? {
        get { reference?.target }
        set { reference = newValue?.reference }
    }
    /// A reference to `node` that does not keep it alive.
    init(_ node: ViewNode?) { reference = node?.reference }

    /// The node, until it is freed.
    var wrappedValue: ViewNode? {
        get { node }
        set { node = newValue }
    }
    /// A reference to `wrappedValue` that does not keep it alive.
    init(wrappedValue: ViewNode?) { self.init(wrappedValue) }
}
