import Foundation

/// The modifier behind the `onKeyPress` family: which presses it wants, and the action.
struct KeyPressModifier: ViewModifier, PrimitiveModifier {
    /// Whether the handler wants a press.
    let accepts: (KeyPress) -> Bool
    /// The phases the handler wants.
    let phases: KeyPress.Phases
    /// The handler.
    let action: (KeyPress) -> KeyPress.Result
    static func makeNode(graph: ViewGraph) -> ViewNode { KeyPressNode(graph: graph) }
}

/// Offers key presses going to a focused view inside it to its handler.
@MainActor
final class KeyPressNode: ModifierNode<KeyPressModifier>, KeyResponder {
    override var keyResponder: (any KeyResponder)? { self }
    func respond(to press: KeyPress) -> KeyPress.Result {
        guard modifier.phases.contains(press.phase) || !modifier.phases.isDisjoint(with: press.phase),
              modifier.accepts(press) else { return .ignored }
        return modifier.action(press)
    }
}

extension View {
    /// Runs an action when `key` is pressed while this view or one inside it has the focus.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(accepts: { $0.key == key }, phases: [.down, .repeat], action: { _ in action() }))
    }

    /// Runs an action when `key` is pressed in one of `phases`.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(accepts: { $0.key == key }, phases: phases, action: action))
    }

    /// Runs an action when one of `keys` is pressed.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(accepts: { keys.contains($0.key) }, phases: phases, action: action))
    }

    /// Runs an action when a key typing one of `characters` is pressed.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(accepts: { press in
            !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy(characters.contains)
        }, phases: phases, action: action))
    }

    /// Runs an action for every key press.
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(KeyPressModifier(accepts: { _ in true }, phases: phases, action: action))
    }
}
