import Foundation
import KumikoCombine

/// A subscription that hands a subscriber the values its publisher produces while the subscriber has demand
/// (the `Timer` and `NotificationCenter` publishers'); values without demand are dropped, as theirs are in
/// Combine. Cancelling runs the publisher's clean-up once and lets the subscriber go.
final class DemandSubscription<Input>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var subscriber: AnySubscriber<Input, Never>?
    private var demand = Subscribers.Demand.none
    private var onCancel: (() -> Void)?

    init(subscriber: AnySubscriber<Input, Never>) { self.subscriber = subscriber }

    /// What cancelling must undo at the publisher (remove an observer, forget the subscription).
    func whenCancelled(_ action: @escaping () -> Void) {
        lock.lock()
        onCancel = action
        lock.unlock()
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        self.demand += demand
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        subscriber = nil
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }

    /// Sends `value` if the subscriber wants one.
    func deliver(_ value: Input) {
        lock.lock()
        guard let subscriber, demand > 0 else {
            lock.unlock()
            return
        }
        demand -= 1
        lock.unlock()
        let more = subscriber.receive(value)
        lock.lock()
        demand += more
        lock.unlock()
    }
}
