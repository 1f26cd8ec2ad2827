/// The modifier behind `focusable(_:)`.
struct FocusableModifier: ViewModifier, PrimitiveModifier {
    let isFocusable: Bool
    static func makeNode(graph: ViewGraph) -> ViewNode { FocusableNode(graph: graph) }
}

/// A view made focusable: it takes the focus in view order and leaves keys to the `onKeyPress` handlers
/// around it.
@MainActor
final class FocusableNode: ModifierNode<FocusableModifier>, FocusTarget {
    override var focusTarget: (any FocusTarget)? { self }
    var acceptsFocus: Bool { modifier.isFocusable }
    func handleKey(_ press: KeyPress) -> KeyPress.Result { .ignored }
    var keyHelp: [KeyHelp] { [] }
}

extension View {
    /// Makes the view able to take the keyboard focus (Tab reaches it; `onKeyPress` handlers around it then
    /// see the keys).
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }
}
