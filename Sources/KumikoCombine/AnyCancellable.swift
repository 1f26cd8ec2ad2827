/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// An `AnyCancellable` instance automatically calls `cancel()` when deinitialized, so a subscription lives as
/// long as the `AnyCancellable` that `sink` or `assign` returned is kept.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    private let lock = Lock()
    private var action: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        action = cancel
    }

    /// Constructs a type-erasing cancellable object that wraps the given cancellable.
    public init<C: Cancellable>(_ canceller: C) {
        action = canceller.cancel
    }

    /// `self` when `cancellable` already is an `AnyCancellable`, a new wrapper otherwise.
    static func wrapping(_ cancellable: some Cancellable) -> AnyCancellable {
        cancellable as? AnyCancellable ?? AnyCancellable(cancellable)
    }

    deinit { cancel() }

    /// Cancel the activity: runs the cancel-time closure, once.
    public func cancel() {
        let action = lock.withLock {
            let action = self.action
            self.action = nil
            return action
        }
        action?()
    }

    /// Two cancellables are equal when they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
