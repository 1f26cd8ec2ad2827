#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What puts the terminal back when the process ends without ``TerminalSession/stop()``: on a signal, on a crash,
/// or through `exit()`.
///
/// Everything a signal handler needs is prepared while the session starts and kept in memory allocated once for
/// the life of the process: the terminal attributes to restore and the teardown bytes, already encoded. Restoring
/// then only calls `write` and `tcsetattr`, which are async-signal-safe.
enum TerminalRestoration {
    /// The fixed state a signal handler reads.
    struct Record {
        /// Whether a session is running and the terminal needs restoring (read and written as a whole word).
        var isArmed: Int32 = 0
        /// The descriptor whose terminal attributes were changed.
        var inputFD: Int32 = -1
        /// The descriptor the teardown bytes go to.
        var outputFD: Int32 = -1
        /// The number of teardown bytes in ``teardown``.
        var teardownCount = 0
        /// The attributes the terminal had before the session.
        var attributes = termios()
    }

    /// The room for teardown bytes; a full teardown takes about 60.
    private static let teardownCapacity = 256

    /// The record, allocated on first use and never freed.
    nonisolated(unsafe) private static let record: UnsafeMutablePointer<Record> = {
        let record = UnsafeMutablePointer<Record>.allocate(capacity: 1)
        record.initialize(to: Record())
        return record
    }()

    /// The teardown bytes, allocated on first use and never freed.
    nonisolated(unsafe) private static let teardown = UnsafeMutablePointer<UInt8>.allocate(capacity: teardownCapacity)

    /// Prepares restoring: the attributes to put back on `inputFD` and the bytes to write to `outputFD`. Call
    /// before installing any handler that restores.
    static func arm(inputFD: Int32, outputFD: Int32, attributes: termios, teardownBytes: [UInt8]) {
        let count = min(teardownBytes.count, teardownCapacity)
        teardownBytes.withUnsafeBufferPointer { bytes in
            if let base = bytes.baseAddress { teardown.update(from: base, count: count) }
        }
        record.pointee = Record(isArmed: 1, inputFD: inputFD, outputFD: outputFD, teardownCount: count,
                                attributes: attributes)
    }

    /// Forgets the prepared restoring: the session restored the terminal itself.
    static func disarm() { record.pointee.isArmed = 0 }

    /// Whether restoring is prepared and has not happened yet.
    static var isArmed: Bool { record.pointee.isArmed != 0 }

    /// Puts the terminal back, once: writes the teardown bytes and restores the saved attributes. Does nothing
    /// when not armed. Async-signal-safe.
    static func restore() {
        let record = Self.record
        guard record.pointee.isArmed != 0 else { return }
        record.pointee.isArmed = 0
        _ = writeFully(record.pointee.outputFD, teardown, record.pointee.teardownCount)
        withUnsafeMutablePointer(to: &record.pointee.attributes) { attributes in
            _ = tcsetattr(record.pointee.inputFD, TCSAFLUSH, attributes)
        }
    }

    /// Makes `exit()` restore the terminal too; registering more than once adds nothing.
    static func restoreAtExit() {
        guard !registeredAtExit else { return }
        registeredAtExit = true
        atexit { TerminalRestoration.restore() }
    }

    /// Whether ``restoreAtExit()`` registered its hook (only ever touched under the session's lock).
    nonisolated(unsafe) private static var registeredAtExit = false
}
