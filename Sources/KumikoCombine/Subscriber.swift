/// A protocol that declares a type that can receive input from a publisher.
///
/// A subscriber receives a subscription once, then requests values through it (its `Demand`), receives at
/// most as many values as it requested, and at most one completion.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive. Use `Never` if this `Subscriber` cannot receive errors.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher and may request items.
    func receive(subscription: Subscription)

    /// Tells the subscriber that the publisher has produced an element; returns how many more elements the
    /// subscriber expects to receive (added to its outstanding demand).
    func receive(_ input: Self.Input) -> Subscribers.Demand

    /// Tells the subscriber that the publisher has completed publishing, either normally or with an error.
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of void elements is ready to receive further requests.
    public func receive() -> Subscribers.Demand { receive(()) }
}
