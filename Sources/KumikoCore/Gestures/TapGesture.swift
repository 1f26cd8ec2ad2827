import Foundation

/// A gesture that recognizes one or more taps, as SwiftUI's `TapGesture`.
///
/// On a terminal a tap is a click (a press and a release within a few points); `count` clicks in quick
/// succession at about the same place make a multiple tap. A view with a tap gesture takes the keyboard focus,
/// and Return or Space performs the tap whatever its count.
public struct TapGesture: Gesture {
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    ///
    /// - Parameter count: The required number of taps to complete the tap gesture (below 1 counts as 1).
    public init(count: Int = 1) { self.count = count }

    /// The type representing the gesture's value.
    public typealias Value = ()

    /// Primitive: never evaluated.
    public var body: Never { fatalError("TapGesture is a primitive gesture") }
}

extension TapGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<()>, in context: GestureContext) -> GestureRecognizer {
        TapRecognizer(count: count) { _ in
            callbacks.ended(())
            callbacks.finished()
        } failed: {
            callbacks.finished()
        }
    }
}

/// A gesture that recognizes one or more taps and reports their location, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the gesture's
    /// location.
    ///
    /// - Parameters:
    ///   - count: The required number of taps to complete the tap gesture.
    ///   - coordinateSpace: The coordinate space of the tap gesture's location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space of the gesture's
    /// location.
    ///
    /// - Parameters:
    ///   - count: The required number of taps to complete the tap gesture.
    ///   - coordinateSpace: The coordinate space of the tap gesture's location.
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("SpatialTapGesture is a primitive gesture") }
}

extension SpatialTapGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        let space = coordinateSpace
        return TapRecognizer(count: count) { location in
            let value = Value(location: context.convert(location, to: space))
            callbacks.changed(value)
            callbacks.ended(value)
            callbacks.finished()
        } failed: {
            callbacks.finished()
        }
    }
}

/// Recognises `count` clicks: the press and release of the last one within ``tapMovementTolerance``.
final class TapRecognizer: GestureRecognizer {
    private let count: Int
    private let recognized: @MainActor (CGPoint) -> Void
    private let failed: @MainActor () -> Void
    private var start: CGPoint?

    init(count: Int, recognized: @escaping @MainActor (CGPoint) -> Void, failed: @escaping @MainActor () -> Void) {
        if count < 1 { Diagnostics.warnOnce("TapGesture.count", "A tap gesture needs at least one tap; \(count) counts as 1.") }
        self.count = max(count, 1)
        self.recognized = recognized
        self.failed = failed
    }

    override func handle(_ event: PointerEvent) {
        guard state == .possible else { return }
        switch event.phase {
        case .began:
            start = event.location
        case .moved:
            if let start, start.distance(to: event.location) > tapMovementTolerance { fail() }
        case .ended:
            guard let start, start.distance(to: event.location) <= tapMovementTolerance,
                  event.clickCount % count == 0 else { return fail() }
            state = .ended
            recognized(event.location)
        }
    }

    override func cancel() {
        guard state == .possible else { return }
        fail()
    }

    private func fail() {
        state = .failed
        failed()
    }

    override var keyActivation: GestureKeyActivation { state == .possible ? .tap : .none }

    override func activate(_ activation: GestureKeyActivation, at location: CGPoint) -> Bool {
        guard activation == .tap, state == .possible else { return false }
        state = .ended
        recognized(location)
        return true
    }
}
