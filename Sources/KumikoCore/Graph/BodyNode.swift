import Observation

/// A node for a view (or a custom view modifier) that has a body: it installs the dynamic properties
/// (`@State`, `@Environment`, …), evaluates the body while tracking what it reads, and reconciles the body
/// as its single child.
@MainActor
final class BodyNode<V>: ViewNode, SingleContentNode {
    /// The current value as the parent gave it (its dynamic properties are linked to this node's storage in
    /// a copy, for each evaluation).
    private(set) var value: V?
    /// Produces the body from the value.
    private let makeBody: (V) -> any View
    /// Where the dynamic properties are in values of type V (computed once per type).
    private let properties: DynamicPropertyLayout
    /// Storage for the value's dynamic properties, by their order in the type.
    var propertySlots: [AnyObject?]
    /// Actions to run when the node leaves the graph.
    var cleanup: [() -> Void] = []

    /// Creates a node whose dynamic properties are those of `propertyType` stored at `propertyOffset` in V
    /// (V itself at 0 for a view; the modifier inside `ModifiedContent` for a custom modifier).
    init(graph: ViewGraph, propertyType: Any.Type, propertyOffset: Int, body: @escaping (V) -> any View) {
        makeBody = body
        properties = DynamicPropertyLayout.of(propertyType, at: propertyOffset)
        propertySlots = Array(repeating: nil, count: properties.count)
        super.init(graph: graph)
    }

    /// A body lays out only what it made: run again to the same child nodes, it changed nothing of its own.
    override var reevaluationMayKeepLayout: Bool { true }

    override func setView(_ view: any View) -> Bool {
        let new = view as! V
        defer { value = new }
        return value.map { !ViewComparison.isSame($0, new) } ?? true
    }

    override func evaluate() {
        // `value` stays as the parent gave it, so the next value is compared with an equally uninstalled one
        // (an installed copy holds links to this node's storage that a fresh value never has).
        guard var current = value else { return }
        graph.countEvaluation()
        properties.install(in: &current, host: self)
        let body = trackingReads { makeBody(current) }
        reconcileChild(body)
    }

    override func willUnmount() {
        for action in cleanup { action() }
        cleanup.removeAll()
    }
}
