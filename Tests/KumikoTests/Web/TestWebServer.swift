import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
@testable import StaffDirectory

/// One web server for the web tests, on a free loopback port, serving the Staff Directory.
enum TestWebServer {
    @MainActor
    static let shared: (port: Int, sessions: WebSessions) = {
        let fonts = WebFonts.load()
        let sessions = WebSessions(gracePeriod: .seconds(30), idleTimeout: .seconds(3600)) {
            ViewGraph(app: StaffDirectoryApp(), environment: .web(.web(fonts: fonts)))
        }
        let server = WebServer(options: WebOptions(port: 0), fonts: fonts, sessions: sessions, title: "Staff Directory")
        let bound = PortBox()
        Task.detached { try? await server.run { url in bound.set(url.port ?? 0) } }
        return (bound.wait(), sessions)
    }()
}

/// The port a server bound, handed from its task to the test.
final class PortBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var port: Int?

    func set(_ port: Int) {
        condition.lock(); self.port = port; condition.signal(); condition.unlock()
    }

    func wait() -> Int {
        condition.lock(); defer { condition.unlock() }
        while port == nil { condition.wait() }
        return port ?? 0
    }
}
