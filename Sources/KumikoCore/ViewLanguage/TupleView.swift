/// A view created from a tuple of views, as ``ViewBuilder`` builds for a block of several children.
public struct TupleView<T> {
    /// The tuple of views.
    public var value: T
    /// The children in order, kept type-erased so the graph can walk them without knowing `T`.
    let children: [any View]

    /// Creates a tuple view; the tuple's elements that are views become its children.
    public init(_ value: T) {
        self.value = value
        self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    /// Creates a tuple view from a parameter pack of views.
    init<each V: View>(packing views: repeat each V) where T == (repeat each V) {
        self.value = (repeat each views)
        var children: [any View] = []
        for view in repeat each views { children.append(view) }
        self.children = children
    }

}

extension TupleView: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension TupleView: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        ChildrenNode<TupleView>(graph: graph) { view, _ in
            view.children.enumerated().map { (ChildKey.position($0.offset), $0.element) }
        }
    }
}
