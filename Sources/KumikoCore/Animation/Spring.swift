import Foundation

/// A spring's motion, as SwiftUI's `Spring`: made from a perceptual duration and bounce, a response and damping
/// ratio, or a mass, stiffness and damping; each form gives the others (`Spring(duration: 0.5, bounce: 0.3)`
/// has a response of 0.5 and a damping ratio of 0.7).
///
/// Kumiko animates nothing, so a spring is a description: SwiftUI's methods that evaluate a spring over time
/// (`value(target:initialVelocity:time:)` and its siblings) are not provided.
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the spring.
    public let mass: Double
    /// The spring's stiffness.
    public let stiffness: Double
    /// The drag on the motion.
    public let damping: Double

    private static let twoPi = 2 * Double.pi

    /// A spring of a perceptual duration (about its settling time) and bounce: 0 none (critically damped),
    /// positive values up to 1 bouncier, negative values down to −1 overdamped.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let bounce = bounce.isFinite ? min(max(bounce, -1), 1) : 0
        let dampingRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(response: duration, dampingRatio: dampingRatio)
    }

    /// A spring of a response (the period of the undamped oscillation, in seconds) and a damping ratio
    /// (1 critically damped, below 1 bouncy).
    public init(response: Double, dampingRatio: Double) {
        let response = response.isFinite && response > 0 ? response : 0.001
        let ratio = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
        mass = 1
        stiffness = (Self.twoPi / response) * (Self.twoPi / response)
        damping = 4 * Double.pi * ratio / response
    }

    /// A spring of physical parameters. Unless `allowOverDamping`, the damping is at most critical.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let mass = mass.isFinite && mass > 0 ? mass : 1
        let stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1
        var damping = damping.isFinite ? max(damping, 0) : 0
        if !allowOverDamping { damping = min(damping, 2 * (stiffness * mass).squareRoot()) }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring that settles (within `epsilon` of its target) in about `settlingDuration` seconds at a damping
    /// ratio.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let ratio = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 1) : 1
        let settling = settlingDuration.isFinite && settlingDuration > 0 ? settlingDuration : 0.5
        let epsilon = epsilon.isFinite && epsilon > 0 && epsilon < 1 ? epsilon : 0.001
        // The envelope e^(−ζωt) falls to epsilon at the settling time: ω = −ln ε / (ζ t).
        let omega = -log(epsilon) / (ratio * settling)
        self.init(response: Self.twoPi / omega, dampingRatio: ratio)
    }

    /// The period of the undamped oscillation, in seconds.
    public var response: Double { Self.twoPi / (stiffness / mass).squareRoot() }

    /// The damping as a fraction of critical damping.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The perceptual duration (the response).
    public var duration: TimeInterval { response }

    /// How bouncy the spring is: 0 none, up to 1; negative when overdamped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// About how long the spring takes to settle within 0.1 % of its target, in seconds.
    public var settlingDuration: TimeInterval {
        let omega = (stiffness / mass).squareRoot()
        let ratio = max(min(dampingRatio, 1), 0.01)
        return -log(0.001) / (ratio * omega)
    }

    /// A smooth spring: no bounce.
    public static var smooth: Spring { smooth() }
    /// A smooth spring of a duration, with extra bounce.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring: a bounce of 0.15.
    public static var snappy: Spring { snappy() }
    /// A snappy spring of a duration, with extra bounce over 0.15.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring: a bounce of 0.3.
    public static var bouncy: Spring { bouncy() }
    /// A bouncy spring of a duration, with extra bounce over 0.3.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
