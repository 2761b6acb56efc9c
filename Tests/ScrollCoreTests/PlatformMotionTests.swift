import Foundation
import Testing
@testable import ScrollCore

/// The platforms' own test numbers where they publish them, each test saying which file they come
/// from; otherwise values computed here from the published formula, independently of the motion.

/// Numerical derivative check shared by every motion: velocity is the slope of position.
private func expectVelocityIsTheDerivative(of motion: some Motion, through end: Double,
                                           tolerance: Double = 1e-3, sourceLocation: SourceLocation = #_sourceLocation) {
    let h = 1e-6
    for t in stride(from: h, to: end - h, by: end / 17) {
        let numeric = (motion.position(at: t + h) - motion.position(at: t - h)) / (2 * h)
        #expect(abs(numeric - motion.velocity(at: t)) < tolerance * max(1, abs(numeric)),
                "at t = \(t)", sourceLocation: sourceLocation)
    }
}

/// Flutter's FrictionSimulation with its default tolerance (`Tolerance.defaultTolerance`, 0.001).
private func flutterFriction(_ drag: Double, _ position: Double, _ velocity: Double, stopSpeed: Double = 0.001) -> FrictionFling {
    FrictionFling(name: "flutter friction", origin: position, velocity: velocity, rate: drag, stepsPerSecond: 1,
                  stop: .speed(stopSpeed))
}

struct FrictionFlingTests {
    /// packages/flutter/test/physics/friction_simulation_test.dart, "Friction simulation positive velocity".
    @Test func flutterPositiveVelocity() throws {
        let friction = flutterFriction(0.135, 100, 100)
        #expect(abs(friction.position(at: 0) - 100) < 1e-10)
        #expect(abs(friction.velocity(at: 0) - 100) < 1e-10)
        #expect(abs(friction.position(at: 0.1) - 110) <= 1)
        #expect(abs(friction.position(at: 0.5) - 131) <= 1)
        #expect(abs(friction.position(at: 2.0) - 149) <= 1)
        #expect(abs(friction.asymptote - 149) <= 1)
        #expect(friction.time(toReach: 100) == 0)
        for t in [0.1, 0.5, 2.0] {
            #expect(abs(try #require(friction.time(toReach: friction.position(at: t))) - t) < 1e-10)
        }
        #expect(friction.time(toReach: -1) == nil)
        #expect(friction.time(toReach: 200) == nil)
    }

    /// friction_simulation_test.dart, "Friction simulation negative velocity".
    @Test func flutterNegativeVelocity() throws {
        let friction = flutterFriction(0.135, 100, -100)
        #expect(abs(friction.velocity(at: 0) + 100) < 1e-10)
        #expect(abs(friction.position(at: 0.1) - 91) <= 1)
        #expect(abs(friction.position(at: 0.5) - 68) <= 1)
        #expect(abs(friction.position(at: 2.0) - 51) <= 1)
        #expect(abs(friction.asymptote - 50) <= 1)
        for t in [0.1, 0.5, 2.0] {
            #expect(abs(try #require(friction.time(toReach: friction.position(at: t))) - t) < 1e-10)
        }
        #expect(friction.time(toReach: 101) == nil)
        #expect(friction.time(toReach: 40) == nil)
    }

    /// packages/flutter/test/physics/newton_test.dart, "test_friction" (tolerance velocity 1).
    @Test func flutterNewtonFriction() {
        let friction = flutterFriction(0.3, 100, 400, stopSpeed: 1)
        #expect(!friction.isDone(at: 0))
        #expect(friction.position(at: 1) > 330 && friction.position(at: 1) < 335)
        #expect(abs(friction.velocity(at: 1) - 120) < 1e-9)
        #expect(abs(friction.velocity(at: 2) - 36) < 1e-9)
        #expect(abs(friction.velocity(at: 3) - 10.8) < 1e-9)
        #expect(friction.velocity(at: 4) < 3.5)
        #expect(friction.isDone(at: 5))
        #expect(friction.position(at: 5) > 431 && friction.position(at: 5) < 432)
    }

