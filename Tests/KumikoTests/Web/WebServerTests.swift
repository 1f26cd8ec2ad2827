import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
@testable import StaffDirectory
import Testing

/// The server over a real loopback socket: the page is served, a page's own origin gets a session and frames, and
/// what a hostile client sends (another origin, an oversized frame, a malformed message) closes that connection
/// only.
@Suite(.serialized) struct WebServerTests {
    private var port: Int { get async { await TestWebServer.shared.port } }

    @Test func thePageItsScriptAndItsFontsAreServed() async throws {
        let port = await port
        let page = try String(contentsOf: URL(string: "http://127.0.0.1:\(port)/")!, encoding: .utf8)
        let hasTitle = page.contains("<title>Staff Directory</title>")
        #expect(hasTitle)
        let script = try String(contentsOf: URL(string: "http://127.0.0.1:\(port)/kumiko.js")!, encoding: .utf8)
        let opensSocket = script.contains("new WebSocket")
        #expect(opensSocket)
    }

    @Test func thePagesOwnOriginGetsASessionAndFrames() async throws {
        let port = await port
        let socket = try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
        let upgraded = socket.upgraded
        #expect(upgraded)
        let hello = socket.receiveJSON()
        let type = hello?["t"]?.string ?? "none", idLength = hello?["id"]?.string?.count ?? 0
        #expect(type == "session")
        #expect(idLength == 32)
        socket.sendText(#"{"t":"viewport","w":390,"h":844}"#)
        var sawJuan = false
        for _ in 0..<4 {
            guard let text = socket.receiveText(), JSONValue.parse(text)?["t"]?.string == "frame" else { break }
            if text.contains("Juan Chavez") { sawJuan = true; break }
        }
        #expect(sawJuan)
    }

    @Test func aReloadedPageResumesItsSessionWhileItsOldConnectionIsEnding() async throws {
        let port = await port, origin = "http://127.0.0.1:\(port)"
        let old = try RawWebSocket(port: port, origin: origin)
        let id = try #require(old.receiveJSON()?["id"]?.string)
        // The reloaded page connects before the old connection has ended; the old one ends a little later.
        let reloaded = try RawWebSocket(port: port, path: "/socket?session=\(id)", origin: origin)
        #expect(reloaded.upgraded)
        try await Task.sleep(for: .milliseconds(200))
        old.disconnect()
        let hello = reloaded.receiveJSON()
        #expect(hello?["id"]?.string == id)
        #expect(hello?["resumed"]?.boolean == true)
    }

    @Test(arguments: ["http://evil.example", "null", nil] as [String?])
    func anotherOriginIsRefused(_ origin: String?) async throws {
        let socket = try RawWebSocket(port: await port, origin: origin)
        let upgraded = socket.upgraded
        #expect(!upgraded)
    }

    @Test func anOversizedFrameClosesTheConnection() async throws {
        let port = await port
        let socket = try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
        let type = socket.receiveJSON()?["t"]?.string ?? "none"
        #expect(type == "session")
        socket.sendFrame([UInt8](repeating: 0x20, count: 2 << 20))
        // The server closes the connection (with "message too big" or by dropping it), rather than reading on.
        let code = socket.closeCode() ?? 0
        let timedOut = socket.timedOut
        #expect(!timedOut)
        #expect([0, 1009, 1002].contains(code))
        // The server still serves others.
        let another = try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)").upgraded
        #expect(another)
    }

    @Test func aMalformedMessageEndsThatSessionOnly() async throws {
        let port = await port
        let good = try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
        let goodID = good.receiveJSON()?["id"]?.string ?? "none"
        let bad = try RawWebSocket(port: port, origin: "http://127.0.0.1:\(port)")
        let badID = bad.receiveJSON()?["id"]?.string ?? "none"
        bad.sendText(#"{"t":"launch","x":1}"#)
        let code = bad.closeCode() ?? 0
        #expect(code == 1002)
        good.sendText(#"{"t":"viewport","w":400,"h":300}"#)
        let type = good.receiveJSON()?["t"]?.string ?? "none"
        #expect(type == "frame")
        let sessions = await TestWebServer.shared.sessions
        let (goodKept, badKept) = await MainActor.run {
            (sessions.session(id: goodID) != nil, sessions.session(id: badID) != nil)
        }
        #expect(goodKept)
        #expect(!badKept)
    }
}
