/// A node for a transparent primitive view (``TupleView``, ``Group``, ``AnyView``, optionals, conditionals,
/// ``EmptyView``): its children come from the view value, and it contributes their layout elements.
@MainActor
class ChildrenNode<V: View>: ViewNode {
    /// The current view value.
    private(set) var view: V?
    /// Computes the keyed child views from the view value (the node is passed for environment access).
    private let makeChildren: (V, ViewNode) -> [(ChildKey, any View)]
    init(graph: ViewGraph, children: @escaping (V, ViewNode) -> [(ChildKey, any View)]) {
        self.makeChildren = children
        super.init(graph: graph)
    }

    /// A transparent view lays out only its children: given the same child nodes again, it changed nothing of its own.
    final override var reevaluationMayKeepLayout: Bool { true }

    final override func setView(_ view: any View) -> Bool {
        let new = view as! V
        defer { self.view = new }
        return self.view.map { !ViewComparison.isSame($0, new) } ?? true
    }

    final override func evaluate() {
        guard let view else { return }
        reconcileChildren(makeChildren(view, self))
    }
}
