import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`: commands in on file
/// descriptor 3, replies and events out on 4, each a JSON message ending in a NUL byte): the browser behind
/// `ImageRenderer.pngData` and the end-to-end tests and benchmarks of the browser backend. Debian's `chromium`
/// package (`.ci/run` installs it).
///
/// The "pipe" is a socket pair, so that writing to a browser that went away is an error, not a SIGPIPE that ends
/// the process. The browser runs in a process group of its own, ended with it (its renderers too).
package final class Chromium {
    /// Where Debian puts the browser.
    package static let debianPath = "/usr/bin/chromium"
    /// The browser used: the `KUMIKO_CHROMIUM` environment variable when set (another distribution's path, Google
    /// Chrome), else Debian's.
    package static var path: String {
        guard let path = ProcessInfo.processInfo.environment["KUMIKO_CHROMIUM"], !path.isEmpty else { return debianPath }
        return path
    }
    /// Whether the browser is installed.
    package static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: path) }

    private(set) var pid: pid_t = 0
    /// Our end of the socket pair (the browser's is its descriptors 3 and 4).
    private let socket: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private let profile: URL
    /// The page's session, once a page is open.
    private var sessionID: String?
    /// How long a reply may take before the browser counts as stuck.
    let timeout: Duration
    /// What to do with each event the browser sends while a command waits for its reply (see `Chromium+Serving`).
    var onEvent: ((Event) -> Void)?
    /// The events kept for ``takeEvents()``, by method (see ``record(_:)``).
    var recordedMethods: Set<String> = []
    /// The events kept so far, oldest first.
    var keptEvents: [Event] = []

    /// The browser did not do what was asked (it failed to start, went away, answered with an error or not at all).
    package struct Failure: Error, CustomStringConvertible { package let description: String }

    /// There is no browser at `path`.
    package struct NotInstalled: Error, CustomStringConvertible {
        /// Where the browser was looked for.
        package let path: String
        package init(path: String) { self.path = path }
        package var description: String {
            "no Chromium at \(path): install it (Debian: apt-get install chromium), or set KUMIKO_CHROMIUM to the browser's path"
        }
    }

    /// Starts the browser at `executable` with a window of `width` × `height` CSS pixels; a reply that takes longer
    /// than `timeout` is a ``Failure``.
    package init(width: Int, height: Int, executable: String = Chromium.path, timeout: Duration = .seconds(300)) throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw NotInstalled(path: executable) }
        self.timeout = timeout
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("kumiko-chromium-\(UUID().uuidString)")
        var ends: [Int32] = [0, 0]
        // Close-on-exec: only the descriptors 3 and 4 made below reach the browser, not this end (nor another
        // browser's, when tests start several).
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            throw Failure(description: "socketpair failed: \(errno)")
        }
        socket = ends[0]
        // The browser's end goes onto 3 and 4 below: first out of their way (a `dup2` onto itself would leave it
        // close-on-exec).
        var browserEnd = ends[1]
        if browserEnd <= 4 {
            let moved = fcntl(browserEnd, F_DUPFD_CLOEXEC, 10)
            close(browserEnd)
            browserEnd = moved
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, browserEnd, 3)
        posix_spawn_file_actions_adddup2(&actions, browserEnd, 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = [executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
                         "--no-first-run", "--no-default-browser-check", "--user-data-dir=\(profile.path)",
                         "--window-size=\(width),\(height)", "about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = posix_spawn(&pid, executable, &actions, &attributes, &argv, environ)
        close(browserEnd)
        guard status == 0 else {
            pid = 0  // deinit closes the socket and removes the profile
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        let target = try call("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw Failure(description: "no target") }
        let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        sessionID = attached["sessionId"] as? String
        try emulate(width: width, height: height, scale: 1)
    }

    deinit {
        // Closing our end makes the browser quit; one that does not within a few seconds is killed, with its group.
        close(socket)
        guard pid > 0 else { try? FileManager.default.removeItem(at: profile); return }
        var status: Int32 = 0
        let deadline = ContinuousClock.now + .seconds(5)
        while waitpid(pid, &status, WNOHANG) == 0 {
            if ContinuousClock.now > deadline {
                kill(-pid, SIGKILL)
                waitpid(pid, &status, 0)
                break
            }
            usleep(10_000)
        }
        kill(-pid, SIGKILL)  // renderers left behind, if any
        try? FileManager.default.removeItem(at: profile)
    }

    /// Sends a command to the page (or the browser before a page is open) and returns its result; events that
    /// arrive meanwhile go to ``onEvent`` and the recorded ones are kept.
    @discardableResult
    package func call(_ method: String, _ parameters: [String: Any] = [:]) throws -> [String: Any] {
        let id = try send(method, parameters)
        let deadline = ContinuousClock.now + timeout
        while true {
            let reply = try readMessage(until: deadline, waitingFor: method)
            guard reply["id"] as? Int == id else {
                if reply["id"] == nil { handleEvent(reply) }
                continue
            }
            if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Sends a command without waiting for its reply (which ``call(_:_:)`` skips when it comes); returns its id.
    @discardableResult
    package func send(_ method: String, _ parameters: [String: Any] = [:]) throws -> Int {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if let sessionID { message["sessionId"] = sessionID }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "\(method): the browser went away") }
            written += count
        }
        return nextID
    }

    /// The next message, or a ``Failure`` when none comes before `deadline`.
    private func readMessage(until deadline: ContinuousClock.Instant, waitingFor method: String) throws -> [String: Any] {
        while true {
            if let message = takeBufferedMessage() { return message }
            guard try receive(until: deadline) else {
                throw Failure(description: "\(method): the browser did not answer within \(timeout)")
            }
        }
    }

    /// The next whole message already read, if any.
    func takeBufferedMessage() -> [String: Any]? {
        guard let end = buffer.firstIndex(of: 0) else { return nil }
        let data = Data(buffer[..<end])
        buffer.removeSubrange(...end)
        return (try? JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    /// Reads what the browser sent, waiting until `deadline` at most; returns whether anything came.
    func receive(until deadline: ContinuousClock.Instant) throws -> Bool {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return false }
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let milliseconds = max(left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000, 1)
        let ready = poll(&descriptor, 1, Int32(min(milliseconds, Int64(Int32.max))))
        if ready < 0, errno == EINTR { return true }
        guard ready > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = read(socket, &chunk, chunk.count)
        guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
        buffer += chunk[..<count]
        return true
    }

    /// Evaluates JavaScript in the page and returns its value as text (JSON for objects).
    package func evaluate(_ expression: String) throws -> String {
        let result = try call("Runtime.evaluate", ["expression": "JSON.stringify(\(expression))", "returnByValue": true])
        return String(describing: (result["result"] as? [String: Any])?["value"] ?? "")
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

    /// Opens `url`.
    package func open(_ url: URL) throws { try call("Page.navigate", ["url": url.absoluteString]) }

    /// Resizes the window.
    package func resize(width: Int, height: Int) throws { try emulate(width: width, height: height, scale: 1) }

    /// Gives the page a window of `width` × `height` CSS pixels, `scale` device pixels to a CSS pixel.
    package func emulate(width: Int, height: Int, scale: Double) throws {
        try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": false])
    }

    /// Runs `body`, which blocks on the browser's pipe and polls, on a thread of its own: never on the Swift
    /// concurrency pool (two threads on a two-core machine), whose threads the server's connections need.
    package static func drive<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }
}
