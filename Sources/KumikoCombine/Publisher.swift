/// Declares that a type can transmit a sequence of values over time.
///
/// A publisher delivers elements to one or more `Subscriber` instances. The subscriber's `Input` and `Failure`
/// associated types must match the `Output` and `Failure` types declared by the publisher. The publisher
/// implements `receive(subscriber:)` to accept a subscriber; after that it may call the subscriber's
/// `receive(subscription:)` once, then `receive(_:)` zero or more times (never more than requested), then
/// `receive(completion:)` at most once.
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish. Use `Never` if this `Publisher` does not publish errors.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    ///
    /// Implementations of `Publisher` must implement this method. The provided implementation of
    /// `subscribe(_:)` calls this method.
    func receive<S: Subscriber>(subscriber: S) where Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where Self.Failure == S.Failure, Self.Output == S.Input {
        receive(subscriber: subscriber)
    }
}
