import Foundation

extension OperationQueue.SchedulerTimeType {
    /// A time interval of an operation queue, in seconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable, Sendable {
        /// The type used when evaluating floating-point literals.
        public typealias FloatLiteralType = Double
        /// The type used when evaluating integer literals.
        public typealias IntegerLiteralType = Int
        /// The type used for expressing the stride's magnitude.
        public typealias Magnitude = TimeInterval

        /// The value of this time interval, in seconds.
        public var magnitude: TimeInterval

        /// The interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// Creates a time interval of a number of seconds.
        public init(_ timeInterval: TimeInterval) { self.init(seconds: timeInterval) }

        /// Creates a time interval from a number of seconds.
        public init(integerLiteral value: Int) { self.init(seconds: Double(value)) }
        /// Creates a time interval from a floating-point number of seconds.
        public init(floatLiteral value: Double) { self.init(seconds: value) }
        /// Creates a time interval from the given number of seconds, if it converts exactly.
        public init?<T: BinaryInteger>(exactly source: T) {
            guard let value = Int(exactly: source) else { return nil }
            self.init(integerLiteral: value)
        }

        init(seconds: Double) { magnitude = seconds.isFinite ? seconds : 0 }
        init(magnitude: TimeInterval) { self.magnitude = magnitude }

        /// Whether one interval is shorter than another.
        public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
        /// The sum of two intervals.
        public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(magnitude: lhs.magnitude + rhs.magnitude) }
        /// The difference of two intervals.
        public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(magnitude: lhs.magnitude - rhs.magnitude) }
        /// The product of two intervals' magnitudes.
        public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(magnitude: lhs.magnitude * rhs.magnitude) }
        /// Adds an interval to another.
        public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
        /// Subtracts an interval from another.
        public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
        /// Multiplies an interval by another's magnitude.
        public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

        /// An interval of whole seconds.
        public static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
        /// An interval of seconds.
        public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
        /// An interval of milliseconds.
        public static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: Double(ms) / 1_000) }
        /// An interval of microseconds.
        public static func microseconds(_ us: Int) -> Stride { Stride(seconds: Double(us) / 1_000_000) }
        /// An interval of nanoseconds.
        public static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: Double(ns) / 1_000_000_000) }
    }
}
