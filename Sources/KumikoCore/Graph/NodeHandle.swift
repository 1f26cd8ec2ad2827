/// A controller's hold on a node: weak (through its ``NodeReference``), so that a controller never keeps a removed
/// node alive, while the node's graph stays alive as long as the controller (a controller outliving whoever made
/// the graph still works).
@MainActor
struct NodeHandle<Node> {
    private let reference: NodeReference
    /// The graph the node lives in.
    let graph: ViewGraph

    /// A handle on `node` (a `Node`).
    init(_ node: ViewNode) {
        reference = node.reference
        graph = node.graph
    }

    /// The node, unless it has been freed.
    var node: Node? { reference.target as? Node }
}
