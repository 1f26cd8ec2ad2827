import Foundation
import Kumiko
import KumikoCore
import KumikoWeb

/// KumikoWeb's server in this process, on a free loopback port, one graph of a view per session: as
/// `WebAppLauncher` runs an app, without taking over the process. It runs until the process ends (the server
/// has no stop; the frame part runs last).
@MainActor
enum InProcessServer {
    /// Starts a server whose sessions each show `root()`; returns its port once it listens (0 if it failed).
    static func start<Root: View>(title: String, root: @escaping @MainActor () -> Root) async -> Int {
        let fonts = WebFonts.load()
        let platform = Platform.web(fonts: fonts)
        let sessions = WebSessions(gracePeriod: .seconds(30), idleTimeout: .seconds(3600)) {
            ViewGraph(root: root(), environment: .web(platform))
        }
        let server = WebServer(options: WebOptions(host: "127.0.0.1", port: 0), fonts: fonts, sessions: sessions, title: title)
        return await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            Task.detached {
                do {
                    try await server.run { url in once.resume(url.port ?? 0) }
                } catch {
                    printError("WebBench: the in-process server stopped: \(error)")
                }
                once.resume(0)
            }
        }
    }
}

/// Resumes a continuation with the first value it is given, and ignores the rest.
private final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Int, Never>?

    init(_ continuation: CheckedContinuation<Int, Never>) { self.continuation = continuation }

    /// Resumes with `value` if nothing resumed yet.
    func resume(_ value: Int) {
        let pending = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        pending?.resume(returning: value)
    }
}
