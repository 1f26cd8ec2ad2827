import Foundation

/// A description of how a value changes over time, made of tracks of keyframes, as SwiftUI's `Keyframes`.
///
/// Kumiko computes where keyframes end (each track's value at its last keyframe): a terminal shows that end state.
public protocol Keyframes<Value> {
    /// The type of value the keyframes animate.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes this one is made of.
    associatedtype Body: Keyframes
    /// The keyframes this one is made of.
    @KeyframesBuilder<Value> var body: Body { get }
}

/// A sequence of keyframes animating a value, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The type of value animated.
    associatedtype Value: Animatable = Self.Body.Value
    /// The type of content this one is made of.
    associatedtype Body: KeyframeTrackContent
    /// The content this one is made of.
    @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Keyframes Kumiko reads directly (tracks, built lists): where they take a value.
protocol ResolvedKeyframes {
    /// `value` (of the keyframes' `Value`) after the keyframes have run.
    func endValue(from value: Any) -> Any
}

/// Track content Kumiko reads directly (keyframes, built lists): the values it moves to, in order.
protocol ResolvedKeyframeTrackContent {
    /// The target of each keyframe, in order.
    var targets: [Any] { get }
}

/// Where `keyframes` take `value`: through their body until keyframes Kumiko reads directly.
func keyframesEndValue<K: Keyframes>(_ keyframes: K, from value: Any, depth: Int = 0) -> Any {
    if let resolved = keyframes as? any ResolvedKeyframes { return resolved.endValue(from: value) }
    guard depth < 64 else {
        Diagnostics.warnOnce("Keyframes.depth", "Keyframes: a body nested more than 64 deep is ignored.")
        return value
    }
    return keyframesEndValue(keyframes.body, from: value, depth: depth + 1)
}

/// The targets of the keyframes of `content`, in order.
func keyframeTargets<C: KeyframeTrackContent>(_ content: C, depth: Int = 0) -> [Any] {
    if let resolved = content as? any ResolvedKeyframeTrackContent { return resolved.targets }
    guard depth < 64 else {
        Diagnostics.warnOnce("KeyframeTrackContent.depth", "KeyframeTrackContent: a body nested more than 64 deep is ignored.")
        return []
    }
    return keyframeTargets(content.body, depth: depth + 1)
}

/// A track of keyframes animating one property of a value (or the whole value), as SwiftUI's `KeyframeTrack`.
/// (SwiftUI names the property's type `Value`; here it is `Property`, so that `Value`, the type the track
/// animates as ``Keyframes``, is `Root`.)
public struct KeyframeTrack<Root, Property: Animatable, Content: KeyframeTrackContent>: Keyframes, ResolvedKeyframes
where Content.Value == Property {
    /// The type the track animates: the root value.
    public typealias Value = Root
    private let keyPath: WritableKeyPath<Root, Property>
    private let content: Content

    /// A track animating the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {
        self.keyPath = keyPath
        self.content = content()
    }

    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Property {
        keyPath = \Root.self
        self.content = content()
    }

    /// The track itself.
    public var body: KeyframeTrack { return self }

    func endValue(from value: Any) -> Any {
        guard var root = value as? Root, let last = keyframeTargets(content).last as? Property else { return value }
        root[keyPath: keyPath] = last
        return root
    }
}

/// Keyframes built by ``KeyframesBuilder``: its tracks, in order.
public struct _KeyframesList<Value>: Keyframes, ResolvedKeyframes {
    let parts: [(Any) -> Any]
    /// The list itself.
    public var body: _KeyframesList { return self }
    func endValue(from value: Any) -> Any { parts.reduce(value) { value, part in part(value) } }
}

/// Builds keyframes from tracks, as SwiftUI's `KeyframesBuilder`.
@resultBuilder
public struct KeyframesBuilder<Value> {
    /// A track or other keyframes.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> _KeyframesList<Value> where K.Value == Value {
        _KeyframesList(parts: [{ keyframesEndValue(expression, from: $0) }])
    }
    /// Keyframes in sequence.
    public static func buildBlock(_ components: _KeyframesList<Value>...) -> _KeyframesList<Value> {
        _KeyframesList(parts: components.flatMap(\.parts))
    }
    /// Optional keyframes.
    public static func buildOptional(_ component: _KeyframesList<Value>?) -> _KeyframesList<Value> {
        component ?? _KeyframesList(parts: [])
    }
    /// The first branch of a condition.
    public static func buildEither(first component: _KeyframesList<Value>) -> _KeyframesList<Value> { component }
    /// The second branch of a condition.
    public static func buildEither(second component: _KeyframesList<Value>) -> _KeyframesList<Value> { component }
    /// Keyframes made in a loop.
    public static func buildArray(_ components: [_KeyframesList<Value>]) -> _KeyframesList<Value> {
        _KeyframesList(parts: components.flatMap(\.parts))
    }
    /// Keyframes behind an availability check.
    public static func buildLimitedAvailability(_ component: _KeyframesList<Value>) -> _KeyframesList<Value> { component }
}

