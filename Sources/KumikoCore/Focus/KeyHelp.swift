/// One entry of the key help line at the bottom of a terminal app: a key and what it does there.
public struct KeyHelp: Hashable, Sendable {
    /// The key as shown ("↑↓", "⏎", "/").
    public let key: String
    /// What it does ("move", "open", "search").
    public let action: String

    /// Creates an entry.
    public init(_ key: String, _ action: String) {
        self.key = key
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
