/// A type-erasing subscriber.
///
/// Use an `AnySubscriber` to wrap an existing subscriber whose details you don't want to expose, or to make a
/// subscriber from closures.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible {
    private let receiveSubscriptionBody: ((Subscription) -> Void)?
    private let receiveValueBody: ((Input) -> Subscribers.Demand)?
    private let receiveCompletionBody: ((Subscribers.Completion<Failure>) -> Void)?
    private let descriptionBody: (() -> String)?

    /// A unique identifier for identifying publisher streams: the wrapped subscriber's.
    public let combineIdentifier: CombineIdentifier

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    public init<S: Subscriber>(_ s: S) where Input == S.Input, Failure == S.Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = s.combineIdentifier
        receiveSubscriptionBody = s.receive(subscription:)
        receiveValueBody = s.receive(_:)
        receiveCompletionBody = s.receive(completion:)
        descriptionBody = { (s as? CustomStringConvertible)?.description ?? String(describing: S.self) }
    }

    /// Creates a type-erasing subscriber that forwards to a subject.
    public init<S: Subject>(_ s: S) where Input == S.Output, Failure == S.Failure {
        combineIdentifier = CombineIdentifier(s)
        receiveSubscriptionBody = { s.send(subscription: $0) }
        receiveValueBody = { s.send($0); return .none }
        receiveCompletionBody = { s.send(completion: $0) }
        descriptionBody = { String(describing: S.self) }
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    public init(receiveSubscription: ((Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        receiveSubscriptionBody = receiveSubscription
        receiveValueBody = receiveValue
        receiveCompletionBody = receiveCompletion
        descriptionBody = nil
    }

    /// Tells the subscriber that it has successfully subscribed to the publisher.
    public func receive(subscription: Subscription) { receiveSubscriptionBody?(subscription) }

    /// Tells the subscriber that the publisher has produced an element.
    public func receive(_ value: Input) -> Subscribers.Demand { receiveValueBody?(value) ?? .none }

    /// Tells the subscriber that the publisher has completed publishing.
    public func receive(completion: Subscribers.Completion<Failure>) { receiveCompletionBody?(completion) }

    /// A textual representation of the wrapped subscriber.
    public var description: String { descriptionBody?() ?? "AnySubscriber" }

    /// The mirror of the subscriber.
    public var customMirror: Mirror { Mirror(self, children: [:]) }

    /// A custom playground description for this instance.
    public var playgroundDescription: Any { description }
}

extension Subscriber {
    /// Wraps this subscriber with a type eraser.
    func eraseToAnySubscriber() -> AnySubscriber<Input, Failure> { AnySubscriber(self) }
}
