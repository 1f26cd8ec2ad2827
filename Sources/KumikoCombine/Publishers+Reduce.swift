extension Publishers {
    /// A publisher that applies a closure to all received elements and produces an accumulated value when
    /// the upstream publisher finishes.
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The initial value provided on the first invocation of the closure.
        public let initial: Output
        /// A closure that takes the previously-accumulated value and the next element from the upstream
        /// publisher to produce a new value.
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        /// Creates a publisher that reduces all elements to one value.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber; it receives the accumulated value when the upstream finishes.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Upstream.Failure == S.Failure {
            let next = nextPartialResult
            var accumulator = initial
            upstream.subscribeReducing(subscriber, name: "Reduce", mapFailure: { $0 }, result: { accumulator }) {
                accumulator = next(accumulator, $0)
                return .more
            }
        }
    }

    /// A publisher that applies an error-throwing closure to all received elements and produces an
    /// accumulated value when the upstream publisher finishes.
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The initial value provided on the first invocation of the closure.
        public let initial: Output
        /// An error-throwing closure that takes the previously-accumulated value and the next element.
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        /// Creates a publisher that reduces all elements to one value with an error-throwing closure.
        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        /// Attaches the subscriber; it receives the accumulated value when the upstream finishes.
        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == Error {
            let next = nextPartialResult
            var accumulator = initial
            upstream.subscribeReducing(subscriber, name: "TryReduce", mapFailure: { $0 }, result: { accumulator }) { value in
                do {
                    accumulator = try next(accumulator, value)
                    return .more
                } catch { return .fail(error) }
            }
        }
    }

    /// A publisher that publishes the number of elements received from the upstream publisher.
    public struct Count<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Int
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that publishes the number of elements received from the upstream publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches the subscriber; it receives the count when the upstream finishes.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, Upstream.Failure == S.Failure {
            upstream.reduce(0) { count, _ in count + 1 }.subscribe(subscriber)
        }
    }

    /// A publisher that publishes a single Boolean value that indicates whether all received elements pass a
    /// given predicate.
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Bool
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that evaluates each received element.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber; it receives false at the first element that fails, true at the end.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, Upstream.Failure == S.Failure {
            let predicate = self.predicate
            var result = true
            upstream.subscribeReducing(subscriber, name: "AllSatisfy", mapFailure: { $0 }, result: { result }) { value in
                guard predicate(value) else {
                    result = false
                    return .done
                }
                return .more
            }
        }
    }

    /// A publisher that emits a Boolean value when it receives a specific element (or one that satisfies a
    /// predicate) from its upstream publisher, or false when the upstream finishes without one.
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Bool
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether the publisher should consider an element as a match.
        public let predicate: (Upstream.Output) -> Bool

        /// Creates the publisher.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber; it receives true at the first match, false at the end.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, Upstream.Failure == S.Failure {
            let predicate = self.predicate
            var result = false
            upstream.subscribeReducing(subscriber, name: "ContainsWhere", mapFailure: { $0 }, result: { result }) { value in
                guard predicate(value) else { return .more }
                result = true
                return .done
            }
        }
    }
}

extension Publisher {
    /// Applies a closure that collects each element of a stream and publishes a final result upon completion.
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Applies an error-throwing closure that collects each element of a stream and publishes a final result
    /// upon completion.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    /// Publishes the number of elements received from the upstream publisher.
    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }

    /// Publishes a single Boolean value that indicates whether all received elements pass a given predicate.
    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    /// Publishes a Boolean value upon receiving an element that satisfies the predicate closure.
    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }
}

extension Publisher where Output: Equatable {
    /// Publishes a Boolean value upon receiving an element equal to the argument.
    public func contains(_ output: Output) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self) { $0 == output }
    }
}
