// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// Qt Quick Flickable at a bound (`src/quick/items/qquickflickable.cpp`): a flick that crosses it
/// overshoots, slowing eight times harder, by at most `min(150, |v| / 3)` points
/// (`QQuickFlickable::viewportMoved`, `overShootDistance`, `QQuickTimeLine::accel` with a maximum
/// distance); then the default rebound (`QQuickFlickablePrivate::adjustContentPos`, no `rebound`
/// transition set) moves half-way back along `InQuad` in a quarter of `fixupDuration` and the rest
/// along `OutExpo` in three quarters. Content released past a bound rebounds at once.
///
/// Every piece is a closed form of time; Qt starts the overshoot at the first frame past the bound,
/// here it starts at the moment of the crossing, so it does not depend on the frame rate.
public struct QtBounce: Motion, Equatable {
    /// The curve's name in traces and on the overlay.
    public static let curveName = "qt overshoot and rebound"
    /// `QML_FLICK_OVERSHOOTFRICTION` (qquickflickablebehavior_p.h): how much harder an overshoot slows.
    public static let overshootFriction = 8.0
    /// `QML_FLICK_OVERSHOOT` (qquickflickablebehavior_p.h): the most a flick overshoots, points.
    public static let maximumOvershoot = 150.0
    /// `viewportMoved`: a flick crossing the bound slower than this (points per second) does not overshoot.
    public static let overshootThreshold = 10.0
    /// `QQuickFlickablePrivate::fixupDuration` (400 ms): the rebound's length.
    public static let fixupDuration = 0.4

    /// The bound the content returns to.
    public let edge: Double
    /// The overshoot past the bound, or nil when the rebound starts at once.
    public let overshoot: ConstantDeceleration?
    /// Where the rebound starts (the overshoot's stop, or the release position).
    public let reboundStart: Double
    public let duration: Double

    /// The motion from `position` at `velocity` back to `edge`, for a Flickable whose flick
    /// deceleration is `flickDeceleration` points per second².
    public init(from position: Double, velocity: Double, edge: Double, flickDeceleration: Double) {
        self.edge = edge
        // The overshoot: only a flick arriving at the bound and still heading out of it.
        let outward = position == edge && abs(velocity) > Self.overshootThreshold
        if outward {
            let maximum = Swift.min(Self.maximumOvershoot, abs(velocity) / 3)
            let deceleration = Swift.max(flickDeceleration * Self.overshootFriction,
                                         velocity * velocity / (2 * maximum))
            let overshoot = ConstantDeceleration(name: "qt overshoot", origin: position, velocity: velocity,
                                                 deceleration: deceleration)
            self.overshoot = overshoot
            reboundStart = overshoot.finalPosition
            duration = reboundStart == edge ? overshoot.duration : overshoot.duration + Self.fixupDuration
        } else {
            overshoot = nil
            reboundStart = position
            duration = position == edge ? 0 : Self.fixupDuration
        }
    }

    public var finalPosition: Double { edge }

    public var curveName: String { Self.curveName }

    private var reboundDelay: Double { overshoot?.duration ?? 0 }

    public func position(at t: Double) -> Double {
        if t >= duration { return edge }
        if let overshoot, t < overshoot.duration { return overshoot.position(at: t) }
        let s = (t - reboundDelay) / Self.fixupDuration
        let middle = (reboundStart + edge) / 2
        if s < 0.25 {
            // InQuad over the first quarter: half-way back.
            let u = Swift.max(s, 0) / 0.25
            return reboundStart + (middle - reboundStart) * u * u
        }
        return middle + (edge - middle) * Self.outExpo((s - 0.25) / 0.75)
    }

    public func velocity(at t: Double) -> Double {
        if t >= duration { return 0 }
        if let overshoot, t < overshoot.duration { return overshoot.velocity(at: t) }
        let s = (t - reboundDelay) / Self.fixupDuration
        let middle = (reboundStart + edge) / 2
        if s < 0.25 {
            let quarter = Self.fixupDuration / 4
            return (middle - reboundStart) * 2 * (Swift.max(s, 0) / 0.25) / quarter
        }
        let u = (s - 0.25) / 0.75
        return (edge - middle) * 1.001 * 10 * Double.log(2) * Double.pow(2, -10 * u) / (Self.fixupDuration * 0.75)
    }


    /// `QEasingCurve::OutExpo` (qtbase `src/corelib/tools/qeasingcurve.cpp`, `easeOutExpo`):
    /// `1.001 · (1 − 2^(−10 u))`, exactly 1 at u = 1.
    static func outExpo(_ u: Double) -> Double {
        u >= 1 ? 1 : 1.001 * (1 - Double.pow(2, -10 * u))
    }
}

extension QtBounce {
    /// Flickable's overshoot and rebound for one flick deceleration.
    public struct Model: BounceModel {
        /// Points per second² (`Flickable.flickDeceleration`); the overshoot slows eight times harder.
        public var flickDeceleration: Double

        /// The overshoot for a flick deceleration of `flickDeceleration` points per second² (> 0).
        public init(flickDeceleration: Double) { self.flickDeceleration = flickDeceleration }

        public var curveName: String { QtBounce.curveName }

        public func bounce(from position: Double, velocity: Double, edge: Double) -> any Motion {
            QtBounce(from: position, velocity: velocity, edge: edge, flickDeceleration: flickDeceleration)
        }
    }
}
