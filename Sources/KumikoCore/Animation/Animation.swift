import Foundation

/// How a change is animated, as SwiftUI's `Animation`: a timing curve or a spring, delayed, sped up or repeated.
///
/// Two animations are equal when they say the same thing. A backend that draws animations (the browser) plays the
/// frame a change makes with the animation's ``timing``; a terminal shows the end state of an animation, never its
/// frames.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve an animation follows.
    enum Curve: Hashable, Sendable {
        /// A cubic Bézier timing curve through (0, 0), two control points and (1, 1), over a duration.
        case bezier(name: String, c0: UnitPointValue, c1: UnitPointValue, duration: Double)
        /// A spring; `interpolating` for the interpolating springs, which add up instead of replacing each other.
        case spring(Spring, blendDuration: Double, interpolating: Bool, initialVelocity: Double)
    }

    /// A unit point as plain numbers (`UnitPoint` itself need not be hashable for this).
    struct UnitPointValue: Hashable, Sendable {
        var x: Double
        var y: Double
    }

    /// How often the animation runs.
    enum Repetition: Hashable, Sendable {
        case once
        case count(Int, autoreverses: Bool)
        case forever(autoreverses: Bool)
    }

    let curve: Curve
    /// Seconds before the animation starts.
    private(set) var delay: Double = 0
    /// The speed multiplier (2 runs twice as fast).
    private(set) var speed: Double = 1
    private(set) var repetition = Repetition.once
    /// When the animation counts as finished for a completion, if earlier than its end.
    private(set) var logicallyCompleteAfter: Double?

    init(curve: Curve) { self.curve = curve }

    private static func bezier(_ name: String, _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                               duration: Double) -> Animation {
        Animation(curve: .bezier(name: name, c0: UnitPointValue(x: c0x, y: c0y), c1: UnitPointValue(x: c1x, y: c1y),
                                 duration: duration))
    }

    // MARK: Timing curves

    /// The system's default animation (a smooth spring).
    public static let `default` = Animation(curve: .spring(Spring(duration: 0.5, bounce: 0), blendDuration: 0,
                                                           interpolating: false, initialVelocity: 0))

    /// A linear animation of the default duration (0.35 s).
    public static var linear: Animation { linear(duration: 0.35) }
    /// A linear animation over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { bezier("linear", 0, 0, 1, 1, duration: duration) }

    /// An animation that starts slowly, of the default duration (0.35 s).
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// An animation that starts slowly, over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { bezier("easeIn", 0.42, 0, 1, 1, duration: duration) }

    /// An animation that ends slowly, of the default duration (0.35 s).
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// An animation that ends slowly, over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { bezier("easeOut", 0, 0, 0.58, 1, duration: duration) }

    /// An animation that starts and ends slowly, of the default duration (0.35 s).
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// An animation that starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation {
        bezier("easeInOut", 0.42, 0, 0.58, 1, duration: duration)
    }

    /// An animation along a cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: TimeInterval = 0.35) -> Animation {
        bezier("timingCurve", c0x, c0y, c1x, c1y, duration: duration)
    }

    /// An animation along a cubic Bézier timing curve with two control points.
    public static func timingCurve(_ p1: UnitPoint, _ p2: UnitPoint, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(p1.x, p1.y, p2.x, p2.y, duration: duration)
    }

    // MARK: Springs

    private static func springCurve(_ spring: Spring, blend: Double = 0, interpolating: Bool = false,
                                    velocity: Double = 0) -> Animation {
        Animation(curve: .spring(spring, blendDuration: blend, interpolating: interpolating, initialVelocity: velocity))
    }

    /// A spring with the default response and damping.
    public static var spring: Animation { spring() }

    /// A spring given by its response (seconds) and damping fraction, as in iOS 13.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation {
        springCurve(Spring(response: response, dampingRatio: dampingFraction), blend: blendDuration)
    }

    /// A spring given by its perceptual duration and bounce (0 none, up to 1).
    @_disfavoredOverload
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        springCurve(Spring(duration: duration, bounce: bounce), blend: blendDuration)
    }

    /// A spring animation of a ``Spring``.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        springCurve(spring, blend: blendDuration)
    }

    /// A stiff spring for interactive changes.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A stiff spring for interactive changes, given by its response and damping fraction.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        springCurve(Spring(response: response, dampingRatio: dampingFraction), blend: blendDuration)
    }

    /// A stiff spring for interactive changes, given by its duration and extra bounce.
    @_disfavoredOverload
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
                                         blendDuration: TimeInterval = 0.25) -> Animation {
        springCurve(Spring(duration: duration, bounce: 0.14 + extraBounce), blend: blendDuration)
    }

    /// An interpolating spring with the default parameters.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring given by its physical parameters.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0.0) -> Animation {
        springCurve(Spring(mass: mass, stiffness: stiffness, damping: damping), interpolating: true, velocity: initialVelocity)
    }

    /// An interpolating spring given by its perceptual duration and bounce.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                           initialVelocity: Double = 0.0) -> Animation {
        springCurve(Spring(duration: duration, bounce: bounce), interpolating: true, velocity: initialVelocity)
    }

    /// An interpolating spring of a ``Spring``.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        springCurve(spring, interpolating: true, velocity: initialVelocity)
    }

    /// A smooth spring: no bounce.
    public static var smooth: Animation { smooth() }
    /// A smooth spring of a duration, with extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        springCurve(.smooth(duration: duration, extraBounce: extraBounce))
    }

    /// A snappy spring: a little bounce.
    public static var snappy: Animation { snappy() }
    /// A snappy spring of a duration, with extra bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        springCurve(.snappy(duration: duration, extraBounce: extraBounce))
    }

    /// A bouncy spring.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring of a duration, with extra bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        springCurve(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    // MARK: Modifiers

    /// The animation, started after `delay` seconds.
    public func delay(_ delay: TimeInterval) -> Animation {
        var copy = self
        copy.delay += delay
        return copy
    }

    /// The animation run `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed
        return copy
    }

    /// The animation run `repeatCount` times, reversing every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetition = .count(repeatCount, autoreverses: autoreverses)
        return copy
    }

    /// The animation run for as long as the view is shown, reversing every other time when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repetition = .forever(autoreverses: autoreverses)
        return copy
    }

    /// The animation, counted as complete (for `withAnimation`'s completion) after `duration` seconds.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        var copy = self
        copy.logicallyCompleteAfter = duration
        return copy
    }

    /// Whether the animation never ends (`repeatForever`): a terminal shows the state it animates to.
    var repeatsForever: Bool {
        if case .forever = repetition { return true }
        return false
    }

    /// Says once on stderr that `animation`, if it repeats forever, is shown at its end (the one kind of
    /// animation whose look differs from its end state for as long as the view is shown), for a graph whose backend
    /// draws no animations (a terminal).
    static func noteEndState(of animation: Animation?) {
        guard animation?.repeatsForever == true else { return }
        Diagnostics.warnOnce("Animation.repeatForever",
            "An animation with repeatForever(): a terminal does not animate; the view shows the state the animation goes to, still.")
    }

    /// A description of the animation: its curve and modifiers.
    public var description: String {
        var text: String
        switch curve {
        case let .bezier(name, c0, c1, duration):
            text = name == "timingCurve" ? "timingCurve(\(c0.x), \(c0.y), \(c1.x), \(c1.y), duration: \(duration))"
                : "\(name)(duration: \(duration))"
        case let .spring(spring, blend, interpolating, velocity):
            text = "\(interpolating ? "interpolatingSpring" : "spring")(response: \(spring.response), "
                + "dampingRatio: \(spring.dampingRatio)"
                + (blend != 0 ? ", blendDuration: \(blend)" : "") + (velocity != 0 ? ", initialVelocity: \(velocity)" : "") + ")"
        }
        if delay != 0 { text += ".delay(\(delay))" }
        if speed != 1 { text += ".speed(\(speed))" }
        switch repetition {
        case .once: break
        case let .count(count, autoreverses): text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
        case let .forever(autoreverses): text += ".repeatForever(autoreverses: \(autoreverses))"
        }
        return text
    }
}
