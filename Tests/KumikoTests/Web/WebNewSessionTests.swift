import Foundation
@testable import KumikoWeb
import Testing

/// A page whose session is gone when it reconnects (the process restarted, the grace period passed) gets a new
/// session, says so, and draws the new session's frames, which are numbered from 1 again.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
struct WebNewSessionTests {
    struct Outcome: Sendable {
        var loaded = false, told = false, drawsNewFrames = false
    }

    @Test func aPageWhoseSessionIsGoneDrawsItsNewSession() async throws {
        let (port, sessions) = await TestWebServer.shared
        let outcome = try await Chromium.drive { () throws -> Outcome in
            var outcome = Outcome()
            let browser = try Chromium(width: 390, height: 844)
            // The page's socket, kept where the test can close it.
            try browser.addScriptOnNewDocument("""
                const NativeSocket = window.WebSocket;
                window.WebSocket = function (...args) { const socket = new NativeSocket(...args); window.__socket = socket; return socket; };
                window.WebSocket.prototype = NativeSocket.prototype;
                Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
                """)
            try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
            outcome.loaded = try browser.waitUntil { $0.contains("Juan Chavez") }
            // Everything the page says, kept: a later reconnect may clear the line before the test looks.
            _ = try browser.evaluate("""
                (window.__said = [], new MutationObserver(() => window.__said.push(document.getElementById('kumiko-status').textContent))
                    .observe(document.getElementById('kumiko-status'), {childList: true, characterData: true, subtree: true}), true)
                """)
            // A few frames later (the page holds frame 3 or more), the server forgets the session and the
            // connection drops; the page reconnects with the id of a session that no longer exists.
            for _ in 0..<3 { try browser.press("ArrowDown", code: 40) }
            Thread.sleep(forTimeInterval: 0.5)
            let id = try browser.evaluate("sessionStorage.getItem('kumiko-session')").trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            let ended = DispatchSemaphore(value: 0)
            Task { @MainActor in
                if let session = sessions.session(id: id) { sessions.end(session) }
                ended.signal()
            }
            ended.wait()
            _ = try browser.evaluate("window.__socket.close()")
            outcome.told = try browser.waitUntil(timeout: .seconds(30)) { _ in
                (try? browser.evaluate("window.__said.includes(\"The app restarted this page's session.\")")) == "true"
            }
            // The new session's frames are drawn: at desktop width it shows the split view.
            try browser.resize(width: 1100, height: 700)
            outcome.drawsNewFrames = try browser.waitUntil(timeout: .seconds(30)) { $0.contains("No Selection") }
            return outcome
        }
        #expect(outcome.loaded)
        #expect(outcome.told)
        #expect(outcome.drawsNewFrames)
    }
}
