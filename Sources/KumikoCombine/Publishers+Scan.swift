extension Publishers {
    /// A publisher that transforms elements from the upstream publisher by providing the current element to a
    /// closure along with the last value returned by the closure.
    public struct Scan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The previous result returned by the closure (the initial result before the first element).
        public let initialResult: Output
        /// An error-throwing closure that takes as its arguments the previously-published element and the
        /// next element from the upstream publisher.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a scanning publisher.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber through the accumulation.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            let next = nextPartialResult
            var accumulator = initialResult
            upstream.subscribeTransforming(subscriber, name: "Scan", mapFailure: { $0 }) { value in
                accumulator = next(accumulator, value)
                return .send(accumulator)
            }
        }
    }

    /// A publisher that transforms elements from the upstream publisher by providing the current element to
    /// an error-throwing closure along with the last value returned by the closure.
    public struct TryScan<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The previous result returned by the closure (the initial result before the first element).
        public let initialResult: Output
        /// An error-throwing closure that takes the previously-published element and the next element.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a scanning publisher with an error-throwing closure.
        public init(upstream: Upstream, initialResult: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initialResult = initialResult
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber through the accumulation.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
            let next = nextPartialResult
            var accumulator = initialResult
            upstream.subscribeTransforming(subscriber, name: "TryScan", mapFailure: { $0 }) { value in
                do {
                    accumulator = try next(accumulator, value)
                    return .send(accumulator)
                } catch { return .fail(error) }
            }
        }
    }
}

extension Publisher {
    /// Transforms elements from the upstream publisher by providing the current element to a closure along
    /// with the last value returned by the closure.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Scan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Transforms elements from the upstream publisher by providing the current element to an error-throwing
    /// closure along with the last value returned by the closure.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryScan<Self, T> {
        Publishers.TryScan(upstream: self, initialResult: initialResult, nextPartialResult: nextPartialResult)
    }
}
