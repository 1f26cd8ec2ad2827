import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// The pointer in the browser beyond taps and swipes, by real input events in headless Chromium
/// (`Input.dispatchMouseEvent`, `Input.dispatchTouchEvent`): a right click or a touch held on a row shows its
/// context menu; the mouse over a view tells its `onHover` and `onContinuousHover`, and a page whose app watches no
/// hover sends none of its moves; a list pulled down past its top by the wheel or a touch refreshes.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
struct WebPointerTests {
    /// A list whose rows Alpha and Beta have a context menu and Gamma none; what the rows' buttons did is logged
    /// above it, in order.
    struct PointerApp: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(spacing: 0) {
                Text("log: " + (log.isEmpty ? "none" : log.joined(separator: ", ")))
                List {
                    ForEach(["Alpha", "Beta", "Gamma"], id: \.self) { name in
                        if name == "Gamma" {
                            Button(name) { log.append("opened \(name)") }
                        } else {
                            Button(name) { log.append("opened \(name)") }
                                .contextMenu { Button("Copy \(name)") { log.append("copied \(name)") } }
                        }
                    }
                }
                .listStyle(.plain)
            }
        }
    }

    /// What the walk saw.
    struct Walk: Sendable {
        var loaded = false
        var rightClickMenu = false, browserMenuPrevented = false
        var ranFromMenu = false
        var longPressMenu = false
        var log = ""
    }

    @Test func aRightClickOrATouchHeldShowsTheRowsContextMenu() async throws {
        let port = await TestWebServer.start(title: "Pointer") { PointerApp() }
        let walk = try await Chromium.drive { try Self.menuWalk(port: port) }
        #expect(walk.loaded)
        #expect(walk.rightClickMenu)
        #expect(walk.browserMenuPrevented)
        #expect(walk.ranFromMenu)
        #expect(walk.longPressMenu)
        // In this order, and nothing else: the right click on Gamma (no menu) did nothing, and the row held until
        // its menu came did not open when the touch ended.
        #expect(walk.log == "log: copied Beta, copied Alpha")
    }

    static func menuWalk(port: Int) throws -> Walk {
        var walk = Walk()
        let browser = try Chromium(width: 390, height: 844)
        try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
        walk.loaded = try browser.waitUntil { $0.contains("Gamma") && $0.contains("log: none") }
        guard walk.loaded else { return walk }
        // Whether the browser's own menu was suppressed, as the document sees the event after the page.
        _ = try browser.evaluate("(document.addEventListener('contextmenu', (e) => { window.__prevented = e.defaultPrevented; }), 1)")

        // A right click on Beta shows its menu; a click on its button runs it.
        guard let beta = try browser.centre(of: "Beta") else { return walk }
        try browser.rightClick(x: beta.x, y: beta.y)
        walk.rightClickMenu = try browser.waitUntil { $0.contains("Copy Beta") }
        walk.browserMenuPrevented = try browser.evaluate("window.__prevented") == "true"
        guard walk.rightClickMenu, let copy = try browser.centre(ofElementReading: "Copy Beta") else { return walk }
        try browser.click(x: copy.x, y: copy.y)
        walk.ranFromMenu = try browser.waitUntil { $0.contains("log: copied Beta") && !$0.contains("Copy Beta") }

        // A right click on Gamma, which has no menu, shows none (and not the browser's).
        guard let gamma = try browser.centre(of: "Gamma") else { return walk }
        _ = try browser.evaluate("(window.__prevented = null, 1)")
        try browser.rightClick(x: gamma.x, y: gamma.y)
        guard try browser.waitUntil({ _ in (try? browser.evaluate("window.__prevented")) == "true" }) else { return walk }

        // A touch held on Alpha for 0.8 s shows its menu; the row does not open when the touch ends.
        guard let alpha = try browser.centre(of: "Alpha") else { return walk }
        _ = try browser.call("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 1])
        _ = try browser.call("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": [["x": alpha.x, "y": alpha.y]]])
        Thread.sleep(forTimeInterval: 0.8)
        walk.longPressMenu = try browser.waitUntil { $0.contains("Copy Alpha") }
        _ = try browser.call("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": [[String: Any]]()])
        guard walk.longPressMenu, let copyAlpha = try browser.centre(ofElementReading: "Copy Alpha") else { return walk }
        _ = try browser.call("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": [["x": copyAlpha.x, "y": copyAlpha.y]]])
        _ = try browser.call("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": [[String: Any]]()])
        _ = try browser.waitUntil { $0.contains("copied Alpha") }
        walk.log = try browser.evaluate("Array.from(document.querySelectorAll('#kumiko .t')).map(el => el.innerText).find(t => t.startsWith('log: '))")
            .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return walk
    }
    /// A box 200 pt square at the top-leading corner that says whether the mouse is over it and where.
    struct HoverApp: View {
        @State private var over = false
        @State private var location = "none"
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Color.orange.frame(width: 200, height: 200)
                    .onHover { over = $0 }
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let point): location = "\(Int(point.x)),\(Int(point.y))"
                        case .ended: location = "gone"
                        }
                    }
                Text(over ? "over: yes" : "over: no")
                Text("at: \(location)")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    /// What the hover walk saw.
    struct HoverWalk: Sendable {
        var loaded = false, entered = false, moved = false, left = false
        /// The hover messages the page sent for ten moves made in one task (one animation frame).
        var coalesced: [String] = []
        /// The types of the messages a page of an app without hover views sent for mouse moves.
        var idleMessages: [String]?
    }

    /// Keeps what the page sends on its socket (`window.__sent`), from before it connects.
    static let keepSent = """
        const nativeSend = WebSocket.prototype.send;
        WebSocket.prototype.send = function (data) { (window.__sent = window.__sent || []).push(data); return nativeSend.call(this, data); };
        """

    @Test func theMouseOverAViewTellsItsHoverActions() async throws {
        let port = await TestWebServer.start(title: "Hover") { HoverApp() }
        let idlePort = await TestWebServer.start(title: "Pointer") { PointerApp() }
        let walk = try await Chromium.drive { try Self.hoverWalk(port: port, idlePort: idlePort) }
        #expect(walk.loaded)
        #expect(walk.entered)
        #expect(walk.moved)
        #expect(walk.left)
        #expect(walk.coalesced == [#"{"t":"hover","x":19,"y":29}"#])
        #expect(walk.idleMessages == [])
    }

    static func hoverWalk(port: Int, idlePort: Int) throws -> HoverWalk {
        var walk = HoverWalk()
        let browser = try Chromium(width: 390, height: 844)
        try browser.addScriptOnNewDocument(keepSent)
        try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
        walk.loaded = try browser.waitUntil { $0.contains("over: no") && $0.contains("at: none") }
        guard walk.loaded else { return walk }
        func move(_ x: Double, _ y: Double) throws {
            try browser.call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": x, "y": y, "buttons": 0])
        }
        try move(50, 60)
        walk.entered = try browser.waitUntil { $0.contains("over: yes") && $0.contains("at: 50,60") }
        try move(150, 20)
        walk.moved = try browser.waitUntil { $0.contains("over: yes") && $0.contains("at: 150,20") }
        try move(300, 400)
        walk.left = try browser.waitUntil { $0.contains("over: no") && $0.contains("at: gone") }
        guard walk.left else { return walk }
        // Ten moves in one task: one message, the last point, in the next animation frame.
        let coalesced = try browser.evaluateAwaiting("""
            (async () => {
              window.__sent = [];
              for (let i = 0; i < 10; i++) {
                document.getElementById('kumiko').dispatchEvent(new PointerEvent('pointermove', {clientX: 10 + i, clientY: 20 + i, pointerType: 'mouse', bubbles: true}));
              }
              await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
              return window.__sent.filter((m) => JSON.parse(m).t === 'hover');
            })()
            """)
        walk.coalesced = (try? JSONDecoder().decode([String].self, from: Data(coalesced.utf8))) ?? []

        // The page of an app without hover views sends nothing for the mouse's moves over it.
        try browser.open(URL(string: "http://127.0.0.1:\(idlePort)/")!)
        guard try browser.waitUntil({ $0.contains("Gamma") }) else { return walk }
        _ = try browser.evaluate("(window.__sent = [], 1)")
        for step in 0..<10 { try move(40 + Double(step) * 20, 100 + Double(step) * 30) }
        try move(500, 900)
        // Two animation frames later, whatever the moves would have sent is sent.
        _ = try browser.evaluateAwaiting("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(1))))")
        let idle = try browser.evaluate("window.__sent.map((m) => JSON.parse(m).t)")
        walk.idleMessages = try? JSONDecoder().decode([String].self, from: Data(idle.utf8))
        return walk
    }
    /// How often the list was refreshed.
    @Observable @MainActor final class RefreshCount {
        var refreshes = 0
    }

    /// Forty rows under a count of their refreshes; a refresh takes half a second.
    struct RefreshApp: View {
        @State private var count = RefreshCount()
        var body: some View {
            VStack(spacing: 0) {
                Text("refreshes: \(count.refreshes)")
                List { ForEach(0..<40, id: \.self) { Text("Row \($0)") } }
                    .listStyle(.plain)
                    .refreshable { @MainActor [count] in
                        try? await Task.sleep(for: .milliseconds(500))
                        count.refreshes += 1
                    }
            }
        }
    }

    /// What the pull walk saw.
    struct PullWalk: Sendable {
        var loaded = false, wheelProgress = false, wheelRefreshed = false, touchRefreshed = false
        /// The refresh messages the page sent for each gesture: the wheel's pull, a wheel that came back to the top,
        /// the touch's pull.
        var wheelMessages = -1, momentumMessages = -1, touchMessages = -1
    }

    @Test func pullingAListDownPastItsTopRefreshesIt() async throws {
        let port = await TestWebServer.start(title: "Refresh") { RefreshApp() }
        let walk = try await Chromium.drive { try Self.pullWalk(port: port) }
        #expect(walk.loaded)
        #expect(walk.wheelProgress)
        #expect(walk.wheelRefreshed)
        #expect(walk.wheelMessages == 1)
        #expect(walk.momentumMessages == 0)
        #expect(walk.touchRefreshed)
        #expect(walk.touchMessages == 1)
    }

    static func pullWalk(port: Int) throws -> PullWalk {
        var walk = PullWalk()
        let browser = try Chromium(width: 390, height: 844)
        try browser.addScriptOnNewDocument(keepSent)
        try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
        walk.loaded = try browser.waitUntil { $0.contains("refreshes: 0") && $0.contains("Row 0") }
        guard walk.loaded, let row = try browser.centre(of: "Row 3") else { return walk }
        func refreshMessages() throws -> Int {
            Int(try browser.evaluate("window.__sent.filter((m) => JSON.parse(m).t === 'refresh').length")) ?? -1
        }
        func wheel(_ deltaY: Double) throws {
            try browser.call("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": row.x, "y": row.y, "deltaX": 0, "deltaY": deltaY])
        }
        /// Lets a wheel gesture end (the page ends one after 0.3 s without a turn).
        func pause() { Thread.sleep(forTimeInterval: 0.5) }

        // The wheel pushed up at the top: the list shows its progress line, then the refresh is done.
        _ = try browser.evaluate("(window.__sent = [], 1)")
        try wheel(-40)
        try wheel(-40)
        walk.wheelProgress = try browser.waitUntil { $0.contains("Refreshing…") }
        walk.wheelRefreshed = try browser.waitUntil { $0.contains("refreshes: 1") && !$0.contains("Refreshing…") }
        walk.wheelMessages = try refreshMessages()
        pause()

        // A wheel gesture that began away from the top and came back to it refreshes nothing.
        _ = try browser.evaluate("(window.__sent = [], 1)")
        try wheel(300)
        guard try browser.waitUntil({ !$0.contains("Row 0") }) else { return walk }
        for _ in 0..<6 { try wheel(-120) }
        guard try browser.waitUntil({ $0.contains("Row 0") }) else { return walk }
        walk.momentumMessages = try refreshMessages()
        pause()

        // A touch dragged down from the top, in steps, once the list is back at its very top (the wheel's scrolling
        // may still be settling when Row 0 shows; a touch that starts below the top scrolls and pulls nothing). On a
        // loaded machine Chromium may coalesce the wheel's turns and stop short of the top: turn it up, a turn at a
        // time, until the list is there (each turn ends at the top at most, in the gesture begun below it, which
        // refreshes nothing).
        func atTop() -> Bool { (try? browser.evaluate("document.querySelector('#kumiko .scroll').scrollTop <= 0")) == "true" }
        for _ in 0..<40 where !atTop() {
            try wheel(-120)
            Thread.sleep(forTimeInterval: 0.25)
        }
        guard try browser.waitUntil(timeout: .seconds(30), { _ in atTop() }) else { return walk }
        pause()
        _ = try browser.evaluate("(window.__sent = [], 1)")
        try browser.call("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 1])
        try browser.call("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": [["x": row.x, "y": row.y]]])
        for step in 1...8 {
            try browser.call("Input.dispatchTouchEvent", ["type": "touchMove", "touchPoints": [["x": row.x, "y": row.y + Double(step) * 15]]])
        }
        try browser.call("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": [[String: Any]]()])
        walk.touchRefreshed = try browser.waitUntil { $0.contains("refreshes: 2") && !$0.contains("Refreshing…") }
        walk.touchMessages = try refreshMessages()
        return walk
    }
}

