import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
@testable import StaffDirectory
import Testing

/// A browser session drives its own graph: the page's events in, frames out; sessions are kept apart.
@MainActor
@Suite struct WebSessionTests {
    private func frameTexts(_ session: WebSession) throws -> [(text: String, frame: CGRect)] {
        session.resendWholeFrame()
        let frame = try #require(JSONValue.parse(session.frame() ?? ""))
        return frame.items.filter { $0.kind == "t" }.map { ($0.text, $0.rect) }
    }

    private func staffSession() -> WebSession {
        WebSession(graph: ViewGraph(app: StaffDirectoryApp(), environment: .web(.points)))
    }

    @Test func theStaffDirectoryOpensAPersonAndSearches() throws {
        let session = staffSession()
        session.handle(.viewport(width: 390, height: 844, dark: false))
        let first = try frameTexts(session)
        #expect(first.contains { $0.text == "Staff Directory" })
        let juan = try #require(first.first { $0.text == "Juan Chavez" })

        session.handle(.pointerDown(CGPoint(x: juan.frame.midX, y: juan.frame.midY), modifiers: []))
        session.handle(.pointerUp(CGPoint(x: juan.frame.midX, y: juan.frame.midY)))
        let detail = try frameTexts(session)
        #expect(detail.contains { $0.text == "juan.chavez@example.com" })

        session.handle(.key(name: "Escape", text: "", modifiers: []))
        for key in ["/", "c", "h", "e", "n"] { session.handle(.key(name: key, text: key, modifiers: [])) }
        let found = try frameTexts(session).map(\.text)
        #expect(found.contains("Mei Chen"))
        #expect(!found.contains("Juan Chavez"))
    }

    @Test func aSelectionMoveSendsAPatchOfUnderOneKilobyte() throws {
        let session = staffSession()
        session.send = { _ in }
        session.handle(.viewport(width: 390, height: 844, dark: false))
        let texts = try frameTexts(session)
        let juan = try #require(texts.first { $0.text == "Juan Chavez" })
        session.handle(.pointerDown(CGPoint(x: juan.frame.midX, y: juan.frame.midY), modifiers: []))
        session.handle(.pointerUp(CGPoint(x: juan.frame.midX, y: juan.frame.midY)))
        session.handle(.key(name: "Escape", text: "", modifiers: []))
        _ = session.frame()
        session.handle(.key(name: "ArrowDown", text: "", modifiers: []))
        let move = try #require(session.frame())
        #expect(move.hasPrefix(#"{"t":"patch""#))
        #expect(move.utf8.count < 1024, "\(move.utf8.count) bytes: \(move.prefix(300))")
        // An event that changes nothing sends nothing.
        session.handle(.pointerMove(CGPoint(x: 5, y: 5)))
        #expect(session.frame() == nil)
        // The first frame a connection gets is whole.
        session.send = { _ in }
        #expect((session.frame() ?? "").hasPrefix(#"{"t":"frame""#))
    }

    /// The text fields of a whole frame (the page's own `<input>`s).
    private func frameInputs(_ session: WebSession) throws -> [JSONValue] {
        session.resendWholeFrame()
        return try #require(JSONValue.parse(session.frame() ?? "")).items.filter { $0.kind == "in" }
    }

    @Test func aClickOnTheSearchFieldFocusesItForTyping() throws {
        let session = staffSession()
        session.handle(.viewport(width: 390, height: 844, dark: false))
        // The search field is a field of the page's own: its prompt as placeholder, no text, not focused.
        let field = try #require(try frameInputs(session).first)
        #expect(field["kind"]?.string == "search")
        #expect(field["ph"]?.string == "Search by name")
        #expect(field["v"]?.string == "")
        #expect(field["f"] == nil)
        #expect(field.rect.height > 0)
        #expect(try !frameTexts(session).contains { $0.text == "Search by name" })
        session.handle(.pointerDown(CGPoint(x: field.rect.midX, y: field.rect.midY), modifiers: []))
        session.handle(.pointerUp(CGPoint(x: field.rect.midX, y: field.rect.midY)))
        #expect(try frameInputs(session).first?["f"]?.int == 1)
        // Keys typed on the server's side still type (a page that sends keys), and the field's text as the page
        // reports it replaces them.
        for key in ["c", "h"] { session.handle(.key(name: key, text: key, modifiers: [])) }
        #expect(try frameInputs(session).first?["v"]?.string == "ch")
        let id = try #require(field["id"]?.double)
        session.handle(.text(input: UInt64(id), text: "chen", cursor: 4))
        // The frame says it shows the effect of the six messages so far (the page then trusts its field's text).
        let afterText = try #require(JSONValue.parse(session.frame() ?? ""))
        #expect(afterText["ack"]?.int == 6)
        #expect(try frameInputs(session).first?["v"]?.string == "chen")
        let found = try frameTexts(session).map(\.text)
        #expect(found.contains("Mei Chen"))
        #expect(!found.contains("Juan Chavez"))
        // An id that is no field's changes nothing.
        session.handle(.text(input: UInt64(id) + 100_000, text: "zzz", cursor: nil))
        #expect(try frameInputs(session).first?["v"]?.string == "chen")
    }

