import Foundation
import Testing
@testable import KumikoCombine

@Suite struct CombiningTests {
    @Test func combineLatestWaitsForEveryoneThenPublishesEachChange() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let recorder = a.combineLatest(b) { "\($0)\($1)" }.record()
        a.send(1)
        #expect(recorder.values.isEmpty)
        b.send("x")
        a.send(2)
        b.send("y")
        #expect(recorder.values == ["1x", "2x", "2y"])
        a.send(completion: .finished)
        #expect(recorder.completion == nil)
        b.send(completion: .finished)
        #expect(recorder.isFinished)
    }

    @Test func combineLatestOfThree() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(2)
        let c = CurrentValueSubject<Int, Never>(3)
        let recorder = a.combineLatest(b, c).map { $0 + $1 + $2 }.record()
        c.send(10)
        #expect(recorder.values == [6, 13])
    }

    @Test func zipPairsTheNthElements() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let recorder = a.zip(b).map { "\($0)\($1)" }.record()
        a.send(1)
        a.send(2)
        b.send("x")
        #expect(recorder.values == ["1x"])
        b.send("y")
        b.send("z")
        #expect(recorder.values == ["1x", "2y"])
        a.send(completion: .finished)
        #expect(recorder.isFinished)
        let three = [1, 2].publisher.zip(["a", "b"].publisher, [true, false].publisher).map { "\($0)\($1)\($2)" }.record()
        #expect(three.values == ["1atrue", "2bfalse"])
    }

    @Test func mergeInterleavesInArrivalOrder() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let recorder = a.merge(with: b).record()
        a.send(1)
        b.send(10)
        a.send(2)
        #expect(recorder.values == [1, 10, 2])
        a.send(completion: .finished)
        b.send(11)
        #expect(recorder.values == [1, 10, 2, 11])
        b.send(completion: .failure(TestError(code: 4)))
        #expect(recorder.failure == TestError(code: 4))
        let many = Publishers.MergeMany([1].publisher, [2].publisher, [3].publisher).record()
        #expect(many.values == [1, 2, 3] && many.isFinished)
    }

    @Test func flatMapFlattensAndFinishesAfterEveryInnerPublisher() {
        let outer = PassthroughSubject<Int, Never>()
        let recorder = outer.flatMap { [$0, $0 * 10].publisher }.record()
        outer.send(1)
        outer.send(2)
        outer.send(completion: .finished)
        #expect(recorder.values == [1, 10, 2, 20])
        #expect(recorder.isFinished)
    }

    @Test func flatMapWithOnePublisherAtATime() {
        let inners = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        var made: [Int] = []
        let recorder = [0, 1].publisher.flatMap(maxPublishers: .max(1)) { index -> PassthroughSubject<String, Never> in
            made.append(index)
            return inners[index]
        }.record()
        #expect(made == [0])
        inners[0].send("a")
        inners[0].send(completion: .finished)
        #expect(made == [0, 1])
        inners[1].send("b")
        inners[1].send(completion: .finished)
        #expect(recorder.values == ["a", "b"])
        #expect(recorder.isFinished)
    }

    @Test func switchToLatestFollowsOnlyTheNewestPublisher() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let recorder = outer.switchToLatest().record()
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        #expect(recorder.values == [1, 3])
        outer.send(completion: .finished)
        #expect(recorder.completion == nil)
        second.send(completion: .finished)
        #expect(recorder.isFinished)
    }

    @Test func appendWaitsForThePrefixToFinish() {
        let prefix = PassthroughSubject<Int, Never>()
        let recorder = prefix.append([9]).record()
        prefix.send(1)
        #expect(recorder.values == [1])
        prefix.send(completion: .finished)
        #expect(recorder.values == [1, 9])
        #expect(recorder.isFinished)
    }

    @Test func bufferedValuesWaitForDemand() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = a.merge(with: b).record(initialDemand: .max(1))
        a.send(1)
        b.send(2)
        a.send(3)
        #expect(recorder.values == [1])
        recorder.subscription?.request(.max(5))
        #expect(recorder.values == [1, 2, 3])
    }
}
