/// A node that binds a `@FocusState` to the focus of the views inside it (`focused(_:)`).
@MainActor
protocol FocusBindingNode: ViewNode {
    /// Called when the focus enters (true) or leaves (false) the views inside this one.
    func focusChanged(to isFocused: Bool)
}

/// The modifier behind `focused(_:)` and `focused(_:equals:)`: whether the binding asks for the focus, and
/// how to tell it that the focus came or went.
struct FocusedModifier: ViewModifier, PrimitiveModifier {
    /// Whether the bound state names this view now.
    let isRequested: () -> Bool
    /// Sets the bound state when the focus comes (true) or goes (false).
    let setFocused: (Bool) -> Void
    static func makeNode(graph: ViewGraph) -> ViewNode { FocusedNode(graph: graph) }
}

/// Moves the focus into its content when the bound state names it; updates the state when the focus moves.
@MainActor
final class FocusedNode: ModifierNode<FocusedModifier>, FocusBindingNode {
    override var focusBinding: (any FocusBindingNode)? { self }
    override func evaluate() {
        super.evaluate()
        guard trackingReads({ modifier.isRequested() }), !graph.focus.isFocused(self) else { return }
        graph.enqueue { [weak self] in
            guard let self, self.isMounted else { return }
            let inside = self.graph.focus.targets.first { target in
                var node: ViewNode? = target
                while let current = node { if current === self { return true }; node = current.parent }
                return false
            }
            if let inside { self.graph.focus.focus(inside) }
        }
    }

    func focusChanged(to isFocused: Bool) {
        if isFocused != modifier.isRequested() { modifier.setFocused(isFocused) }
    }
}

extension View {
    /// Binds the view's focus to a Boolean focus state: true while the focus is in this view.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusedModifier(isRequested: { condition.wrappedValue }, setFocused: { condition.wrappedValue = $0 }))
    }

    /// Binds the view's focus to a focus state: the state is `value` while the focus is in this view.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusedModifier(isRequested: { binding.wrappedValue == value }, setFocused: { focused in
            if focused {
                binding.wrappedValue = value
            } else if binding.wrappedValue == value, let none = FocusState<Value>.noFocus {
                binding.wrappedValue = none
            }
        }))
    }
}
