/// The subscription of the publishers that produce a known series of values (`Just`, a sequence's, an
/// optional's, a result's): it hands out the values as they are requested, then completes.
///
/// A series with no values completes at once, without waiting for a request, as Combine's do.
final class IteratorSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Output = Downstream.Input

    private let lock = Lock()
    private var downstream: Downstream?
    private var next: () -> Output?
    private var peeked: Output?
    private let completion: Subscribers.Completion<Downstream.Failure>
    private var demand = Subscribers.Demand.none
    private var emitting = false
    let description: String

    /// Subscribes `downstream` to the values `next` returns until it returns nil.
    static func start(_ downstream: Downstream, name: String, next: @escaping () -> Output?,
                      completion: Subscribers.Completion<Downstream.Failure> = .finished) {
        guard let first = next() else {
            downstream.receive(subscription: Subscriptions.empty)
            downstream.receive(completion: completion)
            return
        }
        let subscription = IteratorSubscription(downstream, name: name, first: first, next: next, completion: completion)
        downstream.receive(subscription: subscription)
    }

    private init(_ downstream: Downstream, name: String, first: Output, next: @escaping () -> Output?,
                 completion: Subscribers.Completion<Downstream.Failure>) {
        self.downstream = downstream
        self.next = next
        peeked = first
        self.completion = completion
        description = name
    }

    private enum EmitStep { case stop, value(Downstream, Output), finish(Downstream) }

    func request(_ demand: Subscribers.Demand) {
        let start = lock.withLock {
            guard downstream != nil else { return false }
            self.demand += demand
            guard !emitting else { return false }
            emitting = true
            return true
        }
        guard start else { return }
        while true {
            let step: EmitStep = lock.withLock {
                guard let downstream, self.demand > 0 else {
                    emitting = false
                    return .stop
                }
                if let value = peeked ?? next() {
                    peeked = nil
                    self.demand -= 1
                    return .value(downstream, value)
                }
                self.downstream = nil
                return .finish(downstream)
            }
            switch step {
            case .stop:
                return
            case .finish(let downstream):
                downstream.receive(completion: completion)
                return
            case .value(let downstream, let value):
                let more = downstream.receive(value)
                lock.withLock { self.demand += more }
            }
        }
    }

    func cancel() {
        lock.withLock {
            downstream = nil
            peeked = nil
            next = { nil }
        }
    }
}
