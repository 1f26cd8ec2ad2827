import Kumiko

/// Helpers for walking a seed sample in a test terminal.
extension TestTerminal {
    /// The screen's lines.
    var lines: [String] { screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// Whether some line contains `text`.
    func shows(_ text: String) -> Bool { screen.contains(text) }

    /// Presses Tab until the focused view's key help names `title` (at most `limit` times); returns whether
    /// it got there.
    @discardableResult
    func focus(_ title: String, limit: Int = 30) -> Bool {
        for _ in 0..<limit {
            if graph.keyHelp.contains(where: { $0.action == title }) { return true }
            press(.tab)
        }
        return graph.keyHelp.contains { $0.action == title }
    }
}
