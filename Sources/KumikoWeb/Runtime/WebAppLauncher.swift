import Foundation
import KumikoCore

/// Runs an app in the browser (`--web`): a server on the main actor's process, one graph per browser session,
/// the URL printed on standard output. Never returns; the process ends on SIGINT or SIGTERM.
@MainActor
package enum WebAppLauncher {
    /// Serves the graphs `makeGraph` makes, one per session.
    package static func run(options: WebOptions, title: String?, makeGraph: @escaping @MainActor (EnvironmentValues) -> ViewGraph) -> Never {
        let fonts = WebFonts.load()
        let platform = Platform.web(fonts: fonts)
        let sessions = WebSessions(gracePeriod: options.gracePeriod, idleTimeout: options.idleTimeout) { locale in
            makeGraph(.webSession(platform, locale: locale))
        }
        let server = WebServer(options: options, fonts: fonts, sessions: sessions, title: title ?? "Kumiko")
        Task.detached {
            do {
                try await server.run { url in
                    FileHandle.standardOutput.write(Data("Kumiko: serving \(title ?? "the app") at \(url)\n".utf8))
                }
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("Kumiko: the web server stopped: \(error)\n".utf8))
                exit(1)
            }
        }
        Task { @MainActor in
            while true {
                try? await Task.sleep(for: .seconds(5))
                sessions.sweep()
                MemoryTrim.returnFreedMemory()
            }
        }
        dispatchMain()
    }
}
