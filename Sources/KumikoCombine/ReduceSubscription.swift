/// What a reducing operator does with an upstream value.
enum ReduceStep<Failure: Error> {
    /// Keep going.
    case more
    /// The result is known: cancel the upstream and deliver it.
    case done
    /// Fail and cancel the upstream.
    case fail(Failure)
}

/// The subscription behind the operators that publish one value when their upstream is done (reduce,
/// collect, first, last, count, contains, ignoreOutput, …): it requests everything from upstream, folds each
/// value with `reduce`, and when the upstream finishes (or `reduce` says it is done) sends `result()`, if any,
/// once the downstream has asked for a value, then finishes.
final class ReduceSubscription<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Failure = UpstreamFailure

    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private var isSubscribed = false
    private var isComplete = false
    private var requested = false
    private let reduce: (Input) -> ReduceStep<Downstream.Failure>
    private let result: () -> Downstream.Input?
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    let description: String

    init(_ downstream: Downstream, name: String, mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure,
         result: @escaping () -> Downstream.Input?, reduce: @escaping (Input) -> ReduceStep<Downstream.Failure>) {
        self.downstream = downstream
        self.reduce = reduce
        self.result = result
        self.mapFailure = mapFailure
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
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ downstream != nil && !isComplete }) else { return .none }
        switch reduce(input) {
        case .more:
            break
        case .done:
            lock.withLock { upstream }?.cancel()
            complete()
        case .fail(let error):
            fail(error)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        switch completion {
        case .finished: complete()
        case .failure(let error): fail(mapFailure(error))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let ready = lock.withLock {
            requested = true
            return isComplete
        }
        if ready { deliver() }
    }

    func cancel() {
        let upstream = lock.withLock {
            downstream = nil
            let upstream = self.upstream
            self.upstream = nil
            return upstream
        }
        upstream?.cancel()
    }

    private func complete() {
        let ready: Bool = lock.withLock {
            guard !isComplete else { return false }
            isComplete = true
            upstream = nil
            return requested
        }
        if ready { deliver() }
    }

    private func deliver() {
        let target: Downstream? = lock.withLock {
            let target = downstream
            downstream = nil
            return target
        }
        guard let target else { return }
        if let value = result() { _ = target.receive(value) }
        target.receive(completion: .finished)
    }

    private func fail(_ error: Downstream.Failure) {
        let (target, upstream): (Downstream?, Subscription?) = lock.withLock {
            guard !isComplete else { return (nil, nil) }
            isComplete = true
            let target = downstream
            downstream = nil
            let upstream = self.upstream
            self.upstream = nil
            return (target, upstream)
        }
        upstream?.cancel()
        target?.receive(completion: .failure(error))
    }
}

extension Publisher {
    /// Subscribes `subscriber` through a `ReduceSubscription`.
    func subscribeReducing<S: Subscriber>(
        _ subscriber: S, name: String, mapFailure: @escaping (Failure) -> S.Failure,
        result: @escaping () -> S.Input?, reduce: @escaping (Output) -> ReduceStep<S.Failure>
    ) {
        subscribe(ReduceSubscription<Output, Failure, S>(subscriber, name: name, mapFailure: mapFailure,
                                                         result: result, reduce: reduce))
    }
}
