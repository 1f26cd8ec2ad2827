/// A key and modifiers that trigger a button from anywhere in its window, as SwiftUI's `KeyboardShortcut`.
///
/// A terminal has no Command key: a shortcut with `.command` is matched by the same key with Control.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public let key: KeyEquivalent
    /// The modifiers.
    public let modifiers: EventModifiers

    /// Creates a shortcut (Command by default, as in SwiftUI).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default action (of a dialog or a form).
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether a press matches, Command read as Control; letters match either case.
    func matches(_ press: KeyPress) -> Bool {
        var wanted = modifiers
        if wanted.contains(.command) {
            wanted.remove(.command)
            wanted.insert(.control)
        }
        let sameKey = press.key == key
            || String(press.key.character).lowercased() == String(key.character).lowercased()
        return sameKey && press.modifiers.subtracting([.capsLock, .numericPad, .function]) == wanted
    }
}

/// The modifier behind `keyboardShortcut`.
struct KeyboardShortcutModifier: ViewModifier, PrimitiveModifier {
    let shortcut: KeyboardShortcut?
    static func makeNode(graph: ViewGraph) -> ViewNode { KeyboardShortcutNode(graph: graph) }
}

/// Triggers the first button inside it when its shortcut is pressed.
@MainActor
final class KeyboardShortcutNode: ModifierNode<KeyboardShortcutModifier> {
    /// Whether a press is this node's shortcut, and the button it runs is not disabled (a disabled button's
    /// shortcut leaves the key to others).
    func matches(_ press: KeyPress) -> Bool {
        guard modifier.shortcut?.matches(press) ?? false else { return false }
        return collectActions(in: self).first?.isEnabled ?? true
    }

    /// Runs the first action inside.
    func activate() { collectActions(in: self).first?.perform() }
}

extension View {
    /// Assigns a keyboard shortcut to the button(s) inside the view.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// Assigns a keyboard shortcut, or removes it with nil.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
}
