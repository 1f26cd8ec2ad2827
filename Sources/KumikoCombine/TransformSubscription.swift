/// What a one-in, at-most-one-out operator does with an upstream value.
enum TransformStep<Output, Failure: Error> {
    /// Send this value downstream.
    case send(Output)
    /// Send nothing (and ask upstream for one more value in its place).
    case skip
    /// Send this value, then finish and cancel the upstream.
    case sendAndFinish(Output)
    /// Finish and cancel the upstream.
    case finish
    /// Fail and cancel the upstream.
    case fail(Failure)
}

/// The subscription behind every operator that turns each upstream value into at most one value (map,
/// filter, compactMap, removeDuplicates, scan, dropFirst, prefix, decode, …): demand goes upstream as it is,
/// and a value that is skipped asks upstream for one more.
///
/// `transform` runs once per upstream value, one at a time, so it may keep state (a count, the previous
/// value). `whenFinished` gives a last value to send before a normal finish (collect's remainder,
/// replaceEmpty's replacement).
final class TransformSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Failure = UpstreamFailure
    typealias Step = TransformStep<Downstream.Input, Downstream.Failure>

    private let lock = Lock()
    private let delivery = DeliveryLock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var isSubscribed = false
    private let transform: (Input) -> Step
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    private let whenFinished: (() -> Downstream.Input?)?
    let description: String

    init(_ downstream: Downstream, name: String, mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
         whenFinished: (() -> Downstream.Input?)? = nil, transform: @escaping (Input) -> Step) {
        self.downstream = downstream
        self.transform = transform
        self.mapFailure = mapFailure
        self.whenFinished = whenFinished
        description = name
    }

    func receive(subscription: Subscription) {
        let target: Downstream? = lock.withLock {
            guard !isSubscribed, let downstream else { return nil }
            isSubscribed = true
            upstream = subscription
            return downstream
        }
        guard let target else { return subscription.cancel() }
        target.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        delivery.withLock {
            guard let target = lock.withLock({ downstream }) else { return .none }
            switch transform(input) {
            case .send(let value):
                return target.receive(value)
            case .skip:
                return .max(1)
            case .sendAndFinish(let value):
                guard end(cancellingUpstream: true) else { return .none }
                _ = target.receive(value)
                target.receive(completion: .finished)
                return .none
            case .finish:
                guard end(cancellingUpstream: true) else { return .none }
                target.receive(completion: .finished)
                return .none
            case .fail(let error):
                guard end(cancellingUpstream: true) else { return .none }
                target.receive(completion: .failure(error))
                return .none
            }
        }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        delivery.withLock {
            guard let target = lock.withLock({ downstream }), end(cancellingUpstream: false) else { return }
            if case .finished = completion, let last = whenFinished?() { _ = target.receive(last) }
            target.receive(completion: completion.mapError(mapFailure))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        _ = end(cancellingUpstream: true)
    }

    /// Lets the downstream go (and cancels the upstream if asked); false if it was already let go.
    private func end(cancellingUpstream: Bool) -> Bool {
        let (wasActive, upstream): (Bool, Subscription?) = lock.withLock {
            let wasActive = downstream != nil
            downstream = nil
            let upstream = self.upstream
            self.upstream = nil
            return (wasActive, upstream)
        }
        if cancellingUpstream { upstream?.cancel() }
        return wasActive
    }
}

extension Publisher {
    /// Subscribes `subscriber` through a `TransformSubscription`.
    func subscribeTransforming<S: Subscriber>(
        _ subscriber: S, name: String, mapFailure: @escaping (Failure) -> S.Failure,
        whenFinished: (() -> S.Input?)? = nil, transform: @escaping (Output) -> TransformStep<S.Input, S.Failure>
    ) {
        subscribe(TransformSubscription<Output, Failure, S>(subscriber, name: name, mapFailure: mapFailure,
                                                            whenFinished: whenFinished, transform: transform))
    }
}

/// A `Never` failure as any other failure type (it cannot happen).
func absurd<T>(_ never: Never) -> T { switch never {} }
