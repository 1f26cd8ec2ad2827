import Foundation
import Testing
@testable import KumikoCombine

@Suite struct DemandTests {
    @Test func arithmeticKeepsUnlimitedAndClampsAtZero() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited + .max(1) == .unlimited)
        #expect(Subscribers.Demand.max(1) - 5 == .none)
        #expect(Subscribers.Demand.unlimited - 5 == .unlimited)
        #expect(Subscribers.Demand.max(4) * 3 == .max(12))
        #expect(Subscribers.Demand.max(-3) == .none)
        #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
        #expect(Subscribers.Demand.max(3).max == 3)
        #expect(Subscribers.Demand.unlimited.max == nil)
        #expect(Subscribers.Demand.unlimited > 1_000_000)
        #expect(!(Subscribers.Demand.none > 0))
        #expect(Subscribers.Demand.max(2) < .unlimited)
        #expect(Subscribers.Demand.max(7).description == "max(7)")
        #expect(Subscribers.Demand.unlimited.description == "unlimited")
    }

    @Test func aSubscriberGetsNoMoreThanItAsksFor() {
        let recorder = (1...5).publisher.record(initialDemand: .max(2))
        #expect(recorder.values == [1, 2])
        #expect(recorder.completion == nil)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [1, 2, 3])
        recorder.subscription?.request(.unlimited)
        #expect(recorder.values == [1, 2, 3, 4, 5])
        #expect(recorder.isFinished)
    }

    @Test func demandReturnedFromReceiveAddsUp() {
        let recorder = (1...10).publisher.record(initialDemand: .max(1), demandPerValue: .max(1))
        #expect(recorder.values == Array(1...10))
        #expect(recorder.isFinished)
    }

    @Test func demandPassesThroughOperatorsAndSkippedValuesAreReplaced() {
        let recorder = (1...10).publisher.filter { $0.isMultiple(of: 2) }.map { $0 * 10 }.record(initialDemand: .max(2))
        #expect(recorder.values == [20, 40])
        recorder.subscription?.request(.max(2))
        #expect(recorder.values == [20, 40, 60, 80])
        #expect(recorder.completion == nil)
    }

    @Test func aPassthroughSubjectDropsValuesWithoutDemandAndACurrentValueSubjectKeepsTheLatest() {
        let passthrough = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<Int, Never>(0)
        let a = passthrough.record(initialDemand: .none)
        let b = current.record(initialDemand: .none)
        passthrough.send(1)
        current.send(1)
        current.send(2)
        a.subscription?.request(.max(1))
        b.subscription?.request(.max(1))
        #expect(a.values.isEmpty)
        #expect(b.values == [2])
        passthrough.send(3)
        #expect(a.values == [3])
    }
}

@Suite struct CancellationTests {
    @Test func cancellingStopsDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(received == [1])
    }

    @Test func anAnyCancellableCancelsWhenItGoesAway() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        do {
            let cancellable = subject.sink { received.append($0) }
            subject.send(1)
            _ = cancellable
        }
        subject.send(2)
        #expect(received == [1])
    }

    @Test func storedCancellablesLiveAsLongAsTheirCollection() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        subject.sink { received.append("set \($0)") }.store(in: &set)
        subject.sink { received.append("array \($0)") }.store(in: &array)
        subject.send(1)
        set.removeAll()
        subject.send(2)
        array.removeAll()
        subject.send(3)
        #expect(received == ["set 1", "array 1", "array 2"])
    }

    @Test func cancellingRunsTheClosureOnce() {
        var count = 0
        let cancellable = AnyCancellable { count += 1 }
        cancellable.cancel()
        cancellable.cancel()
        #expect(count == 1)
    }

    @Test func cancellingASubscriptionReachesTheSource() {
        var events: [String] = []
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject
            .handleEvents(receiveCancel: { events.append("cancel") })
            .map { $0 * 2 }
            .sink { events.append("value \($0)") }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(events == ["value 2", "cancel"])
    }
}

@Suite struct SubjectTests {
    @Test func aCompletedSubjectSendsNothingMoreAndCompletesLateSubscribers() {
        let subject = PassthroughSubject<Int, TestError>()
        let early = subject.record()
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 7)))
        subject.send(2)
        let late = subject.record()
        #expect(early.values == [1])
        #expect(early.failure == TestError(code: 7))
        #expect(late.values.isEmpty)
        #expect(late.failure == TestError(code: 7))
    }

    @Test func aCurrentValueSubjectGivesLateSubscribersItsValue() {
        let subject = CurrentValueSubject<String, Never>("a")
        let first = subject.record()
        subject.value = "b"
        let second = subject.record()
        subject.send("c")
        #expect(first.values == ["a", "b", "c"])
        #expect(second.values == ["b", "c"])
        #expect(subject.value == "c")
        subject.send(completion: .finished)
        subject.send("d")
        #expect(subject.value == "c")
        #expect(second.isFinished)
    }

    @Test func aSubjectCanSubscribeToAPublisher() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.record()
        let cancellable = [1, 2, 3].publisher.subscribe(subject)
        #expect(recorder.values == [1, 2, 3])
        #expect(recorder.isFinished)
        _ = cancellable
    }

    @Test func voidSubjectsSendWithoutAValue() {
        let subject = PassthroughSubject<Void, Never>()
        var count = 0
        let cancellable = subject.sink { count += 1 }
        subject.send()
        subject.send()
        #expect(count == 2)
        _ = cancellable
    }
}

@Suite struct SourcePublisherTests {
    @Test func justEmptyFailAndResultPublishers() {
        #expect(Just(5).record().values == [5])
        let empty = Empty<Int, Never>().record()
        #expect(empty.values.isEmpty && empty.isFinished)
        let never = Empty<Int, Never>(completeImmediately: false).record()
        #expect(never.completion == nil)
        #expect(Fail<Int, TestError>(error: TestError(code: 1)).record().failure == TestError(code: 1))
        #expect(Result<Int, TestError>.success(3).publisher.record().values == [3])
        #expect(Result<Int, TestError>.failure(TestError(code: 2)).publisher.record().failure == TestError(code: 2))
        #expect(Optional(4).publisher.record().values == [4])
        let none = Optional<Int>.none.publisher.record()
        #expect(none.values.isEmpty && none.isFinished)
    }

    @Test func aFutureGivesItsResultToEverySubscriberEvenLateOnes() {
        var fulfil: ((Result<Int, Never>) -> Void)?
        let future = Future<Int, Never> { fulfil = $0 }
        let early = future.record()
        #expect(early.values.isEmpty)
        fulfil?(.success(42))
        let late = future.record()
        #expect(early.values == [42] && early.isFinished)
        #expect(late.values == [42] && late.isFinished)
    }

    @Test func deferredCreatesAPublisherPerSubscriber() {
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0)
        #expect(deferred.record().values == [1])
        #expect(deferred.record().values == [2])
    }

    @Test func anyPublisherAndAnySubscriberForward() {
        var received: [Int] = []
        let subscriber = AnySubscriber<Int, Never>(receiveSubscription: { $0.request(.unlimited) },
                                                   receiveValue: { received.append($0); return .none })
        [1, 2].publisher.map { $0 + 1 }.eraseToAnyPublisher().subscribe(subscriber)
        #expect(received == [2, 3])
    }

    @Test func assignWritesEachValueToTheKeyPath() {
        final class Box { var text = "" }
        let box = Box()
        let cancellable = ["a", "b"].publisher.assign(to: \.text, on: box)
        #expect(box.text == "b")
        _ = cancellable
    }
}
