import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes, as SwiftUI's `DragGesture`.
///
/// On a terminal it is the mouse moved with the button held (reported cell by cell, at the centre of each
/// cell): the drag starts once the pointer is `minimumDistance` points from where the button went down.
public struct DragGesture: Gesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity, in points per second.
        public var velocity: CGSize

        /// The total translation from the start of the drag gesture to the current event of the drag gesture.
        ///
        /// This is equivalent to `location.{x,y} - startLocation.{x,y}`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of where the final location will be if dragging
        /// stopped now.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * Self.coastingTime, y: location.y + velocity.height * Self.coastingTime)
        }

        /// A prediction, based on the current drag velocity, of what the final translation will be if dragging
        /// stopped now.
        public var predictedEndTranslation: CGSize {
            let end = predictedEndLocation
            return CGSize(width: end.x - startLocation.x, height: end.y - startLocation.y)
        }

        /// How far ahead the prediction looks: the distance a scroll view's normal deceleration (0.998 per
        /// millisecond) coasts, per point per second of velocity.
        static let coastingTime: CGFloat = 0.998 / (1000 * (1 - 0.998))
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and the
    /// coordinate space of the gesture's location.
    ///
    /// - Parameters:
    ///   - minimumDistance: The minimum dragging distance for the gesture to succeed (0 starts it as the button
    ///     goes down; a negative or non-number distance counts as 0).
    ///   - coordinateSpace: The coordinate space of the dragging gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds and the
    /// coordinate space of the gesture's location.
    ///
    /// - Parameters:
    ///   - minimumDistance: The minimum dragging distance for the gesture to succeed.
    ///   - coordinateSpace: The coordinate space of the dragging gesture's location.
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("DragGesture is a primitive gesture") }
}

extension DragGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace, context: context, callbacks: callbacks)
    }
}

/// Recognises a drag: it starts once the pointer is far enough from the press, then changes with every move
/// and ends with the release.
final class DragRecognizer: GestureRecognizer {
    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    private let context: GestureContext
    private let callbacks: GestureCallbacks<DragGesture.Value>
    private var start: CGPoint?
    private var last: (location: CGPoint, time: Date)?
    private var velocity = CGSize.zero

    init(minimumDistance: CGFloat, space: CoordinateSpace, context: GestureContext, callbacks: GestureCallbacks<DragGesture.Value>) {
        if !(minimumDistance >= 0) {
            Diagnostics.warnOnce("DragGesture.minimumDistance", "A drag's minimum distance of \(minimumDistance) counts as 0.")
        }
        self.minimumDistance = minimumDistance >= 0 ? minimumDistance : 0
        self.space = space
        self.context = context
        self.callbacks = callbacks
    }

    /// The value at an event, in the gesture's coordinate space.
    private func value(at location: CGPoint, time: Date) -> DragGesture.Value {
        DragGesture.Value(time: time, location: context.convert(location, to: space),
                          startLocation: context.convert(start ?? location, to: space), velocity: velocity)
    }

    /// The velocity from the previous event to this one; events closer than a frame (1/60 s, as a burst read
    /// at once) count as a frame apart, so it stays finite.
    private func track(_ location: CGPoint, _ time: Date) {
        if let last {
            let seconds = max(time.timeIntervalSince(last.time), 1.0 / 60)
            velocity = CGSize(width: (location.x - last.location.x) / seconds, height: (location.y - last.location.y) / seconds)
        }
        last = (location, time)
    }

    override func handle(_ event: PointerEvent) {
        switch (event.phase, state) {
        case (.began, .possible):
            start = event.location
            track(event.location, event.time)
            if minimumDistance == 0 {
                state = .active
                callbacks.changed(value(at: event.location, time: event.time))
            }
        case (.moved, .possible):
            guard let start else { return }
            track(event.location, event.time)
            if start.distance(to: event.location) >= minimumDistance {
                state = .active
                callbacks.changed(value(at: event.location, time: event.time))
            }
        case (.moved, .active):
            track(event.location, event.time)
            callbacks.changed(value(at: event.location, time: event.time))
        case (.ended, .active):
            if let last, last.location != event.location { track(event.location, event.time) }
            state = .ended
            callbacks.ended(value(at: event.location, time: event.time))
            callbacks.finished()
        case (.ended, .possible):
            state = .failed
            callbacks.finished()
        default:
            break
        }
    }

    override func cancel() {
        guard !state.isFinished else { return }
        state = .failed
        callbacks.finished()
    }
}
