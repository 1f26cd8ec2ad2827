import Foundation

extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date represented by this type.
        public var date: Date

        /// Initializes a run loop scheduler time with the given date.
        public init(_ date: Date) { self.date = date }

        /// Returns the distance to another run loop scheduler time.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        /// Returns a run loop scheduler time calculated by advancing this instance's time by the given interval.
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }
    }

    /// Options that affect the operation of the run loop scheduler (it has none).
    public struct SchedulerOptions: Sendable {}

    /// This scheduler's definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// The minimum tolerance allowed by the scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Performs the action at the next possible opportunity.
    ///
    /// On `RunLoop.main` the action runs on the main dispatch queue: a Kumiko app's main loop is the main
    /// queue, which does not run `RunLoop.main`'s sources.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        if self === RunLoop.main { return DispatchQueue.main.schedule(action) }
        let action = UncheckedSendable(action)
        perform { action.value() }
    }

    /// Performs the action at some time after the specified date.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        if self === RunLoop.main {
            let delay = date.date.timeIntervalSinceNow
            return DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(delay)), action)
        }
        let action = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.value() }
        if tolerance.magnitude > 0 { timer.tolerance = tolerance.magnitude }
        add(timer, forMode: .default)
    }

    /// Performs the action at some time after the specified date, at the specified frequency, until the
    /// result is cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        if self === RunLoop.main {
            let delay = date.date.timeIntervalSinceNow
            return DispatchQueue.main.schedule(after: DispatchQueue.main.now.advanced(by: .seconds(delay)),
                                               interval: .seconds(interval.magnitude), tolerance: .seconds(tolerance.magnitude), action)
        }
        let action = UncheckedSendable(action)
        let timer = Timer(fire: date.date, interval: Swift.max(interval.magnitude, 0.0001), repeats: true) { _ in action.value() }
        if tolerance.magnitude > 0 { timer.tolerance = tolerance.magnitude }
        add(timer, forMode: .default)
        let scheduled = UncheckedSendable(timer)
        return AnyCancellable { scheduled.value.invalidate() }
    }
}
