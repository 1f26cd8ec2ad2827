import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them preceding the
/// other, as SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives events.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently of each other.
    ///
    /// - Parameters:
    ///   - first: The first of two gestures that can happen simultaneously.
    ///   - second: The second of two gestures that can happen simultaneously.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("SimultaneousGesture is a primitive gesture") }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

/// A gesture that's a sequence of two gestures: the second is recognised only once the first has succeeded,
/// as SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded, so the second
    /// gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    ///
    /// - Parameters:
    ///   - first: The first gesture of the sequence.
    ///   - second: The second gesture of the sequence.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("SequenceGesture is a primitive gesture") }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// A gesture that consists of two gestures where only one of them can succeed: the first has precedence, as
/// SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of an exclusive gesture that indicates which of two gestures succeeded.
    public enum Value {
        /// The value of the first gesture.
        case first(First.Value)
        /// The value of the second gesture.
        case second(Second.Value)
    }

    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second

    /// Creates a gesture from two gestures where only one of them succeeds.
    ///
    /// - Parameters:
    ///   - first: The first of two gestures. This gesture has precedence over the other gesture.
    ///   - second: The second of two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("ExclusiveGesture is a primitive gesture") }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
    /// Combines a gesture with another gesture to create a new gesture that recognizes both gestures at the
    /// same time.
    ///
    /// - Parameter other: A gesture that you want to combine with your gesture.
    /// - Returns: A simultaneous gesture.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a new gesture, which results in the second gesture only
    /// receiving events after the first gesture succeeds.
    ///
    /// - Parameter other: A gesture you want to combine with another gesture.
    /// - Returns: A gesture that's a sequence of two gestures.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively to create a new gesture where only one gesture succeeds, giving
    /// precedence to the first gesture.
    ///
    /// - Parameter other: A gesture you combine with your gesture, to create a new, combined gesture.
    /// - Returns: A combined gesture where only one gesture succeeds.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A mutable cell shared by the callbacks of a composed gesture's parts.
final class GestureCell<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension SimultaneousGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        let current = GestureCell(Value(first: nil, second: nil))
        let finishedParts = GestureCell(0)
        let succeeded = GestureCell(false)
        func partFinished() {
            finishedParts.value += 1
            guard finishedParts.value == 2 else { return }
            if succeeded.value { callbacks.ended(current.value) }
            callbacks.finished()
        }
        let firstRecognizer = KumikoCore.makeRecognizer(for: first, GestureCallbacks(
            changed: { current.value.first = $0; callbacks.changed(current.value) },
            ended: { current.value.first = $0; succeeded.value = true },
            finished: partFinished), in: context)
        let secondRecognizer = KumikoCore.makeRecognizer(for: second, GestureCallbacks(
            changed: { current.value.second = $0; callbacks.changed(current.value) },
            ended: { current.value.second = $0; succeeded.value = true },
            finished: partFinished), in: context)
        return PairRecognizer(firstRecognizer, secondRecognizer, rule: .simultaneous)
    }
}

extension ExclusiveGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        // The first gesture's values pass at once; the second's only once the first cannot win (the latest one
        // held back is passed when the first fails). Whichever recognises first cancels the other.
        let pendingSecond = GestureCell<Second.Value?>(nil)
        let finishedParts = GestureCell(0)
        let recognizers = GestureCell<(first: GestureRecognizer, second: GestureRecognizer)?>(nil)
        func partFinished() {
            finishedParts.value += 1
            if finishedParts.value == 2 { callbacks.finished() }
        }
        let firstRecognizer = KumikoCore.makeRecognizer(for: first, GestureCallbacks(
            changed: { callbacks.changed(.first($0)) },
            ended: { callbacks.ended(.first($0)) },
            finished: {
                if let parts = recognizers.value, parts.first.state == .failed, !parts.second.state.isFinished,
                   let value = pendingSecond.value {
                    callbacks.changed(.second(value))
                }
                partFinished()
            }), in: context)
        let secondRecognizer = KumikoCore.makeRecognizer(for: second, GestureCallbacks(
            changed: { value in
                if firstRecognizer.state == .failed { callbacks.changed(.second(value)) } else { pendingSecond.value = value }
            },
            ended: { value in
                if !firstRecognizer.state.hasRecognized { callbacks.ended(.second(value)) }
            },
            finished: partFinished), in: context)
        recognizers.value = (firstRecognizer, secondRecognizer)
        return PairRecognizer(firstRecognizer, secondRecognizer, rule: .exclusive)
    }
}