    @Test func itStopsWhereItIsWhenSlowerThanTheStopSpeed() {
        // Flutter's scroll tolerance at 1 px per point: 1 / (0.050 · 1) = 20 pt/s.
        let fling = flutterFriction(0.135, 0, 2000, stopSpeed: 20)
        // |v0| · dragᵗ = 20 → t = ln(0.01) / ln(0.135); it stops 20 / |ln 0.135| short of the asymptote.
        #expect(abs(fling.duration - log(0.01) / log(0.135)) < 1e-12)
        #expect(abs(fling.asymptote - fling.finalPosition - 20 / -log(0.135)) < 1e-9)
        #expect(fling.position(at: fling.duration + 1) == fling.finalPosition)
        #expect(fling.velocity(at: fling.duration) == 0)
        #expect(fling.time(toReach: fling.finalPosition + 1) == nil, "beyond where it stops")
        expectVelocityIsTheDerivative(of: fling, through: fling.duration)
    }
}

struct ClampingFlingTests {
    static let samples: [(Double, Double)] = [
        (51.0, 2866.91537), (584.0, 2617.294734), (345.0, 1982.785934), (0.0, 1831.366634),
        (-156.2, 1541.57665), (4.0, 1139.250439), (4534.0, 1073.553798), (75.0, 614.2093), (5469.0, 182.114534),
    ]

    /// packages/flutter/test/widgets/scroll_simulation_test.dart, "has a stable initial conditions"
    /// and "velocity eventually reaches zero".
    @Test(arguments: samples)
    func flutterInitialAndFinalConditions(position: Double, velocity: Double) {
        let fling = ClampingFling(origin: position, velocity: velocity)
        #expect(abs(fling.position(at: 0) - position) < 1e-10)
        #expect(abs(fling.velocity(at: 0) - velocity) < 1e-10)
        #expect(fling.velocity(at: 10) == 0)
    }

    /// scroll_simulation_test.dart, "only decelerates, never speeds up" and "reaches a smooth stop"
    /// (maximum deceleration 5130 pt/s² at 8000 pt/s).
    @Test func flutterOnlyDeceleratesAndStopsSmoothly() {
        let fling = ClampingFling(origin: 0, velocity: 8000)
        var time = 0.0
        var velocity = fling.velocity(at: time)
        let delta = 1.0 / 60
        repeat {
            #expect(time < 3)
            time += delta
            let next = fling.velocity(at: time)
            #expect(next <= velocity)
            #expect(abs(next - velocity) < delta * 5130)
            velocity = next
        } while !fling.isDone(at: time)
        #expect(abs(velocity) < 1e-10)
    }

    /// scroll_simulation_test.dart, "is ballistic": restarting every 1/90 s from the current
    /// position and velocity follows the undisturbed fling.
    @Test func flutterIsBallistic() {
        let delta = 1.0 / 90
        let undisturbed = ClampingFling(origin: 0, velocity: 8000)
        var restarted = undisturbed
        var time = 0.0
        repeat {
            #expect(time < 4)
            time += delta
            restarted = ClampingFling(origin: restarted.position(at: delta), velocity: restarted.velocity(at: delta))
            #expect(abs(restarted.position(at: 0) - undisturbed.position(at: time)) < 1e-6)
            #expect(abs(restarted.velocity(at: 0) - undisturbed.velocity(at: time)) < 1e-6)
        } while !restarted.isDone(at: 0) || !undisturbed.isDone(at: time)
    }

