import Foundation
import Testing
import Kumiko
import KumikoTestSupport

/// `TabView`, `tabItem`, `badge` and `tabViewStyle`: the terminal look of the tab bar and the walk a person
/// takes through the tabs with keys and clicks (one nested suite per file, so `--filter Tabs` runs them all).
@Suite enum Tabs {}

extension Tabs {
    /// A view's cells as plain text in a `columns` × `rows` screen.
    @MainActor
    static func render<V: View>(_ view: V, columns: Int, rows: Int) -> String {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: CGFloat(columns) * 8, height: CGFloat(rows) * 16)
        return renderer.terminalImage?.plainText ?? "<no image>"
    }

    /// A view's cells in a `columns` × `rows` screen.
    @MainActor
    static func image<V: View>(_ view: V, columns: Int, rows: Int) -> TerminalImage? {
        let renderer = ImageRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: CGFloat(columns) * 8, height: CGFloat(rows) * 16)
        return renderer.terminalImage
    }

    /// The screen's lines.
    @MainActor
    static func lines(_ terminal: TestTerminal) -> [String] {
        terminal.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// What change handlers saw, in order.
    @MainActor
    final class Log {
        var entries: [String] = []
    }
}
