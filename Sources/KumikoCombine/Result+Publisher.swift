extension Result {
    /// A publisher that publishes this instance's result to each subscriber exactly once, or fails
    /// immediately if the result indicates an error.
    public var publisher: Result<Success, Failure>.Publisher { Publisher(self) }

    /// A publisher that publishes an output to each subscriber exactly once then finishes, or fails
    /// immediately without producing any elements.
    public struct Publisher: KumikoCombine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Success

        /// The result to deliver to each subscriber.
        public let result: Result<Output, Failure>

        /// Creates a publisher that delivers the specified result.
        public init(_ result: Result<Output, Failure>) { self.result = result }

        /// Creates a publisher that sends the specified output to all subscribers and finishes normally.
        public init(_ output: Output) { result = .success(output) }

        /// Creates a publisher that immediately terminates upon subscription with the given failure.
        public init(_ failure: Failure) { result = .failure(failure) }

        /// Hands the subscriber the value when it requests it and finishes, or fails at once.
        public func receive<S: Subscriber>(subscriber: S) where Success == S.Input, Failure == S.Failure {
            switch result {
            case .success(let output):
                var value: Output? = output
                IteratorSubscription.start(subscriber, name: "Result", next: { defer { value = nil }; return value })
            case .failure(let error):
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .failure(error))
            }
        }
    }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}
