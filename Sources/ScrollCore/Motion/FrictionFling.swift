// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// A fling slowed by fluid drag: the velocity keeps the fraction `rate` of itself every
/// `1 / stepsPerSecond` seconds, `v(t) = v0 · e^(kt)` with `k = stepsPerSecond · ln rate`, and,
/// integrated in closed form, `x(t) = x0 + v0 · (e^(kt) − 1) / k`, tending to `x0 − v0 / k`.
/// Evaluated at each frame's time, never integrated frame by frame.
///
/// One family for three platforms, told apart by how they stop (`Stop`):
/// - UIKit's `UIScrollView` deceleration: `rate` per millisecond (0.998 normal, 0.99
///   fast), done when less than 0.5 pt of travel is left, resting at the asymptote.
/// - Flutter's `FrictionSimulation` (`packages/flutter/lib/src/physics/friction_simulation.dart`:
///   `x`, `dx`, `finalX`, `timeAtX`, done when `|dx| < tolerance.velocity`), `rate` per second.
/// - GTK4's decelerating phase (`gtk/gtkkineticscrolling.c`: `y'' = −m y'`, so `rate = e^(−m)`
///   per second), which stops on its own rule, expressed here as a speed.
/// Flutter and GTK leave the content where the last frame put it: such a fling rests where it stops.
public struct FrictionFling: FlingMotion {
    /// When the fling is done, and where it then rests.
    public enum Stop: Hashable, Sendable {
        /// Once less than this much travel is left (points), resting at the asymptote (UIKit's 0.5 pt).
        case travelLeft(Double)
        /// The moment its speed drops below this (points per second, > 0), resting where it is.
        case speed(Double)
    }

    /// The curve's name in traces ("uikit deceleration", "flutter friction", "gtk deceleration").
    public let name: String
    /// Where the fling starts.
    public let origin: Double
    /// The velocity at the start, points per second (positive toward the end of the list).
    public let initialVelocity: Double
    /// The fraction of its velocity the fling keeps each step (0 < rate < 1).
    public let rate: Double
    /// Steps a second: 1000 when the rate is stated per millisecond (UIKit's), 1 per second (Flutter's drag).
    public let stepsPerSecond: Double
    /// The rule that ends the fling.
    public let stop: Stop
    /// `stepsPerSecond · ln rate`: the decay constant per second (negative).
    public let k: Double
    public let duration: Double

    /// A fling from `origin` at `velocity`, keeping `rate` of its velocity `stepsPerSecond` times a second, until `stop`.
    public init(name: String, origin: Double, velocity: Double, rate: Double, stepsPerSecond: Double, stop: Stop) {
        precondition(rate > 0 && rate < 1, "a fling's rate is in (0, 1)")
        self.name = name
        self.origin = origin
        self.initialVelocity = velocity
        self.rate = rate
        self.stepsPerSecond = stepsPerSecond
        self.stop = stop
        let k = stepsPerSecond * Double.log(rate)
        self.k = k
        switch stop {
        case .travelLeft(let threshold):
            // Travel left at t is |v0/k|·e^(kt); it drops below the threshold at this t.
            let travel = abs(velocity / k)
            duration = travel > threshold ? Double.log(threshold / travel) / k : 0
        case .speed(let stopSpeed):
            precondition(stopSpeed > 0, "a fling stops at some speed")
            // |v0|·e^(kt) = stopSpeed at this t.
            duration = abs(velocity) > stopSpeed ? Double.log(stopSpeed / abs(velocity)) / k : 0
        }
    }

    /// Where the curve tends, `x0 − v0 / k` (Flutter's `finalX`): where UIKit's fling rests, and
    /// `stopSpeed / |k|` beyond where a fling stopped by its speed does.
    public var asymptote: Double { origin - initialVelocity / k }

    public var finalPosition: Double {
        switch stop {
        case .travelLeft: asymptote
        case .speed: position(at: duration)
        }
    }

    public var curveName: String { name }

