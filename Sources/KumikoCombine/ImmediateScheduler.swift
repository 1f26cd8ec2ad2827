/// A scheduler for performing synchronous actions.
///
/// You can only use this scheduler for immediate actions. If you attempt to schedule actions after a
/// specific date, this scheduler ignores the date and performs them immediately.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The time type used by the immediate scheduler.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        let ticks: Int

        init(ticks: Int) { self.ticks = ticks }

        /// Returns the distance to another immediate scheduler time.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(magnitude: other.ticks &- ticks) }

        /// Adds the given interval to this time.
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(ticks: ticks &+ n.magnitude) }
    }

    /// A type that defines options accepted by the immediate scheduler.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()

    /// The immediate scheduler's definition of the current moment in time (always the same).
    public var now: SchedulerTimeType { SchedulerTimeType(ticks: 0) }

    /// The minimum tolerance allowed by the immediate scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Performs the action at once.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

    /// Performs the action at once, ignoring the date.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        action()
    }

    /// Performs the action once, at once; repeating is impossible without a clock.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
