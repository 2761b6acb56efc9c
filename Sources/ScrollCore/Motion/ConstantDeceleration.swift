/// A fling that slows at a constant rate until it stops: Qt Quick Flickable's flick
/// (`src/quick/items/qquickflickable.cpp`, `QQuickFlickablePrivate::flick` →
/// `QQuickTimeLine::accel`), `x(t) = x0 + v0 t − sign(v0) · a t² / 2` for `t ≤ |v0| / a`.
///
/// Qt's timeline advances its values per frame but evaluates this formula at each frame's time,
/// so it is frame-rate independent as Qt runs it. (QQuickTimeLine keeps durations in whole
/// milliseconds, which moves the rest by under 0.001 pt; the exact stop is kept here so a fling
/// aimed at a position lands on it.)
public struct ConstantDeceleration: FlingMotion, Equatable {
    /// The curve's name in traces ("qt flick", "qt overshoot").
    public let name: String
    /// Where the motion starts.
    public let origin: Double
    /// The velocity at the start, points per second.
    public let initialVelocity: Double
    /// The deceleration, points per second² (> 0).
    public let deceleration: Double
    public let duration: Double

    /// A fling from `origin` at `velocity` slowing by `deceleration` points per second².
    public init(name: String, origin: Double, velocity: Double, deceleration: Double) {
        precondition(deceleration > 0, "a deceleration is positive")
        self.name = name
        self.origin = origin
        self.initialVelocity = velocity
        self.deceleration = deceleration
        duration = abs(velocity) / deceleration
    }

    /// The fling from `origin` at `velocity` that stops exactly at `rest`: a = v0² / (2 |rest − x0|).
    /// Nil when `rest` is not ahead of the motion.
    public init?(name: String, origin: Double, velocity: Double, rest: Double) {
        guard (rest - origin) * velocity > 0 else { return nil }
        self.init(name: name, origin: origin, velocity: velocity,
                  deceleration: velocity * velocity / (2 * abs(rest - origin)))
    }

    /// The signed distance to the stop, `v0 |v0| / (2a)`.
    public var distance: Double { initialVelocity * abs(initialVelocity) / (2 * deceleration) }

    public var finalPosition: Double { origin + distance }

    public var curveName: String { name }

    public func position(at t: Double) -> Double {
        let t = Swift.min(Swift.max(t, 0), duration)
        let direction: Double = initialVelocity < 0 ? -1 : 1
        return origin + initialVelocity * t - direction * deceleration * t * t / 2
    }

    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        let direction: Double = initialVelocity < 0 ? -1 : 1
        return initialVelocity - direction * deceleration * Swift.max(t, 0)
    }


    /// The first time the fling reaches `position`: the smaller root of a t²/2 − |v0| t + |x − x0| = 0;
    /// nil when it stops short or the position is behind.
    public func time(toReach position: Double) -> Double? {
        let travel = position - origin
        if travel == 0 { return 0 }
        guard travel * initialVelocity > 0, abs(travel) <= abs(distance) else { return nil }
        let speed = abs(initialVelocity)
        let discriminant = Swift.max(speed * speed - 2 * deceleration * abs(travel), 0)
        return (speed - discriminant.squareRoot()) / deceleration
    }
}

extension ConstantDeceleration {
    /// Qt Quick Flickable's flick at one `flickDeceleration`.
    public struct Model: FlingModel {
        /// Points per second² (`Flickable.flickDeceleration`).
        public var deceleration: Double

        /// The flick at `deceleration` points per second² (> 0).
        public init(deceleration: Double) { self.deceleration = deceleration }

        public var curveName: String { "qt flick" }

        /// `QQuickFlickablePrivate::flick`: the stop is rounded to a whole pixel ("adjust accel so
        /// that we hit a full pixel") and the deceleration adjusted to reach it, `a = v² / 2|d|`.
        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            let natural = velocity * abs(velocity) / (2 * deceleration)
            let stop = (origin + natural).rounded()
            guard let fling = ConstantDeceleration(name: curveName, origin: origin, velocity: velocity, rest: stop) else {
                return ConstantDeceleration(name: curveName, origin: origin, velocity: 0, deceleration: deceleration)
            }
            return fling
        }

        /// `v0 = √(2 a |d|)`, which stops exactly at `rest`.
        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            let travel = rest - origin
            let speed = (2 * deceleration * abs(travel)).squareRoot()
            return ConstantDeceleration(name: curveName, origin: origin, velocity: travel < 0 ? -speed : speed,
                                        deceleration: deceleration)
        }

        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            ConstantDeceleration(name: curveName, origin: origin, velocity: velocity, rest: rest)
        }
    }
}
