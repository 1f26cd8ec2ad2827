import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
@testable import StaffDirectory
import Testing

/// The Staff Directory in headless Chromium, by real pointer and key events (`Input.dispatchMouseEvent`,
/// `Input.dispatchKeyEvent`), reading what the page shows and the ARIA roles and states it gives it.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
struct WebEndToEndTests {
    /// What the walk saw at each step.
    struct Walk: Sendable {
        var loaded = false, listRoles = false, juanFound = false, opened = false, back = false
        var swiped = false, alerted = false, alertClosed = false
        var fieldFound = false, searched = false, cleared = false, scrolledNatively = false, scrolledBack = false
        var split = false, table = false, sortedByDepartment = false, sortedDescending = false, stacked = false
    }

    @Test func walksTheStaffDirectoryByPointerAndKeys() async throws {
        let port = await TestWebServer.shared.port
        let walk = try await Chromium.drive { try Self.walk(port: port) }
        #expect(walk.loaded)
        #expect(walk.listRoles)
        #expect(walk.juanFound)
        #expect(walk.opened)
        #expect(walk.back)
        #expect(walk.swiped)
        #expect(walk.alerted)
        #expect(walk.alertClosed)
        #expect(walk.fieldFound)
        #expect(walk.searched)
        #expect(walk.cleared)
        #expect(walk.scrolledNatively)
        #expect(walk.scrolledBack)
        #expect(walk.split)
        #expect(walk.table)
        #expect(walk.sortedByDepartment)
        #expect(walk.sortedDescending)
        #expect(walk.stacked)
    }

    /// The walk itself, on the driver's own thread; it stops at the first step that fails.
    static func walk(port: Int) throws -> Walk {
        var walk = Walk()
        let browser = try Chromium(width: 390, height: 844)
        try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
        walk.loaded = try browser.waitUntil { $0.contains("Juan Chavez") && $0.contains("Staff Directory") }
        guard walk.loaded else { return walk }

        // The list is a list of 2,000 people, of which Juan Chavez is the first; the bar's title is a heading.
        walk.listRoles = try browser.evaluate("""
            document.querySelector('#kumiko [role=list]') !== null
            && document.querySelector('#kumiko [role=listitem][aria-posinset="1"][aria-setsize="2000"]').innerText.startsWith('Juan Chavez')
            && document.querySelector('#kumiko [role=navigation] [role=heading]').innerText === 'Staff Directory'
            """) == "true"

        // A tap on Juan Chavez opens him; a tap on the back button goes back.
        guard let juan = try browser.centre(of: "Juan Chavez") else { return walk }
        walk.juanFound = true
        try browser.click(x: juan.x, y: juan.y)
        walk.opened = try browser.waitUntil { $0.contains("juan.chavez@example.com") }
        guard walk.opened, let back = try browser.centre(ofRole: "button", containing: "Staff Directory") else { return walk }
        try browser.click(x: back.x, y: back.y)
        walk.back = try browser.waitUntil { $0.contains("Mei Chen") && !$0.contains("juan.chavez@example.com") }

        // Dragging Mei Chen's row to the left reveals her swipe actions; a tap on Call asks first; Cancel closes.
        guard let mei = try browser.centre(of: "Mei Chen") else { return walk }
        try browser.drag(from: (300, mei.y), to: (120, mei.y))
        walk.swiped = try browser.waitUntil { $0.contains("Call") && $0.contains("Email") }
        guard walk.swiped, let call = try browser.centre(ofRun: "Call") else { return walk }
        try browser.click(x: call.x, y: call.y)
        walk.alerted = try browser.waitUntil { $0.contains("Call Mei Chen?") }
            && browser.evaluate("document.querySelector('#kumiko [role=dialog]') !== null") == "true"
        guard walk.alerted, let cancel = try browser.centre(ofRole: "button", containing: "Cancel") else { return walk }
        try browser.click(x: cancel.x, y: cancel.y)
        walk.alertClosed = try browser.waitUntil { !$0.contains("Call Mei Chen?") && !$0.contains("juan.chavez@example.com") }

        // The search field is the page's own `<input>`, labelled by its prompt: a click focuses it natively, the
        // letters typed go into it and reach the server as its text, which filters the people; Escape goes to the
        // server, which clears the search and takes the focus back.
        guard let field = try browser.centre(ofSelector: "input[type=search][placeholder='Search by name'][aria-label='Search by name']")
        else { return walk }
        walk.fieldFound = true
        try browser.click(x: field.x, y: field.y)
        try browser.type("chen")
        walk.searched = try browser.waitUntil { $0.contains("Mei Chen") && !$0.contains("Juan Chavez") }
            && browser.evaluate("document.activeElement.type + ':' + document.activeElement.value") == "\"search:chen\""
        try browser.press("Escape", code: 27)
        walk.cleared = try browser.waitUntil { $0.contains("Juan Chavez") }
            && browser.evaluate("document.querySelector('#kumiko input[type=search]').value") == "\"\""

        // The wheel scrolls the list's box natively; the rows that come into view are drawn; and back.
        try browser.call("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": 200, "y": 500, "deltaX": 0, "deltaY": 4000])
        walk.scrolledNatively = try browser.waitUntil { !$0.contains("Juan Chavez") && !$0.contains("Mei Chen") }
            && browser.evaluate("document.querySelector('#kumiko .scroll').scrollTop > 1000") == "true"
        try browser.call("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": 200, "y": 500, "deltaX": 0, "deltaY": -8000])
        walk.scrolledBack = try browser.waitUntil { $0.contains("Juan Chavez") }

        // From phone to desktop width: the split view, with the detail column beside the list.
        try browser.resize(width: 1100, height: 700)
        walk.split = try browser.waitUntil { $0.contains("No Selection") && $0.contains("Juan Chavez") }

        // The table: a grid of 2,000 rows under column headers, sorted by name; a click on Department sorts by
        // department, a second click the other way round.
        guard walk.split, let tableTab = try browser.centre(of: "Table") else { return walk }
        try browser.click(x: tableTab.x, y: tableTab.y)
        walk.table = try browser.waitUntil { $0.contains("Department") && $0.contains("Alejandro Chávez") }
            && browser.evaluate("""
                document.querySelector('#kumiko [role=grid][aria-rowcount="2001"]') !== null
                && document.querySelector('#kumiko [role=columnheader][aria-sort=ascending]').innerText === 'Name'
                """) == "true"
        guard walk.table, let department = try browser.centre(ofRole: "columnheader", containing: "Department") else { return walk }
        try browser.click(x: department.x, y: department.y)
        let firstDepartment = "document.querySelectorAll('#kumiko [role=row][aria-rowindex=\"2\"] [role=gridcell]')[1].innerText"
        walk.sortedByDepartment = try browser.waitUntil { _ in
            (try? browser.evaluate("document.querySelector('#kumiko [role=columnheader][aria-sort=ascending]').innerText")) == "\"Department\""
        } && browser.evaluate(firstDepartment) == "\"Customer Support\""
        try browser.click(x: department.x, y: department.y)
        walk.sortedDescending = try browser.waitUntil { _ in
            (try? browser.evaluate("document.querySelector('#kumiko [role=columnheader][aria-sort=descending]').innerText")) == "\"Department\""
        } && browser.evaluate(firstDepartment) == "\"Sales\""

        // Back to phone width: the stack again.
        try browser.resize(width: 390, height: 844)
        walk.stacked = try browser.waitUntil { !$0.contains("No Selection") }
        return walk
    }
}

