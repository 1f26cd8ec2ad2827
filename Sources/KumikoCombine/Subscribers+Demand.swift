extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    ///
    /// `unlimited` stays unlimited under every operation; a result that would be negative is `.none`
    /// (`max(0)`), and so is `max(_:)` of a negative number.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The count, with `UInt.max` for unlimited.
        let rawValue: UInt

        private init(rawValue: UInt) { self.rawValue = rawValue }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(rawValue: .max)

        /// A request for no elements from the publisher. This is equivalent to `Demand.max(0)`.
        public static let none = Demand(rawValue: 0)

        /// Creates a demand for the given maximum number of elements (none for a negative number).
        @inlinable
        public static func max(_ value: Int) -> Demand { Demand(value) }

        @usableFromInline
        init(_ value: Int) { rawValue = UInt(Swift.max(value, 0)) }

        /// The number of requested values, or nil if unlimited.
        public var max: Int? { rawValue == .max ? nil : Int(rawValue) }

        /// A textual representation of the demand: `unlimited` or `max(n)`.
        public var description: String { rawValue == .max ? "unlimited" : "max(\(rawValue))" }

        private static func clamped(_ value: Int) -> Demand {
            value >= Int.max ? .unlimited : Demand(value)
        }

        /// Returns the result of adding two demands (unlimited if either is).
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max, let r = rhs.max else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : clamped(sum)
        }

        /// Adds two demands, and assigns the result to the first demand.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Returns the result of adding a number to a demand.
        public static func + (lhs: Demand, rhs: Int) -> Demand { lhs + Demand(rhs) - Demand(-rhs) }

        /// Adds a number to a demand, and assigns the result to the demand.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// Returns the result of multiplying a demand by a number (a negative number gives none).
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.max else { return rhs > 0 ? .unlimited : .none }
            let (product, overflow) = l.multipliedReportingOverflow(by: Swift.max(rhs, 0))
            return overflow ? .unlimited : clamped(product)
        }

        /// Multiplies a demand by a number, and assigns the result to the demand.
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// Returns the result of subtracting one demand from another (unlimited minus anything finite stays
        /// unlimited; anything minus unlimited is none).
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max else { return rhs == .unlimited ? .none : .unlimited }
            guard let r = rhs.max else { return .none }
            return Demand(l - r)
        }

        /// Subtracts one demand from another, and assigns the result to the first demand.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// Returns the result of subtracting a number from a demand.
        public static func - (lhs: Demand, rhs: Int) -> Demand { lhs - Demand(rhs) + Demand(-rhs) }

        /// Subtracts a number from a demand, and assigns the result to the demand.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Whether the demand is more than the number (unlimited is more than any number).
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        /// Whether the demand is at least the number.
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
        /// Whether the number is more than the demand.
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs > $0 } ?? false }
        /// Whether the number is at least the demand.
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs >= $0 } ?? false }
        /// Whether the demand is less than the number.
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
        /// Whether the number is less than the demand.
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs < $0 } ?? true }
        /// Whether the demand is at most the number.
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
        /// Whether the number is at most the demand.
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs <= $0 } ?? true }
        /// Whether one demand is less than another.
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }
        /// Whether the demand equals the number (unlimited equals no number).
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        /// Whether the demand differs from the number.
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
        /// Whether the number equals the demand.
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.max == lhs }
        /// Whether the number differs from the demand.
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.max != lhs }

        /// Decodes a demand from its count (`UInt.max` for unlimited).
        public init(from decoder: Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(UInt.self)
        }

        /// Encodes the demand as its count (`UInt.max` for unlimited).
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
