extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    ///
    /// It keeps the object until the upstream completes or the subscription is cancelled.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible, @unchecked Sendable {
        /// Assign never fails.
        public typealias Failure = Never

        private let lock = Lock()
        private var subscription: Subscription?
        private var target: Root?

        /// The object that contains the property to assign.
        public var object: Root? { lock.withLock { target } }
        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            target = object
            self.keyPath = keyPath
        }

        /// Keeps the subscription and requests unlimited values.
        public func receive(subscription: Subscription) {
            let accepted = lock.withLock {
                guard self.subscription == nil, target != nil else { return false }
                self.subscription = subscription
                return true
            }
            if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
        }

        /// Assigns the value to the property.
        public func receive(_ value: Input) -> Subscribers.Demand {
            if let object = self.object { object[keyPath: keyPath] = value }
            return .none
        }

        /// Lets the object go.
        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock {
                target = nil
                subscription = nil
            }
        }

        /// Cancels the subscription and lets the object go.
        public func cancel() {
            let subscription = lock.withLock {
                let subscription = self.subscription
                self.subscription = nil
                target = nil
                return subscription
            }
            subscription?.cancel()
        }

        /// A textual representation of this instance.
        public var description: String { object.map { "\(type(of: $0))" } ?? "Assign" }
        /// The mirror of the subscriber.
        public var customMirror: Mirror { Mirror(self, children: ["keyPath": keyPath]) }
        /// A custom playground description for this instance.
        public var playgroundDescription: Any { description }
    }
}

extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}