    @Test func followsTheRefittedSplineOf2000() {
        // Computed here from scroll_simulation.dart's formula: v_ref = 0.015 · g_px / 0.35,
        // T = D · 0.35 · (2000 / v_ref)^(1/(D − 1)), d = 2000 T / D.
        let d = log(0.78) / log(0.9)
        let reference = 0.015 * 9.80665 * 39.37 * 160 * 0.84 / 0.35
        let duration = d * 0.35 * pow(2000 / reference, 1 / (d - 1))
        let fling = ClampingFling(origin: 0, velocity: 2000)
        #expect(abs(fling.duration - duration) < 1e-12)
        #expect(abs(fling.finalPosition - 2000 * duration / d) < 1e-9)
        #expect(abs(fling.position(at: duration / 2) - 2000 * duration / d * (1 - pow(0.5, d))) < 1e-9)
        expectVelocityIsTheDerivative(of: fling, through: fling.duration)
    }

    @Test func aFlingAimedAtARestLandsOnItWithItsVelocity() throws {
        let fling = try #require(ClampingFling(origin: 100, velocity: 1500, rest: 900))
        #expect(abs(fling.finalPosition - 900) < 1e-9)
        #expect(abs(fling.velocity(at: 0) - 1500) < 1e-9)
        #expect(ClampingFling(origin: 100, velocity: 1500, rest: 50) == nil, "behind the motion")
        let v = ClampingFling.velocity(toTravel: -640)
        #expect(abs(ClampingFling(origin: 0, velocity: v).finalPosition + 640) < 1e-9)
    }

    @Test func timeToReachIsTheInverseOfPosition() throws {
        let fling = ClampingFling(origin: 20, velocity: -3000)
        for t in [0.0, 0.1, 0.4, 0.8] {
            #expect(abs(try #require(fling.time(toReach: fling.position(at: t))) - t) < 1e-9)
        }
        #expect(fling.time(toReach: fling.finalPosition - 1) == nil)
    }
}

struct DampedSpringTests {
    private static func spring(_ ratio: Double, stiffness: Double = 100, from: Double, to: Double,
                               tolerance: Double = 0.001) -> DampedSpring {
        DampedSpring(name: "flutter spring", spring: .init(mass: 1, stiffness: stiffness, ratio: ratio), from: from,
                     velocity: 0, target: to, distanceTolerance: tolerance, velocityTolerance: tolerance)
    }

    /// packages/flutter/test/physics/newton_test.dart, "crit_spring" (tolerance 0.01).
    @Test func flutterCriticallyDamped() {
        let crit = Self.spring(1, from: 0, to: 500, tolerance: 0.01)
        #expect(!crit.isDone(at: 0))
        #expect(crit.position(at: 0) == 0)
        #expect(crit.velocity(at: 0) == 0)
        #expect(crit.position(at: 0.25).rounded(.down) == 356)
        #expect(crit.position(at: 0.50).rounded(.down) == 479)
        #expect(crit.position(at: 0.75).rounded(.down) == 497)
        #expect(crit.velocity(at: 0.25).rounded(.down) == 1026)
        #expect(crit.velocity(at: 0.50).rounded(.down) == 168)
        #expect(crit.velocity(at: 0.75).rounded(.down) == 20)
        #expect(crit.position(at: 1.5) > 499 && crit.position(at: 1.5) < 501)
        #expect(crit.velocity(at: 1.5) < 0.1)
        #expect(crit.isDone(at: 1.6))
    }

    /// newton_test.dart, "overdamped_spring" (ratio 1.25, tolerance 0.01).
    @Test func flutterOverdamped() {
        let over = Self.spring(1.25, from: 0, to: 500, tolerance: 0.01)
        #expect(abs(over.velocity(at: 0)) < 1e-10)
        #expect(over.position(at: 0.5).rounded(.down) == 445)
        #expect(over.position(at: 1.0).rounded(.down) == 495)
        #expect(over.position(at: 1.5).rounded(.down) == 499)
        #expect(over.velocity(at: 0.5).rounded(.down) == 273)
        #expect(over.velocity(at: 1.0).rounded(.down) == 22)
        #expect(over.velocity(at: 1.5).rounded(.down) == 1)
        #expect(over.isDone(at: 3))
    }

