import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal while a full-screen app runs: raw input, the alternate screen, mouse and paste reports, and the
/// promise to put everything back.
///
/// ``start()`` saves the terminal's attributes and puts it into raw mode (no echo, no line editing, no signals from
/// keys: Ctrl-C arrives as a byte and the app decides), then turns on its ``features``. ``stop()`` undoes both in
/// reverse order and restores the saved attributes exactly. If the process ends another way the terminal is
/// restored too: on SIGINT, SIGTERM, SIGHUP and SIGQUIT (then the process dies of the signal as usual), on a crash
/// (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP; the crash is still reported) and on `exit()`.
///
/// A run loop waits with `poll` on ``inputFD`` and ``resizeFD``; after ``resizeFD`` becomes readable it calls
/// ``drainResizeNotifications()`` and reads ``size``. `poll` may fail with `EINTR` when the window is resized; try
/// again. There is one terminal per process: a second session cannot start while one is active. Use a session
/// from one thread or actor at a time.
package final class TerminalSession {
    /// The descriptor keys are read from and whose terminal attributes change.
    package let inputFD: Int32
    /// The descriptor frames are written to.
    package let outputFD: Int32
    /// The modes turned on while the session is active.
    package let features: TerminalFeatures

    /// What an active session holds.
    private struct Active {
        var savedAttributes: termios
        var signals: [Int32]
        var resize: ResizeNotifier
    }

    private var active: Active?

    /// Guards ``hasActiveSession``.
    private static let ownership = NSLock()
    /// Whether some session is active.
    nonisolated(unsafe) private static var hasActiveSession = false

    /// Creates a session on a terminal, not started yet.
    ///
    /// - Parameters:
    ///   - inputFD: Where keys come from; standard input by default.
    ///   - outputFD: Where frames go; standard output by default.
    ///   - features: The modes to turn on; everything a full-screen app needs by default.
    package init(inputFD: Int32 = STDIN_FILENO, outputFD: Int32 = STDOUT_FILENO,
                features: TerminalFeatures = .fullScreen) {
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.features = features
    }

    deinit { stop() }

    /// Whether standard input and standard output are both terminals. When not, render one frame as text instead
    /// of starting a session.
    package static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Whether the session is between ``start()`` and ``stop()``.
    package var isActive: Bool { active != nil }

    /// The window size of the output terminal (see ``TerminalSize/of(fileDescriptor:environment:)``).
    package var size: TerminalSize {
        TerminalSize.of(fileDescriptor: outputFD, environment: ProcessInfo.processInfo.environment)
    }

    /// A descriptor that becomes readable when the window size changes; nil while the session is not active.
    package var resizeFD: Int32? { active?.resize.readFD }

    /// Takes over the terminal: raw mode, then the ``features``. Does nothing if already active.
    ///
    /// - Throws: ``TerminalSessionError/notATerminal`` when ``inputFD`` is not a terminal,
    ///   ``TerminalSessionError/anotherSessionIsActive``, or ``TerminalSessionError/systemCallFailed(_:errno:)``;
    ///   the terminal is left as it was.
    package func start() throws(TerminalSessionError) {
        guard active == nil else { return }
        var saved = termios()
        guard tcgetattr(inputFD, &saved) == 0 else { throw .notATerminal }
        try Self.claim()
        TerminalRestoration.arm(inputFD: inputFD, outputFD: outputFD, attributes: saved,
                                teardownBytes: Array(features.teardownSequence.utf8))
        let resize: ResizeNotifier
        do {
            resize = try ResizeNotifier()
        } catch {
            TerminalRestoration.disarm()
            Self.release()
            throw error
        }
        active = Active(savedAttributes: saved, signals: RestoringSignalHandlers.install(), resize: resize)
        // Like cfmakeraw: bytes as typed, one at a time (VMIN 1, VTIME 0), no echo, no signals, no output processing.
        var raw = saved
        cfmakeraw(&raw)
        guard tcsetattr(inputFD, TCSAFLUSH, &raw) == 0 else {
            let error = errno
            end(writingTeardown: false)
            throw .systemCallFailed("tcsetattr", errno: error)
        }
        do {
            try write(Array(features.setupSequence.utf8))
        } catch {
            stop()
            throw error
        }
    }

    /// Gives the terminal back: the features off in reverse order, then the saved attributes. Safe to call more
    /// than once, and when never started.
    package func stop() { end(writingTeardown: true) }

    /// Ends an active session: the teardown bytes (unless the setup was never written), the saved attributes, the
    /// previous signal actions.
    private func end(writingTeardown: Bool) {
        guard var active else { return }
        self.active = nil
        if writingTeardown { _ = try? write(Array(features.teardownSequence.utf8)) }
        _ = tcsetattr(inputFD, TCSAFLUSH, &active.savedAttributes)
        TerminalRestoration.disarm()
        RestoringSignalHandlers.uninstall(active.signals)
        active.resize.uninstall()
        Self.release()
    }

    /// Reads the notifications behind ``resizeFD``.
    ///
    /// - Returns: Whether the window size changed since the last call.
    package func drainResizeNotifications() -> Bool { active?.resize.drain() ?? false }

    /// Writes bytes (a frame from ``FrameEncoder``) to ``outputFD``, all of them.
    ///
    /// - Throws: ``TerminalSessionError/systemCallFailed(_:errno:)`` when the terminal cannot take them.
    package func write(_ bytes: [UInt8]) throws(TerminalSessionError) {
        let error = bytes.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            return writeFully(outputFD, base, buffer.count)
        }
        if error != 0 { throw .systemCallFailed("write", errno: error) }
    }

    /// Marks a session active, or fails if one is; registers the `exit()` hook the first time.
    private static func claim() throws(TerminalSessionError) {
        ownership.lock()
        defer { ownership.unlock() }
        guard !hasActiveSession else { throw .anotherSessionIsActive }
        hasActiveSession = true
        TerminalRestoration.restoreAtExit()
    }

    /// Marks no session active.
    private static func release() {
        ownership.lock()
        hasActiveSession = false
        ownership.unlock()
    }
}
