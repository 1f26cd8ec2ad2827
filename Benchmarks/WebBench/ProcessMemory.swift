import Foundation

/// A process's memory as Linux reports it in `/proc/<pid>/status`, and its CPU time from `/proc/<pid>/stat`.
enum ProcessMemory {
    /// The resident set (`VmRSS`) of process `pid`, in bytes; nil when it cannot be read.
    static func residentBytes(of pid: Int32) -> Int? { field("VmRSS", of: pid) }

    /// The largest resident set so far (`VmHWM`) of process `pid`, in bytes; nil when it cannot be read.
    static func peakResidentBytes(of pid: Int32) -> Int? { field("VmHWM", of: pid) }

    /// A `kB` field of the status file, in bytes.
    private static func field(_ name: String, of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}

extension ProcessMemory {
    /// The CPU time process `pid` has used so far (user and system, all threads), in milliseconds; nil when it
    /// cannot be read.
    static func cpuMilliseconds(of pid: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return nil }
        // After the command's closing parenthesis: state (3rd field), …, utime (14th), stime (15th).
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
