/// A node for a transparent primitive view (``TupleView``, ``Group``, ``AnyView``, optionals, conditionals,
/// ``EmptyView``): its children come from the view value, and it contributes their layout elements.
@MainActor
final class ChildrenNode<V: View>: ViewNode {
    /// The current view value.
    private(set) var view: V?
    /// Computes the keyed child views from the view value (the node is passed for environment access).
    private let makeChildren: (V, ViewNode) -> [(ChildKey, any View)]
    /// Whether computing the children runs user code whose reads must be tracked (see ``evaluate()``).
    private let tracksReads: Bool

    /// Creates the node; `tracksReads` for views whose children come from user code (``ForEach``).
    init(graph: ViewGraph, tracksReads: Bool = false, children: @escaping (V, ViewNode) -> [(ChildKey, any View)]) {
        self.makeChildren = children
        self.tracksReads = tracksReads
        super.init(graph: graph)
    }

    override func setView(_ view: any View) -> Bool {
        let new = view as! V
        defer { self.view = new }
        return self.view.map { !ViewComparison.isSame($0, new) } ?? true
    }

    override func evaluate() {
        guard let view else { return }
        // Computing a ForEach's children runs user code that may read state, environment values and
        // `@Observable` properties: it walks the data (`ForEach($items)` reads a binding) and calls the content
        // closure. Those reads make this node depend on them, so a change re-computes the children (as SwiftUI
        // re-runs a ForEach) even when no body re-runs.
        let children = tracksReads ? trackingReads { makeChildren(view, self) } : makeChildren(view, self)
        reconcileChildren(children)
    }
}