    /// newton_test.dart, "underdamped_spring" (ratio 0.25, default tolerance 0.001). Flutter's plain
    /// SpringSimulation reads 299.99… at 6 s; this one, like ScrollSpringSimulation, rests on 300.
    @Test func flutterUnderdamped() {
        let under = Self.spring(0.25, from: 0, to: 300)
        #expect(abs(under.position(at: 0)) < 1e-10)
        #expect(under.position(at: 1).rounded(.down) == 325)
        #expect(under.velocity(at: 1).rounded(.down) == -65)
        #expect(abs(under.position(at: 6) - 300) < 1)
        #expect(under.velocity(at: 6).rounded(.down) == 0)
        #expect(under.isDone(at: 6))
    }

    /// newton_test.dart, "over/under scroll spring": a BouncingScrollSimulation from 500 at −7500 pt/s
    /// with extents 0…1000, spring (m 1, k 170, ratio 1.1), tolerance 45 pt/s and 1.5 pt. The friction
    /// hands over to the spring where it crosses 0, with its velocity there — as the scroller does.
    @Test func flutterBouncingHandOver() throws {
        let friction = flutterFriction(0.135, 500, -7500, stopSpeed: 45)
        let crossing = try #require(friction.time(toReach: 0))
        let spring = DampedSpring(name: "flutter spring", spring: .init(mass: 1, stiffness: 170, ratio: 1.1), from: 0,
                                  velocity: friction.velocity(at: crossing), target: 0, distanceTolerance: 1.5,
                                  velocityTolerance: 45)
        func x(_ t: Double) -> Double { t < crossing ? friction.position(at: t) : spring.position(at: t - crossing) }
        func dx(_ t: Double) -> Double { t < crossing ? friction.velocity(at: t) : spring.velocity(at: t - crossing) }
        #expect(abs(x(0.065) - 42) <= 1)
        #expect(abs(dx(0.065) + 6584) <= 1)
        #expect(abs(x(0.1) + 123) <= 1)
        #expect(abs(dx(0.1) + 2613) <= 1)
        #expect(abs(x(0.5) + 15) <= 1)
        #expect(abs(dx(0.5) - 124) <= 1)
        #expect(spring.isDone(at: 2 - crossing))
        #expect(x(2) == 0)
    }

    @Test func gtkOvershootIsCriticallyDampedAndClampedByTheFrameThatFindsItPast50() throws {
        // gtkkineticscrolling.c: critically damped with m = overshoot_friction = 20, k = m²/4;
        // x(t) = e^(−10t)(c1 + c2 t), c2 = v0 + 10 c1. From the top edge at 2000 pt/s the free
        // spring would peak at 2000 / (10 e) ≈ 73.6 pt; the first tick that finds it past 50 pt
        // restarts it at rest from 50 pt out.
        let model = try #require(ScrollPhysics.gtk.edge.bounce)
        let free = DampedSpring(name: "gtk overshoot", spring: .init(mass: 1, stiffness: 100, damping: 20), from: 0,
                                velocity: 1000, target: 0, distanceTolerance: 0.1)
        for t in [0.02, 0.1, 0.3] {
            #expect(abs(free.position(at: t) - exp(-10 * t) * 1000 * t) < 1e-9)
        }
        let top = model.bounce(from: 0, velocity: -2000, edge: 0)
        // A frame at 20 ms finds −2000 · 0.02 · e^(−0.2) = −32.7: it goes on; one at 50 ms, −60.7: clamped.
        #expect(model.continuation(of: top, atFrame: 0.02, after: 0) == nil)
        let clamped = try #require(model.continuation(of: top, atFrame: 0.05, after: 0.02))
        #expect(clamped.position(at: 0) == -50)
        #expect(clamped.velocity(at: 0) == 0)
        let s = 0.2
        #expect(abs(clamped.position(at: s) + 50 * exp(-10 * s) * (1 + 10 * s)) < 1e-9)
        #expect(model.continuation(of: clamped, atFrame: 0.1, after: 0.05) == nil, "from rest at 50 it only closes in")
        #expect(clamped.position(at: clamped.duration) == 0)
        // Past the end GTK compares the overshoot with `upper + 50`: a list's end is never clamped.
        let end = model.bounce(from: 9200, velocity: 2000, edge: 9200)
        #expect(model.continuation(of: end, atFrame: 0.1, after: 0.05) == nil)
        #expect(abs(end.position(at: 0.1) - 9200 - 2000 * 0.1 * exp(-1)) < 1e-9)
        expectVelocityIsTheDerivative(of: free, through: free.duration)
    }
}

