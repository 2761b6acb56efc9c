// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// A mass on a damped spring pulling toward `target`: Flutter's `SpringSimulation`
/// (`packages/flutter/lib/src/physics/spring_simulation.dart`) with its three closed-form
/// solutions — critically damped `(c1 + c2 t)·e^(rt)`, overdamped `c1 e^(r1 t) + c2 e^(r2 t)`,
/// underdamped `e^(rt)(c1 cos wt + c2 sin wt)` — chosen by the sign of `c² − 4mk`.
///
/// It is done, and rests exactly on the target (`ScrollSpringSimulation`), once it stays within
/// `distanceTolerance` of the target while slower than `velocityTolerance` (Flutter's `isDone`:
/// `nearZero` of both). GTK4's overshoot (`gtk/gtkkineticscrolling.c`) is the critically
/// damped case with `c = overshoot_friction`, `k = c² / 4`, `m = 1`, which ends within 0.1 pt and
/// is clamped tick by tick (`frameClamp`): a frame that finds it past its bound restarts it there
/// at rest, so a release 100 pt out is at 50 pt at the first frame after it.
/// UIKit's bounce (mass 1, stiffness 100, critically damped, done below 0.5 pt) is the
/// critically damped case judged by distance alone (`Settling.withinDistanceAfterPeak`).
public struct DampedSpring: Motion, Equatable {
    /// How the spring is judged done.
    public enum Settling: Hashable, Sendable {
        /// Once it stays within `distanceTolerance` of the target while slower than
        /// `velocityTolerance` (Flutter's `isDone`, GTK's).
        case withinTolerances
        /// Once it stays within `distanceTolerance` of the target, whatever its speed: UIKit's
        /// bounce. Critically damped only: past its one extremum it only closes in.
        case withinDistanceAfterPeak
    }

    /// Flutter's `SpringDescription`: mass m, stiffness k and damping coefficient c.
    public struct Description: Hashable, Sendable {
        /// The mass m (> 0).
        public let mass: Double
        /// The stiffness k (> 0).
        public let stiffness: Double
        /// The damping coefficient c (≥ 0): critical at 2·√(m·k).
        public let damping: Double

        /// A spring of mass `mass` and stiffness `stiffness` (both > 0) with damping coefficient `damping` (≥ 0).
        public init(mass: Double, stiffness: Double, damping: Double) {
            precondition(mass > 0 && stiffness > 0 && damping >= 0, "a spring has mass and stiffness")
            self.mass = mass; self.stiffness = stiffness; self.damping = damping
        }

        /// `SpringDescription.withDampingRatio`: c = ratio · 2 √(m k).
        public init(mass: Double, stiffness: Double, ratio: Double) {
            self.init(mass: mass, stiffness: stiffness, damping: ratio * 2 * Double.sqrt(mass * stiffness))
        }
    }

    /// The curve's name in traces ("flutter spring", "gtk overshoot").
    public let name: String
    /// The spring it follows.
    public let spring: Description
    /// Where it comes to rest.
    public let target: Double
    /// The displacement from the target at the start.
    public let initialDisplacement: Double
    /// The velocity at the start, points per second.
    public let initialVelocity: Double
    /// Within this distance of the target (points), the motion may be done (see `settling`).
    public let distanceTolerance: Double
    /// Under this speed (points per second), the motion may be done (see `settling`).
    public let velocityTolerance: Double
    /// The rule that says it is done.
    public let settling: Settling
    /// GTK's clamp, checked at each frame (`continuation(atFrame:)`): a frame that finds the
    /// displacement beyond `beyond` (on its side of 0) restarts the spring from `restart`, at rest.
    public let frameClamp: FrameClamp?
    public let duration: Double

    /// Where a frame clamps a spring and where it restarts it (displacements from the target).
    public struct FrameClamp: Hashable, Sendable {
        /// A frame that finds the displacement beyond this, on the restart's side, clamps it.
        public let beyond: Double
        /// The displacement the spring restarts from, at rest (its sign is the clamp's side).
        public let restart: Double

