import Foundation

/// Internal: what a recogniser is told about the pointer, in root (global) coordinates.
struct PointerEvent {
    /// What the pointer did.
    enum Phase {
        /// The button went down.
        case began
        /// The pointer moved with the button held.
        case moved
        /// The button came up.
        case ended
    }

    var phase: Phase
    /// Where, in the root's coordinates.
    var location: CGPoint
    /// When.
    var time: Date
    /// The number of presses in quick succession at about the same place this press belongs to (2 for the
    /// second press of a double click).
    var clickCount: Int
    /// The modifier keys held.
    var modifiers: EventModifiers
}

/// Internal: how far a recogniser has got with the events it was given.
enum GestureRecognitionState: Equatable {
    /// It may still recognise the gesture.
    case possible
    /// It recognised the gesture, which goes on (a drag that started).
    case active
    /// It recognised the gesture, which is over.
    case ended
    /// It will not recognise the gesture (the pointer moved too far for a tap, came up too early for a long
    /// press, or another gesture took the events).
    case failed

    /// Whether the gesture took the events: other gestures that do not run simultaneously give up.
    var hasRecognized: Bool { self == .active || self == .ended }
    /// Whether the recogniser is done.
    var isFinished: Bool { self == .ended || self == .failed }
}

/// Internal: what a gesture tells about its progress: its value changed, it ended successfully, and (always
/// last, however it stopped) it finished, when `@GestureState` resets.
struct GestureCallbacks<Value> {
    var changed: @MainActor (Value) -> Void = { _ in }
    var ended: @MainActor (Value) -> Void = { _ in }
    var finished: @MainActor () -> Void = {}

    /// Callbacks for a gesture producing `Source` values that reach these through `transform` (nil drops one).
    func mapped<Source>(_ transform: @escaping @MainActor (Source) -> Value?) -> GestureCallbacks<Source> {
        let changed = self.changed, ended = self.ended
        return GestureCallbacks<Source>(
            changed: { transform($0).map(changed) },
            ended: { transform($0).map(ended) },
            finished: finished)
    }
}

/// Internal: the view a gesture is attached to, for the coordinates of its values.
@MainActor
struct GestureContext {
    /// The view's frame in root coordinates when the gesture began.
    var frame: CGRect
    /// The view's environment (named coordinate spaces).
    var environment: EnvironmentValues

    /// A point in root coordinates in a coordinate space.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global:
            return point
        case .local:
            return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        case .named(let name):
            guard let origin = environment.coordinateSpaces[name]?.element?.frame.origin else {
                Diagnostics.warnOnce("coordinateSpace.\(name)", "No coordinate space named \(name); using global coordinates.")
                return point
            }
            return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        }
    }

    /// The view's centre in root coordinates (where a key "taps").
    var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}

/// What the keyboard can do with a gesture: Return performs its tap, or, lacking one, its long press.
enum GestureKeyActivation: Int, Comparable {
    case none, longPress, tap
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Internal: recognises one gesture from the events of one press of the pointer (or a key), calling its
/// callbacks as it goes. The base class never recognises anything (a gesture a terminal cannot make).
@MainActor
class GestureRecognizer {
    /// How far it has got.
    var state: GestureRecognitionState = .possible

    /// Takes a pointer event.
    func handle(_ event: PointerEvent) {}

    /// Another gesture took the events, or the view went away: the gesture stops unrecognised.
    func cancel() {
        if !state.isFinished { state = .failed }
    }

    /// What a key can do with this gesture.
    var keyActivation: GestureKeyActivation { .none }

    /// Performs the gesture from the keyboard as `activation` asks (a tap, a completed long press) at `location`
    /// (root coordinates); returns whether something was performed.
    func activate(_ activation: GestureKeyActivation, at location: CGPoint) -> Bool { false }
}

/// The distance in points within which a press and its release still make a tap (and a drag has not begun,
/// by `DragGesture`'s default minimum distance).
let tapMovementTolerance: CGFloat = 10

extension CGPoint {
    /// The distance to another point.
    func distance(to other: CGPoint) -> CGFloat {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
