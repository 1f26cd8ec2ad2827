extension Publishers {
    /// A publisher that buffers items.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = [Upstream.Output]
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that collects all received elements until the upstream finishes.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches the subscriber; it receives every element in one array when the upstream finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == [Upstream.Output], Upstream.Failure == S.Failure {
            var elements: [Upstream.Output] = []
            upstream.subscribeReducing(subscriber, name: "Collect", mapFailure: { $0 }, result: { elements }) {
                elements.append($0)
                return .more
            }
        }
    }

    /// A publisher that buffers a maximum number of items.
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = [Upstream.Output]
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of received elements to buffer before publishing.
        public let count: Int

        /// Creates a publisher that buffers up to `count` items.
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }

        /// Attaches the subscriber; it receives arrays of `count` elements, and the rest when the upstream
        /// finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == [Upstream.Output], Upstream.Failure == S.Failure {
            let size = Swift.max(count, 1)
            var elements: [Upstream.Output] = []
            upstream.subscribeTransforming(subscriber, name: "CollectByCount", mapFailure: { $0 },
                                           whenFinished: { elements.isEmpty ? nil : elements }) { value in
                elements.append(value)
                guard elements.count == size else { return .skip }
                defer { elements = [] }
                return .send(elements)
            }
        }
    }
}

extension Publisher {
    /// Collects all received elements, and emits a single array of the collection when the upstream
    /// publisher finishes.
    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

    /// Collects up to the specified number of elements, and then emits a single array of the collection.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }
}