/// A session's frames say whether its app watches the pointer hover, and only when it does.
@MainActor
@Suite struct WebHoverFrameTests {
    @Test func aFrameAsksForHoverOnlyWhileTheAppWatchesIt() throws {
        let hovering = WebSession(graph: ViewGraph(root: WebPointerTests.HoverApp(), environment: .web(.points)))
        hovering.handle(.viewport(width: 390, height: 844, dark: false))
        let first = try #require(JSONValue.parse(hovering.frame() ?? ""))
        #expect(first["hover"]?.int == 1)
        // The pointer over the box: the patch that shows it asks for hover still.
        hovering.handle(.hover(CGPoint(x: 10, y: 10)))
        let over = try #require(hovering.frame())
        #expect(over.contains("over: yes"))
        #expect(JSONValue.parse(over)?["hover"]?.int == 1)
        hovering.handle(.hover(nil))
        #expect(hovering.frame()?.contains("over: no") == true)

        let idle = WebSession(graph: ViewGraph(root: WebPointerTests.PointerApp(), environment: .web(.points)))
        idle.handle(.viewport(width: 390, height: 844, dark: false))
        let frame = try #require(idle.frame())
        #expect(JSONValue.parse(frame)?["hover"] == nil)
        #expect(!frame.contains(#""hover""#))
    }
}

