/// A protocol representing the connection of a subscriber to a publisher.
///
/// Subscriptions are class constrained because a `Subscription` has identity, defined by the moment in time a
/// particular subscriber attached to a publisher. Canceling a `Subscription` must be thread-safe, and you can
/// only cancel a `Subscription` once.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for symbols related to subscriptions.
public enum Subscriptions {}

extension Subscriptions {
    /// Returns the "empty" subscription: requests and cancellation do nothing.
    ///
    /// Use it when a publisher must give a subscriber a subscription before telling it that it has completed.
    public static var empty: Subscription { EmptySubscription.shared }
}

/// The subscription of `Subscriptions.empty`.
final class EmptySubscription: Subscription, @unchecked Sendable {
    static let shared = EmptySubscription()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