struct ConstantDecelerationTests {
    @Test func qtFlickOf2000At1500() throws {
        // x(t) = v t − a t²/2: stops after 2000 / 1500 s, 2000² / 3000 pt on.
        let flick = ConstantDeceleration(name: "qt flick", origin: 10, velocity: 2000, deceleration: 1500)
        #expect(abs(flick.duration - 4.0 / 3) < 1e-12)
        #expect(abs(flick.finalPosition - (10 + 4_000_000.0 / 3000)) < 1e-9)
        #expect(abs(flick.position(at: 0.5) - (10 + 1000 - 187.5)) < 1e-9)
        #expect(abs(flick.velocity(at: 0.5) - 1250) < 1e-9)
        #expect(flick.position(at: 9) == flick.finalPosition)
        #expect(abs(try #require(flick.time(toReach: 10 + 812.5)) - 0.5) < 1e-9)
        #expect(flick.time(toReach: flick.finalPosition + 1) == nil)
        expectVelocityIsTheDerivative(of: flick, through: flick.duration)
    }

    @Test func aFlickAimedAtARestStopsOnIt() throws {
        let flick = try #require(ConstantDeceleration(name: "qt flick", origin: 0, velocity: -900, rest: -400))
        #expect(abs(flick.finalPosition + 400) < 1e-9)
        #expect(ConstantDeceleration(name: "qt flick", origin: 0, velocity: -900, rest: 400) == nil)
    }
}

struct QtBounceTests {
    @Test func aFlickCrossingTheBoundOvershootsThenRebounds() {
        // Crossing at 2000 pt/s: the overshoot is at most min(150, 2000/3) = 150 pt, so it slows at
        // max(8 · 1500, 2000² / 300) = 13 333 pt/s² and stops 150 pt out after 0.15 s; then 0.1 s
        // InQuad to 75 pt out and 0.3 s OutExpo back to the bound.
        let bounce = QtBounce(from: 1000, velocity: 2000, edge: 1000, flickDeceleration: 1500)
        #expect(abs(bounce.reboundStart - 1150) < 1e-9)
        #expect(abs(bounce.duration - (0.15 + 0.4)) < 1e-9)
        #expect(abs(bounce.position(at: 0.15 + 0.05) - (1150 - 75 * 0.25)) < 1e-9)
        #expect(abs(bounce.position(at: 0.25) - 1075) < 1e-9)
        let u = 0.5
        #expect(abs(bounce.position(at: 0.25 + 0.3 * u) - (1075 - 75 * 1.001 * (1 - pow(2, -10 * u)))) < 1e-9)
        #expect(bounce.position(at: 0.55) == 1000)
        expectVelocityIsTheDerivative(of: bounce, through: bounce.duration)
    }

    @Test func aSlowCrossingOvershootsLessThan150() {
        // At 600 pt/s: at most 200 pt, and 8 · 1500 pt/s² stops it in 600² / 24 000 = 15 pt.
        let bounce = QtBounce(from: 0, velocity: -600, edge: 0, flickDeceleration: 1500)
        #expect(abs(bounce.reboundStart + 15) < 1e-9)
    }

    @Test func releasedPastTheBoundItReboundsAtOnce() {
        let bounce = QtBounce(from: -60, velocity: -300, edge: 0, flickDeceleration: 1500)
        #expect(bounce.overshoot == nil)
        #expect(abs(bounce.duration - 0.4) < 1e-12)
        #expect(abs(bounce.position(at: 0.1) + 30) < 1e-9)
    }
}

