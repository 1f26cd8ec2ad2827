/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike `CurrentValueSubject`, a `PassthroughSubject` doesn't have an initial value or a buffer of the most
/// recently-published element: it drops values if there are no subscribers, or their current demand is zero.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>(keepsLatest: false)

    /// Creates a subject.
    public init() {}

    /// Attaches a subscriber; after the subject completed it receives the completion at once.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        core.attach(subscriber, initial: nil)
    }

    /// Sends a value to every subscriber that has demand.
    public func send(_ input: Output) { core.send(input) }

    /// Sends a completion signal to every subscriber; later values are ignored.
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    /// Requests unlimited values from an upstream publisher this subject subscribed to.
    public func send(subscription: Subscription) { core.send(subscription: subscription) }
}