        /// A clamp past `beyond` restarting from `restart`.
        public init(beyond: Double, restart: Double) {
            self.beyond = beyond
            self.restart = restart
        }

        func isPassed(by displacement: Double) -> Bool {
            restart < 0 ? displacement < beyond : displacement > beyond
        }
    }

    /// A spring from `position` at `velocity` toward `target`.
    public init(name: String, spring: Description, from position: Double, velocity: Double, target: Double,
                distanceTolerance: Double, velocityTolerance: Double = .infinity, settling: Settling = .withinTolerances,
                frameClamp: FrameClamp? = nil) {
        self.name = name
        self.spring = spring
        self.target = target
        self.initialDisplacement = position - target
        self.initialVelocity = velocity
        self.distanceTolerance = distanceTolerance
        self.velocityTolerance = velocityTolerance
        self.settling = settling
        self.frameClamp = frameClamp
        let free = Solution(spring, x0: position - target, v0: velocity)
        switch settling {
        case .withinTolerances:
            duration = Self.settleTime(free, distance: distanceTolerance, velocity: velocityTolerance)
        case .withinDistanceAfterPeak:
            precondition(free.kind == .critical, "settling by distance alone needs critical damping")
            duration = Self.settleTimePastPeak(free, distance: distanceTolerance)
        }
    }

    /// GTK's tick (`gtk_kinetic_scrolling_tick`, OVERSHOOTING): past the clamp, the spring starts
    /// again from rest at the clamp's restart, from this frame.
    public func continuation(atFrame t: Double, after previous: Double) -> (any Motion)? {
        guard let frameClamp, t < duration, frameClamp.isPassed(by: position(at: t) - target) else { return nil }
        return DampedSpring(name: name, spring: spring, from: target + frameClamp.restart, velocity: 0, target: target,
                            distanceTolerance: distanceTolerance, velocityTolerance: velocityTolerance,
                            settling: settling, frameClamp: frameClamp)
    }

    public var finalPosition: Double { target }

    public var curveName: String { name }

    /// UIKit's bounce is described by its damping, others by their name.
    public var curveDescription: String { settling == .withinDistanceAfterPeak ? "critically damped spring" : name }

    public func position(at t: Double) -> Double {
        if t >= duration { return target }
        return target + state(at: t).x
    }

    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        return state(at: t).v
    }


    /// Displacement and velocity at `t`.
    private func state(at t: Double) -> (x: Double, v: Double) {
        let t = Swift.max(t, 0)
        let free = Solution(spring, x0: initialDisplacement, v0: initialVelocity)
        return (free.x(t), free.v(t))
    }

    /// The first time after which a critically damped spring stays within `distance` of the target.
    ///
    /// Its displacement `(x0 + b t)·e^(−ωt)` has one extremum, at `t* = 1/ω − x0/b`; after it the
    /// magnitude only shrinks, so the settle time is found by bisection on that monotone part.
    private static func settleTimePastPeak(_ free: Solution, distance: Double) -> Double {
        let omega = -free.r1, x0 = free.c1, b = free.c2
        let low = b == 0 ? 0 : max(0, 1 / omega - x0 / b)
        if abs(free.x(low)) < distance { return low }
        var high = low + 0.1
        while abs(free.x(high)) >= distance { high += high - low }
        return Bisection.first(in: low...high, iterations: 64) { abs(free.x($0)) < distance }
    }

    /// The time from which the spring stays within both tolerances: the last point of a 1 ms grid
    /// over its first 10 s (far longer than any spring here takes) where it is outside them, refined
    /// by bisection against the next. Flutter stops at the first frame within them, which for its
    /// tolerances is the same moment; GTK's test of the distance alone would otherwise end a
    /// spring that passes through the target at speed.
    private static func settleTime(_ free: Solution, distance: Double, velocity: Double) -> Double {
        func done(_ t: Double) -> Bool { abs(free.x(t)) < distance && abs(free.v(t)) < velocity }
        let step = 0.001, horizon = 10.0
        var lastOutside: Double?
        var t = 0.0
        while t <= horizon {
            if !done(t) { lastOutside = t }
            // Once even the solution's decaying envelope is within the tolerances, it stays there.
            if let envelope = free.envelope(at: t), envelope.x < distance, envelope.v < velocity { break }
            t += step
        }
        guard let lastOutside else { return 0 }
        return Bisection.first(in: lastOutside...(lastOutside + step), iterations: 40, isPast: done)
    }
}

