#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal handler as C sees it.
typealias SignalHandler = @convention(c) (Int32) -> Void

extension sigaction {
    /// The action's plain handler (`sa_handler`); nil is the default action.
    var handler: SignalHandler? {
        get {
            #if canImport(Glibc)
            __sigaction_handler.sa_handler
            #else
            __sigaction_u.__sa_handler
            #endif
        }
        set {
            #if canImport(Glibc)
            __sigaction_handler.sa_handler = newValue
            #else
            __sigaction_u.__sa_handler = newValue
            #endif
        }
    }

    /// Whether the action is to ignore the signal (`SIG_IGN`).
    var isIgnore: Bool {
        let ignore: SignalHandler? = SIG_IGN
        guard let handler, let ignore else { return false }
        return unsafeBitCast(handler, to: UnsafeRawPointer.self) == unsafeBitCast(ignore, to: UnsafeRawPointer.self)
    }
}
