#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// How steady the machine itself is, measured by a probe that shares nothing with the app: one thread runs the same
/// small computation (a quarter of a millisecond of arithmetic in registers, touching no memory) once a millisecond
/// and times each with its thread's CPU clock, which runs only while the thread does. A computation whose CPU time is
/// milliseconds more than its median ran while the virtual machine was not given its processor: the guest's clocks
/// went on, its instructions did not.
///
/// On the machine this project is measured on, at some hours the whole virtual machine stops like that for 10–25 ms
/// at a time, several times within a tenth of a second, about every two seconds, with nothing else running: both
/// cores at once, arithmetic and memory alike, so no code of ours can be the cause (2026-11-29 at 13:15 UTC; an hour
/// later the longest pause was 3 ms). A load client on the same machine is stopped too, and when it goes on it sends,
/// at once, the events whose times passed meanwhile; the queue that makes is what sets the active sessions' p99 at
/// such hours. This figure, measured just before the runs, is there to read that p99 by.
enum MachinePauses {
    /// What the probe saw.
    struct Result {
        /// How long the probe ran, seconds.
        let seconds: Double
        /// The median computation's CPU time, ms.
        let medianMilliseconds: Double
        /// Computations that took ``threshold`` longer than the median at least, each one a pause.
        let pauses: Int
        /// The longest computation, ms.
        let longestMilliseconds: Double
        /// The CPU time the pauses took beyond the median, ms.
        let lostMilliseconds: Double
    }

    /// A computation is a pause when it took this much longer than the median at least, ms: longer than a scheduler's
    /// tick or an interrupt, as long as the answers the active sessions are held to (20 ms) are long in tenths.
    static let threshold = 2.0

    /// Runs the probe for `duration` on a thread of its own (a quarter of one core) and returns what it saw.
    static func measure(for duration: Duration) async -> Result {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                continuation.resume(returning: probe(for: duration))
            }
            thread.name = "WebBench machine probe"
            thread.start()
        }
    }

    private static func probe(for duration: Duration) -> Result {
        let start = Clock.now()
        let end = start + UInt64(duration.components.seconds) * 1_000_000_000
            + UInt64(duration.components.attoseconds / 1_000_000_000)
        var costs: [Double] = []
        costs.reserveCapacity(Int(Double(end - start) / 1_000_000) + 1)
        var state: UInt64 = 1
        while Clock.now() < end {
            let before = threadCPUTime()
            state = computation(state)
            costs.append(Double(threadCPUTime() &- before) / 1_000_000)
            usleep(750)
        }
        // Keeps the computation from being optimized away.
        if state == 0 { printError("WebBench: the machine probe's state is zero") }
        let median = Summary(costs).median
        let pauses = costs.filter { $0 - median >= threshold }
        return Result(seconds: Double(Clock.now() - start) / 1e9, medianMilliseconds: median, pauses: pauses.count,
                      longestMilliseconds: costs.max() ?? 0, lostMilliseconds: pauses.reduce(0) { $0 + $1 - median })
    }

    /// A fixed computation: a xorshift-multiply hash chained 120,000 times, each step waiting for the one before (about
    /// a quarter of a millisecond here).
    @inline(never)
    private static func computation(_ seed: UInt64) -> UInt64 {
        var value = seed
        for _ in 0..<120_000 { value = (value ^ (value >> 29)) &* 0xBF58_476D_1CE4_E5B9 }
        return value
    }

    /// This thread's CPU time, ns.
    private static func threadCPUTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The result as a report line's value.
    static func describe(_ result: Result) -> String {
        String(format: "%d pauses of %.0f ms or more in %.0f s (a %.2f ms computation); longest %.1f ms; %.0f ms lost in all",
               result.pauses, threshold, result.seconds, result.medianMilliseconds, result.longestMilliseconds,
               result.lostMilliseconds)
    }
}
