import Foundation
import Kumiko
import RowsView

/// Part 3: the server's frame for a selection move against the terminal's, in this process, on RowsView's list
/// at the same window: 120 × 40 cells in the terminal, 960 × 640 points in the browser (a cell is 8 × 16 points).
///
/// Terminal: a Down key through the terminal runtime, then the frame drawn and encoded as the terminal host
/// writes it (`TestTerminal`, as KeyBench measures it). Web: a Down key message sent over a loopback WebSocket
/// to KumikoWeb's server running in this process, until the patch that answers it arrives: decoding, the
/// session's event and frame (settle, display list, JSON, patch), and the WebSocket both ways. The session
/// itself (`WebSession.frame()`) is internal to KumikoWeb, so the server's share alone is not timed here (an
/// event that changes nothing is answered with nothing, so it cannot stand for the transport either).
@MainActor
struct FrameBenchmark {
    /// What one web run measured.
    struct WebRun: Sendable {
        /// Each Down key's send to its answer's arrival, ms.
        var latencies: [Double] = []
        /// Each answer's bytes, in the order of the presses.
        var bytes: [Double] = []
        /// Answers sent whole rather than as a patch.
        var whole = 0
        /// Why the run failed, if it did.
        var error: String?
    }

    /// The terminal's window in cells.
    static let cells = (columns: 120, rows: 40)
    /// The same window in points.
    static let points = (width: 960, height: 640)
    /// Down presses that stay within the rows in view at that size (13 rows of 44 points), before the list scrolls.
    static let inView = 10

    let options: Options

    /// Runs the part and returns its figures.
    func measure() async -> [Figure] {
        let part = "frame"
        let rows = options.rows, presses = options.presses
        // The terminal.
        var terminalP50: [Double] = [], terminalP99: [Double] = [], terminalBytes: [Double] = []
        for index in 1...options.runs {
            printError("WebBench: terminal frames, run \(index) of \(options.runs)…")
            let terminal = TestTerminal(columns: Self.cells.columns, rows: Self.cells.rows) { RowsView(count: rows) }
            _ = terminal.image
            var latencies: [Double] = []
            latencies.reserveCapacity(presses)
            for _ in 0..<presses {
                let start = Clock.now()
                terminal.press(.downArrow)
                _ = terminal.image
                latencies.append(Clock.milliseconds(from: start, to: Clock.now()))
                terminalBytes.append(Double(terminal.lastFrameByteCount))
            }
            guard terminal.screen.contains("cursor \(Self.sixDigits(presses))") else {
                return [Figure.missing(part, "terminal frames", target: "move", reason: "the screen does not show cursor \(Self.sixDigits(presses))")]
            }
            terminalP50.append(Summary.percentile(0.5, of: latencies))
            terminalP99.append(Summary.percentile(0.99, of: latencies))
        }
        // The browser's server, in this process.
        let port = await InProcessServer.start(title: "RowsView") { RowsView(count: rows) }
        guard port > 0 else { return [Figure.missing(part, "web frames", target: "run", reason: "the in-process server did not start")] }
        var webRuns: [WebRun] = []
        for index in 1...options.runs {
            printError("WebBench: web frames, run \(index) of \(options.runs)…")
            let run = await Self.webRun(port: port, presses: presses)
            if let error = run.error { return [Figure.missing(part, "web frames", target: "run", reason: error)] }
            webRuns.append(run)
        }
        let webP50 = Summary(webRuns.map { Summary.percentile(0.5, of: $0.latencies) })
        let webP99 = Summary(webRuns.map { Summary.percentile(0.99, of: $0.latencies) })
        let termP50 = Summary(terminalP50), termP99 = Summary(terminalP99)
        let ratio = webP50.median / Swift.max(termP50.median, 0.000_001)
        let window = "\(Format.count(rows)) rows, \(Self.cells.columns)×\(Self.cells.rows) cells = \(Self.points.width)×\(Self.points.height) pt"
        return [
            Figure(part, "terminal: Down key to frame encoded, p50; p99 (\(window))", "\(Format.ms(termP50)); \(Format.ms(termP99.median))"),
            Figure(part, "web: Down key to patch received over loopback, p50; p99", "\(Format.ms(webP50)); \(Format.ms(webP99.median))"),
            Figure(part, "web / terminal, p50", String(format: "%.2f×", ratio), target: "≤ 2×", passed: ratio <= 2),
            Figure(part, "web / terminal, p99", String(format: "%.2f×", webP99.median / Swift.max(termP99.median, 0.000_001))),
            Figure(part, "bytes per Down: web patch in view (first \(Self.inView) presses), median (max)",
                   "\(Format.bytes(Summary(webRuns.flatMap { $0.bytes.prefix(Self.inView) }).median)) (\(Format.bytes(webRuns.flatMap { $0.bytes.prefix(Self.inView) }.max() ?? 0)))"),
            Figure(part, "bytes per Down: web patch that scrolls the list (the rest), median (max)",
                   "\(Format.bytes(Summary(webRuns.flatMap { $0.bytes.dropFirst(Self.inView) }).median)) (\(Format.bytes(webRuns.flatMap { $0.bytes.dropFirst(Self.inView) }.max() ?? 0)))"),
            Figure(part, "bytes per Down: terminal, median (max)", "\(Format.bytes(Summary(terminalBytes).median)) (\(Format.bytes(terminalBytes.max() ?? 0)))"),
            Figure(part, "web answers sent whole (of \(Format.count(presses * options.runs)) moves)", "\(webRuns.reduce(0) { $0 + $1.whole })"),
        ]
    }

