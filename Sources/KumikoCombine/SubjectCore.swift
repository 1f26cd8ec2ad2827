/// What `PassthroughSubject`, `CurrentValueSubject`, `ObservableObjectPublisher` and `Published` share: the
/// list of subscriptions a sent value goes to, each with its subscriber's demand, and the completion that
/// ends them all (and is given at once to any later subscriber).
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    private let lock = Lock()
    private var conduits: [Conduit] = []
    private var completion: Subscribers.Completion<Failure>?
    private var upstreams: [Subscription] = []
    /// Whether a value sent while a subscriber has no demand waits (only the latest) for its next request,
    /// as a `CurrentValueSubject`'s does, instead of being dropped.
    private let keepsLatest: Bool

    init(keepsLatest: Bool) { self.keepsLatest = keepsLatest }

    /// Whether the subject has completed.
    var isCompleted: Bool { lock.withLock { completion != nil } }

    /// Attaches a subscriber; `initial` (a current value) is its first value once it requests one.
    func attach<S: Subscriber>(_ subscriber: S, initial: Output?) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(core: self, subscriber: AnySubscriber(subscriber), keepsLatest: keepsLatest, initial: initial)
        let completion: Subscribers.Completion<Failure>? = lock.withLock {
            if self.completion == nil { conduits.append(conduit) }
            return self.completion
        }
        subscriber.receive(subscription: conduit)
        if let completion { conduit.finish(completion) }
    }

    /// Sends a value to every subscriber with demand.
    func send(_ value: Output) {
        let current: [Conduit] = lock.withLock { completion == nil ? conduits : [] }
        for conduit in current { conduit.offer(value) }
    }

    /// Completes every subscriber; later values are ignored.
    func send(completion: Subscribers.Completion<Failure>) {
        let current: [Conduit]? = lock.withLock {
            guard self.completion == nil else { return nil }
            self.completion = completion
            let current = conduits
            conduits = []
            upstreams = []
            return current
        }
        for conduit in current ?? [] { conduit.finish(completion) }
    }

    /// Keeps an upstream subscription and requests unlimited values through it.
    func send(subscription: Subscription) {
        let accepted = lock.withLock {
            guard completion == nil else { return false }
            upstreams.append(subscription)
            return true
        }
        if accepted { subscription.request(.unlimited) }
    }

    fileprivate func detach(_ conduit: Conduit) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    /// One subscriber's subscription to the subject.
    fileprivate final class Conduit: Subscription, @unchecked Sendable {
        private let lock = Lock()
        private let delivery = DeliveryLock()
        private weak var core: SubjectCore?
        private var subscriber: AnySubscriber<Output, Failure>?
        private var demand = Subscribers.Demand.none
        private var pending: Output?
        private let keepsLatest: Bool

        init(core: SubjectCore, subscriber: AnySubscriber<Output, Failure>, keepsLatest: Bool, initial: Output?) {
            self.core = core
            self.subscriber = subscriber
            self.keepsLatest = keepsLatest
            pending = initial
        }

        func offer(_ value: Output) {
            delivery.withLock {
                let target: AnySubscriber<Output, Failure>? = lock.withLock {
                    guard let subscriber else { return nil }
                    guard demand > 0 else {
                        if keepsLatest { pending = value }
                        return nil
                    }
                    demand -= 1
                    pending = nil
                    return subscriber
                }
                guard let target else { return }
                let more = target.receive(value)
                lock.withLock { demand += more }
            }
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            delivery.withLock {
                let target = lock.withLock {
                    let target = subscriber
                    subscriber = nil
                    pending = nil
                    return target
                }
                target?.receive(completion: completion)
            }
        }

        func request(_ demand: Subscribers.Demand) {
            delivery.withLock {
                let value: (Output, AnySubscriber<Output, Failure>)? = lock.withLock {
                    self.demand += demand
                    guard let pending, let subscriber, self.demand > 0 else { return nil }
                    self.pending = nil
                    self.demand -= 1
                    return (pending, subscriber)
                }
                guard let (value, target) = value else { return }
                let more = target.receive(value)
                lock.withLock { self.demand += more }
            }
        }

        func cancel() {
            let core = lock.withLock {
                subscriber = nil
                pending = nil
                return self.core
            }
            core?.detach(self)
        }
    }
}
