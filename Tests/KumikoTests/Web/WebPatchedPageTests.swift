import Foundation
@testable import KumikoWeb
import KumikoTestSupport
import Testing

/// The page keeps the elements of the items a patch keeps and changes only the rest (`WebPage`'s `draw`). Whatever
/// it keeps, moves or drops, the page must end up exactly as a page that drew the same frame whole: after each
/// step of a walk through the Staff Directory, the patched page's elements are compared with those of the page
/// reloaded on the same session, which gets the frame whole.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
struct WebPatchedPageTests {
    /// A step of the walk: what it did, the patched page's markup, and the reloaded page's.
    struct Comparison: Sendable {
        let step: String
        let patched: String
        let whole: String
    }

    @Test func aPatchedPageIsThePageDrawnWhole() async throws {
        let (port, sessions) = await TestWebServer.shared
        let comparisons = try await Chromium.drive { try Self.walk(port: port, sessions: sessions) }
        #expect(comparisons.map(\.step) == ["down", "searched", "opened", "back", "swiped"])
        for comparison in comparisons {
            #expect(comparison.patched.count > 1000, "\(comparison.step): the page shows too little")
            #expect(comparison.patched == comparison.whole, "\(comparison.step): the patched page differs from the page drawn whole \(Self.difference(comparison.patched, comparison.whole))")
        }
    }

    /// Where two markups part: the 300 characters from the first that differs, in each.
    static func difference(_ a: String, _ b: String) -> String {
        let common = zip(a, b).prefix { $0 == $1 }.count
        return "at \(common): \(a.dropFirst(common).prefix(300)) ≠ \(b.dropFirst(common).prefix(300))"
    }

    static let markup = "document.getElementById('kumiko').innerHTML"

    /// Waits (30 s at most) until the server has built the rows ahead of every session's lists (`IdleWork`): a frame
    /// it sends after an event's own, when its main actor is free, which the other suites' tests can hold for seconds.
    static func waitForRowsAhead(of sessions: WebSessions) {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if DispatchQueue.main.sync(execute: { MainActor.assumeIsolated { sessions.idleWork.isIdle } }) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    static func walk(port: Int, sessions: WebSessions) throws -> [Comparison] {
        let browser = try Chromium(width: 390, height: 844)
        try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
        guard try browser.waitUntil({ $0.contains("Juan Chavez") }) else { return [] }
        var comparisons: [Comparison] = []
        // Each step waits for a state no earlier frame of the step shows (a loaded machine can hold the server up
        // between two of the step's events), then for the markup to stay the same.
        func compare(_ step: String, when settled: String) throws {
            guard try browser.waitUntil(timeout: .seconds(30), { _ in (try? browser.evaluate(settled)) == "true" }) else { return }
            waitForRowsAhead(of: sessions)
            // The step's last patch is in: the markup stays the same for a second.
            var patched = try browser.evaluate(markup), unchanged = 0
            while unchanged < 10 {
                Thread.sleep(forTimeInterval: 0.1)
                let now = try browser.evaluate(markup)
                unchanged = now == patched ? unchanged + 1 : 0
                patched = now
            }
            // The old document is marked, so that its markup is not taken for the reloaded one's.
            _ = try browser.evaluate("window.__patched = true")
            try browser.call("Page.reload")
            // The reloaded page resumes the session and gets its frame whole; it settles on the same markup.
            var whole = ""
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline {
                whole = (try? browser.evaluate("window.__patched ? '' : \(markup)")) ?? ""
                if whole == patched { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
            comparisons.append(Comparison(step: step, patched: patched, whole: whole))
        }

        // ↓ puts the keyboard's cursor on the first row: the bar at its leading edge.
        try browser.press("ArrowDown", code: 40)
        try compare("down", when: "[...document.querySelectorAll('#kumiko div')].some(e => e.style.width === '3px' && e.style.background === 'var(--tint)')")

        guard let field = try browser.centre(ofSelector: "input[type=search]") else { return comparisons }
        try browser.click(x: field.x, y: field.y)
        try browser.type("chen")
        // Every row shown matches all four letters.
        try compare("searched", when: """
            (rows => rows.length > 0 && rows.every(e => /chen/i.test(e.innerText)))([...document.querySelectorAll('#kumiko [role=listitem]')])
            """)
        try browser.press("Escape", code: 27)
        guard try browser.waitUntil({ $0.contains("Juan Chavez") }), let juan = try browser.centre(of: "Juan Chavez") else { return comparisons }

        try browser.click(x: juan.x, y: juan.y)
        let shown = "document.getElementById('kumiko').innerText"
        try compare("opened", when: "\(shown).includes('juan.chavez@example.com')")
        try browser.press("Escape", code: 27)
        try compare("back", when: "\(shown).includes('Mei Chen') && !\(shown).includes('juan.chavez@example.com')")

        guard let mei = try browser.centre(of: "Mei Chen") else { return comparisons }
        try browser.drag(from: (300, mei.y), to: (120, mei.y))
        try compare("swiped", when: "\(shown).includes('Call') && \(shown).includes('Email')")
        return comparisons
    }
}
