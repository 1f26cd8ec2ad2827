/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure given to the initializer runs at once; it calls the promise, now or later, with the result.
/// Every subscriber (including one that attaches after the promise was fulfilled) receives that result.
///
/// ```swift
/// func generateAsyncRandomNumberFromFuture() -> Future<Int, Never> {
///     Future { promise in
///         DispatchQueue.main.asyncAfter(deadline: .now() + 2) { promise(.success(Int.random(in: 1...10))) }
///     }
/// }
/// ```
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    /// A type that represents a closure to invoke in the future, when an element or error is available.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private let lock = Lock()
    private var result: Result<Output, Failure>?
    private var waiting: [Conduit] = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    /// Attaches a subscriber; it receives the result once it is known and requested.
    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let conduit = Conduit(AnySubscriber(subscriber))
        let result: Result<Output, Failure>? = lock.withLock {
            if self.result == nil { waiting.append(conduit) }
            return self.result
        }
        subscriber.receive(subscription: conduit)
        if let result { conduit.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let conduits: [Conduit] = lock.withLock {
            guard self.result == nil else { return [] }
            self.result = result
            defer { waiting = [] }
            return waiting
        }
        for conduit in conduits { conduit.fulfill(result) }
    }

    /// One subscriber's subscription: delivers the result when both it and a request are there.
    private final class Conduit: Subscription, @unchecked Sendable {
        private let lock = Lock()
        private var subscriber: AnySubscriber<Output, Failure>?
        private var requested = false
        private var result: Result<Output, Failure>?

        init(_ subscriber: AnySubscriber<Output, Failure>) { self.subscriber = subscriber }

        func fulfill(_ result: Result<Output, Failure>) {
            lock.withLock { self.result = result }
            deliverIfReady()
        }

        func request(_ demand: Subscribers.Demand) {
            guard demand > 0 else { return }
            lock.withLock { requested = true }
            deliverIfReady()
        }

        func cancel() { lock.withLock { subscriber = nil } }

        private func deliverIfReady() {
            let ready: (AnySubscriber<Output, Failure>, Result<Output, Failure>)? = lock.withLock {
                guard let subscriber, let result else { return nil }
                if case .success = result, !requested { return nil }
                self.subscriber = nil
                return (subscriber, result)
            }
            guard let (subscriber, result) = ready else { return }
            switch result {
            case .success(let value):
                _ = subscriber.receive(value)
                subscriber.receive(completion: .finished)
            case .failure(let error):
                subscriber.receive(completion: .failure(error))
            }
        }
    }
}
