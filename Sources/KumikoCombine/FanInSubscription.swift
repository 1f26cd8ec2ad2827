/// The subscription behind the operators that take values from several upstreams, or from an upstream and a
/// clock (merge, combineLatest, zip, flatMap, switchToLatest, append, catch, retry, debounce, throttle,
/// delay, timeout): the operator requests what it needs from its upstreams (all they have, for most),
/// pushes its values here, and they wait in a buffer until the downstream asks for them, then go down one at
/// a time in order.
///
/// The completion goes down after the buffered values (which came before it). Cancelling (or completing)
/// cancels every upstream still attached.
final class FanInSubscription<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = Lock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var buffer: [Output] = []
    private var head = 0
    private var demand = Subscribers.Demand.none
    private var completion: Subscribers.Completion<Failure>?
    private var draining = false
    private var upstreams: [Int: Subscription] = [:]
    private var cancellables: [Int: Cancellable] = [:]
    private var nextKey = 0

    init<S: Subscriber>(_ downstream: S) where S.Input == Output, S.Failure == Failure {
        self.downstream = AnySubscriber(downstream)
    }

    /// Whether the downstream is gone (cancelled or completed).
    var isDone: Bool { lock.withLock { downstream == nil || completion != nil } }

    /// Gives the downstream this subscription.
    func start() {
        lock.withLock { downstream }?.receive(subscription: self)
    }

    /// A fresh key for an upstream.
    func makeKey() -> Int {
        lock.withLock {
            nextKey += 1
            return nextKey
        }
    }

    /// Keeps an upstream's subscription under `key` (cancelled at once if the downstream is gone).
    @discardableResult
    func attach(_ subscription: Subscription, key: Int) -> Bool {
        let accepted = lock.withLock {
            guard downstream != nil, completion == nil else { return false }
            upstreams[key] = subscription
            return true
        }
        if !accepted { subscription.cancel() }
        return accepted
    }

    /// Keeps something to cancel with the upstreams (a scheduled timer).
    func attach(cancellable: Cancellable, key: Int) {
        let accepted = lock.withLock {
            guard downstream != nil, completion == nil else { return false }
            cancellables[key] = cancellable
            return true
        }
        if !accepted { cancellable.cancel() }
    }

    /// The upstream kept under `key`.
    func upstream(_ key: Int) -> Subscription? { lock.withLock { upstreams[key] } }

    /// Forgets (and, if asked, cancels) the upstream or cancellable under `key`.
    func detach(_ key: Int, cancelling: Bool = false) {
        let (subscription, cancellable) = lock.withLock { (upstreams.removeValue(forKey: key), cancellables.removeValue(forKey: key)) }
        if cancelling {
            subscription?.cancel()
            cancellable?.cancel()
        }
    }

    /// Queues a value for the downstream.
    func emit(_ value: Output) {
        let accepted = lock.withLock {
            guard downstream != nil, completion == nil else { return false }
            buffer.append(value)
            return true
        }
        if accepted { drain() }
    }

    /// Ends the stream: cancels every upstream; the completion follows the queued values.
    func complete(_ completion: Subscribers.Completion<Failure>) {
        let cancelled: [Cancellable]? = lock.withLock {
            guard downstream != nil, self.completion == nil else { return nil }
            self.completion = completion
            let cancelled: [Cancellable] = Array(upstreams.values) + Array(cancellables.values)
            upstreams = [:]
            cancellables = [:]
            return cancelled
        }
        guard let cancelled else { return }
        for upstream in cancelled { upstream.cancel() }
        drain()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
        drain()
    }

    func cancel() {
        let cancelled: [Cancellable] = lock.withLock {
            downstream = nil
            buffer = []
            head = 0
            let cancelled: [Cancellable] = Array(upstreams.values) + Array(cancellables.values)
            upstreams = [:]
            cancellables = [:]
            return cancelled
        }
        for upstream in cancelled { upstream.cancel() }
    }

    private enum DrainStep {
        case stop, value(AnySubscriber<Output, Failure>, Output), end(AnySubscriber<Output, Failure>, Subscribers.Completion<Failure>)
    }

    /// Hands queued values to the downstream while it has demand, one caller at a time.
    private func drain() {
        guard lock.withLock({
            guard !draining else { return false }
            draining = true
            return true
        }) else { return }
        while true {
            let step: DrainStep = lock.withLock {
                guard let downstream else {
                    draining = false
                    return .stop
                }
                if head < buffer.count {
                    guard demand > 0 else {
                        draining = false
                        return .stop
                    }
                    demand -= 1
                    let value = buffer[head]
                    head += 1
                    if head > 64, head * 2 > buffer.count {
                        buffer.removeFirst(head)
                        head = 0
                    }
                    return .value(downstream, value)
                }
                if let completion {
                    self.downstream = nil
                    draining = false
                    return .end(downstream, completion)
                }
                draining = false
                return .stop
            }
            switch step {
            case .stop:
                return
            case .value(let downstream, let value):
                let more = downstream.receive(value)
                lock.withLock { demand += more }
            case .end(let downstream, let completion):
                downstream.receive(completion: completion)
                return
            }
        }
    }
}

/// A subscriber made of closures, through which a `FanInSubscription`'s operator listens to one upstream.
/// It requests `initialDemand` when subscribed.
final class ClosureSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let onSubscription: (Subscription) -> Void
    private let onValue: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void

    init(subscription: @escaping (Subscription) -> Void, value: @escaping (Input) -> Subscribers.Demand,
         completion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        onSubscription = subscription
        onValue = value
        onCompletion = completion
    }

    func receive(subscription: Subscription) { onSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}

extension FanInSubscription {
    /// Subscribes to `publisher` as a new upstream: its subscription is kept (and asked for `demand`), its
    /// values go to `value`, its completion to `completion` (after it is forgotten). Returns its key. The upstream
    /// keeps this subscription alive, as a Combine subscription is kept by its upstream, until it completes or
    /// is cancelled.
    @discardableResult
    func listen<P: Publisher>(to publisher: P, key: Int? = nil, demand: Subscribers.Demand = .unlimited,
                              value: @escaping (P.Output) -> Void,
                              completion: @escaping (Subscribers.Completion<P.Failure>) -> Void) -> Int {
        let key = key ?? makeKey()
        publisher.subscribe(ClosureSubscriber<P.Output, P.Failure>(
            subscription: { subscription in
                if self.attach(subscription, key: key), demand > 0 { subscription.request(demand) }
            },
            value: { input in
                guard !self.isDone else { return .none }
                value(input)
                return .none
            },
            completion: { result in
                guard !self.isDone else { return }
                self.detach(key)
                completion(result)
            }
        ))
        return key
    }
}
