@testable import KumikoCombine

/// A subscriber that records what it receives, asks for `initialDemand` when subscribed and for
/// `demandPerValue` with each value, and lets the test request more or cancel.
final class Recorder<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private(set) var values: [Input] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private(set) var subscription: Subscription?
    private let initialDemand: Subscribers.Demand
    private let demandPerValue: Subscribers.Demand

    init(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) {
        self.initialDemand = initialDemand
        self.demandPerValue = demandPerValue
    }

    func receive(subscription: Subscription) {
        self.subscription = subscription
        if initialDemand > 0 { subscription.request(initialDemand) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return demandPerValue
    }

    func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }

    var isFinished: Bool {
        if case .finished = completion { return true }
        return false
    }

    var failure: Failure? {
        if case .failure(let error) = completion { return error }
        return nil
    }
}

extension Publisher {
    /// Subscribes a new recorder and returns it.
    func record(initialDemand: Subscribers.Demand = .unlimited, demandPerValue: Subscribers.Demand = .none) -> Recorder<Output, Failure> {
        let recorder = Recorder<Output, Failure>(initialDemand: initialDemand, demandPerValue: demandPerValue)
        subscribe(recorder)
        return recorder
    }
}

struct TestError: Error, Equatable {
    let code: Int
}
