import Foundation
import KumikoWeb

/// Part 1: the RowsApp list (`RowsApp N --web`, a child process) in headless Chromium, one browser per run (a
/// first visit: no cache, a new session): request to first contentful paint and to the first frame's items in
/// the DOM, the nodes under `#kumiko`, then clicks on rows, each timed in the page from `pointerdown` to the
/// patch painted, with the WebSocket bytes of each (DevTools' `Network.webSocketFrameReceived`).
///
/// Clicks come at a person's pace, each 73 ms after the one before (the shared terminal harness's gap between
/// keys) plus a random part of a 60 Hz frame, so that they fall anywhere in the browser's frame. Clicks sent back to
/// back instead lock onto its frame clock, which then decides the wait for the paint (measured: from 13 ms to
/// 19 ms p50 for the same page, by the gap alone).
struct ListBenchmark {
    /// The gap from one click's press to the next, in nanoseconds: 73 ms plus up to one frame.
    static func gapBeforeNextClick() -> UInt64 { 73_000_000 + UInt64.random(in: 0..<16_666_667) }

    /// What one run measured.
    struct Run {
        /// First contentful paint, ms from navigation start.
        var firstPaint = 0.0
        /// The first frame's items in the DOM, ms from navigation start.
        var firstItems = 0.0
        /// The animation frame after those items, ms from navigation start.
        var firstItemsPainted = 0.0
        /// Elements under `#kumiko` after the first frame.
        var nodes = 0
        /// Elements under `#kumiko` after the clicks.
        var nodesAfterClicks = 0
        /// Bytes of the first whole frame.
        var firstFrameBytes = 0
        /// The window the first whole frame was drawn for, as its header gives it.
        var firstFrameWindow = "?"
        /// Each click's pointerdown to the patch painted, ms.
        var clicks: [Double] = []
        /// Each click's pointerup to the patch painted, ms (the list selects on release).
        var clicksFromRelease: [Double] = []
        /// Each click's pointerdown to the patch in the DOM (before the frame that paints it), ms.
        var clicksToDOM: [Double] = []
        /// Each click's pointerup to the arrival of the patch that shows the move, ms (the server and the network).
        var releaseToMessage: [Double] = []
        /// That message's arrival to its items in the DOM, ms (the page's script).
        var messageToDOM: [Double] = []
        /// The items in the DOM to the animation frame that paints them, ms.
        var domToPaint: [Double] = []
        /// The animation frame after the first frame drawn for the window's size, ms from navigation start.
        var firstSizedPaint = 0.0
        /// Messages per click that changed nothing (a patch of kept items only).
        var unchangedPerClick: [Double] = []
        /// Bytes the page received per click (every message: the press's patch and the release's).
        var receivedPerClick: [Double] = []
        /// Messages the page received per click.
        var messagesPerClick: [Double] = []
        /// The largest message received for a click.
        var largestMessage = 0
        /// Bytes the page sent per click.
        var sentPerClick: [Double] = []
        /// Clicks after which the status line did not show the clicked row.
        var wrongSelections = 0
        /// Clicks whose patch was not painted within two seconds.
        var timeouts = 0
        /// Clicks whose patch was a whole frame.
        var wholeFrames = 0
    }

    /// Why a run failed.
    struct Failure: Error, CustomStringConvertible { let description: String }

    let options: Options

    /// Runs the part and returns its figures.
    func measure() -> [Figure] {
        let part = "list"
        let server: ChildServer
        do {
            server = try ChildServer(product: "RowsApp", arguments: [String(options.rows)])
        } catch {
            return [Figure.missing(part, "RowsApp --web", target: "runs", reason: "\(error)")]
        }
        defer { server.stop() }
        guard Chromium.isInstalled else { return [Figure.missing(part, "Chromium", target: "installed", reason: "\(Chromium.path) is missing")] }
        let startRSS = server.residentBytes
        var runs: [Run] = []
        var first: Run?
        // Run 0 is the server's first session (its graph code cold): reported alone, not in the medians.
        for index in 0...options.runs {
            printError("WebBench: list run \(index == 0 ? "0 (warm-up)" : String(index)) of \(options.runs)…")
            do {
                let run = try measureRun(url: server.url)
                if index == 0 { first = run } else { runs.append(run) }
            } catch {
                printError("WebBench: list run \(index) failed: \(error)")
                if index > 0 { return [Figure.missing(part, "list run", target: "completes", reason: "\(error)")] }
            }
        }
        return figures(runs, first: first, serverRSS: (startRSS, server.residentBytes), errors: server.errorLines)
    }

