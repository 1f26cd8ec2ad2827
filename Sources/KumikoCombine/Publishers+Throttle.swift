extension Publishers {
    /// A publisher that publishes either the most-recent or first element published by the upstream
    /// publisher in a specified time interval.
    ///
    /// An element that comes when none was published within the last `interval` goes down at once; later
    /// ones wait for the end of the interval, and then the first or latest of them (as `latest` says) goes
    /// down.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The interval in which to find and emit the most recent element.
        public let interval: Context.SchedulerTimeType.Stride
        /// The scheduler on which to publish elements.
        public let scheduler: Context
        /// A Boolean value indicating whether to publish the most recent element.
        public let latest: Bool

        /// Creates a throttling publisher.
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        /// Attaches the subscriber to the throttled elements.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (scheduler, interval, keepLatest) = (self.scheduler, self.interval, self.latest)
            let fanIn = FanInSubscription<Output, Failure>(subscriber)
            let waiting = Latest<Output>()
            let clock = ThrottleClock<Context>()
            fanIn.start()
            func emitWaiting() {
                if let value = waiting.take() {
                    clock.emitted(at: scheduler.now)
                    fanIn.emit(value)
                }
                clock.windowEnded()
            }
            fanIn.listen(to: upstream, value: { value in
                let now = scheduler.now
                switch clock.arrival(at: now, interval: interval) {
                case .now:
                    _ = waiting.replace(value)
                    scheduler.schedule { emitWaiting() }
                case .later(let due):
                    if keepLatest { _ = waiting.replace(value) } else { _ = waiting.setIfEmpty(value) }
                    if let due { scheduler.schedule(after: due) { emitWaiting() } }
                }
            }, completion: { completion in
                scheduler.schedule {
                    if case .finished = completion, let value = waiting.take() { fanIn.emit(value) }
                    fanIn.complete(completion)
                }
            })
        }
    }
}

/// When a throttle last published, and whether an emission is scheduled.
private final class ThrottleClock<Context: Scheduler>: @unchecked Sendable {
    enum Arrival { case now, later(Context.SchedulerTimeType?) }

    private let lock = Lock()
    private var lastEmission: Context.SchedulerTimeType?
    private var scheduled = false

    /// Whether an element arriving at `now` goes at once, or waits (with the time of the emission to
    /// schedule, if none is scheduled yet).
    func arrival(at now: Context.SchedulerTimeType, interval: Context.SchedulerTimeType.Stride) -> Arrival {
        lock.withLock {
            if scheduled { return .later(nil) }
            scheduled = true
            guard let last = lastEmission, last.distance(to: now) < interval else { return .now }
            return .later(last.advanced(by: interval))
        }
    }

    func emitted(at time: Context.SchedulerTimeType) { lock.withLock { lastEmission = time } }
    func windowEnded() { lock.withLock { scheduled = false } }
}

extension Publisher {
    /// Publishes either the most-recent or first element published by the upstream publisher in the
    /// specified time interval.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
