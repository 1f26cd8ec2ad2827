import Foundation
import KumikoCore
import KumikoTerminal
// Implementation-only: apps never see KumikoWeb, so a module that finds Kumiko's modules without being a dependent
// (a library checking `#if canImport(SwiftUI)`) needs neither it nor the C modules of SwiftNIO underneath it.
@_implementationOnly import KumikoWeb

/// An app's entry point.
extension App {
    /// Runs the app: full screen and interactive in a terminal; when standard input or output is not a
    /// terminal, one frame is printed to standard output (plain text unless the output is a terminal) and the
    /// program exits.
    ///
    /// With `--web [--port N] [--host H]` on the command line it serves the app to browsers instead: each browser
    /// tab gets its own instance of the app, on `http://127.0.0.1:8080/` unless the port or host say otherwise
    /// (a free port when that one is taken); the URL is printed. With `--previews` it shows the program's previews
    /// (`#Preview`s and `PreviewProvider`s, as Xcode's canvas does); `--previews NAME` opens the one named NAME.
    @MainActor
    public static func main() {
        PersistentValues.restoreAppStorage()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let preview = PreviewRequest(arguments: arguments)
        if let options = WebOptions(arguments: arguments) {
            let title = preview == nil ? Self()._windowTitle : "Previews"
            WebAppLauncher.run(options: options, title: title) { environment in
                if let preview { return ViewGraph(root: preview.rootView(previews: Preview.all()), environment: environment) }
                return ViewGraph(app: Self(), environment: environment)
            }
        }
        if let preview {
            let root = preview.rootView(previews: Preview.all())
            TerminalAppLauncher.run(ViewGraph(root: root, environment: .terminal()), title: "Previews")
            return
        }
        let app = Self()
        TerminalAppLauncher.run(ViewGraph(app: app, environment: .terminal()), title: app._windowTitle)
    }
}
