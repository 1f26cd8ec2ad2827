#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns SIGWINCH into something a `poll`-based run loop can wait on: the signal handler writes a byte to a pipe
/// (the self-pipe trick), whose read end becomes readable.
final class ResizeNotifier {
    /// The read end of the pipe: readable after the window size changed. Non-blocking.
    let readFD: Int32
    /// The write end of the pipe. Non-blocking, so the handler never waits on a full pipe (one byte is enough).
    private let writeFD: Int32
    /// The action SIGWINCH had before.
    private var previousAction = sigaction()
    /// Whether SIGWINCH was blocked on the thread that installed the notifier (it is unblocked there).
    private var wasBlocked = false

    /// The write end the handler writes to; -1 when no notifier is installed. Allocated once, never freed.
    nonisolated(unsafe) private static let handlerWriteFD: UnsafeMutablePointer<Int32> = {
        let descriptor = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        descriptor.initialize(to: -1)
        return descriptor
    }()

    /// The SIGWINCH handler: one byte into the pipe, `errno` left as it was. Async-signal-safe.
    private static let handler: SignalHandler = { _ in
        let savedErrno = errno
        var byte: UInt8 = 1
        _ = write(ResizeNotifier.handlerWriteFD.pointee, &byte, 1)
        errno = savedErrno
    }

    /// Makes the pipe and installs the SIGWINCH handler.
    ///
    /// - Throws: ``TerminalSessionError/systemCallFailed(_:errno:)`` when the pipe or the handler cannot be made.
    init() throws(TerminalSessionError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .systemCallFailed("pipe", errno: errno) }
        readFD = ends[0]
        writeFD = ends[1]
        for descriptor in ends {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        Self.handlerWriteFD.pointee = writeFD
        var action = sigaction()
        action.handler = Self.handler
        action.sa_flags = Int32(SA_RESTART)
        sigemptyset(&action.sa_mask)
        guard sigaction(SIGWINCH, &action, &previousAction) == 0 else {
            let error = errno
            closePipe()
            throw .systemCallFailed("sigaction", errno: error)
        }
        // The run loop's thread (the main thread, which installs this) must take the signal: a process can start
        // with it blocked (a parent that blocked it, a tmux server started by one), and no other thread of the
        // process takes it then.
        var resize = Self.resizeSignal, previous = sigset_t()
        _ = pthread_sigmask(SIG_UNBLOCK, &resize, &previous)
        wasBlocked = sigismember(&previous, SIGWINCH) == 1
    }

    /// Reads everything the handler wrote.
    ///
    /// - Returns: Whether the window size changed since the last call.
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        var changed = false
        while read(readFD, &buffer, buffer.count) > 0 { changed = true }
        return changed
    }

    /// Puts back the previous SIGWINCH action (and its blocking on this thread) and closes the pipe.
    func uninstall() {
        if wasBlocked {
            var resize = Self.resizeSignal
            _ = pthread_sigmask(SIG_BLOCK, &resize, nil)
        }
        _ = sigaction(SIGWINCH, &previousAction, nil)
        closePipe()
    }

    /// The set holding SIGWINCH alone.
    private static var resizeSignal: sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGWINCH)
        return set
    }

    private func closePipe() {
        Self.handlerWriteFD.pointee = -1
        _ = close(readFD)
        _ = close(writeFD)
    }
}