struct BezierFlingTests {
    /// ui/events/gestures/physics_based_fling_curve_unittest.cc, BasicFlingTestVelocityY: 5000 px/s
    /// in a 1920 × 1080 viewport; scrolled deltas at 20 ms, 250 ms and the end, each within 1 px.
    @Test func chromiumFlingAlongY() {
        let fling = BezierFling(origin: 0, velocity: 5000, dimension: 1080)
        let at20 = fling.position(at: 0.020), at250 = fling.position(at: 0.250)
        #expect(abs(at20 - 98) <= 1)
        #expect(abs(at250 - at20 - 923) <= 1)
        #expect(abs(fling.position(at: fling.duration) - at250 - 2218) <= 1)
        #expect(fling.position(at: 10) == fling.finalPosition)
    }

    /// physics_based_fling_curve_unittest.cc, BasicFlingTestVelocityX (the 1920 pt width bounds it).
    @Test func chromiumFlingAlongX() {
        let fling = BezierFling(origin: 0, velocity: 5000, dimension: 1920)
        let at20 = fling.position(at: 0.020), at250 = fling.position(at: 0.250)
        #expect(abs(at20 - 99) <= 1)
        #expect(abs(at250 - at20 - 1054) <= 1)
        #expect(abs(fling.finalPosition - at250 - 3571) <= 1)
    }

    /// ControlPointsWithSlopeLessThan1 / GreaterThan1.
    @Test func chromiumControlPoints() {
        let slow = BezierFling(origin: 0, velocity: 5000, dimension: 1920).curve
        #expect(slow.x1 == 0.2 && abs(slow.y1 - 0.43) < 0.01 && slow.x2 == 0.55 && slow.y2 == 1)
        let fast = BezierFling(origin: 0, velocity: 15000, dimension: 1920).curve
        #expect(abs(fast.x1 - 0.19) < 0.01 && fast.y1 == 1 && fast.x2 == 0.55 && fast.y2 == 1)
    }

    @Test func itStartsAtTheReleaseVelocityAndEndsAtRest() throws {
        for velocity in [-6000.0, 800, 2000, 15000] {
            let fling = BezierFling(origin: 0, velocity: velocity, dimension: 700)
            #expect(abs(fling.velocity(at: 0) - velocity) < 1e-6 * abs(velocity))
            #expect(fling.velocity(at: fling.duration) == 0)
            expectVelocityIsTheDerivative(of: fling, through: fling.duration, tolerance: 1e-2)
            let t = fling.duration / 3
            #expect(abs(try #require(fling.time(toReach: fling.position(at: t))) - t) < 1e-9)
        }
    }

    @Test func distanceIsThatOfTheConstantDecelerationCappedAtThreeViewports() {
        // a = 2.7559e-5 in/ms² · 96 px/in = 2645.7 pt/s²: 2000 pt/s → 2000² / 2a = 755.9 pt.
        let a = 2.7559e-5 * 96 * 1e6
        #expect(abs(BezierFling(origin: 0, velocity: 2000, dimension: 700).distance - 2000 * 2000 / (2 * a)) < 1e-9)
        #expect(BezierFling(origin: 0, velocity: -6000, dimension: 700).distance == -2100)
        #expect(abs(BezierFling.velocity(toTravel: 755.9) - (2 * a * 755.9).squareRoot()) < 1e-9)
    }
}

struct PlatformBounceModelTests {
    /// Flutter's BouncingScrollSimulation hands `min(dx, maxSpringTransferVelocity)` to the spring:
    /// a fling toward the end carries at most 5000 pt/s; toward the start `min` leaves it whole.
    @Test func flutterCarriesAtMost5000TowardTheEnd() {
        let model = DampedSpring.Model(name: "flutter spring", spring: .init(mass: 0.5, stiffness: 100, ratio: 1.1),
                                       distanceTolerance: 1, velocityTolerance: 20, transferLimit: 5000)
        #expect(abs(model.bounce(from: 900, velocity: 7000, edge: 900).velocity(at: 0) - 5000) < 1e-9)
        #expect(abs(model.bounce(from: 0, velocity: -7000, edge: 0).velocity(at: 0) + 7000) < 1e-9)
        #expect(abs(model.bounce(from: 950, velocity: 7000, edge: 900).velocity(at: 0) - 7000) < 1e-9, "a release past the edge")
    }

