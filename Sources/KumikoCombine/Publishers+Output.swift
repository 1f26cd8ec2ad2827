extension Publishers {
    /// A publisher that publishes elements specified by a range in the sequence of published elements.
    public struct Output<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// The range of elements to publish.
        public let range: CountableRange<Int>

        /// Creates a publisher that publishes elements specified by a range.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        /// Attaches the subscriber; it receives the elements whose index is in the range, then a finish.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            let range = self.range.clamped(to: 0..<Int.max)
            var index = 0
            guard !range.isEmpty else {
                return Empty<Upstream.Output, Upstream.Failure>().subscribe(subscriber)
            }
            upstream.subscribeTransforming(subscriber, name: "Output", mapFailure: { $0 }) { value in
                defer { index += 1 }
                if index < range.lowerBound { return .skip }
                return index + 1 >= range.upperBound ? .sendAndFinish(value) : .send(value)
            }
        }
    }

    /// A publisher that republishes elements while a predicate closure indicates publishing should continue.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber; it finishes at the first element that fails the predicate.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, Upstream.Failure == S.Failure {
            let predicate = self.predicate
            upstream.subscribeTransforming(subscriber, name: "PrefixWhile", mapFailure: { $0 }) { predicate($0) ? .send($0) : .finish }
        }
    }

    /// A publisher that republishes elements while an error-throwing predicate closure indicates publishing
    /// should continue.
    public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The error-throwing closure that determines whether publishing should continue.
        public let predicate: (Upstream.Output) throws -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber; it finishes at the first element that fails the predicate.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Error {
            let predicate = self.predicate
            upstream.subscribeTransforming(subscriber, name: "TryPrefixWhile", mapFailure: { $0 }) { value in
                do { return try predicate(value) ? .send(value) : .finish } catch { return .fail(error) }
            }
        }
    }
}

extension Publisher {
    /// Republishes elements up to the specified maximum count, then finishes.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { output(in: 0..<Swift.max(maxLength, 0)) }

    /// Republishes elements while a predicate closure indicates publishing should continue.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }

    /// Republishes elements while an error-throwing predicate closure indicates publishing should continue.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
    }

    /// Publishes a specific element, indicated by its index in the sequence of published elements.
    public func output(at index: Int) -> Publishers.Output<Self> { output(in: index..<(index == Int.max ? index : index + 1)) }

    /// Publishes elements specified by their range in the sequence of published elements.
    public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self> where R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }
}
