#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal handlers that restore the terminal (``TerminalRestoration``) before the process dies of a signal.
///
/// - Terminating signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT): restore, then the signal's default action, so the
///   process ends as it would have (a shell reports 128 + the signal number). A signal that was ignored when the
///   session started (as under `nohup`) stays ignored.
/// - Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP; Swift's runtime traps raise SIGILL or
///   SIGTRAP): restore, then the handler that was there before (the default action, or the Swift runtime's
///   backtracer), so the crash is still reported. They run on an alternate signal stack, so a stack overflow is
///   handled too.
///
/// The handlers call only async-signal-safe functions: `write`, `poll`, `tcsetattr`, `sigaction` and `raise`.
enum RestoringSignalHandlers {
    /// Signals that end the process.
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Signals a crash raises.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]

    /// One more than the highest signal number.
    private static let signalSlots = 65

    /// The action each signal had before ``install()``, by signal number; allocated once, never freed. (Tests in a
    /// forked child replace an entry to see the crash handler hand over.)
    nonisolated(unsafe) static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        actions.initialize(repeating: sigaction(), count: signalSlots)
        return actions
    }()

    /// The alternate signal stack made for the thread that installed the handlers, if it had none.
    nonisolated(unsafe) private static var alternateStack: UnsafeMutableRawPointer?

    /// Installs the handlers, saving the actions they replace.
    ///
    /// - Returns: The signals whose handlers were installed, for ``uninstall(_:)``.
    static func install() -> [Int32] {
        provideAlternateStack()
        var installed: [Int32] = []
        for signal in terminatingSignals + crashSignals where signal < signalSlots {
            let previous = previousActions + Int(signal)
            guard sigaction(signal, nil, previous) == 0 else { continue }
            if terminatingSignals.contains(signal), previous.pointee.isIgnore { continue }
            var action = sigaction()
            action.handler = terminatingSignals.contains(signal) ? terminate : crash
            action.sa_flags = Int32(SA_ONSTACK)
            sigemptyset(&action.sa_mask)
            if sigaction(signal, &action, nil) == 0 { installed.append(signal) }
        }
        return installed
    }

    /// Puts back the actions the handlers replaced.
    static func uninstall(_ signals: [Int32]) {
        for signal in signals where signal < signalSlots {
            _ = sigaction(signal, previousActions + Int(signal), nil)
        }
    }

    /// The handler for terminating signals: restore, then die of the signal as if there had been no handler (it
    /// is blocked while this runs, so it is delivered as soon as the handler returns).
    private static let terminate: SignalHandler = { signal in
        TerminalRestoration.restore()
        var defaultAction = sigaction()
        _ = sigaction(signal, &defaultAction, nil)
        _ = raise(signal)
    }

    /// The handler for crash signals: restore, then hand the signal to the action there was before.
    private static let crash: SignalHandler = { signal in
        TerminalRestoration.restore()
        _ = sigaction(signal, RestoringSignalHandlers.previousActions + Int(signal), nil)
        _ = raise(signal)
    }

    /// Gives the calling thread an alternate signal stack if it has none, so the crash handler can run after a
    /// stack overflow. The stack is made once and kept.
    private static func provideAlternateStack() {
        var current = stack_t()
        guard alternateStack == nil, sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else {
            return
        }
        let size = 64 * 1024
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
        if sigaltstack(&stack, nil) == 0 {
            alternateStack = memory
        } else {
            memory.deallocate()
        }
    }
}
