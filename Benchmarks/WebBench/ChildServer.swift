import Foundation

/// A Kumiko app serving browsers in a child process (`App --web --port 0`): started from the product built beside
/// this executable, its URL read from the line it prints, its memory read from `/proc`, and always ended
/// (``stop()``, on deinit, or on an interrupt through ``ChildProcesses``).
final class ChildServer {
    /// Why a server could not be started.
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// The server's page, `http://127.0.0.1:PORT/`.
    let url: URL
    /// The child's process id.
    let pid: Int32
    private let process: Process
    private let errors: ErrorLines

    /// Starts `product` (built beside this executable) with `arguments` and `--web --port 0 --host 127.0.0.1`,
    /// and waits (up to `timeout`) for it to print the URL it serves. With a `launcher` (`valgrind
    /// --tool=callgrind …`), the launcher is run with the product's path and arguments after its own; it must
    /// run the product in its own process (as valgrind does), so that `pid` is the product's.
    init(product: String, arguments: [String] = [], launcher: [String] = [], timeout: Duration = .seconds(60)) throws {
        let path = ChildProcesses.sibling(product)
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(description: "\(path) is missing: build it first (swift build -c release --product \(product))")
        }
        process = Process()
        let serverArguments = arguments + ["--web", "--port", "0", "--host", "127.0.0.1"]
        if let tool = launcher.first {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = launcher.dropFirst() + [path] + serverArguments
        } else {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = serverArguments
        }
        let output = Pipe(), errorOutput = Pipe()
        process.standardOutput = output
        process.standardError = errorOutput
        process.standardInput = FileHandle.nullDevice
        try process.run()
        pid = process.processIdentifier
        ChildProcesses.register(pid)
        errors = ErrorLines(errorOutput.fileHandleForReading, product: product)
        let found = URLLine(output.fileHandleForReading)
        guard let url = found.wait(timeout: timeout) else {
            process.terminate()
            ChildProcesses.unregister(pid)
            throw Failure(description: "\(product) printed no URL within \(timeout)")
        }
        self.url = url
    }

    deinit { stop() }

    /// The server's port.
    var port: Int { url.port ?? 0 }

    /// The child's resident set now, in bytes (0 when it cannot be read).
    var residentBytes: Int { ProcessMemory.residentBytes(of: pid) ?? 0 }

    /// The CPU time the child has used so far, in milliseconds (0 when it cannot be read).
    var cpuMilliseconds: Double { ProcessMemory.cpuMilliseconds(of: pid) ?? 0 }

    /// Lines the child wrote to standard error (its warnings: a refused upgrade, a session closed for a
    /// protocol error), counted, the first few kept.
    var errorLines: (count: Int, first: [String]) { errors.snapshot }

    /// How the child ended, if it has ended (before ``stop()``, a failure of the run).
    var exit: String? {
        guard !process.isRunning else { return nil }
        let how = process.terminationReason == .uncaughtSignal ? "signal" : "status"
        return "exited with \(how) \(process.terminationStatus)"
    }

    /// Ends the child: SIGTERM, then SIGKILL if it has not exited within two seconds.
    func stop() {
        guard process.isRunning else { ChildProcesses.unregister(pid); return }
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(2)
        while process.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
        if process.isRunning { kill(pid, SIGKILL) }
        process.waitUntilExit()
        ChildProcesses.unregister(pid)
    }
}

/// Reads a child's standard output on a thread of its own until the line `Kumiko: serving … at URL`, then goes on
/// reading (so the child never blocks on a full pipe) until the end.
private final class URLLine: @unchecked Sendable {
    private let lock = NSLock()
    private let found = DispatchSemaphore(value: 0)
    private var url: URL?

    init(_ handle: FileHandle) {
        readLines(of: handle) { [self] line in
            if line.hasPrefix("Kumiko: serving"), let range = line.range(of: "http://"),
               let url = URL(string: String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)) {
                lock.withLock { self.url = url }
                found.signal()
            }
        } atEnd: { [self] in
            found.signal()
        }
    }

    /// The URL, once printed; nil if the output ended or `timeout` passed first.
    func wait(timeout: Duration) -> URL? {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        _ = found.wait(timeout: .now() + seconds)
        return lock.withLock { url }
    }
}

/// Reads a child's standard error on a thread of its own: counts its lines and keeps the first few.
private final class ErrorLines: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var first: [String] = []

    init(_ handle: FileHandle, product: String) {
        readLines(of: handle) { [self] line in
            lock.withLock {
                count += 1
                if first.count < 5 { first.append("\(product): \(line)") }
            }
        } atEnd: {}
    }

    /// The count and the first lines so far.
    var snapshot: (count: Int, first: [String]) { lock.withLock { (count, first) } }
}

/// Reads `handle` line by line on a thread of its own until it ends, handing each line to `line`, then calls `atEnd`.
private func readLines(of handle: FileHandle, _ line: @escaping @Sendable (String) -> Void, atEnd: @escaping @Sendable () -> Void) {
    Thread {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 0x0A) {
                line(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        atEnd()
    }.start()
}
