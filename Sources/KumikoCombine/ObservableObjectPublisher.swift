/// A publisher that publishes changes from observable objects.
///
/// It is the type of the `objectWillChange` that `ObservableObject` synthesizes; `@Published` properties
/// send on it before they change.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// The kind of values published by this publisher.
    public typealias Output = Void
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    private let core = SubjectCore<Void, Never>(keepsLatest: false)

    /// Creates an observable object publisher instance.
    public init() {}

    /// Attaches a subscriber.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        core.attach(subscriber, initial: nil)
    }

    /// Sends the changed value to the downstream subscribers.
    public func send() { core.send(()) }
}
