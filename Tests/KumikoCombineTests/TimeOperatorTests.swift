import Dispatch
import Foundation
import KumikoTestSupport
import Testing
@testable import KumikoCombine

@Suite struct TimeOperatorTests {
    @Test func debouncePublishesTheLatestValueAfterAQuietPeriod() {
        let scheduler = VirtualTimeScheduler()
        let subject = PassthroughSubject<String, Never>()
        let recorder = subject.debounce(for: .milliseconds(300), scheduler: scheduler).record()
        subject.send("a")
        scheduler.advance(by: .milliseconds(100))
        subject.send("ab")
        scheduler.advance(by: .milliseconds(299))
        #expect(recorder.values.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.values == ["ab"])
        subject.send("abc")
        scheduler.advance(by: .seconds(1))
        #expect(recorder.values == ["ab", "abc"])
    }

    @Test func throttlePublishesTheFirstValueAtOnceThenOnePerInterval() {
        for latest in [true, false] {
            let scheduler = VirtualTimeScheduler()
            let subject = PassthroughSubject<Int, Never>()
            let recorder = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: latest).record()
            subject.send(1)
            scheduler.run()
            #expect(recorder.values == [1])
            scheduler.advance(by: .milliseconds(200))
            subject.send(2)
            scheduler.advance(by: .milliseconds(300))
            subject.send(3)
            scheduler.advance(by: .milliseconds(499))
            #expect(recorder.values == [1])
            scheduler.advance(by: .milliseconds(1))
            #expect(recorder.values == [1, latest ? 3 : 2])
            scheduler.advance(by: .seconds(5))
            subject.send(4)
            scheduler.run()
            #expect(recorder.values == [1, latest ? 3 : 2, 4])
        }
    }

    @Test func delayShiftsEveryEvent() {
        let scheduler = VirtualTimeScheduler()
        let subject = PassthroughSubject<Int, Never>()
        let recorder = subject.delay(for: .seconds(2), scheduler: scheduler).record()
        subject.send(1)
        subject.send(completion: .finished)
        scheduler.advance(by: .milliseconds(1_999))
        #expect(recorder.values.isEmpty && recorder.completion == nil)
        scheduler.advance(by: .milliseconds(1))
        #expect(recorder.values == [1] && recorder.isFinished)
    }

    @Test func timeoutEndsASilentStream() {
        let scheduler = VirtualTimeScheduler()
        let subject = PassthroughSubject<Int, TestError>()
        let recorder = subject.timeout(.seconds(1), scheduler: scheduler, customError: { TestError(code: 9) }).record()
        scheduler.advance(by: .milliseconds(900))
        subject.send(1)
        scheduler.advance(by: .milliseconds(900))
        #expect(recorder.values == [1] && recorder.completion == nil)
        scheduler.advance(by: .milliseconds(100))
        #expect(recorder.failure == TestError(code: 9))
    }

    @Test func receiveOnDeliversThroughTheScheduler() {
        let scheduler = VirtualTimeScheduler()
        let recorder = [1, 2].publisher.receive(on: scheduler).record()
        #expect(recorder.values.isEmpty)
        scheduler.run()
        #expect(recorder.values == [1, 2] && recorder.isFinished)
        #expect([3].publisher.receive(on: ImmediateScheduler.shared).record().values == [3])
    }

    @Test func subscribeOnSubscribesThroughTheScheduler() {
        let scheduler = VirtualTimeScheduler()
        let recorder = [1].publisher.subscribe(on: scheduler).record()
        #expect(recorder.subscription == nil)
        scheduler.run()
        #expect(recorder.values == [1])
    }

    @Test func dispatchStridesConvert() {
        typealias Stride = DispatchQueue.SchedulerTimeType.Stride
        #expect(Stride.milliseconds(1_500).magnitude == 1_500_000_000)
        #expect(Stride.seconds(2.5).magnitude == 2_500_000_000)
        #expect((1 as Stride).magnitude == 1_000_000_000)
        #expect(Stride(.microseconds(3)).magnitude == 3_000)
        let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 10))
        #expect(start.distance(to: start.advanced(by: .nanoseconds(5))) == .nanoseconds(5))
        #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).magnitude == 0.25)
    }

    @Test func dispatchQueueRunsScheduledWork() async {
        let queue = DispatchQueue(label: "kumiko.combine.test")
        let values = await [1, 2, 3].publisher.receive(on: queue).collect().values.first { _ in true }
        #expect(values == [1, 2, 3])
    }
}

@Suite struct AsyncValuesTests {
    @Test func valuesIteratesEveryElement() async {
        var seen: [Int] = []
        for await value in [1, 2, 3].publisher.values { seen.append(value) }
        #expect(seen == [1, 2, 3])
    }

    @Test func throwingValuesThrowTheFailure() async {
        var seen: [Int] = []
        do {
            for try await value in [1, 2].publisher.setFailureType(to: TestError.self).append(Fail(error: TestError(code: 5))).values {
                seen.append(value)
            }
            Issue.record("no error thrown")
        } catch {
            #expect(error as? TestError == TestError(code: 5))
        }
        #expect(seen == [1, 2])
    }
}
