import Foundation

/// How an animation plays over time, for a backend that draws animations: the length of one run, the
/// delay before it, its progress curve, and how often it runs.
///
/// A timing curve (`linear`, `easeIn`, `easeOut`, `easeInOut`, `timingCurve`) is its cubic Bézier, as Core
/// Animation's named timing functions (`linear` (0, 0, 1, 1), `easeIn` (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1),
/// `easeInOut` (0.42, 0, 0.58, 1)) over its duration. A spring
/// (`default`, `spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`, the interpolating springs) is its
/// motion from 0 to 1 at rest (no initial velocity) sampled at even times: a spring has no fixed duration, so it
/// plays until it has settled within 0.1 % of its target (under a third of a point for a 300-point move), and a
/// Bézier cannot bounce past its target, so the curve is sampled rather than approximated (a backend joins the
/// samples linearly).
package struct AnimationTiming: Equatable, Sendable {
    /// The progress of an animation over one run.
    package enum Curve: Equatable, Sendable {
        /// A cubic Bézier through (0, 0), (x1, y1), (x2, y2) and (1, 1).
        case cubicBezier(Double, Double, Double, Double)
        /// The progress at even times from the start (0) to the end (1) of the run.
        case samples([Double])
    }

    /// The length of one run, in seconds (after the animation's speed).
    package var duration: Double
    /// Seconds before the first run starts.
    package var delay: Double
    /// The progress curve.
    package var curve: Curve
    /// How many runs (`.infinity` for an animation that repeats forever).
    package var iterations: Double
    /// Whether every other run goes backwards.
    package var autoreverses: Bool
}

extension Animation {
    /// How the animation plays over time (see ``AnimationTiming``).
    package var timing: AnimationTiming {
        let speed = self.speed.isFinite && self.speed > 0 ? self.speed : 1
        let delay = self.delay.isFinite ? max(self.delay, 0) : 0
        var duration: Double
        let curve: AnimationTiming.Curve
        switch self.curve {
        case let .bezier(_, c0, c1, length):
            duration = length
            curve = .cubicBezier(c0.x, c0.y, c1.x, c1.y)
        case let .spring(spring, _, _, _):
            duration = spring.settlingTime
            let count = min(max(Int((duration * 60).rounded(.up)), 10), 60)
            curve = .samples((0...count).map { index in
                index == count ? 1 : spring.position(at: duration * Double(index) / Double(count))
            })
        }
        duration = (duration.isFinite ? max(duration, 0) : 0) / speed
        let iterations: Double, autoreverses: Bool
        switch repetition {
        case .once: (iterations, autoreverses) = (1, false)
        case let .count(count, reverses): (iterations, autoreverses) = (Double(max(count, 1)), reverses)
        case let .forever(reverses): (iterations, autoreverses) = (.infinity, reverses)
        }
        return AnimationTiming(duration: duration, delay: delay, curve: curve, iterations: iterations,
                               autoreverses: autoreverses)
    }

    /// Seconds from the change to the animation's completion (for `withAnimation`'s completion): its delay and
    /// runs, or the time it is logically complete after; nil for an animation that never ends.
    var completionDelay: Double? {
        if let logical = logicallyCompleteAfter, logical.isFinite { return max(logical, 0) }
        let timing = self.timing
        guard timing.iterations.isFinite else { return nil }
        return timing.delay + timing.duration * timing.iterations
    }
}

extension Spring {
    /// Where the spring is at `time` seconds on its way from 0 to 1, starting at rest (a damped harmonic
    /// oscillator: under-, critically or over-damped by its damping ratio).
    func position(at time: Double) -> Double {
        let omega = (stiffness / mass).squareRoot()
        let ratio = dampingRatio
        guard omega.isFinite, omega > 0, ratio.isFinite, time > 0 else { return time > 0 ? 1 : 0 }
        if abs(ratio - 1) < 1e-6 {
            return 1 - exp(-omega * time) * (1 + omega * time)
        } else if ratio < 1 {
            let damped = omega * (1 - ratio * ratio).squareRoot()
            return 1 - exp(-ratio * omega * time) * (cos(damped * time) + ratio * omega / damped * sin(damped * time))
        } else {
            let root = (ratio * ratio - 1).squareRoot()
            let fast = -omega * (ratio - root), slow = -omega * (ratio + root)
            // x(t) = 1 + a·e^(fast·t) + b·e^(slow·t), x(0) = 0, x'(0) = 0.
            let a = slow / (fast - slow), b = -fast / (fast - slow)
            return 1 + a * exp(fast * time) + b * exp(slow * time)
        }
    }

    /// The time after which the spring stays within 0.1 % of its target, in seconds (found by stepping its motion
    /// in milliseconds, at most 10 s).
    var settlingTime: Double {
        var last = 0.0
        var time = 0.0
        while time < 10 {
            time += 0.001
            if abs(1 - position(at: time)) >= 0.001 { last = time }
        }
        // The first millisecond after the last one outside the band.
        return ((last + 0.001) * 1000).rounded() / 1000
    }
}
