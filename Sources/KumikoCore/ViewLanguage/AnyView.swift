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
        WrapperNode<AnyView>(graph: graph) { (.position(0), $0.storage) }
    }
}

/// The node of a transparent view that wraps exactly one other view (``AnyView``, the shown branch of an
/// `if`/`else` or `switch`, the type-erased parts of a style's configuration): that view is its only child, and
/// it contributes its layout elements. As a ``SingleContentNode`` it belongs to the row it wraps (a list row's
/// root is the outermost such node), so a button drawn by a style that branches is still its row's button.
@MainActor
final class WrapperNode<V: View>: ChildrenNode<V>, SingleContentNode {
    /// Creates the node; `wrapped` gives the wrapped view of a view value, with its key (a branch keeps its own
    /// identity).
    init(graph: ViewGraph, wrapped: @escaping (V) -> (ChildKey, any View)) {
        super.init(graph: graph) { view, _ in [wrapped(view)] }
    }
}
