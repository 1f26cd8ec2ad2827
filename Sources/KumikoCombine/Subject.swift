/// A publisher that exposes a method for outside callers to publish elements.
///
/// A subject is a publisher that you can use to "inject" values into a stream, by calling its `send(_:)`
/// method.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Self.Output)

    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Self.Failure>)

    /// Sends a subscription to the subscriber: the subject requests unlimited values through it.
    func send(subscription: Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() { send(()) }
}

extension Publisher {
    /// Attaches the specified subject to this publisher: the subject sends on what this publisher publishes,
    /// until the returned cancellable is cancelled.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
        let subscriber = SubjectSubscriber(subject)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}

/// The subscriber that forwards a publisher's events to a subject.
final class SubjectSubscriber<Downstream: Subject>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = Downstream.Output
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private var subject: Downstream?
    private var subscription: Subscription?

    init(_ subject: Downstream) { self.subject = subject }

    func receive(subscription: Subscription) {
        let subject: Downstream? = lock.withLock {
            guard self.subscription == nil, let subject = self.subject else { return nil }
            self.subscription = subscription
            return subject
        }
        guard let subject else { return subscription.cancel() }
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { subject }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = lock.withLock {
            let subject = self.subject
            self.subject = nil
            subscription = nil
            return subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let subscription = lock.withLock {
            let subscription = self.subscription
            self.subscription = nil
            subject = nil
            return subscription
        }
        subscription?.cancel()
    }
}
