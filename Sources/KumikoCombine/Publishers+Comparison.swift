extension Publishers {
    /// A publisher that republishes items from another publisher only if each new item is in increasing
    /// order from the previously-published item: it publishes the greatest element by `areInIncreasingOrder`
    /// when the upstream finishes (`max`), or with the order reversed, the least (`min`).
    public struct Comparison<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure that receives two elements and returns true if they are in increasing order.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates a publisher that republishes the greatest item by the given order.
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        /// Attaches the subscriber; it receives the greatest element when the upstream finishes.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let ordered = areInIncreasingOrder
            var best: Output?
            upstream.subscribeReducing(subscriber, name: "Comparison", mapFailure: { $0 }, result: { best }) { value in
                if let current = best, !ordered(current, value) { return .more }
                best = value
                return .more
            }
        }
    }

    /// A publisher that raises a fatal error upon receiving any failure, and otherwise republishes all
    /// received input.
    public struct AssertNoFailure<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Never
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The string used at the beginning of the fatal error message.
        public let prefix: String
        /// The filename used in the error message.
        public let file: StaticString
        /// The line number used in the error message.
        public let line: UInt

        /// Creates a publisher that raises a fatal error upon receiving any failure.
        public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
            self.upstream = upstream
            self.prefix = prefix
            self.file = file
            self.line = line
        }

        /// Attaches the subscriber; an upstream failure stops the program, as the operator asks.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Never {
            let (prefix, file, line) = (self.prefix, self.file, self.line)
            upstream.subscribeTransforming(subscriber, name: "AssertNoFailure", mapFailure: { error -> Never in
                fatalError("\(prefix.isEmpty ? "" : prefix + ": ")\(error)", file: file, line: line)
            }) { .send($0) }
        }
    }
}

extension Publisher where Output: Comparable {
    /// Publishes the minimum value received from the upstream publisher, after it finishes.
    public func min() -> Publishers.Comparison<Self> { Publishers.Comparison(upstream: self) { $1 < $0 } }

    /// Publishes the maximum value received from the upstream publisher, after it finishes.
    public func max() -> Publishers.Comparison<Self> { Publishers.Comparison(upstream: self, areInIncreasingOrder: <) }
}

extension Publisher {
    /// Publishes the minimum value received from the upstream publisher, using the provided ordering closure.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// Publishes the maximum value received from the upstream publisher, using the provided ordering closure.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Raises a fatal error when its upstream publisher fails, and otherwise republishes all received input.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
    }
}
