// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// The bounce back from an edge: a critically damped spring (mass 1, stiffness 100, so the
/// damping is 2·√100 = 20) pulling toward `target`.
///
/// Relative to the target, `x(t) = e^(−ωt) · (x0 + (v0 + ω x0) t)` with `ω = 10`. Critical damping
/// returns as fast as possible without oscillating: at most one crossing of the target.
public struct Spring: Motion, Equatable {
    /// √(stiffness / mass) for UIKit's bounce as reverse-engineered publicly (stiffness 100, mass 1).
    public static let omega = 10.0
    /// The bounce ends when it is closer than this to the target for good (points).
    public static let restThreshold = 0.5
    /// The curve's name in traces and on the overlay.
    public static let curveName = "rubber-band spring"

    /// The edge the spring pulls toward.
    public let target: Double
    /// The displacement from the target at the start.
    public let initialDisplacement: Double
    /// The velocity at the start, points per second.
    public let initialVelocity: Double
    public let duration: Double

    /// A spring from `position` moving at `velocity` toward `target`.
    public init(from position: Double, velocity: Double, target: Double) {
        self.target = target
        self.initialDisplacement = position - target
        self.initialVelocity = velocity
        self.duration = Self.settleTime(x0: position - target, v0: velocity)
    }

    public var finalPosition: Double { target }

    public var curveName: String { Self.curveName }

    public var curveDescription: String { "critically damped spring" }

    public func position(at t: Double) -> Double {
        target + Self.displacement(x0: initialDisplacement, v0: initialVelocity, t: t)
    }

    public func velocity(at t: Double) -> Double {
        let b = initialVelocity + Self.omega * initialDisplacement
        return Double.exp(-Self.omega * t) * (initialVelocity - Self.omega * b * t)
    }


    private static func displacement(x0: Double, v0: Double, t: Double) -> Double {
        Double.exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
    }

    /// The first time after which the spring stays within `restThreshold` of the target.
    ///
    /// The displacement has one extremum, at `t* = 1/ω − x0/b` (b = v0 + ω x0); after it the
    /// magnitude only shrinks, so the settle time is found by bisection on that monotone part.
    private static func settleTime(x0: Double, v0: Double) -> Double {
        let b = v0 + omega * x0
        let extremum = b == 0 ? 0 : max(0, 1 / omega - x0 / b)
        let low = extremum
        if abs(displacement(x0: x0, v0: v0, t: low)) < restThreshold { return low }
        var high = low + 0.1
        while abs(displacement(x0: x0, v0: v0, t: high)) >= restThreshold { high += high - low }
        return Bisection.first(in: low...high, iterations: 64) { abs(displacement(x0: x0, v0: v0, t: $0)) < restThreshold }
    }
}

extension Spring {
    /// UIKit's bounce: the critically damped spring above, toward the edge.
    public struct Model: BounceModel {
        public init() {}

        public var curveName: String { Spring.curveName }

        public func bounce(from position: Double, velocity: Double, edge: Double) -> any Motion {
            Spring(from: position, velocity: velocity, target: edge)
        }
    }
}