    /// One web session: its first frame, `presses` Down keys each timed to its answer, and a
    /// check that the status line followed; then the session is closed.
    nonisolated private static func webRun(port: Int, presses: Int) async -> WebRun {
        let socket: PageSocket
        do {
            socket = try await PageSocket.openSession(port: port, width: points.width, height: points.height, settle: .milliseconds(200)).socket
        } catch {
            var run = WebRun()
            run.error = "\(error)"
            return run
        }
        var run = WebRun()
        do {
            try await drive(socket, presses: presses, into: &run)
        } catch {
            run.error = "\(error)"
        }
        await socket.close()
        return run
    }

    /// The keys and events of ``webRun(port:presses:)`` on an open session; a failure is set in `run.error`.
    nonisolated private static func drive(_ socket: PageSocket, presses: Int, into run: inout WebRun) async throws {
        for _ in 0..<presses {
            let sent = Clock.now()
            try await socket.send(PageMessages.key("ArrowDown"))
            guard let (answer, _) = await socket.answer(timeout: .seconds(5)) else { run.error = "no answer: \(socket.endReason)"; return }
            run.latencies.append(Clock.milliseconds(from: sent, to: answer.arrival))
            run.bytes.append(Double(answer.bytes))
            if answer.type == "frame" { run.whole += 1 }
        }
        // The frames the server sends by itself after the last key (the rows ahead of the list, built while it is
        // idle) go first: one written while the server takes the resync would be the whole frame, and the answer a
        // patch of it.
        while await socket.next(timeout: .milliseconds(300)) != nil {}
        try await socket.send(PageMessages.resync)
        let whole = await socket.answer(timeout: .seconds(5))?.answer
        // The status line's text is in runs, one per interpolated part: "cursor ", "000100", " / ", …
        guard let whole, whole.text.contains(#""cursor ""#), whole.text.contains("\"\(sixDigits(presses))\"") else {
            run.error = "after \(presses) Down keys the page does not show cursor \(sixDigits(presses))"
            return
        }
    }

    /// `%06d`, as RowsView shows the cursor.
    nonisolated static func sixDigits(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: Swift.max(6 - digits.count, 0)) + digits
    }
}