    /// UIKit's family, which rests at its asymptote, is known by its rate per millisecond, to three
    /// decimals ("exponential, rate 0.998"); the others by their name.
    public var curveDescription: String {
        guard case .travelLeft = stop else { return name }
        // The engine imports no C `printf`: the rate (in (0, 1)) in thousandths, written out.
        let thousandths = Int((rate * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "exponential, rate \(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    public func position(at t: Double) -> Double {
        let t = stop.holdsAfterDone ? Swift.min(Swift.max(t, 0), duration) : t
        return origin + initialVelocity * (Double.exp(k * t) - 1) / k
    }

    public func velocity(at t: Double) -> Double {
        guard stop.holdsAfterDone else { return initialVelocity * Double.exp(k * t) }
        guard t < duration else { return 0 }
        return initialVelocity * Double.exp(k * Swift.max(t, 0))
    }

    /// The first time the fling reaches `position`, `ln(1 + k (x − x0) / v0) / k` (Flutter's `timeAtX`);
    /// nil if it never does (before it stops). The bounce hands over at exactly this time, so
    /// where it starts does not depend on which frame noticed the crossing.
    public func time(toReach position: Double) -> Double? {
        guard initialVelocity != 0 else { return position == origin ? 0 : nil }
        let decay = 1 + (position - origin) * k / initialVelocity
        guard decay > 0, decay <= 1 else { return nil }
        let t = Double.log(decay) / k
        return stop.holdsAfterDone && t > duration ? nil : t
    }
}

extension FrictionFling.Stop {
    /// A fling stopped by its speed stays where it stopped; UIKit's curve runs on to its asymptote.
    var holdsAfterDone: Bool {
        if case .speed = self { true } else { false }
    }

    /// The speed subtracted from the release's before it turns into travel: the stop speed, or none.
    var speed: Double {
        if case .speed(let speed) = self { speed } else { 0 }
    }
}

extension FrictionFling {
    /// A family of drag flings: one rate, stated `stepsPerSecond` times a second, and one stop rule
    /// (UIKit's decelerationRate, Flutter's BouncingScrollSimulation friction, GTK's kinetic deceleration).
    public struct Model: FlingModel {
        /// The curve's name in traces ("uikit deceleration", "flutter friction", "gtk deceleration").
        public var name: String
        /// The fraction of its velocity a fling keeps each step.
        public var rate: Double
        /// Steps a second: 1000 for a rate per millisecond, 1 for a drag per second.
        public var stepsPerSecond: Double
        /// The rule that ends a fling.
        public var stop: Stop

        /// The family named `name` keeping `rate` (0 < rate < 1) of its velocity each of
        /// `stepsPerSecond` steps a second, ended by `stop`.
        public init(name: String, rate: Double, stepsPerSecond: Double, stop: Stop) {
            self.name = name
            self.rate = rate
            self.stepsPerSecond = stepsPerSecond
            self.stop = stop
        }

        public var curveName: String { name }

        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            fling(from: origin, velocity: velocity, rate: rate)
        }

        /// It travels `(|v0| − stopSpeed) / |k|` (no stop speed for UIKit's), so
        /// `|v0| = |k| · |d| + stopSpeed`, which for UIKit's is `k (x0 − rest)`.
        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            let travel = rest - origin
            let speed = travel == 0 ? 0 : abs(stepsPerSecond * Double.log(rate)) * abs(travel) + stop.speed
            return fling(from: origin, velocity: travel < 0 ? -speed : speed)
        }

        /// The velocity kept, the rate chosen: `|k| = (|v0| − stopSpeed) / |d|`, so the rate is
        /// `e^(−(|v0| − stopSpeed) / (stepsPerSecond · |d|))`.
        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            let travel = rest - origin
            guard travel * velocity > 0, abs(velocity) > stop.speed else { return nil }
            let landingRate = Double.exp(-(abs(velocity) - stop.speed) / (stepsPerSecond * abs(travel)))
            guard landingRate > 0, landingRate < 1 else { return nil }
            return fling(from: origin, velocity: velocity, rate: landingRate)
        }

        private func fling(from origin: Double, velocity: Double, rate: Double) -> FrictionFling {
            FrictionFling(name: name, origin: origin, velocity: velocity, rate: rate, stepsPerSecond: stepsPerSecond,
                          stop: stop)
        }
    }
}
