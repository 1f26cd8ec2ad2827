import Foundation
import Kumiko
@testable import KumikoCore
@testable import KumikoWeb
import Testing

/// The pointer in the browser beyond taps and swipes, by real input events in headless Chromium
/// (`Input.dispatchMouseEvent`, `Input.dispatchTouchEvent`): a right click or a touch held on a row shows its
/// context menu.
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
