import Foundation

// Events, scripts run before the page's own, timed reads: what a benchmark of the page needs.
extension Chromium {
    /// An event the browser sent (`Network.webSocketFrameReceived`, `Fetch.requestPaused`).
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

    /// Reads the browser's messages for `duration` (at most), handling the events among them.
    package func drainEvents(for duration: Duration) throws {
        let deadline = ContinuousClock.now + duration
        repeat {
            while let message = takeBufferedMessage() { handleEvent(message) }
        } while try receive(until: deadline)
    }

    /// Gives an event (a message without an id) to ``onEvent`` and keeps it when its method is recorded.
    func handleEvent(_ message: [String: Any]) {
        guard message["id"] == nil, let method = message["method"] as? String else { return }
        let event = Event(method: method, parameters: message["params"] as? [String: Any] ?? [:])
        onEvent?(event)
        if recordedMethods.contains(method) { keptEvents.append(event) }
    }

    /// Runs `source` in every document the page opens from now on, before the page's own scripts (the Page
    /// domain is enabled for it: without, the browser keeps the script but does not run it).
    package func addScriptOnNewDocument(_ source: String) throws {
        try call("Page.enable")
        try call("Page.addScriptToEvaluateOnNewDocument", ["source": source])
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
