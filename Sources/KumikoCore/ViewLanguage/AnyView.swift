/// A type-erased view. Changing the wrapped view's type replaces its subtree (and its state).
public struct AnyView {
    let storage: any View

    /// Wraps a view.
    public init<V: View>(_ view: V) { storage = (view as? AnyView)?.storage ?? view }
    /// Wraps a view, or fails when the value is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        storage = view
    }
    /// Wraps a view (SwiftUI's `erasing:` spelling).
    public init<V: View>(erasing view: V) { self.init(view) }
}

extension AnyView: View {
    /// Primitive: never evaluated.
    public var body: Never { bodyError() }
}

extension AnyView: PrimitiveView {
    static func makeNode(graph: ViewGraph) -> ViewNode {
        ChildrenNode<AnyView>(graph: graph) { view, _ in [(.position(0), view.storage)] }
    }
}