    /// GTK ends its overshoot on distance alone (|pos| < 0.1): a spring released past the edge and
    /// sent back through it at speed swings out the other side instead of stopping as it passes.
    @Test func gtkOvershootDoesNotEndWhilePassingTheEdgeAtSpeed() {
        let spring = DampedSpring(name: "gtk overshoot", spring: .init(mass: 1, stiffness: 100, damping: 20), from: 80,
                                  velocity: -3000, target: 0, distanceTolerance: 0.1)
        // x(t) = e^(−10t)(80 − 2200 t): through 0 at t = 80/2200 s, then out past the start.
        #expect(spring.duration > 0.2)
        #expect((0..<100).map { spring.position(at: Double($0) / 200) }.min()! < -10)
        #expect(abs(spring.position(at: spring.duration - 0.001)) < 0.1 + 1e-3)
    }

    /// GTK 3's stop speed is its "moved less than 1 px in a 60 Hz frame" rule: at the fling's end a
    /// frame's travel is exactly 1 pt.
    @Test func gtk3StopsWhenA60HzFrameWouldMoveItLessThanAPoint() throws {
        guard let fling = ScrollPhysics.gtk3.fling.fling(from: 0, velocity: 3000) as? FrictionFling else {
            Issue.record("not a friction fling"); return
        }
        let end = fling.duration
        let frame = fling.initialVelocity / -fling.k * (exp(fling.k * (end - 1.0 / 60)) - exp(fling.k * end))
        #expect(abs(frame - 1) < 1e-9)
    }
}

struct PresetWheelTests {
    /// A notch jumps in Flutter (53 pt), Qt (72 pt) and GTK (756^(2/3) ≈ 83 pt); Chromium animates
    /// 53 pt along ease-in-out over 0.2 s.
    @Test func aNotchMovesAsThePlatformDoes() {
        func afterOneNotch(_ physics: ScrollPhysics, at t: Double) -> Double {
            let list = ListView(dataSource: TestDataSource(rows: 1000, height: 44), physics: physics)
            list.setViewportHeight(756, at: 0)
            _ = list.advance(to: 0)
            list.wheel(notches: 1, at: 0)
            return list.advance(to: t).offset
        }
        #expect(afterOneNotch(.flutter, at: 0.001) == 53)
        #expect(afterOneNotch(.qt, at: 0.001) == 72)
        #expect(abs(afterOneNotch(.gtk, at: 0.001) - pow(756, 2.0 / 3)) < 1e-9)
        #expect(abs(afterOneNotch(.chromium, at: 0.1) - 53 * TimingCurve.easeInOut.progress(at: 0.5)) < 1e-9)
        #expect(afterOneNotch(.chromium, at: 0.25) == 53)
    }

    /// Chromium's kInverseDelta: 12 frames (0.2 s) up to 120 px to go, 6 (0.1 s) from 480 px,
    /// linear between, over kDurationDivisor 60 (cc/animation/scroll_offset_animation_curve.cc).
    @Test(arguments: [(1.0, 0.2), (6.0, 0.2 - 0.1 * (318.0 - 120) / 360), (10.0, 0.1)] as [(Double, Double)])
    func chromiumStepsGetQuickerTheFartherTheyGo(notches: Double, seconds: Double) {
        let list = ListView(dataSource: TestDataSource(rows: 1000, height: 44), physics: .chromium)
        list.setViewportHeight(756, at: 0)
        _ = list.advance(to: 0)
        list.wheel(notches: notches, at: 0)
        #expect(list.advance(to: seconds - 0.001).offset < 53 * notches)
        #expect(list.advance(to: seconds).offset == 53 * notches)
    }
}
