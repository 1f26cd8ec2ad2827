import Foundation
import KumikoCore

/// Starts the terminal runtime for a graph.
@MainActor
package enum TerminalAppLauncher {
    /// Runs `graph` in the terminal (never returns when interactive). URLs among the command-line arguments
    /// go to the app's `onOpenURL` handlers after the first update.
    package static func run(_ graph: ViewGraph, title: String?) {
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
