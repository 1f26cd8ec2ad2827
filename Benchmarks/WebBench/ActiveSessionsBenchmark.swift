import Foundation
import NIOCore

/// Part 2b: two hundred Staff Directory sessions in one server process, each sending a key (Down ten times, then
/// Up ten times, over and over: the selection moves through the list) five times a second for twenty seconds;
/// each event timed from its send to the arrival of the frame that answers it. Before the timed events, every
/// session's first Down (its cursor's first appearance) is sent and answered, untimed, so that the timed events
/// measure the steady load, not the queue of two hundred first layouts. Errors: sessions that did not
/// open, failed sends, answers that did not come within two seconds or were not frames, and the server's
/// standard error lines.
struct ActiveSessionsBenchmark {
    /// What one session saw.
    struct SessionResult: Sendable {
        /// Each event's send to its answer's arrival, ms.
        var latencies: [Double] = []
        /// Answers that changed the screen (a frame, or a patch with new items).
        var changed = 0
        /// Answers sent whole rather than as a patch.
        var whole = 0
        /// Bytes received.
        var bytes = 0
        /// Frames the server sent unasked before an answer (the rows ahead of the list, built while it was idle).
        var unasked = 0
        /// What went wrong, if anything (the session stops at its first error).
        var error: String?
    }

    /// What one run measured.
    struct Run {
        /// Every session's event-to-answer times, ms.
        var latencies: [Double] = []
        /// Events answered.
        var events = 0
        /// Answers that changed the screen.
        var changed = 0
        /// Answers sent whole.
        var whole = 0
        /// Bytes received in answers.
        var bytes = 0
        /// Frames sent unasked.
        var unasked = 0
        /// Sessions that failed to open or stopped at an error, and the server's standard error lines.
        var errors = 0
        /// The first of those errors.
        var firstError: String?
        /// How many lines the server wrote to standard error (its warnings).
        var serverLines = 0
        /// The first of them.
        var firstServerLine: String?
        /// How long the sessions sent, seconds.
        var seconds = 0.0
        /// The server's CPU time while the sessions sent, per event answered, ms.
        var serverCPUPerEvent = 0.0
    }

    let options: Options

    /// Runs the part and returns its figures.
    func measure() async -> [Figure] {
        let part = "sessions"
        printError("WebBench: the machine alone, 10 s (how often it pauses)…")
        let pauses = await MachinePauses.measure(for: .seconds(10))
        var runs: [Run] = []
        for index in 1...options.runs {
            printError("WebBench: \(options.activeSessions) active sessions × \(options.rate) events/s × \(options.seconds) s, run \(index) of \(options.runs)…")
            do {
                runs.append(try await measureRun())
            } catch {
                return [Figure.missing(part, "active sessions", target: "run", reason: "\(error)")]
            }
        }
        let p50 = Summary(runs.map { Summary.percentile(0.5, of: $0.latencies) })
        let p99 = Summary(runs.map { Summary.percentile(0.99, of: $0.latencies) })
        let max = Summary(runs.map { $0.latencies.max() ?? 0 })
        let errors = runs.reduce(0) { $0 + $1.errors }
        let events = Summary(runs.map { Double($0.events) })
        let changed = runs.reduce(0) { $0 + $1.changed }, answered = runs.reduce(0) { $0 + $1.latencies.count }
        let name = "\(options.activeSessions) sessions × \(options.rate) events/s × \(options.seconds) s"
        return [
            Figure(part, "event to patch received, p99 (\(name))", Format.ms(p99), target: "< 20 ms", passed: p99.median < 20 && errors == 0),
            Figure(part, "the machine alone, before the runs: pauses of the whole VM (MachinePauses)", MachinePauses.describe(pauses)),
            Figure(part, "event to patch received, p50; max", "\(Format.ms(p50.median)); \(Format.ms(max.median)) (medians over runs)"),
            Figure(part, "errors (all runs)", "\(errors)" + (runs.compactMap(\.firstError).first.map { " (first: \($0))" } ?? ""),
                   target: "0", passed: errors == 0),
            Figure(part, "events answered per run; rate achieved",
                   "\(Format.count(Int(events.median))) of \(Format.count(options.activeSessions * options.rate * options.seconds)); "
                   + String(format: "%.0f events/s", Summary(runs.map { Double($0.events) / Swift.max($0.seconds, 0.001) }).median)),
            Figure(part, "answers that changed the screen; sent whole", String(format: "%.1f%%; %d", Double(changed) / Double(Swift.max(answered, 1)) * 100, runs.reduce(0) { $0 + $1.whole })),
            Figure(part, "server CPU per event (user + system, all threads), median over runs",
                   String(format: "%.2f ms (%.0f%% of one core at the rate asked)", Summary(runs.map(\.serverCPUPerEvent)).median,
                          Summary(runs.map(\.serverCPUPerEvent)).median * Double(options.activeSessions * options.rate) / 10)),
            Figure(part, "active: server standard error lines (all runs)", "\(runs.reduce(0) { $0 + $1.serverLines })"
                   + (runs.compactMap(\.firstServerLine).first.map { " (first: \($0))" } ?? "")),
            Figure(part, "bytes per answer, mean", Format.bytes(Double(runs.reduce(0) { $0 + $1.bytes }) / Double(Swift.max(answered, 1)))),
            Figure(part, "frames sent unasked (rows ahead built while idle), per event",
                   String(format: "%.3f", Double(runs.reduce(0) { $0 + $1.unasked }) / Double(Swift.max(answered, 1)))),
        ]
    }

