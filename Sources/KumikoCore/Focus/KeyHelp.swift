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
