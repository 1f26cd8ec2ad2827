import Foundation

/// The gestures of two fingers on a touch screen or trackpad (magnification, rotation): a terminal's mouse
/// cannot make them, so they compile, never end, and say so once on standard error.
enum PinchGestures {
    /// Reports once that `name` never ends on this platform.
    static func warnUnreachable(_ name: String, _ what: String) {
        Diagnostics.warnOnce("Gesture.\(name)", "\(name) needs \(what), which a terminal cannot send: its actions never run.")
    }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification, as SwiftUI's
/// `MagnifyGesture`. A terminal cannot pinch: the gesture never ends (one diagnostic says so).
public struct MagnifyGesture: Gesture {
    /// The attributes of a magnify gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    ///
    /// - Parameter minimumScaleDelta: The minimum scale delta required before the gesture starts.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
        PinchGestures.warnUnreachable("MagnifyGesture", "a pinch")
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("MagnifyGesture is a primitive gesture") }
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification, as SwiftUI's
/// deprecated `MagnificationGesture`. A terminal cannot pinch: the gesture never ends (one diagnostic says so).
public struct MagnificationGesture: Gesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    ///
    /// - Parameter minimumScaleDelta: The minimum scale delta required before the gesture starts.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
        PinchGestures.warnUnreachable("MagnificationGesture", "a pinch")
    }

    /// The type representing the gesture's value: the relative magnification.
    public typealias Value = CGFloat

    /// Primitive: never evaluated.
    public var body: Never { fatalError("MagnificationGesture is a primitive gesture") }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation, as SwiftUI's
/// `RotateGesture`. A terminal cannot rotate: the gesture never ends (one diagnostic says so).
public struct RotateGesture: Gesture {
    /// The attributes of a rotation gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    ///
    /// - Parameter minimumAngleDelta: The minimum delta required before the gesture starts.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
        PinchGestures.warnUnreachable("RotateGesture", "two fingers turning")
    }

    /// Primitive: never evaluated.
    public var body: Never { fatalError("RotateGesture is a primitive gesture") }
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation, as SwiftUI's deprecated
/// `RotationGesture`. A terminal cannot rotate: the gesture never ends (one diagnostic says so).
public struct RotationGesture: Gesture {
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    ///
    /// - Parameter minimumAngleDelta: The minimum delta required before the gesture starts.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
        PinchGestures.warnUnreachable("RotationGesture", "two fingers turning")
    }

    /// The type representing the gesture's value: the angle turned.
    public typealias Value = Angle

    /// Primitive: never evaluated.
    public var body: Never { fatalError("RotationGesture is a primitive gesture") }
}

/// The pinch gestures recognise nothing: the base recogniser.
extension MagnifyGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer { GestureRecognizer() }
}

extension MagnificationGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer { GestureRecognizer() }
}

extension RotateGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer { GestureRecognizer() }
}

extension RotationGesture: PrimitiveGesture {
    func makeRecognizer(_ callbacks: GestureCallbacks<Value>, in context: GestureContext) -> GestureRecognizer { GestureRecognizer() }
}
