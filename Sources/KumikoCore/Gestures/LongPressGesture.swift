import Foundation

/// A gesture that succeeds when the user performs a long press, as SwiftUI's `LongPressGesture`.
///
/// On a terminal it is the mouse button held down for `minimumDuration` seconds without moving more than
/// `maximumDistance` points; its value becomes `true` as soon as the button goes down. Return and Space cannot
/// be held on a terminal (it sends a key once, or repeats it): on a view that has no tap gesture, Return or
/// Space performs the long press at once.
public struct LongPressGesture: Gesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the interaction can
    /// move before the gesture fails.
    ///
    /// - Parameters:
    ///   - minimumDuration: The minimum duration of the long press that must elapse before the gesture
    ///     succeeds (a negative or non-number duration counts as 0).
    ///   - maximumDistance: The maximum distance that the long press can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// The type representing the gesture's value: whether the press is going on.
    public typealias Value = Bool

    /// Primitive: never evaluated.
    public var body: Never { fatalError("LongPressGesture is a primitive gesture") }
}

extension LongPressGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Bool>, in context: GestureContext) -> GestureRecognizer {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance, callbacks: callbacks)
    }
}

/// Recognises a press held long enough: `true` at once, then, after the duration, the end.
final class LongPressRecognizer: GestureRecognizer {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private let callbacks: GestureCallbacks<Bool>
    private var start: CGPoint?
    private var timer: Task<Void, Never>?

    init(minimumDuration: Double, maximumDistance: CGFloat, callbacks: GestureCallbacks<Bool>) {
        if !(minimumDuration >= 0) {
            Diagnostics.warnOnce("LongPressGesture.minimumDuration", "A long press's minimum duration of \(minimumDuration) s counts as 0.")
        }
        if !(maximumDistance >= 0) {
            Diagnostics.warnOnce("LongPressGesture.maximumDistance", "A long press's maximum distance of \(maximumDistance) counts as 10 points.")
        }
        self.minimumDuration = minimumDuration >= 0 ? min(minimumDuration, 1e6) : 0
        self.maximumDistance = maximumDistance >= 0 ? maximumDistance : 10
        self.callbacks = callbacks
    }

    override func handle(_ event: PointerEvent) {
        guard state == .possible else { return }
        switch event.phase {
        case .began:
            start = event.location
            callbacks.changed(true)
            if minimumDuration == 0 { return succeed() }
            let duration = minimumDuration
            timer = Task { @MainActor [weak self] in
                try? await Task.sleep(for: .seconds(duration))
                guard !Task.isCancelled, let self, self.state == .possible else { return }
                self.succeed()
            }
        case .moved:
            if let start, start.distance(to: event.location) > maximumDistance { fail() }
        case .ended:
            fail()
        }
    }

    override func cancel() {
        guard state == .possible else { return }
        fail()
    }

    private func succeed() {
        timer?.cancel()
        state = .ended
        callbacks.ended(true)
        callbacks.finished()
    }

    private func fail() {
        timer?.cancel()
        state = .failed
        callbacks.finished()
    }

    override var keyActivation: GestureKeyActivation { state == .possible ? .longPress : .none }

    override func activate(_ activation: GestureKeyActivation, at location: CGPoint) -> Bool {
        guard activation == .longPress, state == .possible else { return false }
        callbacks.changed(true)
        succeed()
        return true
    }
}
