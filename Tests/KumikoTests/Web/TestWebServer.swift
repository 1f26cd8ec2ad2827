import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
@testable import StaffDirectory

/// One web server for the web tests, on a free loopback port, serving the Staff Directory. Started on first use
/// without blocking the main actor, which the other suites' tests share (a timer test waiting on the main queue
/// timed out once while a blocking start held it).
@MainActor
enum TestWebServer {
    private static var starting: Task<(port: Int, sessions: WebSessions), Never>?

    /// The running server's port and sessions.
    static var shared: (port: Int, sessions: WebSessions) {
        get async {
            if let starting { return await starting.value }
            let task = Task { @MainActor () -> (port: Int, sessions: WebSessions) in
                let fonts = WebFonts.load()
                let sessions = WebSessions(gracePeriod: .seconds(30), idleTimeout: .seconds(3600)) {
                    ViewGraph(app: StaffDirectoryApp(), environment: .web(.web(fonts: fonts)))
                }
                let server = WebServer(options: WebOptions(port: 0), fonts: fonts, sessions: sessions, title: "Staff Directory")
                let port = await withCheckedContinuation { continuation in
                    let once = ResumeOnce(continuation)
                    Task.detached {
                        try? await server.run { url in once.resume(url.port ?? 0) }
                        once.resume(0)  // The server stopped without listening: the tests fail on port 0.
                    }
                }
                return (port: port, sessions: sessions)
            }
            starting = task
            return await task.value
        }
    }
}

extension TestWebServer {
    /// Starts a server of sessions of another app than the shared one (each session's graph made by `root`) on a
    /// free loopback port; returns the port (0 when it did not listen).
    static func start<Root: View>(title: String, root: @escaping @MainActor () -> Root) async -> Int {
        let fonts = WebFonts.load()
        let sessions = WebSessions(gracePeriod: .seconds(30), idleTimeout: .seconds(3600)) {
            ViewGraph(root: root(), environment: .web(.web(fonts: fonts)))
        }
        let server = WebServer(options: WebOptions(port: 0), fonts: fonts, sessions: sessions, title: title)
        return await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            Task.detached {
                try? await server.run { url in once.resume(url.port ?? 0) }
                once.resume(0)
            }
        }
    }
}

/// Resumes a continuation with the first value it is given, and ignores the rest.
final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Int, Never>?

    init(_ continuation: CheckedContinuation<Int, Never>) { self.continuation = continuation }

    func resume(_ value: Int) {
        lock.lock()
        let pending = continuation
        continuation = nil
        lock.unlock()
        pending?.resume(returning: value)
    }
}
