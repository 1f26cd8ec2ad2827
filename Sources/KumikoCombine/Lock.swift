import Foundation

/// The lock every KumikoCombine type guards its state with: an `NSLock` with a scoped `withLock`.
/// Nothing is called out to (a subscriber, a closure of the user's) while it is held.
final class Lock: @unchecked Sendable {
    private let lock = NSLock()

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// The lock a subscription holds while it calls its subscriber, so that values from several threads reach the
/// subscriber one at a time; recursive, so the subscriber may send or request again from inside the call.
final class DeliveryLock: @unchecked Sendable {
    private let lock = NSRecursiveLock()

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// A value carried across a concurrency boundary that Combine's contracts make safe (a scheduler's action, a
/// subscriber that the scheduler calls one event at a time), where the compiler cannot see it.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
