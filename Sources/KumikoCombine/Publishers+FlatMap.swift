extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into a new publisher.
    ///
    /// At most `maxPublishers` of the new publishers are subscribed at once: the upstream is asked for that
    /// many elements, and for one more each time one of them finishes. Their elements are interleaved as they
    /// come; the stream finishes when the upstream and every new publisher have finished.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = NewPublisher.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of concurrent publisher subscriptions.
        public let maxPublishers: Subscribers.Demand
        /// A closure that takes an element as a parameter and returns a publisher that produces elements of
        /// that type.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates a publisher that transforms elements from an upstream publisher into a new publisher.
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Attaches the subscriber to the flattened elements.
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
            let transform = self.transform
            let fanIn = FanInSubscription<Output, Failure>(subscriber)
            let state = FlatMapState()
            fanIn.start()
            let limit = maxPublishers == .none ? Subscribers.Demand.max(1) : maxPublishers
            let outerKey = fanIn.makeKey()
            func finishIfDone() {
                if state.finishIfDone() { fanIn.complete(.finished) }
            }
            fanIn.listen(to: upstream, key: outerKey, demand: limit, value: { value in
                state.started()
                fanIn.listen(to: transform(value), value: fanIn.emit) { completion in
                    switch completion {
                    case .failure(let error):
                        fanIn.complete(.failure(error))
                    case .finished:
                        state.ended()
                        if limit != .unlimited { fanIn.upstream(outerKey)?.request(.max(1)) }
                        finishIfDone()
                    }
                }
            }, completion: { completion in
                switch completion {
                case .failure(let error):
                    fanIn.complete(.failure(error))
                case .finished:
                    state.upstreamFinished()
                    finishIfDone()
                }
            })
        }
    }
}

/// How many of a flatMap's new publishers are running, and whether its upstream finished.
private final class FlatMapState: @unchecked Sendable {
    private let lock = Lock()
    private var running = 0
    private var upstreamDone = false
    private var finished = false

    func started() { lock.withLock { running += 1 } }
    func ended() { lock.withLock { running -= 1 } }
    func upstreamFinished() { lock.withLock { upstreamDone = true } }

    /// True once (when the upstream finished and nothing runs).
    func finishIfDone() -> Bool {
        lock.withLock {
            guard upstreamDone, running == 0, !finished else { return false }
            finished = true
            return true
        }
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a maximum number of
    /// publishers you specify.
    public func flatMap<T, P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where T == P.Output, Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher where Failure == Never {
    /// Transforms all elements from an upstream publisher that never fails into a new publisher that may fail.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
        Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// Transforms all elements from an upstream publisher into a new publisher, neither of which fails.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<P, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher that never fails.
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P)
        -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) { transform($0).setFailureType(to: Failure.self) }
    }
}
