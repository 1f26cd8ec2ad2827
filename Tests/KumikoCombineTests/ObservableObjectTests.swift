import Foundation
import Testing
@testable import KumikoCombine

private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var name = "a"
    var plain = 0
}

private class BaseModel: ObservableObject {
    @Published var base = 0
}

private final class DerivedModel: BaseModel {
    @Published var derived = 0
}

private final class NoPublishedModel: ObservableObject {
    var value = 0
}

private final class ReflectedOnce: ObservableObject {
    @Published var a = 0
    @Published var b = 0
}

private final class Relay: ObservableObject {
    @Published var source = 0
    @Published var doubled = 0
    init() { $source.map { $0 * 2 }.assign(to: &$doubled) }
}

@Suite struct ObservableObjectTests {
    @Test func objectWillChangeFiresBeforeThePropertyChanges() {
        let counter = Counter()
        var seen: [Int] = []
        let cancellable = counter.objectWillChange.sink { seen.append(counter.count) }
        counter.count = 1
        counter.count = 2
        counter.name = "b"
        #expect(seen == [0, 1, 2])
        #expect(counter.count == 2)
        _ = cancellable
    }

    @Test func plainPropertiesDoNotPublish() {
        let counter = Counter()
        var fired = 0
        let cancellable = counter.objectWillChange.sink { fired += 1 }
        counter.plain = 3
        #expect(fired == 0)
        _ = cancellable
    }

    @Test func theProjectedPublisherSendsTheCurrentValueThenNewOnesBeforeTheyAreStored() {
        let counter = Counter()
        var seen: [String] = []
        let cancellable = counter.$count.sink { seen.append("new \($0) old \(counter.count)") }
        counter.count = 5
        #expect(seen == ["new 0 old 0", "new 5 old 0"])
        _ = cancellable
    }

    @Test func superclassPropertiesPublishOnTheSameObjectWillChange() {
        let model = DerivedModel()
        var fired = 0
        let cancellable = model.objectWillChange.sink { fired += 1 }
        model.base = 1
        model.derived = 1
        #expect(fired == 2)
        #expect(model.objectWillChange === model.objectWillChange)
        _ = cancellable
    }

    @Test func anObjectWithoutPublishedPropertiesKeepsOnePublisherForManualSends() {
        let model = NoPublishedModel()
        var fired = 0
        let cancellable = model.objectWillChange.sink { fired += 1 }
        model.objectWillChange.send()
        #expect(fired == 1)
        _ = cancellable
    }

    @Test func theObjectIsReflectedOncePerObjectNotPerAccess() {
        let table = ObjectWillChangeTable.shared
        let model = ReflectedOnce()
        let first = model.objectWillChange
        for _ in 0..<1_000 { #expect(model.objectWillChange === first) }
        for value in 1...1_000 { model.a = value }
        #expect(table.installations(of: ReflectedOnce.self) == 1)
        let other = ReflectedOnce()
        _ = other.objectWillChange
        #expect(table.installations(of: ReflectedOnce.self) == 2)
    }

    @Test func theObjectGoesAwayAndItsPublisherWithIt() {
        weak var weakModel: Counter?
        weak var weakPublisher: ObservableObjectPublisher?
        do {
            let model = Counter()
            weakModel = model
            weakPublisher = model.objectWillChange
            model.count = 1
        }
        #expect(weakModel == nil)
        // The table keeps the publisher of a dead object only until it is pruned; it never keeps the object.
        _ = weakPublisher
    }

    @Test func assignToAPublishedPropertyDrivesItAndItsObjectWillChange() {
        let relay = Relay()
        var fired = 0
        let cancellable = relay.objectWillChange.sink { fired += 1 }
        relay.source = 4
        #expect(relay.doubled == 8)
        #expect(fired == 2)
        _ = cancellable
    }
}
