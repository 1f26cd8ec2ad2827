/// Collects views into one without affecting their layout; modifiers on a group apply to each member.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension Group: PrimitiveView where Content: View {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        ChildrenNode<Group>(graph: graph) { view, _ in [(.position(0), view.content)] }
    }
}
