import Foundation

extension OperationQueue: Scheduler {
    /// The scheduler time type used by the operation queue.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date represented by this type.
        public var date: Date

        /// Initializes an operation queue scheduler time with the given date.
        public init(_ date: Date) { self.date = date }

        /// Returns the distance to another operation queue scheduler time.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }

        /// Returns an operation queue scheduler time calculated by advancing this instance's time by the given
        /// interval.
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.magnitude)) }
    }

    /// Options that affect the operation of the operation queue scheduler (it has none).
    public struct SchedulerOptions: Sendable {}

    /// This scheduler's definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// The minimum tolerance allowed by the scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    /// Adds the action to the queue as an operation.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        addOperation { action.value() }
    }

    /// Adds the action to the queue as an operation at some time after the specified date.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let queue = UncheckedSendable(self)
        let action = UncheckedSendable(action)
        DispatchQueue.global().asyncAfter(deadline: .now() + Swift.max(date.date.timeIntervalSinceNow, 0)) {
            queue.value.addOperation { action.value() }
        }
    }

    /// Adds the action to the queue as an operation after the specified date and then every `interval`, until
    /// the result is cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let queue = UncheckedSendable(self)
        let action = UncheckedSendable(action)
        let delay = Swift.max(date.date.timeIntervalSinceNow, 0)
        return DispatchQueue.global().schedule(after: DispatchQueue.global().now.advanced(by: .seconds(delay)),
                                               interval: .seconds(Swift.max(interval.magnitude, 0.0001))) {
            queue.value.addOperation { action.value() }
        }
    }
}
