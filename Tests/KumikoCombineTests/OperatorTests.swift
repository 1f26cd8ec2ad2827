import Foundation
import Testing
@testable import KumikoCombine

@Suite struct OperatorTests {
    @Test func transformingOperators() {
        #expect([1, 2, 3].publisher.map { $0 * 2 }.record().values == [2, 4, 6])
        #expect(["1", "x", "3"].publisher.compactMap { Int($0) }.record().values == [1, 3])
        #expect([1, 1, 2, 2, 1].publisher.removeDuplicates().record().values == [1, 2, 1])
        #expect([1, 2, 3].publisher.scan(0, +).record().values == [1, 3, 6])
        #expect([1, 2, 3].publisher.reduce(10, +).record().values == [16])
        #expect([1, 2, 3, 4, 5].publisher.collect(2).record().values == [[1, 2], [3, 4], [5]])
        #expect([1, 2, 3].publisher.collect().record().values == [[1, 2, 3]])
        #expect([3, 4, 5].publisher.first().record().values == [3])
        #expect([3, 4, 5].publisher.first { $0 > 3 }.record().values == [4])
        #expect([3, 4, 5].publisher.last().record().values == [5])
        #expect([1, 2, 3, 4].publisher.dropFirst(2).record().values == [3, 4])
        #expect([1, 2, 3, 1].publisher.drop { $0 < 3 }.record().values == [3, 1])
        #expect([1, 2, 3, 4].publisher.prefix(2).record().values == [1, 2])
        #expect([1, 2, 3, 1].publisher.prefix { $0 < 3 }.record().values == [1, 2])
        #expect([1, 2, 3, 4].publisher.output(at: 2).record().values == [3])
        #expect([1, 2, 3, 4].publisher.output(in: 1..<3).record().values == [2, 3])
        #expect([1, nil, 3].publisher.replaceNil(with: 0).record().values == [1, 0, 3])
        #expect(Empty<Int, Never>().replaceEmpty(with: 9).record().values == [9])
        #expect([1, 2].publisher.append(3, 4).prepend(0).record().values == [0, 1, 2, 3, 4])
        #expect([1, 2, 3].publisher.count().record().values == [3])
        #expect([1, 2, 3].publisher.contains(2).record().values == [true])
        #expect([1, 2, 3].publisher.allSatisfy { $0 < 3 }.record().values == [false])
        let ignored = [1, 2].publisher.ignoreOutput().record()
        #expect(ignored.values.isEmpty && ignored.isFinished)
    }

    @Test func minMaxAndRecord() {
        #expect([3, 1, 2].publisher.min().record().values == [1])
        #expect([3, 1, 2].publisher.max().record().values == [3])
        #expect(["bb", "a", "ccc"].publisher.max { $0.count < $1.count }.record().values == ["ccc"])
        let record = Record<Int, TestError> { recording in
            recording.receive(1)
            recording.receive(2)
            recording.receive(completion: .failure(TestError(code: 3)))
            recording.receive(4)
        }
        let played = record.record(initialDemand: .max(1))
        #expect(played.values == [1])
        played.subscription?.request(.max(5))
        #expect(played.values == [1, 2])
        #expect(played.failure == TestError(code: 3))
    }

    @Test func prefixCancelsItsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        let recorder = subject.handleEvents(receiveCancel: { cancelled = true }).prefix(1).record()
        subject.send(1)
        subject.send(2)
        #expect(recorder.values == [1])
        #expect(recorder.isFinished)
        #expect(cancelled)
    }

    @Test func throwingOperatorsFailWithTheThrownError() {
        let recorder = [1, 2, 3].publisher.tryMap { value -> Int in
            if value == 2 { throw TestError(code: 2) }
            return value
        }.record()
        #expect(recorder.values == [1])
        #expect(recorder.failure as? TestError == TestError(code: 2))
    }

    @Test func errorHandling() {
        let failing = Fail<Int, TestError>(error: TestError(code: 1))
        #expect(failing.replaceError(with: 0).record().values == [0])
        #expect(failing.catch { _ in Just(5) }.record().values == [5])
        #expect(failing.mapError { TestError(code: $0.code + 1) }.record().failure == TestError(code: 2))
        let thrown = failing.tryCatch { _ -> Just<Int> in throw TestError(code: 3) }.record()
        #expect(thrown.failure as? TestError == TestError(code: 3))

        var attempts = 0
        let retried = Deferred { () -> AnyPublisher<Int, TestError> in
            attempts += 1
            return attempts < 3 ? Fail(error: TestError(code: attempts)).eraseToAnyPublisher() : Just(attempts).setFailureType(to: TestError.self).eraseToAnyPublisher()
        }.retry(5).record()
        #expect(retried.values == [3])
        #expect(attempts == 3)
        attempts = -10
        let exhausted = Deferred { () -> Fail<Int, TestError> in
            attempts += 1
            return Fail(error: TestError(code: attempts))
        }.retry(2).record()
        #expect(exhausted.failure == TestError(code: -7))
    }

    @Test func handleEventsAndPrintSeeEveryEvent() {
        var events: [String] = []
        _ = [1].publisher.handleEvents(
            receiveSubscription: { _ in events.append("subscription") },
            receiveOutput: { events.append("output \($0)") },
            receiveCompletion: { _ in events.append("completion") },
            receiveRequest: { events.append("request \($0)") }
        ).record()
        #expect(events == ["subscription", "request unlimited", "output 1", "completion"])

        final class Lines: TextOutputStream {
            var text = ""
            func write(_ string: String) { text += string }
        }
        let lines = Lines()
        _ = [7].publisher.print("p", to: lines).record()
        #expect(lines.text.contains("p: request unlimited\n"))
        #expect(lines.text.contains("p: receive value: (7)\n"))
        #expect(lines.text.hasSuffix("p: receive finished\n"))
    }

    @Test func decodeAndEncode() throws {
        struct Person: Codable, Equatable { let name: String }
        let data = Data(#"{"name":"Mei"}"#.utf8)
        #expect(Just(data).decode(type: Person.self, decoder: JSONDecoder()).record().values == [Person(name: "Mei")])
        let bad = Just(Data("nope".utf8)).decode(type: Person.self, decoder: JSONDecoder()).record()
        #expect(bad.failure is DecodingError)
        let encoded = Just(Person(name: "Kiki")).encode(encoder: JSONEncoder()).record()
        #expect(encoded.values.map { String(decoding: $0, as: UTF8.self) } == [#"{"name":"Kiki"}"#])
    }

    @Test func keyPathMapping() {
        struct Pair { let a: Int; let b: String }
        #expect([Pair(a: 1, b: "x")].publisher.map(\.a).record().values == [1])
    }

    @Test func shareSubscribesOnceForAllSubscribers() {
        let subject = PassthroughSubject<Int, Never>()
        var subscriptions = 0
        let shared = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 }).share()
        let a = shared.record()
        let b = shared.record()
        subject.send(1)
        #expect(a.values == [1] && b.values == [1])
        #expect(subscriptions == 1)
    }

    @Test func makeConnectableWaitsForConnect() {
        let connectable = [1, 2].publisher.makeConnectable()
        let recorder = connectable.record()
        #expect(recorder.values.isEmpty)
        let connection = connectable.connect()
        #expect(recorder.values == [1, 2])
        _ = connection
    }

    @Test func multicastSharesOneSubject() {
        let subject = PassthroughSubject<Int, Never>()
        let multicast = subject.multicast { CurrentValueSubject<Int, Never>(0) }
        let a = multicast.record()
        let connection = multicast.connect()
        subject.send(3)
        #expect(a.values == [0, 3])
        _ = connection
    }
}
