import Foundation
#if canImport(Glibc)
import Glibc
#endif

// What a walk through an app in the page needs: the text shown, where a text is, pointer and key events.
extension Chromium {
    /// The text the app shows, in drawing order.
    package func shownText() throws -> String { try evaluate("document.getElementById('kumiko').innerText") }

    /// Waits (up to `timeout`, polling) until the shown text satisfies `condition`; returns whether it did.
    /// Generous: in the full suite the main actor, where the sessions draw, is shared with other tests.
    package func waitUntil(timeout: Duration = .seconds(120), _ condition: (String) -> Bool) throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if condition(try shownText()) { return true }
            usleep(50_000)
        }
        return false
    }

    /// The centre of the first text element showing exactly `text`.
    package func centre(of text: String) throws -> (x: Double, y: Double)? {
        let quoted = String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self)
        let json = try evaluate("""
            (() => { for (const el of document.querySelectorAll('#kumiko .t')) {
              if (el.innerText === \(quoted)[0]) { const r = el.getBoundingClientRect(); return [r.x + 4, r.y + r.height / 2]; } }
              return null; })()
            """)
        guard let values = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Double], values.count == 2 else { return nil }
        return (values[0], values[1])
    }

    /// A click of the primary button at a point.
    package func click(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            try call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// Types text, key by key.
    package func type(_ text: String) throws {
        for character in text {
            try call("Input.dispatchKeyEvent", ["type": "keyDown", "key": String(character), "text": String(character)])
            try call("Input.dispatchKeyEvent", ["type": "keyUp", "key": String(character)])
        }
    }

    /// Presses a named key (`Escape`, `ArrowDown`, `Enter`).
    package func press(_ key: String, code: Int) throws {
        for type in ["rawKeyDown", "keyUp"] {
            try call("Input.dispatchKeyEvent", ["type": type, "key": key, "windowsVirtualKeyCode": code])
        }
    }
}
