import Foundation

/// Part 2a: a thousand idle Staff Directory sessions in one server process (`StaffDirectory --web`, a child
/// process, fresh for each run): its resident set before any session, after the first, and with all of them,
/// each session counted once its first frame has arrived.
struct IdleSessionsBenchmark {
    /// What one run measured.
    struct Run {
        /// The server's resident set before any session, bytes.
        var before = 0
        /// With the first session.
        var afterFirst = 0
        /// With every session.
        var after = 0
        /// Sessions that got their first frame.
        var opened = 0
        /// Failed sessions, and the server's standard error lines.
        var errors = 0
        /// The first failure, if any.
        var firstError: String?
        /// How many lines the server wrote to standard error (its warnings).
        var serverLines = 0
        /// The first of them.
        var firstServerLine: String?
        /// Median milliseconds from connect to first frame.
        var firstFrame = 0.0
    }

    /// The Staff Directory's window (an iPhone's, as the page's default).
    static let window = (width: 390, height: 844)

    let options: Options

    /// Runs the part and returns its figures.
    func measure() async -> [Figure] {
        let part = "sessions"
        var runs: [Run] = []
        for index in 1...options.runs {
            printError("WebBench: \(Format.count(options.idleSessions)) idle sessions, run \(index) of \(options.runs)…")
            do {
                runs.append(try await measureRun())
            } catch {
                return [Figure.missing(part, "idle sessions", target: "run", reason: "\(error)")]
            }
        }
        let count = options.idleSessions
        let total = Summary(runs.map { Double($0.after) })
        let perSession = Summary(runs.map { Double($0.after - $0.before) / Double(count) })
        let marginal = Summary(runs.map { Double($0.after - $0.afterFirst) / Double(max(count - 1, 1)) })
        let opened = runs.map(\.opened).min() ?? 0
        let errors = runs.reduce(0) { $0 + $1.errors }
        return [
            Figure(part, "server RSS with \(Format.count(count)) idle sessions (\(Self.window.width)×\(Self.window.height))",
                   "\(Format.bytes(total.median)) (min \(Format.bytes(total.min)), max \(Format.bytes(total.max)))",
                   target: "< 1 GiB", passed: total.max < 1_073_741_824 && opened == count),
            Figure(part, "memory per session: (after − before) / \(Format.count(count))",
                   "\(Format.bytes(perSession.median)) (min \(Format.bytes(perSession.min)), max \(Format.bytes(perSession.max)))"),
            Figure(part, "memory per session after the first: (after − with one) / \(Format.count(count - 1))", Format.bytes(marginal.median)),
            Figure(part, "server RSS before any session; with the first",
                   "\(Format.bytes(Summary(runs.map { Double($0.before) }).median)); \(Format.bytes(Summary(runs.map { Double($0.afterFirst) }).median))"),
            Figure(part, "idle sessions that got their first frame (fewest in a run)", "\(Format.count(opened)) of \(Format.count(count)); errors \(errors)"
                   + (runs.compactMap(\.firstError).first.map { " (first: \($0))" } ?? ""),
                   target: "all, 0 errors", passed: opened == count && errors == 0),
            Figure(part, "connect to first frame while opening, median", Format.ms(Summary(runs.map(\.firstFrame)))),
            Figure(part, "idle: server standard error lines (all runs)", "\(runs.reduce(0) { $0 + $1.serverLines })"
                   + (runs.compactMap(\.firstServerLine).first.map { " (first: \($0))" } ?? "")),
        ]
    }

    /// Waits until `server` has used under 20 ms of CPU time in the last second, or 30 s.
    private static func waitUntilQuiet(_ server: ChildServer) async throws {
        var samples = [server.cpuMilliseconds]
        for _ in 0..<120 {
            try await Task.sleep(for: .milliseconds(250))
            samples.append(server.cpuMilliseconds)
            if samples.count > 4, samples[samples.count - 1] - samples[samples.count - 5] < 20 { return }
        }
    }

    /// One server, the sessions opened, its memory read, everything closed.
    private func measureRun() async throws -> Run {
        let server = try ChildServer(product: "StaffDirectory")
        defer { server.stop() }
        var run = Run()
        try await Task.sleep(for: .milliseconds(500))
        run.before = server.residentBytes
        let first = await SessionOpener.open(1, port: server.port, width: Self.window.width, height: Self.window.height)
        try await Task.sleep(for: .milliseconds(300))
        run.afterFirst = server.residentBytes
        let rest = await SessionOpener.open(options.idleSessions - 1, port: server.port, width: Self.window.width, height: Self.window.height)
        // The sessions build the rows ahead of their lists once the server is idle (IdleWork): read the memory when
        // they have, once the server has used under 20 ms of CPU in a second (30 s at most).
        try await Self.waitUntilQuiet(server)
        run.after = server.residentBytes
        let sockets = first.sockets + rest.sockets
        run.opened = sockets.count
        let failures = first.failures + rest.failures
        let serverErrors = server.errorLines
        run.serverLines = serverErrors.count
        run.firstServerLine = serverErrors.first.first
        run.errors = failures.count + serverErrors.count
        run.firstError = failures.first ?? serverErrors.first.first
        if let exit = server.exit {
            run.errors += 1
            run.firstError = "the server \(exit) (\(run.firstError ?? "no other error"))"
        }
        run.firstFrame = Summary(first.firstFrameTimes + rest.firstFrameTimes).median
        server.stop()
        await SessionOpener.close(sockets)
        return run
    }
}
