extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable {
        /// The closure to execute on receipt of a value.
        public let receiveValue: (Input) -> Void
        /// The closure to execute on completion.
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

        private let lock = Lock()
        private var subscription: Subscription?
        private var isDone = false

        /// Initializes a sink with the provided closures.
        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Keeps the subscription and requests unlimited values.
        public func receive(subscription: Subscription) {
            let accepted = lock.withLock {
                guard self.subscription == nil, !isDone else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Runs `receiveValue` (not after cancellation).
        public func receive(_ value: Input) -> Subscribers.Demand {
            guard lock.withLock({ !isDone }) else { return .none }
            receiveValue(value)
            return .none
        }

        /// Runs `receiveCompletion` once.
        public func receive(completion: Subscribers.Completion<Failure>) {
            let first = lock.withLock {
                guard !isDone else { return false }
                isDone = true
                subscription = nil
                return true
            }
            guard first else { return }
            receiveCompletion(completion)
        }

        /// Cancels the subscription; no more values or completion are received.
        public func cancel() {
            let subscription = lock.withLock {
                let subscription = self.subscription
                self.subscription = nil
                isDone = true
                return subscription
            }
            subscription?.cancel()
        }

        /// A textual representation of this instance.
        public var description: String { "Sink" }
        /// The mirror of the sink.
        public var customMirror: Mirror { Mirror(self, children: [:]) }
        /// A custom playground description for this instance.
        public var playgroundDescription: Any { description }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior; it requests unlimited values.
    ///
    /// Keep the returned `AnyCancellable`: the subscription ends when it is cancelled or deinitialized.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
