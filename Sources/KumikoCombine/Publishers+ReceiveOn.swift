extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher is to use for element delivery.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that delivers elements to its downstream subscriber on a specific scheduler.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the subscriber; its values and completion are delivered by the scheduler, in order, and its
        /// demand goes upstream.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.subscribe(ReceiveOnSubscription(subscriber, scheduler: scheduler, options: options))
        }
    }
}

/// The subscription of `receive(on:)`.
private final class ReceiveOnSubscription<Input, Failure: Error, Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(_ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: Subscription) {
        let target: Downstream? = lock.withLock {
            guard upstream == nil else { return nil }
            upstream = subscription
            return downstream
        }
        guard let target else { return subscription.cancel() }
        target.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        scheduler.schedule(options: options) { [self] in
            guard let target = lock.withLock({ downstream }) else { return }
            let more = target.receive(input)
            if more > 0 { lock.withLock { upstream }?.request(more) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        scheduler.schedule(options: options) { [self] in
            let target: Downstream? = lock.withLock {
                defer { downstream = nil; upstream = nil }
                return downstream
            }
            target?.receive(completion: completion)
        }
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

    func cancel() {
        let upstream: Subscription? = lock.withLock {
            downstream = nil
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }
}

extension Publishers {
    /// A publisher that receives elements from an upstream publisher on a specific scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher should use to receive elements.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates a publisher that receives elements from an upstream publisher on a specific scheduler.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        /// Subscribes to the upstream, and requests and cancels through it, on the scheduler.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (scheduler, options) = (self.scheduler, self.options)
            let upstream = self.upstream
            scheduler.schedule(options: options) {
                upstream.subscribe(SubscribeOnSubscription(subscriber, scheduler: scheduler, options: options))
            }
        }
    }
}

/// The subscription of `subscribe(on:)`: forwards events as they come, and requests and cancels on the
/// scheduler.
private final class SubscribeOnSubscription<Downstream: Subscriber, Context: Scheduler>: Subscriber, Subscription, @unchecked Sendable {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure

    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: Subscription?
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(_ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.options = options
    }

    func receive(subscription: Subscription) {
        let target: Downstream? = lock.withLock {
            guard upstream == nil else { return nil }
            upstream = subscription
            return downstream
        }
        guard let target else { return subscription.cancel() }
        target.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { lock.withLock { downstream }?.receive(input) ?? .none }

    func receive(completion: Subscribers.Completion<Failure>) {
        let target: Downstream? = lock.withLock {
            defer { downstream = nil; upstream = nil }
            return downstream
        }
        target?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        guard let upstream = lock.withLock({ upstream }) else { return }
        scheduler.schedule(options: options) { upstream.request(demand) }
    }

    func cancel() {
        let upstream: Subscription? = lock.withLock {
            downstream = nil
            defer { self.upstream = nil }
            return self.upstream
        }
        guard let upstream else { return }
        scheduler.schedule(options: options) { upstream.cancel() }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