/// Keyframes built by ``KeyframeTrackContentBuilder``, in order.
public struct _KeyframeTrackContentList<Value: Animatable>: KeyframeTrackContent, ResolvedKeyframeTrackContent {
    let targets: [Any]
    /// The list itself.
    public var body: _KeyframeTrackContentList { return self }
}

/// Builds the content of a keyframe track, as SwiftUI's `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe or other content.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> _KeyframeTrackContentList<Value>
    where K.Value == Value {
        _KeyframeTrackContentList(targets: keyframeTargets(expression))
    }
    /// Keyframes in sequence.
    public static func buildBlock(_ components: _KeyframeTrackContentList<Value>...) -> _KeyframeTrackContentList<Value> {
        _KeyframeTrackContentList(targets: components.flatMap(\.targets))
    }
    /// Optional keyframes.
    public static func buildOptional(_ component: _KeyframeTrackContentList<Value>?) -> _KeyframeTrackContentList<Value> {
        component ?? _KeyframeTrackContentList(targets: [])
    }
    /// The first branch of a condition.
    public static func buildEither(first component: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> {
        component
    }
    /// The second branch of a condition.
    public static func buildEither(second component: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> {
        component
    }
    /// Keyframes made in a loop.
    public static func buildArray(_ components: [_KeyframeTrackContentList<Value>]) -> _KeyframeTrackContentList<Value> {
        _KeyframeTrackContentList(targets: components.flatMap(\.targets))
    }
    /// Keyframes behind an availability check.
    public static func buildLimitedAvailability(_ component: _KeyframeTrackContentList<Value>) -> _KeyframeTrackContentList<Value> {
        component
    }
}

/// The timing curve of a linear keyframe, as SwiftUI's `KeyframeTimingCurve`.
public struct KeyframeTimingCurve: Hashable, Sendable {
    private let c0x: Double, c0y: Double, c1x: Double, c1y: Double
    /// A curve through two control points.
    public init(_ p1: UnitPoint, _ p2: UnitPoint) { self.init(p1.x, p1.y, p2.x, p2.y) }
    /// A curve through two control points given by their coordinates.
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        (c0x, c0y, c1x, c1y) = (p1x, p1y, p2x, p2y)
    }
    /// Linear.
    public static let linear = KeyframeTimingCurve(0, 0, 1, 1)
    /// Starts slowly.
    public static let easeIn = KeyframeTimingCurve(0.42, 0, 1, 1)
    /// Ends slowly.
    public static let easeOut = KeyframeTimingCurve(0, 0, 0.58, 1)
    /// Starts and ends slowly.
    public static let easeInOut = KeyframeTimingCurve(0.42, 0, 0.58, 1)
    /// A circular ease-in.
    public static let circularEaseIn = KeyframeTimingCurve(0.6, 0.04, 0.98, 0.335)
    /// A circular ease-out.
    public static let circularEaseOut = KeyframeTimingCurve(0.075, 0.82, 0.165, 1)
    /// A circular ease-in-out.
    public static let circularEaseInOut = KeyframeTimingCurve(0.785, 0.135, 0.15, 0.86)
}

/// A keyframe reached along a straight interpolation, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, ResolvedKeyframeTrackContent {
    let to: Value
    /// Moves to `to` over `duration` seconds along a timing curve.
    public init(_ to: Value, duration: TimeInterval, timingCurve: KeyframeTimingCurve = .linear) { self.to = to }
    /// The keyframe itself.
    public var body: LinearKeyframe { return self }
    var targets: [Any] { [to] }
}

/// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, ResolvedKeyframeTrackContent {
    let to: Value
    /// Moves to `to` with a spring, over `duration` seconds if given.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
    }
    /// The keyframe itself.
    public var body: SpringKeyframe { return self }
    var targets: [Any] { [to] }
}

/// A keyframe reached along a cubic curve, as SwiftUI's `CubicKeyframe`.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, ResolvedKeyframeTrackContent {
    let to: Value
    /// Moves to `to` over `duration` seconds along a cubic curve.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) { self.to = to }
    /// The keyframe itself.
    public var body: CubicKeyframe { return self }
    var targets: [Any] { [to] }
}

/// A keyframe that jumps to its value, as SwiftUI's `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, ResolvedKeyframeTrackContent {
    let to: Value
    /// Jumps to `to`.
    public init(_ to: Value) { self.to = to }
    /// The keyframe itself.
    public var body: MoveKeyframe { return self }
    var targets: [Any] { [to] }
}
