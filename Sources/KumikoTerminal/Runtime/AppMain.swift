import Foundation
import KumikoCore

extension App {
    /// Runs the app: full screen and interactive in a terminal; when standard input or output is not a
    /// terminal, one frame is printed to standard output (plain text unless the output is a terminal) and the
    /// program exits.
    @MainActor
    public static func main() {
        TerminalAppLauncher.run(ViewGraph(app: Self()), title: nil)
    }
}

/// Starts the terminal runtime for a graph.
@MainActor
enum TerminalAppLauncher {
    /// Runs `graph` in the terminal (never returns when interactive).
    static func run(_ graph: ViewGraph, title: String?) {
        let environment = ProcessInfo.processInfo.environment
        let columns = environment["COLUMNS"].flatMap(Int.init) ?? 80
        let rows = environment["LINES"].flatMap(Int.init) ?? 24
        let screen = ScreenRenderer(cellSize: PlatformMetrics.terminal.cellSize).render(graph, columns: columns, rows: rows)
        let image = TerminalImage(buffer: screen)
        print(isatty(STDOUT_FILENO) != 0 ? image.ansiText : image.plainText)
    }
}
