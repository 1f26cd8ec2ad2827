import Foundation

/// `WebBench keys`: one Staff Directory session (`StaffDirectory --web`, a child process) sent `--presses` keys one
/// at a time, each awaited before the next (Down ten times, then Up ten times, as the active sessions send them),
/// for the server's CPU time per key: what one selection move costs the server, without the queueing of 200
/// sessions. With `--callgrind FILE` the server runs under `valgrind --tool=callgrind` with instrumentation off
/// until the session is open and its cursor is on the list, then on for the keys only (`callgrind_control -i`),
/// so that `callgrind_annotate --inclusive=yes FILE.1` (the dump taken after the keys) shows where a key's frame goes.
/// valgrind 3.19 needs `scripts/callgrind-dispatch-main.c` preloaded and the products stripped of DWARF (see there).
struct KeysProfile {
    let options: Options

    /// Runs the part and returns its figures.
    func measure() async -> [Figure] {
        let part = "keys"
        var cpuPerKey: [Double] = [], p50: [Double] = []
        for index in 1...options.runs {
            printError("WebBench: one Staff Directory session, \(options.presses) keys, run \(index) of \(options.runs)…")
            do {
                let run = try await measureRun()
                cpuPerKey.append(run.cpuPerKey)
                p50.append(run.p50)
            } catch {
                return [Figure.missing(part, "keys", target: "run", reason: "\(error)")]
            }
        }
        let window = IdleSessionsBenchmark.window
        return [
            Figure(part, "server CPU per key (user + system, all threads; \(window.width)×\(window.height))", Format.ms(Summary(cpuPerKey))),
            Figure(part, "key to patch received, p50", Format.ms(Summary(p50))),
        ]
    }

    /// Why a run failed.
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// One server, one session, the keys.
    private func measureRun() async throws -> (cpuPerKey: Double, p50: Double) {
        let callgrind = options.callgrindFile
        let launcher = callgrind.map { ["/usr/bin/valgrind", "--tool=callgrind", "--instr-atstart=no", "--callgrind-out-file=\($0)"] } ?? []
        // Under valgrind everything is some fifty times slower.
        let slow = callgrind != nil
        let server = try ChildServer(product: "StaffDirectory", launcher: launcher, timeout: .seconds(slow ? 600 : 60))
        defer { server.stop() }
        let window = IdleSessionsBenchmark.window
        let socket = try await PageSocket.openSession(port: server.port, width: window.width, height: window.height,
                                                      settle: .milliseconds(slow ? 3_000 : 200), timeout: .seconds(slow ? 300 : 30)).socket
        let timeout = Duration.seconds(slow ? 60 : 5)
        // The first Down puts the cursor on the list; untimed.
        try await socket.send(PageMessages.key("ArrowDown"))
        guard await socket.answer(timeout: timeout) != nil else { throw Failure(description: "no answer to the first Down: \(socket.endReason)") }
        if callgrind != nil { try Self.callgrindControl("-i", "on", pid: server.pid) }
        let cpuBefore = server.cpuMilliseconds
        var latencies: [Double] = []
        for index in 0..<options.presses {
            let sent = Clock.now()
            try await socket.send(PageMessages.key((index / 10) % 2 == 0 ? "ArrowDown" : "ArrowUp"))
            guard await socket.answer(timeout: timeout) != nil else { throw Failure(description: "no answer to key \(index): \(socket.endReason)") }
            latencies.append(Clock.milliseconds(from: sent, to: Clock.now()))
        }
        let cpu = server.cpuMilliseconds - cpuBefore
        if callgrind != nil {
            try Self.callgrindControl("-i", "off", pid: server.pid)
            try Self.callgrindControl("-d", pid: server.pid)
        }
        await socket.close()
        return (cpu / Double(options.presses), Summary.percentile(0.5, of: latencies))
    }

    /// Runs `callgrind_control` with `arguments` on process `pid`.
    private static func callgrindControl(_ arguments: String..., pid: Int32) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/callgrind_control")
        process.arguments = arguments + ["\(pid)"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "callgrind_control \(arguments.joined(separator: " ")) failed") }
    }
}
