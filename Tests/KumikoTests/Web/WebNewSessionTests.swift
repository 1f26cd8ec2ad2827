import Foundation
@testable import KumikoWeb
import Testing

/// A page whose session is gone when it reconnects (the process restarted, the grace period passed) gets a new
/// session, says so, and draws the new session's frames, which are numbered from 1 again.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
struct WebNewSessionTests {
    struct Outcome: Sendable {
        var loaded = false, told = false, drawsNewFrames = false
        /// Whether the server had the page's session when the test ended it, and what the page said (for a failure).
        var ended = false, said = ""
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
            let found = LockedFlag()
            Task { @MainActor in
                if let session = sessions.session(id: id) {
                    sessions.end(session)
                    found.set()
                }
                ended.signal()
            }
            ended.wait()
            outcome.ended = found.isSet
            _ = try browser.evaluate("window.__socket.close()")
            // Generous: in the full suite the main actor, where the server attaches the new connection, is shared
            // with every other test (a page seen waiting 30 s on "Reconnecting…" there).
            outcome.told = try browser.waitUntil(timeout: .seconds(90)) { _ in
                (try? browser.evaluate("window.__said.includes(\"The app restarted this page's session.\")")) == "true"
            }
            outcome.said = (try? browser.evaluate("window.__said")) ?? ""
            // The new session's frames are drawn: at desktop width it shows the split view.
            try browser.resize(width: 1100, height: 700)
            outcome.drawsNewFrames = try browser.waitUntil(timeout: .seconds(30)) { $0.contains("No Selection") }
            return outcome
        }
        #expect(outcome.loaded)
        #expect(outcome.ended, "the server had no session with the page's id")
        #expect(outcome.told, "the page said: \(outcome.said)")
        #expect(outcome.drawsNewFrames)
    }
}

/// A flag set on one thread and read on another.
private final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
}
