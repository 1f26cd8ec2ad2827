extension Publishers {
    /// A publisher that uses a subject to deliver elements to multiple subscribers.
    ///
    /// Subscribers attach to the subject; `connect()` subscribes the subject to the upstream.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure to create a new Subject each time a subscriber attaches to the multicast publisher.
        public let createSubject: () -> SubjectType

        private let lock = Lock()
        private var madeSubject: SubjectType?

        /// Creates a multicast publisher.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.withLock {
                if let madeSubject { return madeSubject }
                let subject = createSubject()
                madeSubject = subject
                return subject
            }
        }

        /// Attaches the subscriber to the subject.
        public func receive<S: Subscriber>(subscriber: S) where SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
            subject.subscribe(subscriber)
        }

        /// Subscribes the subject to the upstream; cancelling the result unsubscribes it.
        public func connect() -> Cancellable { upstream.subscribe(subject) }
    }

    /// A publisher that provides explicit connectability to another publisher.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Creates a connectable publisher, attached to the provide upstream publisher.
        public init(upstream: Upstream) {
            multicast = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        /// Attaches the subscriber; it receives elements once the publisher is connected.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            multicast.subscribe(subscriber)
        }

        /// Connects to the upstream.
        public func connect() -> Cancellable { multicast.connect() }
    }

    /// A publisher that automatically connects to an upstream connectable publisher when the first
    /// subscriber attaches, and disconnects when the last one cancels.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream

        private let lock = Lock()
        private var subscribers = 0
        private var connection: Cancellable?

        /// Creates a publisher that automatically connects to an upstream connectable publisher.
        public init(upstream: Upstream) { self.upstream = upstream }

        /// Attaches the subscriber; the first one connects the upstream.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            lock.withLock { subscribers += 1 }
            var released = false
            let release: () -> Void = { [weak self] in
                guard let self else { return }
                let connection: Cancellable? = self.lock.withLock {
                    guard !released else { return nil }
                    released = true
                    self.subscribers -= 1
                    guard self.subscribers == 0 else { return nil }
                    let connection = self.connection
                    self.connection = nil
                    return connection
                }
                connection?.cancel()
            }
            upstream.handleEvents(receiveCompletion: { _ in release() }, receiveCancel: release).subscribe(subscriber)
            let shouldConnect = lock.withLock { connection == nil && subscribers > 0 && !released }
            if shouldConnect {
                let connection = upstream.connect()
                let kept = lock.withLock {
                    guard self.connection == nil, subscribers > 0 else { return false }
                    self.connection = connection
                    return true
                }
                if !kept { connection.cancel() }
            }
        }
    }

    /// A publisher that shares the output of an upstream publisher with multiple subscribers.
    ///
    /// It subscribes to the upstream when the first subscriber attaches, and cancels it when the last one
    /// cancels; subscribers attaching later receive only later elements.
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream
        private let shared: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        /// Creates a publisher that shares the output of an upstream publisher with multiple subscribers.
        public init(upstream: Upstream) {
            self.upstream = upstream
            shared = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
        }

        /// Attaches the subscriber to the shared upstream.
        public func receive<S: Subscriber>(subscriber: S) where Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            shared.subscribe(subscriber)
        }

        /// Two shares are equal when they are the same object.
        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

extension Publisher {
    /// Applies a closure to create a subject that delivers elements to subscribers.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Provides a subject to deliver elements to multiple subscribers.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }

    /// Shares the output of an upstream publisher with multiple subscribers.
    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension Publisher where Failure == Never {
    /// Creates a connectable wrapper around the publisher.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}
