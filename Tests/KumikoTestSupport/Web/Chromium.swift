import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: commands in on file
/// descriptor 3, replies and events out on 4, each a JSON message ending in a NUL byte), for end-to-end tests
/// of the browser backend by real pointer and key events. Debian's `chromium` package (`.ci/run` installs it).
package final class Chromium {
    /// Where Debian puts the browser.
    package static let path = "/usr/bin/chromium"
    /// Whether the browser is installed.
    package static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    private var pid: pid_t = 0
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private let profile: URL
    /// The page's session, once a page is open.
    private var sessionID: String?
    /// The events kept for ``takeEvents()``, by method (see ``record(_:)``).
    private var recordedMethods: Set<String> = []
    /// The events kept so far, oldest first.
    private var keptEvents: [Event] = []

    package struct Failure: Error, CustomStringConvertible { package let description: String }

    /// Starts the browser with a window of `width` × `height` CSS pixels.
    package init(width: Int, height: Int) throws {
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("kumiko-chromium-\(UUID().uuidString)")
        var commands: [Int32] = [0, 0], replies: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&replies) == 0 else { throw Failure(description: "pipe failed") }
        toBrowser = commands[1]
        fromBrowser = replies[0]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, replies[1], 4)
        let devNull = Glibc.open("/dev/null", O_WRONLY)
        posix_spawn_file_actions_adddup2(&actions, devNull, 2)
        let arguments = [Self.path, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                         "--no-first-run", "--no-default-browser-check", "--user-data-dir=\(profile.path)",
                         "--window-size=\(width),\(height)", "about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, Self.path, &actions, nil, &argv, environ)
        close(commands[0]); close(replies[1]); close(devNull)
        guard status == 0 else { throw Failure(description: "cannot start \(Self.path): \(status)") }
        let target = try call("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target") }
        let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        sessionID = attached["sessionId"] as? String
        _ = try call("Emulation.setDeviceMetricsOverride",
                     ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    deinit {
        close(toBrowser)
        close(fromBrowser)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command to the page (or the browser before a page is open) and returns its result, skipping the
    /// events that arrive meanwhile.
    @discardableResult
    package func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if let sessionID { message["sessionId"] = sessionID }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        guard bytes.withUnsafeBytes({ write(toBrowser, $0.baseAddress, $0.count) }) == bytes.count else {
            throw Failure(description: "\(method): the browser went away")
        }
        while true {
            let reply = try readMessage()
            guard reply["id"] as? Int == nextID else { keepIfRecorded(reply); continue }
            if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(fromBrowser, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            buffer += chunk[..<count]
        }
    }

    /// Evaluates JavaScript in the page and returns its value as text (JSON for objects).
    package func evaluate(_ expression: String) throws -> String {
        let result = try call("Runtime.evaluate", ["expression": "JSON.stringify(\(expression))", "returnByValue": true])
        return String(describing: (result["result"] as? [String: Any])?["value"] ?? "")
    }

    /// Opens `url`.
    package func open(_ url: URL) throws { try call("Page.navigate", ["url": url.absoluteString]) }

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

    /// Runs `body`, which blocks on the browser's pipe and polls, on a thread of its own: never on the Swift
    /// concurrency pool (two threads on a two-core machine), whose threads the server's connections need.
    package static func drive<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
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

    /// Resizes the window.
    package func resize(width: Int, height: Int) throws {
        try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }
}

// Events, scripts run before the page's own, promises and timed reads: what a benchmark of the page needs.
extension Chromium {
    /// An event the browser sent (`Network.webSocketFrameReceived`, `Page.loadEventFired`).
    package struct Event {
        /// The event's method.
        package let method: String
        /// Its parameters.
        package let parameters: [String: Any]
    }

    /// The browser's process id.
    package var processID: pid_t { pid }

    /// Keeps the events of `methods` from now on (they are otherwise skipped), for ``takeEvents()``. Their domain
    /// must be enabled (`Network.enable`) for the browser to send them.
    package func record(_ methods: Set<String>) { recordedMethods.formUnion(methods) }

    /// The events kept since the last call, oldest first. Events the browser sent after the latest command's
    /// reply are still in the pipe: ``drainEvents(for:)`` reads them.
    package func takeEvents() -> [Event] {
        defer { keptEvents.removeAll() }
        return keptEvents
    }

    /// Reads the browser's messages for `duration` (at most), keeping the recorded events among them.
    package func drainEvents(for duration: Duration) throws {
        let deadline = ContinuousClock.now + duration
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                keepIfRecorded((try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:])
                continue
            }
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return }
            var descriptor = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(max(left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000, 1))
            guard poll(&descriptor, 1, milliseconds) > 0 else { return }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(fromBrowser, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            buffer += chunk[..<count]
        }
    }

    /// Keeps `message` when it is an event of a recorded method.
    private func keepIfRecorded(_ message: [String: Any]) {
        guard message["id"] == nil, let method = message["method"] as? String, recordedMethods.contains(method) else { return }
        keptEvents.append(Event(method: method, parameters: message["params"] as? [String: Any] ?? [:]))
    }

    /// Runs `source` in every document the page opens from now on, before the page's own scripts (the Page
    /// domain is enabled for it: without, the browser keeps the script but does not run it).
    package func addScriptOnNewDocument(_ source: String) throws {
        try call("Page.enable")
        try call("Page.addScriptToEvaluateOnNewDocument", ["source": source])
    }

    /// Evaluates JavaScript that gives a promise, waits for it, and returns its value as text (JSON for objects).
    package func evaluateAwaiting(_ expression: String) throws -> String {
        let wrapped = "(async () => JSON.stringify(await (\(expression))))()"
        let result = try call("Runtime.evaluate", ["expression": wrapped, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw Failure(description: "evaluate: \(exception["text"] ?? exception)")
        }
        return String(describing: (result["result"] as? [String: Any])?["value"] ?? "")
    }

    /// The browser's own counters for the page (`Performance.getMetrics`: `Nodes`, `JSHeapUsedSize`,
    /// `LayoutDuration`…), by name. Enables the domain on first use.
    package func metrics() throws -> [String: Double] {
        try call("Performance.enable")
        let list = try call("Performance.getMetrics")["metrics"] as? [[String: Any]] ?? []
        var metrics: [String: Double] = [:]
        for metric in list {
            if let name = metric["name"] as? String, let value = metric["value"] as? Double { metrics[name] = value }
        }
        return metrics
    }
}