extension DampedSpring {
    /// One of the three solutions of m x'' + c x' + k x = 0 from x(0) = x0, x'(0) = v0.
    struct Solution {
        enum Kind { case critical, over, under }
        let kind: Kind
        let r1: Double, r2: Double, c1: Double, c2: Double

        init(_ spring: Description, x0: Double, v0: Double) {
            let m = spring.mass, k = spring.stiffness, c = spring.damping
            let discriminant = c * c - 4 * m * k
            if discriminant > 0 {
                // `_OverdampedSolution`.
                kind = .over
                r1 = (-c - Double.sqrt(discriminant)) / (2 * m)
                r2 = (-c + Double.sqrt(discriminant)) / (2 * m)
                c2 = (v0 - r1 * x0) / (r2 - r1)
                c1 = x0 - c2
            } else if discriminant < 0 {
                // `_UnderdampedSolution`: r1 is the decay r, r2 the angular frequency w.
                kind = .under
                r1 = -c / (2 * m)
                r2 = Double.sqrt(4 * m * k - c * c) / (2 * m)
                c1 = x0
                c2 = (v0 - r1 * x0) / r2
            } else {
                // `_CriticalSolution`.
                kind = .critical
                r1 = -c / (2 * m)
                r2 = r1
                c1 = x0
                c2 = v0 - r1 * x0
            }
        }

        func x(_ t: Double) -> Double {
            switch kind {
            case .critical: (c1 + c2 * t) * Double.exp(r1 * t)
            case .over: c1 * Double.exp(r1 * t) + c2 * Double.exp(r2 * t)
            case .under: Double.exp(r1 * t) * (c1 * Double.cos(r2 * t) + c2 * Double.sin(r2 * t))
            }
        }

        func v(_ t: Double) -> Double {
            switch kind {
            case .critical:
                let e = Double.exp(r1 * t)
                return r1 * (c1 + c2 * t) * e + c2 * e
            case .over:
                return c1 * r1 * Double.exp(r1 * t) + c2 * r2 * Double.exp(r2 * t)
            case .under:
                let e = Double.exp(r1 * t), cosine = Double.cos(r2 * t), sine = Double.sin(r2 * t)
                return e * (c2 * r2 * cosine - c1 * r2 * sine) + r1 * e * (c2 * sine + c1 * cosine)
            }
        }

        /// Bounds on |x| and |x'| from `t` on, decreasing from then (nil before the envelope starts
        /// to decrease, 1/|r| for the slowest rate r).
        func envelope(at t: Double) -> (x: Double, v: Double)? {
            switch kind {
            case .critical:
                // |x| ≤ (|c1| + |c2| t) e^(rt), decreasing once t > 1/|r|.
                guard t > 1 / abs(r1) else { return nil }
                let e = Double.exp(r1 * t)
                return ((abs(c1) + abs(c2) * t) * e, (abs(r1) * (abs(c1) + abs(c2) * t) + abs(c2)) * e)
            case .over:
                // r1 < r2 < 0: |x| ≤ (|c1| + |c2|) e^(r2 t).
                let e = Double.exp(r2 * t)
                return ((abs(c1) + abs(c2)) * e, (abs(c1 * r1) + abs(c2 * r2)) * e)
            case .under:
                // |x| ≤ (|c1| + |c2|) e^(rt), |x'| ≤ (|c1| + |c2|)(w + |r|) e^(rt).
                let e = Double.exp(r1 * t)
                return ((abs(c1) + abs(c2)) * e, (abs(c1) + abs(c2)) * (r2 + abs(r1)) * e)
            }
        }
    }
}