extension Chromium {
    /// The centre of the first element of ARIA role `role` whose text contains `text`.
    func centre(ofRole role: String, containing text: String) throws -> (x: Double, y: Double)? {
        try point(of: """
            Array.from(document.querySelectorAll('#kumiko [role=\(role)]')).find(el => el.innerText.includes(\(Self.quoted(text))))
            """)
    }

    /// The centre of the first element under `#kumiko` that matches a CSS selector.
    func centre(ofSelector selector: String) throws -> (x: Double, y: Double)? {
        try point(of: "document.querySelector('#kumiko ' + \(Self.quoted(selector)))")
    }

    /// The centre of the first run of text (a `span`) that reads `text`, ignoring the spaces around it.
    func centre(ofRun text: String) throws -> (x: Double, y: Double)? {
        try point(of: "Array.from(document.querySelectorAll('#kumiko .t span')).find(el => el.textContent.trim() === \(Self.quoted(text)))")
    }

    /// A press at `start`, the pointer moved to `end` in steps with the button held, and a release there.
    func drag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int = 8) throws {
        try call("Input.dispatchMouseEvent", ["type": "mousePressed", "x": start.x, "y": start.y, "button": "left", "clickCount": 1])
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": start.x + (end.x - start.x) * fraction,
                                                  "y": start.y + (end.y - start.y) * fraction, "button": "left", "buttons": 1])
        }
        try call("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": end.x, "y": end.y, "button": "left", "clickCount": 1])
    }

    /// The centre of the element `expression` finds (nil when it finds none).
    private func point(of expression: String) throws -> (x: Double, y: Double)? {
        let json = try evaluate("(() => { const el = \(expression); if (!el) return null; const r = el.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()")
        guard let values = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Double], values.count == 2 else { return nil }
        return (values[0], values[1])
    }

    /// `text` as a JavaScript string literal.
    private static func quoted(_ text: String) -> String {
        let array = String(decoding: (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8), as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }
}
