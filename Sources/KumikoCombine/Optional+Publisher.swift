extension Optional {
    /// A publisher that publishes an optional value to each subscriber exactly once, if the optional has a
    /// value; otherwise it finishes at once.
    public var publisher: Optional<Wrapped>.Publisher { Publisher(self) }

    /// A publisher that publishes an optional value to each subscriber exactly once, if the optional has a
    /// value.
    public struct Publisher: KumikoCombine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Wrapped
        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        /// The result to deliver to each subscriber.
        public let output: Wrapped?

        /// Creates a publisher to emit the value of the optional, or to finish immediately if the optional
        /// doesn't have a value.
        public init(_ output: Output?) { self.output = output }

        /// Hands the subscriber the value when it requests it, then finishes.
        public func receive<S: Subscriber>(subscriber: S) where Wrapped == S.Input, S.Failure == Never {
            var value = output
            IteratorSubscription.start(subscriber, name: "Optional", next: { defer { value = nil }; return value })
        }
    }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}