/// `onMove` by drag in the browser: in edit mode the page draws each row's reorder control (a touch on it drags, it
/// does not pan), and a real mouse drag from Alpha's control to Gamma's row moves Alpha there.
@Suite(.serialized, .enabled(if: Chromium.isInstalled, "needs Debian's chromium (.ci/run installs it)"))
struct WebReorderTests {
    struct ReorderApp: View {
        @State private var names = ["Alpha", "Beta", "Gamma"]
        var body: some View {
            VStack(spacing: 0) {
                Text("order: " + names.joined(separator: ", "))
                List {
                    ForEach(names, id: \.self) { Text($0) }
                        .onMove { names.move(fromOffsets: $0, toOffset: $1) }
                }
                .listStyle(.plain)
                .environment(\.editMode, .constant(.active))
            }
        }
    }

    struct Walk: Sendable {
        var loaded = false
        /// The reorder controls drawn: how many, and whether each takes touches for itself.
        var controls = "", order = ""
    }

    @Test func aRowDraggedByItsReorderControlMovesWhereThePressEnds() async throws {
        let port = await TestWebServer.start(title: "Reorder") { ReorderApp() }
        let walk = try await Chromium.drive { () throws -> Walk in
            var walk = Walk()
            let browser = try Chromium(width: 390, height: 844)
            try browser.open(URL(string: "http://127.0.0.1:\(port)/")!)
            walk.loaded = try browser.waitUntil { $0.contains("Gamma") && $0.contains("order: Alpha, Beta, Gamma") }
            guard walk.loaded else { return walk }
            let controls = try browser.evaluate("""
                JSON.stringify([...document.querySelectorAll('#kumiko div')].filter(e => e.style.touchAction === 'none')
                  .map(e => { const r = e.getBoundingClientRect(); return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)]; }))
                """)
            guard let points = try JSONSerialization.jsonObject(with: Data((JSONValue.parse(controls)?.string ?? controls).utf8)) as? [[Double]],
                  points.count == 3, let gamma = try browser.centre(of: "Gamma") else { walk.controls = controls; return walk }
            walk.controls = "\(points.count) controls"
            let start = points[0]
            try browser.call("Input.dispatchMouseEvent", ["type": "mousePressed", "x": start[0], "y": start[1], "button": "left", "buttons": 1, "clickCount": 1])
            for step in 1...5 {
                let y = start[1] + (gamma.y - start[1]) * Double(step) / 5
                try browser.call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": start[0], "y": y, "button": "left", "buttons": 1])
            }
            try browser.call("Input.dispatchMouseEvent", ["type": "mouseReleased", "x": start[0], "y": gamma.y, "button": "left", "buttons": 0, "clickCount": 1])
            _ = try browser.waitUntil { $0.contains("order: Beta, Gamma, Alpha") }
            walk.order = try browser.evaluate("Array.from(document.querySelectorAll('#kumiko .t')).map(el => el.innerText).find(t => t.startsWith('order: '))")
                .trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return walk
        }
        #expect(walk.loaded)
        #expect(walk.controls == "3 controls")
        #expect(walk.order == "order: Beta, Gamma, Alpha")
    }
}

extension Chromium {
    /// A click of the secondary button at a point (the browser fires `contextmenu`).
    func rightClick(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            try call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "right", "buttons": type == "mousePressed" ? 2 : 0, "clickCount": 1])
        }
    }

    /// The centre of the innermost element under `#kumiko` whose own text reads exactly `text`.
    func centre(ofElementReading text: String) throws -> (x: Double, y: Double)? {
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self)
        let json = try evaluate("""
            (() => { const el = Array.from(document.querySelectorAll('#kumiko div')).reverse().find(el => el.textContent === \(quoted)[0]);
              if (!el) return null; const r = el.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()
            """)
        guard let values = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Double], values.count == 2 else { return nil }
        return (values[0], values[1])
    }
}