extension SequenceGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        let firstValue = GestureCell<First.Value?>(nil)
        let sequence = GestureCell<SequenceRecognizer?>(nil)
        let second = self.second
        let firstRecognizer = KumikoCore.makeRecognizer(for: first, GestureCallbacks(
            changed: { value in
                firstValue.value = value
                callbacks.changed(.first(value))
            },
            ended: { value in
                firstValue.value = value
                callbacks.changed(.second(value, nil))
                let secondRecognizer = KumikoCore.makeRecognizer(for: second, GestureCallbacks(
                    changed: { callbacks.changed(.second(value, $0)) },
                    ended: { callbacks.ended(.second(value, $0)) },
                    finished: callbacks.finished), in: context)
                sequence.value?.begin(secondRecognizer)
            },
            finished: {
                // The first part failed: the sequence is over. (When it ended, the second part goes on.)
                if sequence.value?.first.state == .failed { callbacks.finished() }
            }), in: context)
        let recognizer = SequenceRecognizer(first: firstRecognizer)
        sequence.value = recognizer
        return recognizer
    }
}

/// Runs two recognisers on the same events: both to the end (simultaneous), or the first to recognise
/// cancelling the other, the first part winning ties (exclusive).
final class PairRecognizer: GestureRecognizer {
    enum Rule { case simultaneous, exclusive }
    let first: GestureRecognizer
    let second: GestureRecognizer
    private let rule: Rule

    init(_ first: GestureRecognizer, _ second: GestureRecognizer, rule: Rule) {
        self.first = first
        self.second = second
        self.rule = rule
    }

    override func handle(_ event: PointerEvent) {
        first.handle(event)
        if rule == .exclusive, first.state.hasRecognized {
            second.cancel()
        } else {
            second.handle(event)
            if rule == .exclusive, second.state.hasRecognized, first.state == .possible { first.cancel() }
        }
        updateState()
    }

    override func cancel() {
        first.cancel()
        second.cancel()
        updateState()
    }

    private func updateState() {
        let states = [first.state, second.state]
        if states.contains(.active) {
            state = .active
        } else if states.allSatisfy(\.isFinished) {
            state = states.contains(.ended) ? .ended : .failed
        } else {
            state = states.contains(.ended) && rule == .exclusive ? .ended : .possible
        }
    }

    override var keyActivation: GestureKeyActivation { max(first.keyActivation, second.keyActivation) }

    override func activate(_ activation: GestureKeyActivation, at location: CGPoint) -> Bool {
        defer { updateState() }
        switch rule {
        case .simultaneous:
            let a = first.activate(activation, at: location)
            let b = second.activate(activation, at: location)
            // A part the key cannot perform is over too, so the whole gesture ends.
            if a || b {
                if !first.state.isFinished { first.cancel() }
                if !second.state.isFinished { second.cancel() }
            }
            return a || b
        case .exclusive:
            if first.activate(activation, at: location) {
                second.cancel()
                return true
            }
            first.cancel()
            return second.activate(activation, at: location)
        }
    }
}

/// Runs the first recogniser; once it ends, the second one, which begins where the pointer is then.
final class SequenceRecognizer: GestureRecognizer {
    let first: GestureRecognizer
    private var second: GestureRecognizer?
    private var lastEvent: PointerEvent?

    init(first: GestureRecognizer) { self.first = first }

    /// The first part ended: the second begins at the pointer's latest place (or waits for the next press).
    func begin(_ recognizer: GestureRecognizer) {
        second = recognizer
        if var event = lastEvent, event.phase != .ended {
            event.phase = .began
            recognizer.handle(event)
        }
        updateState()
    }

    override func handle(_ event: PointerEvent) {
        lastEvent = event
        if let second {
            second.handle(event)
        } else {
            first.handle(event)
        }
        updateState()
    }

    override func cancel() {
        if let second { second.cancel() } else { first.cancel() }
        updateState()
    }

    private func updateState() {
        if let second {
            state = second.state == .possible ? .active : second.state
        } else {
            state = first.state == .ended ? .active : first.state
        }
    }

    override var keyActivation: GestureKeyActivation { second?.keyActivation ?? first.keyActivation }

    override func activate(_ activation: GestureKeyActivation, at location: CGPoint) -> Bool {
        defer { updateState() }
        guard first.activate(activation, at: location) else { return false }
        // The second part is performed by the same key if it can be; otherwise the sequence stops there.
        if let second {
            if !second.activate(second.keyActivation, at: location) { second.cancel() }
        }
        return true
    }
}
