import Dispatch

extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// Returns the distance to another dispatch queue time.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let from = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            let to = Int64(bitPattern: other.dispatchTime.uptimeNanoseconds)
            let (difference, overflow) = to.subtractingReportingOverflow(from)
            return Stride(magnitude: overflow ? (to > from ? .max : .min) : Int(difference))
        }

        /// Returns a dispatch queue scheduler time calculated by advancing this instance's time by the given
        /// interval.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            let now = Int64(bitPattern: dispatchTime.uptimeNanoseconds)
            let (sum, overflow) = now.addingReportingOverflow(Int64(n.magnitude))
            let nanoseconds = overflow ? (n.magnitude > 0 ? UInt64.max : 1) : UInt64(Swift.max(sum, 1))
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: nanoseconds))
        }

        /// Hashes the time.
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

        /// Whether two times are the same.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// Decodes a time from its uptime in nanoseconds.
        public init(from decoder: Decoder) throws {
            let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
            dispatchTime = DispatchTime(uptimeNanoseconds: nanoseconds)
        }

        /// Encodes the time as its uptime in nanoseconds.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }
    }

    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS
        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags
        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        /// Creates dispatch queue scheduler options.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// This scheduler's definition of the current moment in time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// The minimum tolerance allowed by the scheduler.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(.nanoseconds(0)) }

    /// Performs the action on the queue at the next possible opportunity.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        async(group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.value() }
    }

    /// Performs the action on the queue at some time after the specified date.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        let action = UncheckedSendable(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) { action.value() }
    }

    /// Performs the action on the queue after the specified date and then every `interval`, until the
    /// result is cancelled.
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let action = UncheckedSendable(action)
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler { action.value() }
        let repeating = DispatchTimeInterval.nanoseconds(Swift.max(interval.magnitude, 1))
        timer.schedule(deadline: date.dispatchTime, repeating: repeating, leeway: .nanoseconds(Swift.max(tolerance.magnitude, 0)))
        timer.resume()
        let source = UncheckedSendable(timer)
        return AnyCancellable { source.value.cancel() }
    }
}