    /// One server: the sessions opened, driven, closed.
    private func measureRun() async throws -> Run {
        let server = try ChildServer(product: "StaffDirectory")
        defer { server.stop() }
        let window = IdleSessionsBenchmark.window
        let opened = await SessionOpener.open(options.activeSessions, port: server.port, width: window.width, height: window.height,
                                              settle: .milliseconds(200))
        var run = Run()
        run.errors = opened.failures.count
        run.firstError = opened.failures.first
        let interval = Duration.seconds(1) / options.rate
        let events = options.rate * options.seconds
        // Untimed, before any session's timed events: each session's first Down, which puts its cursor on the
        // first row (a first layout of the row chrome, 200 of them at once), answered.
        let warm = await withTaskGroup(of: (Int, String?).self) { group in
            for (index, socket) in opened.sockets.enumerated() {
                group.addTask { (index, await Self.warmUp(socket)) }
            }
            var warm: [(index: Int, error: String?)] = []
            for await result in group { warm.append(result) }
            return warm.sorted { $0.index < $1.index }
        }
        let sockets = zip(opened.sockets, warm).compactMap { $1.error == nil ? $0 : nil }
        let failed = warm.compactMap(\.error)
        run.errors += failed.count
        if run.firstError == nil { run.firstError = failed.first }
        let sessions = sockets.count
        let start = ContinuousClock.now + .milliseconds(500)
        let began = Clock.now()
        let cpuBefore = server.cpuMilliseconds
        let results = await withTaskGroup(of: SessionResult.self) { group in
            for (index, socket) in sockets.enumerated() {
                // Spread the sessions' sends evenly over each interval.
                let offset = interval * index / Swift.max(sessions, 1)
                group.addTask { await Self.drive(socket, from: start + offset, every: interval, events: events) }
            }
            var results: [SessionResult] = []
            for await result in group { results.append(result) }
            return results
        }
        run.seconds = Clock.milliseconds(from: began, to: Clock.now()) / 1000 - 0.5
        let serverCPU = server.cpuMilliseconds - cpuBefore
        for result in results {
            run.latencies += result.latencies
            run.changed += result.changed
            run.whole += result.whole
            run.bytes += result.bytes
            run.unasked += result.unasked
            if let error = result.error {
                run.errors += 1
                if run.firstError == nil { run.firstError = error }
            }
        }
        run.events = run.latencies.count
        run.serverCPUPerEvent = serverCPU / Double(max(run.events, 1))
        if let exit = server.exit {
            run.errors += 1
            run.firstError = "the server \(exit) (\(run.firstError ?? "no other error"))"
        }
        await SessionOpener.close(opened.sockets)
        let serverErrors = server.errorLines
        run.serverLines = serverErrors.count
        run.firstServerLine = serverErrors.first.first
        run.errors += serverErrors.count
        if run.firstError == nil { run.firstError = serverErrors.first.first }
        return run
    }

    /// A session's first Down, untimed, which puts the cursor on the first row; what went wrong, if anything.
    private static func warmUp(_ socket: PageSocket) async -> String? {
        do {
            try await socket.send(PageMessages.key("ArrowDown"))
        } catch {
            return "send failed: \(error)"
        }
        guard await socket.answer(timeout: .seconds(10)) != nil else {
            return "no answer to the first Down within 10 s: \(socket.endReason)"
        }
        return nil
    }

    /// One session's events: a key at each tick, its answer awaited (two seconds at most), sent and timed on its
    /// connection's event loop (``KeyDriver``). Ten Downs, then ten Ups, each moving the list's cursor, so that each
    /// changes the screen (an event that changes nothing is answered with nothing). The session's cursor is on the
    /// first row already (``warmUp(_:)``).
    private static func drive(_ socket: PageSocket, from start: ContinuousClock.Instant, every interval: Duration, events: Int) async -> SessionResult {
        let deadline = NIODeadline.now() + TimeAmount(ContinuousClock.now.duration(to: start))
        return await socket.driveKeys(events, from: deadline, every: TimeAmount(interval), timeout: .seconds(2)) { index in
            PageMessages.key((index / 10) % 2 == 0 ? "ArrowDown" : "ArrowUp")
        }
    }
}
