/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// Unlike `PassthroughSubject`, `CurrentValueSubject` maintains a buffer of the most recently published
/// element: a new subscriber receives the current value first, and a subscriber without demand receives the
/// latest value when it next requests one. Calling `send(_:)` also updates the current value.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>(keepsLatest: true)
    private let lock = Lock()
    private var current: Output

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) { current = value }

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    /// Attaches a subscriber, which receives the current value first.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        core.attach(subscriber, initial: core.isCompleted ? nil : value)
    }

    /// Sends a value to the subscribers and makes it the current value (ignored after completion).
    public func send(_ input: Output) {
        guard !core.isCompleted else { return }
        lock.withLock { current = input }
        core.send(input)
    }

    /// Sends a completion signal to every subscriber; later values are ignored.
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    /// Requests unlimited values from an upstream publisher this subject subscribed to.
    public func send(subscription: Subscription) { core.send(subscription: subscription) }
}
