import Foundation
import Testing
@testable import KumikoCore

/// What each animation gives a backend that draws it: its duration, delay, curve and runs.
@Suite struct AnimationTimingTests {
    @Test func timingCurvesAreTheirBeziers() {
        // Core Animation's named timing functions (the same control points as CSS's keywords).
        #expect(Animation.easeInOut.timing.curve == .cubicBezier(0.42, 0, 0.58, 1))
        #expect(Animation.easeIn.timing.curve == .cubicBezier(0.42, 0, 1, 1))
        #expect(Animation.easeOut.timing.curve == .cubicBezier(0, 0, 0.58, 1))
        #expect(Animation.linear.timing.curve == .cubicBezier(0, 0, 1, 1))
        #expect(Animation.easeInOut.timing.duration == 0.35)
        #expect(Animation.easeInOut(duration: 1).timing.duration == 1)
    }

    @Test func speedDelayAndRepetition() {
        let timing = Animation.linear(duration: 2).speed(2).delay(0.5).repeatCount(3, autoreverses: true).timing
        #expect(timing.duration == 1)
        #expect(timing.delay == 0.5)
        #expect(timing.iterations == 3)
        #expect(timing.autoreverses)
        #expect(Animation.easeIn.repeatForever(autoreverses: false).timing.iterations == .infinity)
        #expect(!Animation.easeIn.repeatForever(autoreverses: false).timing.autoreverses)
        // The completion comes after the delay and every run; never for an animation that repeats forever.
        #expect(Animation.linear(duration: 2).speed(2).delay(0.5).repeatCount(3).completionDelay == 3.5)
        #expect(Animation.easeIn.repeatForever().completionDelay == nil)
    }

    @Test func aSpringIsSampledUntilItSettles() throws {
        // The default animation: a critically damped spring of response 0.5 s (ω = 4π), within 0.1 % of its
        // target once e^(−ωt)(1 + ωt) < 0.001, ωt ≈ 9.233: t ≈ 0.735 s.
        let timing = Animation.default.timing
        #expect(timing.duration == 0.735)
        guard case .samples(let samples) = timing.curve else { Issue.record("not sampled"); return }
        // A sample every 60th of a second: 45 steps.
        #expect(samples.count == 46)
        #expect(samples.first == 0)
        #expect(samples.last == 1)
        // No bounce: it never passes its target, and always moves on.
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 && $1 <= 1 })
        // A bouncy spring passes its target before it settles.
        guard case .samples(let bouncy) = Animation.bouncy.timing.curve else { Issue.record("not sampled"); return }
        #expect(try #require(bouncy.max()) > 1.01)
    }

    @Test func springsOfEveryDampingStartAtRestAndEndAtTheirTarget() {
        for ratio in [0.3, 0.825, 1, 1.5] {
            let spring = Spring(response: 0.5, dampingRatio: ratio)
            #expect(spring.position(at: 0) == 0)
            #expect(abs(spring.position(at: 0.001)) < 0.001, "ratio \(ratio): moves off at rest")
            #expect(abs(spring.position(at: spring.settlingTime) - 1) < 0.001, "ratio \(ratio)")
        }
    }
}
