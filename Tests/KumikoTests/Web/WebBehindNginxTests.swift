import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Two Staff Directory processes behind a real nginx on loopback, configured by `docs/nginx/kumiko.conf`
/// (docs/SCALING.md): pages stay on the process that holds their session (the `kumiko_instance` cookie), and a
/// process that dies loses only its own sessions.
@Suite(.serialized, .enabled(if: NginxSetup.isAvailable, "needs Debian's nginx and the built StaffDirectory (.ci/run has both)"))
struct WebBehindNginxTests {
    @Test func aPageStaysOnItsProcessAndADeadProcessLosesOnlyItsOwnSessions() async throws {
        let outcome = try await NginxSetup.onOwnThread { try NginxSetup.run() }
        // New pages went to both processes.
        #expect(outcome.instancesSeen == ["a", "b"])
        // A page of the surviving process kept being served, and after a reload resumed its session with the state
        // it left (its search text).
        #expect(outcome.survivorStillServes)
        #expect(outcome.survivorResumed)
        #expect(outcome.survivorKeptState)
        // A page of the killed process reached the survivor and got a fresh session there.
        #expect(outcome.orphanGotFreshSession)
        #expect(outcome.orphanInstance == "b")
    }
}

/// Starting the processes and nginx, and the walk.
enum NginxSetup {
    static let nginx = "/usr/sbin/nginx"
    /// The project's root (this file is Tests/KumikoTests/Web/…).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let app = root.appendingPathComponent(".build/debug/StaffDirectory")

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: nginx) && FileManager.default.isExecutableFile(atPath: app.path)
    }

    struct Outcome: Sendable {
        var instancesSeen: Set<String> = []
        var survivorStillServes = false, survivorResumed = false, survivorKeptState = false
        var orphanGotFreshSession = false
        var orphanInstance: String?
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Runs `body` on a thread of its own (it blocks on sockets and processes).
    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    /// A port nothing listens on now.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw Failure(description: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// A child process started with `posix_spawn` and reaped by its own pid (never Foundation's `Process`, whose
    /// reaping could take the children of other tests running at the same time), its output discarded.
    final class Child {
        let pid: pid_t

        init(_ path: String, _ arguments: [String]) throws {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            var argv = ([path] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var pid: pid_t = 0
            let status = posix_spawn(&pid, path, &actions, nil, &argv, environ)
            guard status == 0 else { throw Failure(description: "cannot start \(path): \(status)") }
            self.pid = pid
        }

        /// Sends `signal` and waits for the child to end.
        func stop(_ signal: Int32 = SIGTERM) {
            kill(pid, signal)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    /// Starts the app as instance `name` on `port` and waits until it serves.
    static func startApp(_ name: String, port: Int) throws -> Child {
        let child = try Child(app.path, ["--web", "--port", String(port), "--instance", name])
        try waitForPort(port)
        return child
    }

    /// Waits (up to a minute) until something accepts connections on `port`.
    static func waitForPort(_ port: Int) throws {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            if (try? RawWebSocket(port: port, path: "/", origin: nil)) != nil { return }
            usleep(50_000)
        }
        throw Failure(description: "nothing listens on \(port)")
    }

    /// Opens a page's socket through the proxy, with the cookie a page of `instance` carries and the session id it
    /// asks for; returns the socket, the instance that answered and the session message.
    static func openPage(proxy: Int, instance: String? = nil, session: String? = nil) throws -> (RawWebSocket, String?, JSONValue) {
        let origin = "http://127.0.0.1:\(proxy)"
        let path = "/socket" + (session.map { "?session=\($0)" } ?? "")
        let socket = try RawWebSocket(port: proxy, path: path, origin: origin,
                                      headers: instance.map { ["Cookie: kumiko_instance=\($0)"] } ?? [])
        guard socket.upgraded, let hello = socket.receiveJSON() else { throw Failure(description: "no session: \(socket.handshake)") }
        socket.sendText(#"{"t":"viewport","w":390,"h":844,"dark":false}"#)
        return (socket, socket.cookie("kumiko_instance"), hello)
    }

    /// Reads messages until a frame or patch holds `text`, or 60 s pass.
    static func waitForText(_ text: String, on socket: RawWebSocket) -> Bool {
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline, let message = socket.receiveText() {
            if message.contains(text) { return true }
        }
        return false
    }

    static func run() throws -> Outcome {
        var outcome = Outcome()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kumiko-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (portA, portB, proxy) = (try freePort(), try freePort(), try freePort())
        let a = try startApp("a", port: portA)
        var aStopped = false
        defer { if !aStopped { a.stop() } }
        let b = try startApp("b", port: portB)
        defer { b.stop() }

        let template = try String(contentsOf: root.appendingPathComponent("docs/nginx/kumiko.conf"), encoding: .utf8)
        let configuration = template.replacingOccurrences(of: "@PORT@", with: String(proxy))
            .replacingOccurrences(of: "@A@", with: String(portA)).replacingOccurrences(of: "@B@", with: String(portB))
            .replacingOccurrences(of: "@DIR@", with: directory.path)
        let configurationFile = directory.appendingPathComponent("nginx.conf")
        try configuration.write(to: configurationFile, atomically: true, encoding: .utf8)
        let proxyProcess = try Child(nginx, ["-p", directory.path, "-c", configurationFile.path,
                                             "-e", directory.appendingPathComponent("error.log").path])
        defer { proxyProcess.stop() }
        try waitForPort(proxy)

        // New pages (no cookie) until both processes hold one; each type something to have state.
        var pages: [String: (socket: RawWebSocket, session: String)] = [:]
        for _ in 0..<8 where pages.count < 2 {
            let (socket, instance, hello) = try openPage(proxy: proxy)
            guard let instance, let id = hello["id"]?.string else { continue }
            outcome.instancesSeen.insert(instance)
            if pages[instance] == nil { pages[instance] = (socket, id) }
        }
        guard let onA = pages["a"], let onB = pages["b"] else { return outcome }
        for page in [onA, onB] {
            page.socket.sendText(#"{"t":"key","key":"/","text":"/","mods":[]}"#)
            for letter in "chen" { page.socket.sendText(#"{"t":"key","key":"\#(letter)","text":"\#(letter)","mods":[]}"#) }
            guard waitForText("chen", on: page.socket) else { throw Failure(description: "typing did not show") }
        }

        // Process a dies. The page on b carries on over its connection.
        a.stop(SIGKILL)
        aStopped = true
        onB.socket.sendText(#"{"t":"key","key":"g","text":"g","mods":[]}"#)
        outcome.survivorStillServes = waitForText("cheng", on: onB.socket)
        // Its page reloads: it comes back with its cookie and session id, as soon as b has seen it go.
        onB.socket.disconnect()
        for _ in 0..<40 {
            let (survivor, _, hello) = try openPage(proxy: proxy, instance: "b", session: onB.session)
            guard hello["resumed"]?.boolean == true, hello["id"]?.string == onB.session else {
                usleep(250_000)
                continue
            }
            outcome.survivorResumed = true
            outcome.survivorKeptState = waitForText("cheng", on: survivor)
            break
        }
        // The page of the dead process comes back too.
        let (_, orphanInstance, orphanHello) = try openPage(proxy: proxy, instance: "a", session: onA.session)
        outcome.orphanGotFreshSession = orphanHello["resumed"]?.boolean == false && orphanHello["id"]?.string != onA.session
        outcome.orphanInstance = orphanInstance
        return outcome
    }
}
