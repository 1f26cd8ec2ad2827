/// A publisher that exposes its elements as an asynchronous sequence.
///
/// `for await value in publisher.values { … }` requests one element at a time from the publisher; the loop
/// ends when the publisher finishes, and cancelling the task cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The type of element produced by this asynchronous sequence.
    public typealias Element = P.Output

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as an asynchronous
    /// sequence.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Creates the asynchronous iterator that produces elements of this asynchronous sequence.
    public func makeAsyncIterator() -> Iterator { Iterator(AsyncElements(publisher)) }

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        /// The type of element produced by this iterator.
        public typealias Element = P.Output

        let elements: AsyncElements<P>
        init(_ elements: AsyncElements<P>) { self.elements = elements }

        /// Produces the next element in the prefix of the sequence, or nil once the publisher finished.
        public mutating func next() async -> P.Output? {
            try? await elements.next()
        }
    }
}

/// A publisher that exposes its elements as an asynchronous sequence whose iteration throws the
/// publisher's failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The type of element produced by this asynchronous sequence.
    public typealias Element = P.Output

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as a throwing
    /// asynchronous sequence.
    public init(_ publisher: P) { self.publisher = publisher }

    /// Creates the asynchronous iterator that produces elements of this asynchronous sequence.
    public func makeAsyncIterator() -> Iterator { Iterator(AsyncElements(publisher)) }

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        /// The type of element produced by this iterator.
        public typealias Element = P.Output

        let elements: AsyncElements<P>
        init(_ elements: AsyncElements<P>) { self.elements = elements }

        /// Produces the next element in the prefix of the sequence, nil once the publisher finished, or
        /// throws its failure.
        public mutating func next() async throws -> P.Output? {
            try await elements.next()
        }
    }
}

extension Publisher where Failure == Never {
    /// The elements produced by the publisher, as an asynchronous sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The elements produced by the publisher, as a throwing asynchronous sequence.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The subscriber behind both asynchronous sequences: each `next()` requests one element and waits for it.
final class AsyncElements<P: Publisher>: Subscriber, @unchecked Sendable {
    typealias Input = P.Output
    typealias Failure = P.Failure
    private typealias Waiter = CheckedContinuation<UncheckedSendable<P.Output?>, Error>

    private let lock = Lock()
    private var subscription: Subscription?
    private var waiter: Waiter?
    private var ended: Subscribers.Completion<P.Failure>?
    private var failureDelivered = false
    private var wantsOne = false

    init(_ publisher: P) { publisher.subscribe(self) }

    deinit { subscription?.cancel() }

    private enum NextStep { case wait(Subscription?), finished, failed(Error) }

    func next() async throws -> P.Output? {
        try await withTaskCancellationHandler {
            let result: UncheckedSendable<P.Output?> = try await withCheckedThrowingContinuation { (continuation: Waiter) in
                let next: NextStep = lock.withLock {
                    if let ended {
                        if case .failure(let error) = ended, !failureDelivered {
                            failureDelivered = true
                            return .failed(error)
                        }
                        return .finished
                    }
                    waiter = continuation
                    if subscription == nil { wantsOne = true }
                    return .wait(subscription)
                }
                switch next {
                case .wait(let subscription): subscription?.request(.max(1))
                case .finished: continuation.resume(returning: UncheckedSendable(nil))
                case .failed(let error): continuation.resume(throwing: error)
                }
            }
            return result.value
        } onCancel: {
            self.end(.finished, cancelling: true)
        }
    }

    func receive(subscription: Subscription) {
        let (accepted, request): (Bool, Bool) = lock.withLock {
            guard self.subscription == nil, ended == nil else { return (false, false) }
            self.subscription = subscription
            defer { wantsOne = false }
            return (true, wantsOne)
        }
        if !accepted { return subscription.cancel() }
        if request { subscription.request(.max(1)) }
    }

    func receive(_ input: P.Output) -> Subscribers.Demand {
        let waiter: Waiter? = lock.withLock {
            defer { self.waiter = nil }
            return self.waiter
        }
        waiter?.resume(returning: UncheckedSendable(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<P.Failure>) {
        end(completion, cancelling: false)
    }

    private func end(_ completion: Subscribers.Completion<P.Failure>, cancelling: Bool) {
        let (waiter, subscription): (Waiter?, Subscription?) = lock.withLock {
            if ended == nil { ended = completion }
            let waiter = self.waiter
            self.waiter = nil
            let subscription = self.subscription
            self.subscription = nil
            return (waiter, subscription)
        }
        if cancelling { subscription?.cancel() }
        guard let waiter else { return }
        if case .failure(let error) = completion {
            lock.withLock { failureDelivered = true }
            waiter.resume(throwing: error)
        } else {
            waiter.resume(returning: UncheckedSendable(nil))
        }
    }
}
