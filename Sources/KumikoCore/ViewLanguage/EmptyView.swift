/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Creates an empty view.
    nonisolated public init() {}
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension EmptyView: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        ChildrenNode<EmptyView>(graph: graph) { _, _ in [] }
    }
}
