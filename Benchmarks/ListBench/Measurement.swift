#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock time from a monotonic clock.
enum WallClock {
    /// Now, in nanoseconds since an arbitrary start.
    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The CPU time this thread has used, in nanoseconds: unlike wall time, not inflated when other processes
    /// compete for the cores.
    static func threadCPU() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Milliseconds from `start` to `end`.
    static func milliseconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) / 1_000_000
    }
}

/// The process's memory, in MB (2^20 bytes).
enum Memory {
    /// The largest resident set of the process so far (`getrusage`'s `ru_maxrss`: kilobytes on Linux, bytes on
    /// macOS).
    static var peakMB: Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576
        #endif
    }

    /// The resident set now (the second field of `/proc/self/statm`, in pages); 0 where unavailable.
    static var currentMB: Double {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, resident = 0
        guard readStatm(file, &size, &resident) else { return 0 }
        return Double(resident) * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// Reads the first two numbers of a statm file.
    private static func readStatm(_ file: UnsafeMutablePointer<FILE>, _ size: inout Int, _ resident: inout Int) -> Bool {
        var buffer = [CChar](repeating: 0, count: 256)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
        let fields = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).split(separator: " ")
        guard fields.count >= 2, let first = Int(fields[0]), let second = Int(fields[1]) else { return false }
        size = first
        resident = second
        return true
    }
}

/// Order statistics of a set of samples.
struct Statistics: Codable {
    /// The median (the mean of the two middle samples for an even count).
    let median: Double
    /// The smallest sample.
    let min: Double
    /// The largest sample.
    let max: Double

    /// The statistics of `samples` (zeros when empty).
    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else {
            (median, min, max) = (0, 0, 0)
            return
        }
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
    }

    /// The sample at percentile `p` (0…1) of `samples`, by nearest rank (0 when empty).
    static func percentile(_ p: Double, of samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)]
    }
}
