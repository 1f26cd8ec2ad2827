#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which node is evaluating its body right now, so that reads of state and environment record their
/// reader (DESIGN.md §3.2).
///
/// A thread-local, set only around a synchronous body evaluation on the main actor: a non-nil value means the
/// reading code runs inside that evaluation, on the main actor's current thread. (A task-local would be
/// inherited by a `Task` created in a body and read later off the main actor; the main actor is not always the
/// main thread, so `Thread.isMainThread` cannot tell either.)
enum DependencyTracking {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The node whose body is being evaluated on this thread, if any.
    static var current: ViewNode? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<ViewNode>.fromOpaque(raw).takeUnretainedValue()
    }

    /// Runs `body` with `node` as the current reader.
    @MainActor
    static func evaluate<T>(for node: ViewNode, _ body: () -> T) -> T {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(node).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return body()
    }

    /// Runs `body` on the main actor for the node being evaluated (reads inside a body are on the main actor).
    static func withCurrent(_ body: @MainActor (ViewNode) -> Void) {
        guard let node = current else { return }
        MainActor.assumeIsolated { body(node) }
    }
}
