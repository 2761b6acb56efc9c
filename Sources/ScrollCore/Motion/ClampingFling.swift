// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// Flutter's Android-like fling: `ClampingScrollSimulation`
/// (`packages/flutter/lib/src/widgets/scroll_simulation.dart`), Android's `SplineOverScroller`
/// spline refitted so that deceleration depends only on the current velocity ("ballistic").
///
/// With D = ln 0.78 / ln 0.9 (`_kDecelerationRate`), the fling lasts
/// `T = D · 0.35 · (|v0| / v_ref)^(1 / (D − 1))` with `v_ref = friction · g_px / 0.35`, travels
/// `d = v0 · T / D`, and moves as `x(t) = x0 + d · (1 − (1 − t/T)^D)`, `dx(t) = v0 · (1 − t/T)^(D − 1)`.
/// Closed form; done at `T`.
public struct ClampingFling: FlingMotion, Equatable {
    /// `_kDecelerationRate`: Android's `DECELERATION_RATE`, ln(0.78) / ln(0.9) ≈ 2.358.
    public static let decelerationRate = Double.log(0.78) / Double.log(0.9)
    /// `_kInflexion`: Android's `INFLEXION`, where the spline's two parts meet.
    public static let inflexion = 0.35
    /// `_physicalCoeff`: Android's `mPhysicalCoeff` in logical pixels per second²: gravity
    /// 9.80665 m/s² × 39.37 in/m × 160 px/in (one logical pixel per 1/160 in) × 0.84 ("look and feel tuning").
    public static let physicalCoefficient = 9.80665 * 39.37 * 160.0 * 0.84
    /// `ClampingScrollSimulation.friction` default: Android's `ViewConfiguration.getScrollFriction()`.
    public static let defaultFriction = 0.015
    /// The curve's name in traces and on the overlay.
    public static let curveName = "flutter clamping"

    /// Where the fling starts.
    public let origin: Double
    /// The velocity at the start, points per second.
    public let initialVelocity: Double
    /// Flutter's `friction` (`mFlingFriction`): the larger, the sooner and shorter the fling.
    public let friction: Double
    public let duration: Double
    /// The signed distance travelled, `v0 · T / D`.
    public let distance: Double

    /// Flutter's fling from `origin` at `velocity` with `friction` (> 0).
    public init(origin: Double, velocity: Double, friction: Double = ClampingFling.defaultFriction) {
        precondition(friction > 0, "a fling has some friction")
        self.origin = origin
        self.initialVelocity = velocity
        self.friction = friction
        let d = Self.decelerationRate
        // `_flingDuration`: Android's getSplineFlingDuration in seconds, times D · 0.35 so the
        // refitted curve travels Android's distance.
        let reference = friction * Self.physicalCoefficient / Self.inflexion
        duration = velocity == 0 ? 0 : d * Self.inflexion * Double.pow(abs(velocity) / reference, 1 / (d - 1))
        // `_flingDistance`.
        distance = velocity * duration / d
    }

    /// The fling from `origin` with `velocity` kept whose friction makes it travel exactly to `rest`:
    /// T = D · |rest − x0| / |v0| fixes `v_ref`, and so the friction. Nil when `rest` is not ahead.
    public init?(origin: Double, velocity: Double, rest: Double) {
        guard (rest - origin) * velocity > 0 else { return nil }
        let d = Self.decelerationRate
        let time = d * abs(rest - origin) / abs(velocity)
        let reference = abs(velocity) / Double.pow(time / (d * Self.inflexion), d - 1)
        self.init(origin: origin, velocity: velocity, friction: reference * Self.inflexion / Self.physicalCoefficient)
    }

    /// The velocity whose fling (at the default friction) travels `distance` (signed): from
    /// d = 0.35 · |v| · (|v| / v_ref)^(1/(D−1)), |v| = (d / (0.35 · v_ref^(−1/(D−1))))^((D−1)/D).
    public static func velocity(toTravel distance: Double, friction: Double = ClampingFling.defaultFriction) -> Double {
        let d = decelerationRate
        let reference = friction * physicalCoefficient / inflexion
        let speed = Double.pow(abs(distance) / (inflexion * Double.pow(reference, -1 / (d - 1))), (d - 1) / d)
        return distance < 0 ? -speed : speed
    }

    public var finalPosition: Double { origin + distance }

    public var curveName: String { Self.curveName }

    public func position(at t: Double) -> Double {
        guard duration > 0 else { return origin }
        let s = Swift.min(Swift.max(t / duration, 0), 1)
        return origin + distance * (1 - Double.pow(1 - s, Self.decelerationRate))
    }

    public func velocity(at t: Double) -> Double {
        guard duration > 0 else { return 0 }
        let s = Swift.min(Swift.max(t / duration, 0), 1)
        return initialVelocity * Double.pow(1 - s, Self.decelerationRate - 1)
    }


    /// The time the fling reaches `position`: from 1 − (1 − t/T)^D = (x − x0) / d; nil if never.
    public func time(toReach position: Double) -> Double? {
        guard distance != 0 else { return position == origin ? 0 : nil }
        let fraction = (position - origin) / distance
        guard fraction >= 0, fraction <= 1 else { return nil }
        return duration * (1 - Double.pow(1 - fraction, 1 / Self.decelerationRate))
    }
}

extension ClampingFling {
    /// Flutter's ClampingScrollSimulation family at one friction.
    public struct Model: FlingModel {
        /// Flutter's `friction`: the larger, the sooner and shorter the fling.
        public var friction: Double

        /// The family at `friction` (> 0).
        public init(friction: Double = ClampingFling.defaultFriction) { self.friction = friction }

        public var curveName: String { ClampingFling.curveName }

        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            ClampingFling(origin: origin, velocity: velocity, friction: friction)
        }

        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            fling(from: origin, velocity: ClampingFling.velocity(toTravel: rest - origin, friction: friction))
        }

        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            ClampingFling(origin: origin, velocity: velocity, rest: rest)
        }
    }
}
