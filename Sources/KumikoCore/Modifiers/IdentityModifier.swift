/// The modifier behind `id(_:)`: explicit identity; a new id replaces the view's subtree and its state.
struct IdentityModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable
    static func makeNode(graph: ViewGraph) -> ViewNode { IdentityNode(graph: graph) }
}

/// Keys its content by the explicit id.
@MainActor
final class IdentityNode: ModifierNode<IdentityModifier> {
    override func evaluate() {
        guard let content else { return }
        reconcileChildren([(.id(modifier.id), content)])
    }
}

extension View {
    /// Gives the view an explicit identity; when the id changes, the view is replaced (its state is reset).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: AnyHashable(id)))
    }
}
