/// The engines behind merge, combineLatest and zip, over any number of upstreams whose elements are seen as
/// `Any` (each operator's publisher turns them back into its tuple).
enum Combining {
    /// Republishes every element of every upstream as it comes; finishes when all have finished, fails at
    /// the first failure.
    static func merge<Output, Failure: Error, S: Subscriber>(_ upstreams: [AnyPublisher<Output, Failure>], into subscriber: S)
    where S.Input == Output, S.Failure == Failure {
        let fanIn = FanInSubscription<Output, Failure>(subscriber)
        let remaining = Countdown(upstreams.count)
        fanIn.start()
        guard !upstreams.isEmpty else { return fanIn.complete(.finished) }
        for upstream in upstreams {
            fanIn.listen(to: upstream, value: fanIn.emit) { completion in
                switch completion {
                case .failure: fanIn.complete(completion)
                case .finished: if remaining.tick() { fanIn.complete(.finished) }
                }
            }
        }
    }

    /// Publishes the latest element of every upstream each time one of them publishes, once all have
    /// published; finishes when all have finished, fails at the first failure.
    static func latest<Failure: Error, S: Subscriber>(_ upstreams: [AnyPublisher<Any, Failure>], into subscriber: S,
                                                     combine: @escaping ([Any]) -> S.Input) where S.Failure == Failure {
        let fanIn = FanInSubscription<S.Input, Failure>(subscriber)
        let state = Slots(count: upstreams.count)
        let remaining = Countdown(upstreams.count)
        fanIn.start()
        for (index, upstream) in upstreams.enumerated() {
            fanIn.listen(to: upstream, value: { value in
                if let all = state.setLatest(value, at: index) { fanIn.emit(combine(all)) }
            }, completion: { completion in
                switch completion {
                case .failure: fanIn.complete(completion)
                case .finished: if remaining.tick() { fanIn.complete(.finished) }
                }
            })
        }
    }

    /// Publishes a tuple of the n-th element of every upstream once each has published its n-th; finishes
    /// when an upstream that finished has no element left waiting, fails at the first failure.
    static func zip<Failure: Error, S: Subscriber>(_ upstreams: [AnyPublisher<Any, Failure>], into subscriber: S,
                                                  combine: @escaping ([Any]) -> S.Input) where S.Failure == Failure {
        let fanIn = FanInSubscription<S.Input, Failure>(subscriber)
        let state = Slots(count: upstreams.count)
        fanIn.start()
        for (index, upstream) in upstreams.enumerated() {
            fanIn.listen(to: upstream, value: { value in
                if let all = state.enqueue(value, at: index) { fanIn.emit(combine(all)) }
            }, completion: { completion in
                switch completion {
                case .failure: fanIn.complete(completion)
                case .finished: if state.finish(at: index) { fanIn.complete(.finished) }
                }
            })
        }
    }

    /// An upstream as a publisher of `Any`.
    static func erase<P: Publisher>(_ publisher: P) -> AnyPublisher<Any, P.Failure> {
        publisher.map { $0 as Any }.eraseToAnyPublisher()
    }
}

/// Counts finished upstreams down to zero.
private final class Countdown: @unchecked Sendable {
    private let lock = Lock()
    private var remaining: Int
    init(_ count: Int) { remaining = count }
    /// True when the last one finishes.
    func tick() -> Bool { lock.withLock { remaining -= 1; return remaining == 0 } }
}

/// The elements of each upstream of combineLatest (the latest) or zip (a queue), and which have finished.
private final class Slots: @unchecked Sendable {
    private let lock = Lock()
    private var queues: [[Any]]
    private var finished: [Bool]

    init(count: Int) {
        queues = Array(repeating: [], count: count)
        finished = Array(repeating: false, count: count)
    }

    /// Keeps `value` as the latest of `index`; all latest values once every upstream has one.
    func setLatest(_ value: Any, at index: Int) -> [Any]? {
        lock.withLock {
            queues[index] = [value]
            guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
            return queues.map { $0[0] }
        }
    }

    /// Queues `value` for `index`; the first of every queue once all have one (taken off the queues).
    func enqueue(_ value: Any, at index: Int) -> [Any]? {
        lock.withLock {
            queues[index].append(value)
            guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
            return queues.indices.map { queues[$0].removeFirst() }
        }
    }

    /// Marks `index` finished; true if zip can publish nothing more.
    func finish(at index: Int) -> Bool {
        lock.withLock {
            finished[index] = true
            return queues.indices.contains { finished[$0] && queues[$0].isEmpty }
        }
    }
}
