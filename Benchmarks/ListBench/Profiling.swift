#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets `perf record` sample only the measured parts (each mutation and the frame after it).
///
/// Start perf disabled with a control FIFO and name the FIFO in `LISTBENCH_PERF_CTL`:
/// `mkfifo /tmp/ctl; LISTBENCH_PERF_CTL=/tmp/ctl perf record -D -1 --control fifo:/tmp/ctl -g ListBench --child …`.
/// Without the variable nothing happens. Under callgrind, `--toggle-collect=*16callgrindCounted*` does the same
/// (`scripts/count-instructions`).
enum Profiling {
    /// The FIFO perf reads commands from, opened on first use; -1 when not profiling.
    nonisolated(unsafe) private static var control: Int32 = {
        guard let path = getenv("LISTBENCH_PERF_CTL") else { return -1 }
        return open(path, O_WRONLY)
    }()

    /// Starts sampling.
    static func begin() { send("enable\n") }

    /// Stops sampling.
    static func end() { send("disable\n") }

    /// Runs the measured part of a run, sampled by perf and counted by callgrind (by this function's name; never
    /// inlined, so that the name exists).
    @inline(never)
    static func callgrindCounted<T>(_ body: () -> T) -> T {
        begin()
        defer { end() }
        return body()
    }

    /// Writes a command to perf's control FIFO, if profiling.
    private static func send(_ command: String) {
        guard control >= 0 else { return }
        _ = command.utf8CString.withUnsafeBufferPointer { write(control, $0.baseAddress, $0.count - 1) }
    }
}
