import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import KumikoTestSupport
@testable import StaffDirectory
import Testing

/// The Staff Directory in headless Chromium, by real pointer and key events (`Input.dispatchMouseEvent`,
/// `Input.dispatchKeyEvent`), reading what the page shows.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
struct WebEndToEndTests {
    /// What the walk saw at each step.
    struct Walk: Sendable {
        var loaded = false, juanFound = false, opened = false, back = false, fieldFound = false
        var searched = false, cleared = false, split = false, stacked = false
    }

    @Test func opensAPersonGoesBackSearchesAndSplitsWhenWide() async throws {
        let port = await TestWebServer.shared.port
        let walk = try await Chromium.drive { try Self.walk(port: port) }
        #expect(walk.loaded)
        #expect(walk.juanFound)
        #expect(walk.opened)
        #expect(walk.back)
        #expect(walk.fieldFound)
        #expect(walk.searched)
        #expect(walk.cleared)
        #expect(walk.split)
        #expect(walk.stacked)
    }

    /// The walk itself, on the driver's own thread; it stops at the first step that fails.
    static func walk(port: Int) throws -> Walk {
        var walk = Walk()
        let browser = try Chromium(width: 390, height: 844)
        try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
        walk.loaded = try browser.waitUntil { $0.contains("Juan Chavez") && $0.contains("Staff Directory") }
        guard walk.loaded else { return walk }

        // A click on Juan Chavez opens him; Escape goes back.
        guard let juan = try browser.centre(of: "Juan Chavez") else { return walk }
        walk.juanFound = true
        try browser.click(x: juan.x, y: juan.y)
        walk.opened = try browser.waitUntil { $0.contains("juan.chavez@example.com") }
        try browser.press("Escape", code: 27)
        walk.back = try browser.waitUntil { $0.contains("Mei Chen") && !$0.contains("juan.chavez@example.com") }

        // A click on the search field, then typing, filters the people; Escape clears the search.
        guard let field = try browser.centre(of: "Search by name") else { return walk }
        walk.fieldFound = true
        try browser.click(x: field.x, y: field.y)
        try browser.type("chen")
        walk.searched = try browser.waitUntil { $0.contains("Mei Chen") && !$0.contains("Juan Chavez") }
        try browser.press("Escape", code: 27)
        walk.cleared = try browser.waitUntil { $0.contains("Juan Chavez") }

        // From phone to desktop width: the split view, with the detail column beside the list; and back.
        try browser.resize(width: 1100, height: 700)
        walk.split = try browser.waitUntil { $0.contains("No Selection") && $0.contains("Juan Chavez") }
        try browser.resize(width: 390, height: 844)
        walk.stacked = try browser.waitUntil { !$0.contains("No Selection") && $0.contains("Juan Chavez") }
        return walk
    }
}
