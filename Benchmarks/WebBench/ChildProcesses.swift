import Foundation

/// The processes this benchmark started (app servers, browsers), so that an interrupt (Ctrl-C, SIGTERM) ends them
/// too: each is also ended where it is no longer needed, but a signal skips `defer`.
enum ChildProcesses {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var running: Set<Int32> = []
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

    /// Counts `pid` as running.
    static func register(_ pid: Int32) {
        lock.withLock { _ = running.insert(pid) }
    }

    /// `pid` has ended.
    static func unregister(_ pid: Int32) {
        lock.withLock { _ = running.remove(pid) }
    }

    /// On SIGINT or SIGTERM: kill every registered child, then exit with 130 (SIGINT) or 143.
    static func endOnInterrupt() {
        for (number, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                let pids = lock.withLock { running }
                for pid in pids { kill(pid, SIGKILL) }
                printError("WebBench: interrupted; ended \(pids.count) child process(es).")
                exit(status)
            }
            source.resume()
            lock.withLock { sources.append(source) }
        }
    }

    /// The path of a product built beside this executable (`.build/release/RowsApp`).
    static func sibling(_ name: String) -> String {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
