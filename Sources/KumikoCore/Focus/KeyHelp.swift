/// One entry of the key help: the keys that do something where the focus is, and what they do there. Keys are
/// data (SwiftUI's `KeyboardShortcut`: a key with its modifiers); how they are shown is the platform's (the
/// terminal's key help line draws "↑↓ move  ⏎ open").
package struct KeyHelp: Hashable, Sendable {
    /// The keys, each with its modifiers, in the order they are shown (↑ and ↓ for "move", ⌥↑ and ⌥↓ for "move
    /// row").
    package let shortcuts: [KeyboardShortcut]
    /// What they do ("move", "open", "search").
    package let action: String

    /// Creates an entry for keys pressed with the same modifiers (none by default).
    package init(_ keys: [KeyEquivalent], modifiers: EventModifiers = [], _ action: String) {
        self.init(shortcuts: keys.map { KeyboardShortcut($0, modifiers: modifiers) }, action)
    }

    /// Creates an entry for shortcuts.
    package init(shortcuts: [KeyboardShortcut], _ action: String) {
        self.shortcuts = shortcuts
        self.action = action
    }
}

/// A container that takes keys on their way to the focused view inside it (a ``KeyResponder``) and names
/// them in the key help: a table's Shift-↑/↓, a selection context menu's `m` and Return.
@MainActor
protocol KeyHelpAmending: ViewNode {
    /// Changes the key help of the focused view inside this node.
    func amendKeyHelp(_ help: inout [KeyHelp])
}
