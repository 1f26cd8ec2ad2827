extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed publisher with
    /// another publisher.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = NewPublisher.Failure
        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and returns a publisher to replace the upstream
        /// publisher.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates a publisher that handles errors from an upstream publisher by replacing the failed
        /// publisher with another publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches the subscriber; after an upstream failure it receives the replacement's elements.
        public func receive<S: Subscriber>(subscriber: S) where NewPublisher.Failure == S.Failure, Upstream.Output == S.Input {
            let handler = self.handler
            let fanIn = FanInSubscription<Output, Failure>(subscriber)
            fanIn.start()
            fanIn.listen(to: upstream, value: fanIn.emit) { completion in
                switch completion {
                case .finished: fanIn.complete(.finished)
                case .failure(let error): fanIn.listen(to: handler(error), value: fanIn.emit, completion: fanIn.complete)
                }
            }
        }
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed publisher with
    /// another publisher or producing a new error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and either returns a publisher to replace the
        /// upstream publisher or throws a new error.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Creates the publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches the subscriber; after an upstream failure it receives the replacement's elements, or the
        /// error the handler threw.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Output == S.Input, S.Failure == Error {
            let handler = self.handler
            let fanIn = FanInSubscription<Output, Error>(subscriber)
            fanIn.start()
            fanIn.listen(to: upstream, value: fanIn.emit) { completion in
                switch completion {
                case .finished:
                    fanIn.complete(.finished)
                case .failure(let error):
                    do {
                        fanIn.listen(to: try handler(error), value: fanIn.emit) { fanIn.complete($0.eraseError) }
                    } catch {
                        fanIn.complete(.failure(error))
                    }
                }
            }
        }
    }

    /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
    public struct Retry<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of retry attempts to perform (nil: retry indefinitely).
        public let retries: Int?

        /// Creates a publisher that attempts to recreate its subscription to a failed upstream publisher.
        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        /// Attaches the subscriber; an upstream failure subscribes again, until the retries are used up.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let fanIn = FanInSubscription<Output, Failure>(subscriber)
            fanIn.start()
            Self.attempt(upstream, fanIn: fanIn, remaining: retries.map { Swift.max($0, 0) })
        }

        private static func attempt(_ upstream: Upstream, fanIn: FanInSubscription<Output, Failure>, remaining: Int?) {
            fanIn.listen(to: upstream, value: fanIn.emit) { completion in
                if case .failure = completion, remaining.map({ $0 > 0 }) ?? true {
                    attempt(upstream, fanIn: fanIn, remaining: remaining.map { $0 - 1 })
                } else {
                    fanIn.complete(completion)
                }
            }
        }
    }
}

extension Publisher {
    /// Handles errors from an upstream publisher by replacing it with another publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Handles errors from an upstream publisher by either replacing it with another publisher or throwing a
    /// new error.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P> where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    /// Attempts to recreate a failed subscription with the upstream publisher up to the number of times you
    /// specify.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}
