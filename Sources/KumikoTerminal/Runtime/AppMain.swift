import Foundation
import KumikoCore

/// An app's entry point in the terminal.
extension App {
    /// Runs the app: full screen and interactive in a terminal; when standard input or output is not a
    /// terminal, one frame is printed to standard output (plain text unless the output is a terminal) and the
    /// program exits.
    ///
    /// With `--previews` on the command line it shows the program's previews instead (`#Preview`s and
    /// `PreviewProvider`s, as Xcode's canvas does); `--previews NAME` opens the one named NAME.
    @MainActor
    public static func main() {
        PersistentValues.restoreAppStorage()
        if let request = PreviewRequest(arguments: Array(CommandLine.arguments.dropFirst())) {
            let root = request.rootView(previews: Preview.all())
            TerminalAppLauncher.run(ViewGraph(root: root, environment: .terminal()), title: "Previews")
            return
        }
        let app = Self()
        TerminalAppLauncher.run(ViewGraph(app: app, environment: .terminal()), title: app._windowTitle)
    }
}

/// Starts the terminal runtime for a graph.
@MainActor
enum TerminalAppLauncher {
    /// Runs `graph` in the terminal (never returns when interactive). URLs among the command-line arguments
    /// go to the app's `onOpenURL` handlers after the first update.
    static func run(_ graph: ViewGraph, title: String?) {
        for url in ViewGraph.urls(inArguments: Array(CommandLine.arguments.dropFirst())) { graph.open(url) }
        if TerminalSession.isInteractive {
            let session = TerminalSession()
            do {
                try session.start()
                TerminalHost(graph: graph, session: session, title: title).run()
            } catch {
                FileHandle.standardError.write(Data("Kumiko: cannot take over the terminal (\(error)); printing one frame.\n".utf8))
            }
        }
        let size = TerminalSize.of(fileDescriptor: STDOUT_FILENO, environment: ProcessInfo.processInfo.environment)
        let screen = ScreenRenderer(cellSize: Platform.terminalCellSize).render(graph, columns: size.columns, rows: size.rows)
        let image = TerminalImage(buffer: screen)
        print(isatty(STDOUT_FILENO) != 0 ? image.ansiText : image.plainText)
    }
}