    @Test func aPressTheBrowserTakesAwayOpensNothing() throws {
        // The browser's platform: a row opens when the press ends, as on iOS.
        var platform = Platform.points
        platform.activatesOnRelease = true
        let session = WebSession(graph: ViewGraph(app: StaffDirectoryApp(), environment: .web(platform)))
        session.handle(.viewport(width: 390, height: 844, dark: false))
        let texts = try frameTexts(session)
        let juan = try #require(texts.first { $0.text == "Juan Chavez" }), sales = try #require(texts.first { $0.text == "Sales" })
        let point = CGPoint(x: juan.frame.midX, y: juan.frame.midY), header = CGPoint(x: sales.frame.midX, y: sales.frame.midY)
        // A touch on Juan that the browser turns into its own pan (`pointercancel`), then a tap on the section
        // header (which opens nothing): Juan's row does not open, then or later.
        session.handle(.pointerDown(point, modifiers: []))
        session.handle(.pointerCancel)
        session.handle(.pointerUp(point))
        session.handle(.pointerDown(header, modifiers: []))
        session.handle(.pointerUp(header))
        #expect(try !frameTexts(session).contains { $0.text == "juan.chavez@example.com" })
        // The next tap opens him.
        session.handle(.pointerDown(point, modifiers: []))
        session.handle(.pointerUp(point))
        #expect(try frameTexts(session).contains { $0.text == "juan.chavez@example.com" })
    }

    @Test func aWideWindowShowsTheSplitView() throws {
        let session = staffSession()
        session.handle(.viewport(width: 1100, height: 700, dark: false))
        #expect(try frameTexts(session).contains { $0.text == "No Selection" })
        session.handle(.viewport(width: 390, height: 844, dark: false))
        #expect(try !frameTexts(session).contains { $0.text == "No Selection" })
    }

    @Test func sessionIDsAre128RandomBits() {
        let ids = Set((0..<1000).map { _ in WebSession.makeID() })
        #expect(ids.count == 1000)
        #expect(ids.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func aReconnectFindsItsSessionAndNoOneElsesFindsIt() {
        let sessions = WebSessions(gracePeriod: .seconds(30), idleTimeout: .seconds(3600)) {
            ViewGraph(app: StaffDirectoryApp(), environment: .web(.points))
        }
        let (first, resumed) = sessions.attach(id: nil) { _ in }
        #expect(!resumed)
        // A second page naming an attached session gets its own.
        let (other, _) = sessions.attach(id: first.id) { _ in }
        #expect(other.id != first.id)
        // A guessed or stale id gets a new session.
        #expect(sessions.attach(id: String(repeating: "0", count: 32)) { _ in }.session.id != first.id)
        // The page that dropped its connection gets the same graph back.
        sessions.detach(first)
        let (again, wasResumed) = sessions.attach(id: first.id) { _ in }
        #expect(wasResumed)
        #expect(again === first)
        #expect(sessions.count == 3)
    }

    @Test func anIdleSessionEndsAndFreesItsGraph() {
        let sessions = WebSessions(gracePeriod: .seconds(30), idleTimeout: .zero) {
            ViewGraph(root: Text("x"), environment: .web(.points))
        }
        weak var graph: ViewGraph?
        var cut = false
        do {
            let (session, _) = sessions.attach(id: nil) { _ in }
            graph = session.graph
            usleep(2_000)
            sessions.sweep()
            cut = session.send == nil
        }
        #expect(cut)
        #expect(sessions.count == 0)
        #expect(graph == nil)
    }

    @Test func aStalledPageHoldsOneFrameNotAQueue() async {
        // The page reads nothing while 1,000 frames are drawn: one waits, the newest.
        let mailbox = FrameMailbox<String>()
        for index in 0..<1_000 { mailbox.put(String(repeating: "x", count: 10_000) + "\(index)") }
        mailbox.finish()
        var delivered: [String] = []
        for await frame in mailbox.frames { delivered.append(frame) }
        #expect(delivered.count == 1)
        #expect(delivered.first?.hasSuffix("999") == true)
    }

    @Test func aSessionDetachedPastTheGracePeriodIsFreed() {
        let sessions = WebSessions(gracePeriod: .zero, idleTimeout: .seconds(3600)) {
            ViewGraph(root: Text("x"), environment: .web(.points))
        }
        weak var graph: ViewGraph?
        do {
            let (session, _) = sessions.attach(id: nil) { _ in }
            graph = session.graph
            sessions.detach(session)
            sessions.sweep()
            #expect(!sessions.attach(id: session.id) { _ in }.resumed)
        }
        #expect(sessions.count == 1)
        #expect(graph == nil)
    }

    @Test func thePagesColourSchemeIsTheAppsColourScheme() throws {
        struct Scheme: View {
            @Environment(\.colorScheme) private var colorScheme
            var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
        }
        let session = WebSession(graph: ViewGraph(root: Scheme(), environment: .web(.points)))
        session.handle(.viewport(width: 390, height: 844, dark: false))
        #expect((session.frame() ?? "").contains("Light"))
        session.handle(.viewport(width: 390, height: 844, dark: true))
        let dark = session.frame() ?? ""
        #expect(dark.contains("Dark") && !dark.contains("Light"))
        session.handle(.viewport(width: 390, height: 844, dark: false))
        #expect((session.frame() ?? "").contains("Light"))
    }
}