    /// One browser, one page load, then the clicks.
    private func measureRun(url: URL) throws -> Run {
        let browser = try Chromium(width: options.window.width, height: options.window.height)
        let browserPID = browser.processID
        ChildProcesses.register(browserPID)
        defer { ChildProcesses.unregister(browserPID) }
        try browser.call("Network.enable")
        browser.record(["Network.webSocketFrameReceived", "Network.webSocketFrameSent"])
        try browser.addScriptOnNewDocument(PageProbe.script)
        try browser.open(url)
        var ready = false
        for _ in 0..<500 where !ready {
            ready = try browser.evaluate("typeof window.__webBench") == #""object""#
            if !ready { usleep(10_000) }
        }
        guard ready else {
            let seen = (try? browser.evaluate("[typeof window.__webBench, location.href, document.readyState]")) ?? "?"
            throw Failure(description: "the probe script did not run in the page (\(seen))")
        }
        let loaded = try Self.object(try browser.evaluateAwaiting("__webBench.loaded(30000)"))
        var run = Run()
        run.firstPaint = Self.number(loaded["fcp"]) ?? -1
        run.firstItems = Self.number(loaded["items"]) ?? -1
        run.firstItemsPainted = Self.number(loaded["painted"]) ?? -1
        run.firstSizedPaint = Self.number(loaded["sized"]) ?? -1
        run.nodes = Int(Self.number(loaded["nodes"]) ?? -1)
        let text = loaded["text"] as? String ?? ""
        guard run.firstPaint >= 0, run.firstItems >= 0 else { throw Failure(description: "no first paint within 30 s (page shows: \(text.prefix(80)))") }
        guard text.contains("/ \(options.rows)"), text.contains("Row 000000") else {
            throw Failure(description: "the page does not show \(options.rows) rows: \(text.prefix(120))")
        }
        try browser.drainEvents(for: .milliseconds(50))
        let frames = browser.takeEvents().compactMap(Self.payload).filter { $0.received && $0.text.hasPrefix(#"{"t":"frame""#) }
        if let first = frames.first {
            run.firstFrameBytes = first.text.utf8.count
            if let size = Received(text: first.text, arrival: 0).size { run.firstFrameWindow = "\(Int(size.width))×\(Int(size.height))" }
        }

        let rows = try Self.rows(try browser.evaluate("__webBench.rows()"))
        guard rows.count >= 2 else { throw Failure(description: "fewer than two rows wholly in view") }
        for index in 0..<options.clicks {
            let target = rows[(index + 1) % rows.count]
            let clickAt = Clock.now()
            _ = try browser.evaluate("__webBench.arm('cursor \(FrameBenchmark.sixDigits(target.row))', 2000)")
            try browser.click(x: target.x, y: target.y)
            let painted = (try? JSONSerialization.jsonObject(with: Data(try browser.evaluateAwaiting("__webBench.done").utf8))) as? [Any]
            try browser.drainEvents(for: .milliseconds(25))
            let cursor = Int(try browser.evaluate("__webBench.cursor()")) ?? -1
            let messages = browser.takeEvents().compactMap(Self.payload)
            if let painted, painted.count == 6, case let times = painted.compactMap(Self.number), times.count == 6 {
                run.clicks.append(times[0])
                run.clicksFromRelease.append(times[1])
                run.clicksToDOM.append(times[2])
                run.releaseToMessage.append(times[3])
                run.messageToDOM.append(times[4])
                run.domToPaint.append(times[5])
            } else {
                run.timeouts += 1
            }
            if cursor != target.row { run.wrongSelections += 1 }
            let received = messages.filter(\.received)
            run.receivedPerClick.append(Double(received.reduce(0) { $0 + $1.text.utf8.count }))
            run.messagesPerClick.append(Double(received.count))
            run.unchangedPerClick.append(Double(received.filter { !Received(text: $0.text, arrival: 0).changesSomething }.count))
            run.sentPerClick.append(Double(messages.filter { !$0.received }.reduce(0) { $0 + $1.text.utf8.count }))
            run.largestMessage = max(run.largestMessage, received.map(\.text.utf8.count).max() ?? 0)
            run.wholeFrames += received.filter { $0.text.hasPrefix(#"{"t":"frame""#) }.count
            let next = clickAt + Self.gapBeforeNextClick(), now = Clock.now()
            if now < next { usleep(useconds_t((next - now) / 1000)) }
        }
        run.nodesAfterClicks = Int(try browser.evaluate("__webBench.nodes()")) ?? -1
        return run
    }

    /// The report's lines: medians over runs.
    private func figures(_ runs: [Run], first: Run?, serverRSS: (start: Int, end: Int), errors: (count: Int, first: [String])) -> [Figure] {
        let part = "list"
        func over(_ value: (Run) -> Double) -> Summary { Summary(runs.map(value)) }
        let window = "\(options.window.width)×\(options.window.height)"
        let fcp = over(\.firstPaint), items = over(\.firstItems), painted = over(\.firstItemsPainted)
        let nodes = over { Double($0.nodes) }
        let p50 = over { Summary.percentile(0.5, of: $0.clicks) }, p99 = over { Summary.percentile(0.99, of: $0.clicks) }
        let bytes = over { Summary.percentile(0.5, of: $0.receivedPerClick) }
        let maxBytes = runs.map { $0.receivedPerClick.max() ?? 0 }.max() ?? 0
        let timeouts = runs.reduce(0) { $0 + $1.timeouts }, wrong = runs.reduce(0) { $0 + $1.wrongSelections }
        let clicks = runs.reduce(0) { $0 + $1.clicks.count }
        var figures = [
            Figure(part, "request to first contentful paint (\(Format.count(options.rows)) rows, \(window))", Format.ms(fcp),
                   target: "< 300 ms", passed: fcp.median < 300 && fcp.median > 0),
            Figure(part, "request to the first frame's items in the DOM", Format.ms(items)),
            Figure(part, "request to the animation frame after them", Format.ms(painted)),
            Figure(part, "request to the first frame at the window's size painted", Format.ms(over(\.firstSizedPaint))),
            Figure(part, "DOM nodes under #kumiko after the first frame", "\(Int(nodes.median)) (min \(Int(nodes.min)), max \(Int(nodes.max)))",
                   target: "< 300", passed: nodes.max < 300 && nodes.max > 0),
            Figure(part, "click to patch painted, p50 (\(options.clicks) clicks/run)", Format.ms(p50), target: "< 16 ms", passed: p50.median < 16),
            Figure(part, "click to patch painted, p99", Format.ms(p99), target: "< 50 ms", passed: p99.median < 50),
            Figure(part, "bytes received per selection move (click), median", "\(Format.bytes(bytes.median)) (max over all clicks \(Format.bytes(maxBytes)))",
                   target: "< 1 KB", passed: bytes.median < 1024),
            Figure(part, "clicks that moved the selection and painted", "\(clicks - wrong) of \(runs.count * options.clicks) (\(timeouts) not painted in 2 s, \(wrong) wrong row)",
                   target: "all", passed: timeouts == 0 && wrong == 0),
            Figure(part, "pointerup to patch painted, p50; p99 (the list selects on release)",
                   "\(Format.ms(over { Summary.percentile(0.5, of: $0.clicksFromRelease) }.median)); \(Format.ms(over { Summary.percentile(0.99, of: $0.clicksFromRelease) }.median))"),
            Figure(part, "click to patch in the DOM (before its paint), p50; p99",
                   "\(Format.ms(over { Summary.percentile(0.5, of: $0.clicksToDOM) }.median)); \(Format.ms(over { Summary.percentile(0.99, of: $0.clicksToDOM) }.median))"),
            Figure(part, "pointerup → patch arrives → in the DOM → painted, p50 each",
                   [\Run.releaseToMessage, \Run.messageToDOM, \Run.domToPaint].map { path in
                       Format.ms(over { Summary.percentile(0.5, of: $0[keyPath: path]) }.median)
                   }.joined(separator: " → ")),
            Figure(part, "messages received per click; of them changing nothing",
                   String(format: "%.1f; %.1f (medians)", over { Summary.percentile(0.5, of: $0.messagesPerClick) }.median,
                          over { Summary.percentile(0.5, of: $0.unchangedPerClick) }.median)),
            Figure(part, "bytes sent per click", Format.bytes(over { Summary.percentile(0.5, of: $0.sentPerClick) }.median)),
            Figure(part, "largest message for a click; whole frames sent for clicks", "\(Format.bytes(Double(runs.map(\.largestMessage).max() ?? 0))); \(runs.reduce(0) { $0 + $1.wholeFrames })"),
            Figure(part, "first whole frame: bytes; the window it was drawn for",
                   "\(Format.bytes(over { Double($0.firstFrameBytes) }.median)); \(Set(runs.map(\.firstFrameWindow)).sorted().joined(separator: ", "))"),
            Figure(part, "DOM nodes under #kumiko after the clicks", "\(Int(over { Double($0.nodesAfterClicks) }.median))"),
        ]
        if let first {
            figures.append(Figure(part, "warm-up run (the server's first session): FCP, first items", "\(Format.ms(first.firstPaint)), \(Format.ms(first.firstItems))"))
        }
        figures.append(Figure(part, "RowsApp server RSS: at start, after \(options.runs + 1) sessions",
                              "\(Format.bytes(Double(serverRSS.start))), \(Format.bytes(Double(serverRSS.end)))"))
        if errors.count > 0 {
            figures.append(Figure(part, "RowsApp standard error lines", "\(errors.count): \(errors.first.joined(separator: " | "))"))
        }
        return figures
    }

    /// A JSON object from `evaluate`'s text.
    private static func object(_ json: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw Failure(description: "not a JSON object: \(json.prefix(80))")
        }
        return object
    }

    /// A JSON number as a `Double`.
    private static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    /// The rows in view from `__webBench.rows()`.
    private static func rows(_ json: String) throws -> [(row: Int, x: Double, y: Double)] {
        guard let list = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]] else {
            throw Failure(description: "no rows: \(json.prefix(80))")
        }
        return list.compactMap { entry in
            let values = entry.compactMap(number)
            return values.count == 3 ? (Int(values[0]), values[1], values[2]) : nil
        }
    }

    /// A WebSocket message from a DevTools event: its text and whether the page received it (else sent it).
    private static func payload(_ event: Chromium.Event) -> (text: String, received: Bool)? {
        guard let response = event.parameters["response"] as? [String: Any], let text = response["payloadData"] as? String else { return nil }
        return (text, event.method == "Network.webSocketFrameReceived")
    }
}
