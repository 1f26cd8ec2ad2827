import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// The page plays what an animated frame says (Web Animations, `element.animate`): a row deleted in
/// `withAnimation` fades out in the ghost layer while the rows after it move up from where they were, a view with
/// `.transition(.slide)` slides in; once the animations are over the page is exactly the page drawn whole (the
/// session's frame drawn anew from its whole frame, as a reload gets it), ghosts gone.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
struct WebAnimationPageTests {
    struct AnimatedList: View {
        @State private var names = ["Ann", "Bob", "Cy", "Dee"]
        @State private var shown = false
        var body: some View {
            VStack {
                HStack {
                    Button("Delete") { withAnimation(.linear(duration: 1.5)) { names.removeAll { $0 == "Bob" } } }
                    Button("Toggle") { withAnimation(.easeIn(duration: 1.5)) { shown.toggle() } }
                }
                if shown { Text("Hello").transition(.slide) }
                List {
                    ForEach(names, id: \.self) { Text($0) }
                }
            }
        }
    }

    /// A server of `AnimatedList` sessions on a free loopback port.
    @MainActor
    static func startServer() async -> Int {
        await TestWebServer.start(title: "Animations") { AnimatedList() }
    }

    /// One animation the page runs: the text of the element it animates, whether that element is a ghost (in the
    /// layer of views that went), its timing and its keyframes' opacity and transform.
    struct Running: Decodable, Sendable {
        let text: String
        let ghost: Bool
        let duration: Double
        let easing: String
        let opacity: [String?]
        let transform: [String?]
    }

    static let running = """
        document.getAnimations().filter(a => a.id === 'kumiko').map(a => {
          const timing = a.effect.getTiming(), el = a.effect.target, frames = a.effect.getKeyframes();
          return {text: el.textContent, ghost: !!(el.parentNode && el.parentNode.style.pointerEvents === 'none'),
            duration: timing.duration, easing: timing.easing,
            opacity: frames.map(f => f.opacity ?? null), transform: frames.map(f => f.transform ?? null)};
        })
        """
    static let markup = "document.getElementById('kumiko').innerHTML"

    struct Result: Sendable {
        var deleting: [Running] = []
        var sliding: [Running] = []
        var afterDelete: (patched: String, whole: String) = ("", "")
        var afterSlide: (patched: String, whole: String) = ("", "")
    }

    @Test func deletedRowsLeaveAsGhostsAndTransitionsPlay() async throws {
        let port = await Self.startServer()
        let result = try await Chromium.drive { try Self.walk(port: port) }

        // Bob's row leaves as a ghost fading out over the animation's 1.5 s, linearly.
        let ghosts = result.deleting.filter(\.ghost)
        #expect(ghosts.contains { $0.text.contains("Bob") })
        for ghost in ghosts {
            #expect(ghost.duration == 1500)
            #expect(ghost.easing == "linear")
            #expect(ghost.opacity.last == "0")
        }
        // The rows after it move up from where they were (a row and a bit over 40 points).
        let cy = try #require(result.deleting.first { !$0.ghost && $0.text == "Cy" })
        #expect(cy.transform.last == "none")
        #expect(cy.transform.first??.hasPrefix("translate(0px, 4") == true, "\(cy.transform)")
        #expect(result.afterDelete.patched.contains("Dee"))
        #expect(!result.afterDelete.patched.contains("Bob"))
        #expect(result.afterDelete.patched == result.afterDelete.whole,
                "the page after the animation differs from the page drawn whole \(WebPatchedPageTests.difference(result.afterDelete.patched, result.afterDelete.whole))")

        // The inserted text slides in from the leading edge, by its own width, easing in.
        let hello = try #require(result.sliding.first { $0.text == "Hello" })
        #expect(hello.transform.first??.hasPrefix("translate(-") == true, "\(hello.transform)")
        #expect(hello.transform.last == "none")
        #expect(hello.easing == "cubic-bezier(0.42, 0, 1, 1)")
        #expect(result.afterSlide.patched.contains("Hello"))
        #expect(result.afterSlide.patched == result.afterSlide.whole,
                "the page after the slide differs from the page drawn whole \(WebPatchedPageTests.difference(result.afterSlide.patched, result.afterSlide.whole))")
    }

    static func walk(port: Int) throws -> Result {
        let browser = try Chromium(width: 390, height: 844)
        // The page's socket, kept where the test can ask for the frame whole on it.
        try browser.addScriptOnNewDocument("""
            const NativeSocket = window.WebSocket;
            window.WebSocket = function (...args) { const socket = new NativeSocket(...args); window.__socket = socket; return socket; };
            window.WebSocket.prototype = NativeSocket.prototype;
            Object.assign(window.WebSocket, {CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3});
            """)
        try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
        var result = Result()
        guard try browser.waitUntil({ $0.contains("Bob") }) else { return result }

        func animations() throws -> [Running] {
            (try? JSONDecoder().decode([Running].self, from: Data(try browser.evaluate(running).utf8))) ?? []
        }
        /// What runs once the page started animating, then the page after the animations, and drawn whole.
        func play(clicking label: String) throws -> (running: [Running], patched: String, whole: String) {
            guard let button = try browser.centre(of: label) else { return ([], "", "") }
            try browser.click(x: button.x, y: button.y)
            var running: [Running] = []
            let deadline = ContinuousClock.now + .seconds(30)
            while running.isEmpty, ContinuousClock.now < deadline {
                running = try animations()
                if running.isEmpty { Thread.sleep(forTimeInterval: 0.02) }
            }
            // Every animation ends (and every ghost goes).
            _ = try browser.waitUntil(timeout: .seconds(30)) { _ in
                (try? browser.evaluate("document.getAnimations().length")) == "0"
            }
            let patched = try browser.evaluate(markup)
            // The page asks for the frame whole on its connection (as a reloaded page gets it, without a new
            // connection, which a loaded machine may reset and so end the session) and draws it anew.
            _ = try browser.evaluate("(document.getElementById('kumiko').firstChild.__before = true, window.__socket.send(JSON.stringify({t: 'resync'})), 1)")
            _ = try browser.waitUntil(timeout: .seconds(30)) { _ in
                (try? browser.evaluate("!document.getElementById('kumiko').firstChild.__before")) == "true"
            }
            let whole = try browser.evaluate(markup)
            return (running, patched, whole)
        }

        let deleted = try play(clicking: "Delete")

        result.deleting = deleted.running
        result.afterDelete = (deleted.patched, deleted.whole)
        let slid = try play(clicking: "Toggle")
        result.sliding = slid.running
        result.afterSlide = (slid.patched, slid.whole)
        return result
    }
}
