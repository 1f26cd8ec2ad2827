extension Publishers {
    /// A publisher that performs the specified closures when publisher events occur.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that executes when the publisher receives the subscription from the upstream publisher.
        public var receiveSubscription: ((Subscription) -> Void)?
        /// A closure that executes when the publisher receives a value from the upstream publisher.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// A closure that executes when the upstream publisher finishes normally or terminates with an error.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// A closure that executes when the downstream receiver cancels publishing.
        public var receiveCancel: (() -> Void)?
        /// A closure that executes when the publisher receives a request for more elements.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Creates a publisher that performs the specified closures when publisher events occur.
        public init(upstream: Upstream, receiveSubscription: ((Subscription) -> Void)? = nil,
                    receiveOutput: ((Output) -> Void)? = nil,
                    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                    receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)?) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
            self.receiveRequest = receiveRequest
        }

        /// Attaches the subscriber through the closures.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(EventsSubscription(subscriber, events: self))
        }
    }
}

/// The subscription of `handleEvents` (and of `print`, `autoconnect` and `share`): passes every event through
/// unchanged, calling the matching closure first.
final class EventsSubscription<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, @unchecked Sendable
where Upstream.Output == Downstream.Input, Upstream.Failure == Downstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure

    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private let events: Publishers.HandleEvents<Upstream>

    init(_ downstream: Downstream, events: Publishers.HandleEvents<Upstream>) {
        self.downstream = downstream
        self.events = events
    }

    func receive(subscription: Subscription) {
        let target: Downstream? = lock.withLock {
            guard upstream == nil else { return nil }
            upstream = subscription
            return downstream
        }
        guard let target else { return subscription.cancel() }
        events.receiveSubscription?(subscription)
        target.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let target = lock.withLock({ downstream }) else { return .none }
        events.receiveOutput?(input)
        let more = target.receive(input)
        if more > 0 { events.receiveRequest?(more) }
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let target: Downstream? = lock.withLock {
            let target = downstream
            downstream = nil
            upstream = nil
            return target
        }
        guard let target else { return }
        events.receiveCompletion?(completion)
        target.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        events.receiveRequest?(demand)
        lock.withLock { upstream }?.request(demand)
    }

    func cancel() {
        let upstream: Subscription? = lock.withLock {
            guard downstream != nil else { return nil }
            downstream = nil
            let upstream = self.upstream
            self.upstream = nil
            return upstream
        }
        guard let upstream else { return }
        events.receiveCancel?()
        upstream.cancel()
    }
}

extension Publisher {
    /// Performs the specified closures when publisher events occur.
    public func handleEvents(receiveSubscription: ((Subscription) -> Void)? = nil,
                             receiveOutput: ((Output) -> Void)? = nil,
                             receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil,
                             receiveCancel: (() -> Void)? = nil,
                             receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
                                receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}
