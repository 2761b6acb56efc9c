// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// A fling slowed by fluid drag: the velocity keeps the fraction `drag` of itself each second, and
/// the fling ends where it is the moment its speed drops below `stopSpeed`.
///
/// Flutter's `FrictionSimulation` (`packages/flutter/lib/src/physics/friction_simulation.dart`):
/// `x(t) = x0 + v0 · (dragᵗ − 1) / ln drag`, `dx(t) = v0 · dragᵗ`, `finalX = x0 − v0 / ln drag`,
/// `timeAtX`, and `isDone` when `|dx| < tolerance.velocity`. The same curve is GTK4's decelerating
/// phase (`gtk/gtkkineticscrolling.c`: `y'' = −m y'`, so `drag = e^(−m)`), which stops on its own
/// rule, expressed here as a speed. Closed form, evaluated at each frame's time.
///
/// Unlike UIKit's `Deceleration` (same family of curves) it rests where it stops, not at the
/// asymptote: both toolkits leave the content where the last frame put it.
public struct FrictionFling: FlingMotion, Equatable {
    /// The curve's name in traces ("flutter friction", "gtk deceleration").
    public let name: String
    /// Where the fling starts.
    public let origin: Double
    /// The velocity at the start, points per second.
    public let initialVelocity: Double
    /// The fraction of its velocity the fling keeps each second (0 < drag < 1): Flutter's `_drag`.
    public let drag: Double
    /// The fling ends once its speed is below this (points per second, > 0).
    public let stopSpeed: Double
    /// `ln drag`: the decay constant per second (negative).
    public let dragLog: Double
    public let duration: Double

    /// A fling from `origin` at `velocity` keeping `drag` of its speed per second, ending below `stopSpeed`.
    public init(name: String, origin: Double, velocity: Double, drag: Double, stopSpeed: Double) {
        precondition(drag > 0 && drag < 1, "a drag is in (0, 1)")
        precondition(stopSpeed > 0, "a fling stops at some speed")
        self.name = name
        self.origin = origin
        self.initialVelocity = velocity
        self.drag = drag
        self.stopSpeed = stopSpeed
        self.dragLog = Double.log(drag)
        // |v0|·dragᵗ = stopSpeed at this t.
        self.duration = abs(velocity) > stopSpeed ? Double.log(stopSpeed / abs(velocity)) / dragLog : 0
    }

    /// Flutter's `finalX`: where the curve tends, `x0 − v0 / ln drag` (the fling stops short of it,
    /// by `stopSpeed / |ln drag|`).
    public var asymptote: Double { origin - initialVelocity / dragLog }

    public var finalPosition: Double { position(at: duration) }

    public var curveName: String { name }

    public func position(at t: Double) -> Double {
        let t = Swift.min(Swift.max(t, 0), duration)
        return origin + initialVelocity * (Double.pow(drag, t) - 1) / dragLog
    }

    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        return initialVelocity * Double.pow(drag, Swift.max(t, 0))
    }


    /// Flutter's `timeAtX`: the first time the fling reaches `position`, `ln(ln drag · (x − x0) / v0 + 1) / ln drag`;
    /// nil when it never does before it stops.
    public func time(toReach position: Double) -> Double? {
        if position == origin { return 0 }
        guard initialVelocity != 0 else { return nil }
        let decay = dragLog * (position - origin) / initialVelocity + 1
        guard decay > 0, decay <= 1 else { return nil }
        let t = Double.log(decay) / dragLog
        return t <= duration ? t : nil
    }
}

extension FrictionFling {
    /// A family of drag flings: one drag per second and one stop speed (Flutter's
    /// BouncingScrollSimulation friction, GTK's kinetic deceleration).
    public struct Model: FlingModel {
        /// The curve's name in traces ("flutter friction", "gtk deceleration").
        public var name: String
        /// The fraction of its velocity a fling keeps each second.
        public var drag: Double
        /// A fling ends once slower than this (points per second).
        public var stopSpeed: Double

        public init(name: String, drag: Double, stopSpeed: Double) {
            self.name = name
            self.drag = drag
            self.stopSpeed = stopSpeed
        }

        public var curveName: String { name }

        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            FrictionFling(name: name, origin: origin, velocity: velocity, drag: drag, stopSpeed: stopSpeed)
        }

        /// It travels `(|v0| − stopSpeed) / |ln drag|` before it stops, so `|v0| = |ln drag| · |d| + stopSpeed`.
        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            let travel = rest - origin
            let speed = travel == 0 ? 0 : abs(Double.log(drag)) * abs(travel) + stopSpeed
            return fling(from: origin, velocity: travel < 0 ? -speed : speed)
        }

        /// The velocity kept, the drag chosen: `|ln drag| = (|v0| − stopSpeed) / |d|`.
        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            let travel = rest - origin
            guard travel * velocity > 0, abs(velocity) > stopSpeed else { return nil }
            let landingDrag = Double.exp(-(abs(velocity) - stopSpeed) / abs(travel))
            guard landingDrag > 0, landingDrag < 1 else { return nil }
            return FrictionFling(name: name, origin: origin, velocity: velocity, drag: landingDrag, stopSpeed: stopSpeed)
        }
    }
}
