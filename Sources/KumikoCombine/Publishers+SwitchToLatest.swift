extension Publishers {
    /// A publisher that flattens nested publishers: it republishes the elements of the most recent publisher
    /// its upstream produced, cancelling the previous one.
    public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher where P == Upstream.Output, P.Failure == Upstream.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = P.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = P.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that "flattens" nested publishers.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches the subscriber to the latest inner publisher's elements.
        public func receive<S: Subscriber>(subscriber: S) where P.Output == S.Input, Upstream.Failure == S.Failure {
            let fanIn = FanInSubscription<Output, Failure>(subscriber)
            let state = SwitchState()
            fanIn.start()
            fanIn.listen(to: upstream, value: { inner in
                let generation = state.next()
                if let previous = state.current { fanIn.detach(previous, cancelling: true) }
                let key = fanIn.listen(to: inner, value: { value in
                    if state.isCurrent(generation) { fanIn.emit(value) }
                }, completion: { completion in
                    guard state.isCurrent(generation) else { return }
                    switch completion {
                    case .failure(let error): fanIn.complete(.failure(error))
                    case .finished: if state.innerFinished() { fanIn.complete(.finished) }
                    }
                })
                state.setCurrent(key, generation: generation)
            }, completion: { completion in
                switch completion {
                case .failure(let error): fanIn.complete(.failure(error))
                case .finished: if state.upstreamFinished() { fanIn.complete(.finished) }
                }
            })
        }
    }
}

/// Which inner publisher of a switchToLatest is current, and what has finished.
private final class SwitchState: @unchecked Sendable {
    private let lock = Lock()
    private var generation = 0
    private var key: Int?
    private var innerRunning = false
    private var upstreamDone = false

    var current: Int? { lock.withLock { key } }

    func next() -> Int {
        lock.withLock {
            generation += 1
            innerRunning = true
            return generation
        }
    }

    func setCurrent(_ key: Int, generation: Int) {
        lock.withLock { if self.generation == generation, innerRunning { self.key = key } }
    }

    func isCurrent(_ generation: Int) -> Bool { lock.withLock { self.generation == generation } }

    /// Whether the whole stream is done now that the current inner publisher finished.
    func innerFinished() -> Bool {
        lock.withLock {
            innerRunning = false
            key = nil
            return upstreamDone
        }
    }

    /// Whether the whole stream is done now that the upstream finished.
    func upstreamFinished() -> Bool {
        lock.withLock {
            upstreamDone = true
            return !innerRunning
        }
    }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
    /// Republishes elements sent by the most recently received publisher.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}

extension Publisher where Output: Publisher, Failure == Never {
    /// Republishes elements sent by the most recently received publisher, from an upstream that never fails.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>> {
        Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
    }
}

extension Publisher where Output: Publisher, Failure == Never, Output.Failure == Never {
    /// Republishes elements sent by the most recently received publisher, neither of which fails.
    public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> { Publishers.SwitchToLatest(upstream: self) }
}
