import Foundation
import Testing
@testable import ScrollCore

/// The numbers in these tables are UIKit's constants as publicly reverse-engineered (rate 0.998 per ms, spring stiffness 100, ease-out (0, 0, 0.58, 1)).
struct DecelerationTests {
    @Test(arguments: [(0.1, 181.25), (0.5, 631.86), (1.0, 864.07)])
    func normalRateFlingOf2000MatchesTheSpecTable(t: Double, expected: Double) {
        let fling = uikitDeceleration(origin: 0, velocity: 2000)
        #expect(abs(fling.position(at: t) - expected) < 0.01)
    }

    @Test func normalRateFlingOf2000RestsAt999AndEndsAt3796ms() {
        let fling = uikitDeceleration(origin: 0, velocity: 2000)
        #expect(abs(fling.finalPosition - 999.0) < 0.01)
        #expect(abs(fling.duration - 3.796) < 0.001)
        #expect(!fling.isDone(at: 3.79))
        #expect(fling.isDone(at: 3.80))
        #expect(abs(fling.finalPosition - fling.position(at: fling.duration) - 0.5) < 1e-9)
    }

    @Test func fastRateStopsSooner() {
        let normal = uikitDeceleration(origin: 0, velocity: 2000)
        let fast = uikitDeceleration(origin: 0, velocity: 2000, rate: ScrollPhysics.uikitDecelerationRate.fast)
        #expect(fast.finalPosition < normal.finalPosition)
        #expect(fast.duration < normal.duration)
        // r = 0.99: k = 1000 ln 0.99 = −10.05, rest = 2000 / 10.05
        #expect(abs(fast.finalPosition - 2000 / (-1000 * log(0.99))) < 1e-9)
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        let fling = uikitDeceleration(origin: 50, velocity: -1500)
        for t in stride(from: 0.0, through: 2.0, by: 0.25) {
            let h = 1e-6
            let numeric = (fling.position(at: t + h) - fling.position(at: t - h)) / (2 * h)
            #expect(abs(numeric - fling.velocity(at: t)) < 1e-3)
        }
    }

    @Test func retargetedFlingRestsExactlyOnTheTarget() {
        let fling = uikitDeceleration(origin: 120, rest: 434)
        #expect(abs(fling.finalPosition - 434) < 1e-9)
        #expect(fling.initialVelocity > 0)
    }

    @Test func timeToReachAnEdgeIsWhereThePositionEqualsIt() throws {
        let fling = uikitDeceleration(origin: 0, velocity: 2000)
        let t = try #require(fling.time(toReach: 700))
        #expect(abs(fling.position(at: t) - 700) < 1e-9)
        #expect(fling.time(toReach: 1200) == nil, "beyond the rest point")
        #expect(fling.time(toReach: -10) == nil, "behind the origin")
    }

    @Test func aTinyFlingIsAlreadyDone() {
        #expect(uikitDeceleration(origin: 0, velocity: 0.5).duration == 0)
    }
}

struct SpringTests {
    @Test func releasedAtRestFromAnOverscrollItReturnsWithoutOvershoot() {
        let spring = uikitSpring(from: -80, velocity: 0, target: 0)
        var previous = -80.0
        for t in stride(from: 0.01, through: spring.duration, by: 0.01) {
            let x = spring.position(at: t)
            #expect(x >= previous, "monotone toward the edge")
            #expect(x <= 0, "no crossing")
            previous = x
        }
        #expect(spring.isDone(at: spring.duration))
        #expect(abs(spring.position(at: spring.duration)) < 0.5)
    }

    @Test func followsTheClosedFormOfTheCriticallyDampedSpring() {
        // x(t) = e^(−10t) (x0 + (v0 + 10 x0) t), UIKit's bounce
        let spring = uikitSpring(from: 1030, velocity: 600, target: 1000)
        for t in [0.0, 0.05, 0.1, 0.3, 0.7] {
            let expected = 1000 + exp(-10 * t) * (30 + (600 + 300) * t)
            #expect(abs(spring.position(at: t) - expected) < 1e-9)
        }
    }

    @Test func aFlingIntoTheEdgeOvershootsOnceThenSettles() {
        // Crossing the edge at 2000 pt/s: the peak is at t = 0.1, v0/(10e) ≈ 73.6 pt past it.
        let spring = uikitSpring(from: 0, velocity: 2000, target: 0)
        #expect(abs(spring.position(at: 0.1) - 2000 * 0.1 * exp(-1)) < 1e-9)
        #expect(spring.duration > 0.1)
        #expect(abs(spring.position(at: spring.duration)) < 0.5 + 1e-9)
        #expect(abs(spring.position(at: spring.duration - 0.01)) >= 0.5)
    }

    @Test func velocityIsTheDerivativeOfPosition() {
        let spring = uikitSpring(from: -40, velocity: -900, target: 0)
        // It starts at the velocity it was given; from then on, the central difference (the curve
        // starts at t = 0: before it there is nothing to difference).
        #expect(spring.velocity(at: 0) == -900)
        for t in stride(from: 0.1, through: 0.8, by: 0.1) {
            let h = 1e-6
            let numeric = (spring.position(at: t + h) - spring.position(at: t - h)) / (2 * h)
            #expect(abs(numeric - spring.velocity(at: t)) < 1e-3)
        }
    }
}

struct TimingCurveTests {
    /// Progress of cubic-bezier(0, 0, 0.58, 1) at these times of a 0.5 s animation.
    @Test(arguments: [(0.050, 0.1606), (0.100, 0.3084), (0.125, 0.3781),
                      (0.250, 0.6846), (0.375, 0.9065), (0.450, 0.9830)])
    func easeOutProgressMatchesTheSpecTable(elapsed: Double, expected: Double) {
        let animation = TimedAnimation(from: 0, to: 1, duration: 0.5, curve: .easeOut)
        #expect(abs(animation.position(at: elapsed) - expected) < 0.00005)
    }

    @Test func easeOutIsNotTheQuadraticApproximation() {
        // t·(2 − t) at 0.5 is 0.75; the real curve gives 0.6846.
        #expect(abs(TimingCurve.easeOut.progress(at: 0.5) - 0.75) > 0.05)
    }

    @Test func linearProgressEqualsTime() {
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(abs(TimingCurve.linear.progress(at: t) - t) < 1e-9)
        }
    }

    @Test func endPointsAreExact() {
        for curve in [TimingCurve.easeOut, .easeInOut, .linear] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0)
            #expect(curve.progress(at: 7) == 1)
        }
    }

    @Test func animationVelocityIsTheDerivativeOfPosition() {
        let animation = TimedAnimation(from: 410, to: 434, duration: 0.5)
        for t in stride(from: 0.0, through: 0.45, by: 0.05) {
            let h = 1e-6
            let numeric = (animation.position(at: t + h) - animation.position(at: max(0, t - h))) / (t == 0 ? h : 2 * h)
            #expect(abs(numeric - animation.velocity(at: t)) < 0.05)
        }
        #expect(animation.velocity(at: 0.5) == 0)
        // ease-out starts at slope 3 / (3 · 0.58) per unit time: 24 pt in 0.5 s → 82.76 pt/s.
        #expect(abs(animation.velocity(at: 0) - 24 / 0.5 / 0.58) < 0.01)
    }
}
