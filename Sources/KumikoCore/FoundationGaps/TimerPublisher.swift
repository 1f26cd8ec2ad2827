import Dispatch
import Foundation
import KumikoCombine

#if !canImport(Combine)
/// Combine's timer publisher, which Linux's Foundation lacks.
extension Timer {
    /// A publisher that repeatedly emits the current date on the given interval, as Combine's
    /// `Timer.publish(every:tolerance:on:in:options:)`; `.autoconnect()` starts it with its first subscriber.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// Text(now, style: .time).onReceive(timer) { now = $0 }
    /// ```
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A connectable publisher of the current date, repeating on an interval from `connect()` until the
    /// connection is cancelled, as Combine's `Timer.TimerPublisher`.
    ///
    /// On `RunLoop.main` it fires on the main queue (a Kumiko app's main loop is the main dispatch queue, which
    /// does not run `RunLoop.main`'s timers); on another run loop it schedules a `Timer` there in `mode`. An
    /// interval of zero or less fires every 0.1 ms, as `Timer` does; one that is not a number is reported once
    /// on standard error and fires every second.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The published dates.
        public typealias Output = Date
        /// A timer does not fail.
        public typealias Failure = Never

        /// The time between dates.
        public let interval: TimeInterval
        /// How late a date may come.
        public let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public let runLoop: RunLoop
        /// The run loop mode the timer runs in.
        public let mode: RunLoop.Mode
        /// The scheduler options.
        public let options: RunLoop.SchedulerOptions?

        private let lock = NSLock()
        private var subscriptions: [DemandSubscription<Date>] = []
        private var stopTimer: (() -> Void)?

        /// A publisher that is not yet connected.
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Starts the timer (once; connecting again while connected changes nothing); cancelling the result
        /// stops it.
        public func connect() -> Cancellable {
            lock.lock()
            if stopTimer == nil { stopTimer = startTimer() }
            lock.unlock()
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        /// Attaches a subscriber, which receives dates while the publisher is connected and it has demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = DemandSubscription<Date>(subscriber: AnySubscriber(subscriber))
            subscription.whenCancelled { [weak self, weak subscription] in
                guard let self, let subscription else { return }
                self.lock.lock()
                self.subscriptions.removeAll { $0 === subscription }
                self.lock.unlock()
            }
            lock.lock()
            subscriptions.append(subscription)
            lock.unlock()
            subscriber.receive(subscription: subscription)
        }

        private var sanitizedInterval: TimeInterval {
            guard interval.isFinite else {
                Diagnostics.warnOnce("Timer.publish.interval",
                    "Timer.publish(every:): the interval \(interval) is not a number of seconds; the timer fires every second instead.")
                return 1
            }
            return Swift.max(interval, 0.0001)
        }

        /// Starts the timer; returns what stops it.
        private func startTimer() -> () -> Void {
            let interval = sanitizedInterval
            if runLoop === RunLoop.main {
                let source = DispatchSource.makeTimerSource(queue: .main)
                let leeway = tolerance.flatMap { $0.isFinite && $0 > 0 ? DispatchTimeInterval.nanoseconds(Int(Swift.min($0, 3600) * 1e9)) : nil }
                source.schedule(deadline: .now() + interval, repeating: interval, leeway: leeway ?? .nanoseconds(0))
                source.setEventHandler { [weak self] in self?.fire(Date()) }
                source.resume()
                return { source.cancel() }
            }
            let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in self?.fire(Date()) }
            if let tolerance, tolerance.isFinite, tolerance > 0 { timer.tolerance = tolerance }
            runLoop.add(timer, forMode: mode)
            return { timer.invalidate() }
        }

        private func disconnect() {
            lock.lock()
            let stop = stopTimer
            stopTimer = nil
            lock.unlock()
            stop?()
        }

        private func fire(_ date: Date) {
            lock.lock()
            let current = subscriptions
            lock.unlock()
            for subscription in current { subscription.deliver(date) }
        }
    }
}
#endif
