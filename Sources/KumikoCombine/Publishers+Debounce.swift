extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses between events.
    ///
    /// Each element restarts the wait; the latest one is published when `dueTime` passes without another. A
    /// finish or failure goes down at once (an element still waiting is dropped).
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context
        /// Scheduler options that customize this publisher's delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        /// Attaches the subscriber to the debounced elements.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let (scheduler, options, dueTime) = (self.scheduler, self.options, self.dueTime)
            let fanIn = FanInSubscription<Output, Failure>(subscriber)
            let latest = Latest<Output>()
            fanIn.start()
            fanIn.listen(to: upstream, value: { value in
                let generation = latest.set(value)
                scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                    if let value = latest.take(generation) { fanIn.emit(value) }
                }
            }, completion: { completion in
                latest.clear()
                scheduler.schedule(options: options) { fanIn.complete(completion) }
            })
        }
    }
}

/// The latest element waiting to be published by debounce or throttle, numbered so that a scheduled
/// emission can tell whether a newer element replaced it.
final class Latest<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value?
    private var generation = 0

    /// Keeps `value` as the latest; returns its number.
    func set(_ value: Value) -> Int {
        lock.withLock {
            self.value = value
            generation += 1
            return generation
        }
    }

    /// Keeps `value` only if none is waiting; returns whether one was waiting before.
    func setIfEmpty(_ value: Value) -> Bool {
        lock.withLock {
            guard self.value == nil else { return true }
            self.value = value
            return false
        }
    }

    /// Replaces the waiting value; returns whether one was waiting before.
    func replace(_ value: Value) -> Bool {
        lock.withLock {
            defer { self.value = value }
            return self.value != nil
        }
    }

    /// Takes the waiting value if it is still number `generation`.
    func take(_ generation: Int) -> Value? {
        lock.withLock {
            guard generation == self.generation else { return nil }
            defer { value = nil }
            return value
        }
    }

    /// Takes the waiting value, whichever it is.
    func take() -> Value? {
        lock.withLock {
            defer { value = nil }
            return value
        }
    }

    /// Drops the waiting value.
    func clear() {
        lock.withLock {
            value = nil
            generation += 1
        }
    }
}

extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    ///
    /// ```swift
    /// $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).sink { search($0) }
    /// ```
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                       options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}
