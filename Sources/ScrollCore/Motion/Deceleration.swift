// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// A fling slowing down the way UIScrollView's does: the velocity shrinks by a constant factor
/// per millisecond.
///
/// `v(t) = v0 · r^(1000 t)` and, integrated in closed form,
/// `x(t) = x0 + v0 · (r^(1000 t) − 1) / k` with `k = 1000 ln r`, so it rests at `x0 − v0 / k`.
/// The curve is evaluated at each frame's time, never integrated frame by frame.
public struct Deceleration: FlingMotion, Equatable {
    /// The fling ends when less than this much travel is left (points), as UIKit's does.
    public static let restThreshold = 0.5
    /// The curve's name in traces and on the overlay.
    public static let curveName = "uikit deceleration"

    /// Where the fling starts.
    public let origin: Double
    /// The velocity at the start, points per second (positive toward the end of the list).
    public let initialVelocity: Double
    /// The factor the velocity keeps each millisecond.
    public let rate: Double
    /// `1000 ln rate`: the decay constant per second (negative).
    public let k: Double
    public let duration: Double

    /// A fling from `origin` with `velocity`, slowing at `rate` (0 < rate < 1).
    public init(origin: Double, velocity: Double, rate: Double) {
        precondition(rate > 0 && rate < 1, "a deceleration rate is in (0, 1)")
        self.origin = origin
        self.initialVelocity = velocity
        self.rate = rate
        self.k = 1000 * Double.log(rate)
        // Travel left at t is |v0/k|·e^(kt); it drops below the threshold at this t.
        let travel = abs(velocity / k)
        self.duration = travel > Self.restThreshold ? Double.log(Self.restThreshold / travel) / k : 0
    }

    /// A fling from `origin` whose rest point is exactly `rest`: the velocity that lands there.
    ///
    /// Used to retarget a fling onto a snap position so one continuous motion ends on it.
    public init(origin: Double, rest: Double, rate: Double) {
        self.init(origin: origin, velocity: 1000 * Double.log(rate) * (origin - rest), rate: rate)
    }

    /// A fling from `origin` with `velocity` whose rest point is exactly `rest`: the rate that
    /// lands there, `exp(−v0 / (1000 (rest − x0)))`; nil when `rest` does not lie ahead of the
    /// motion or no rate in (0, 1) reaches it.
    ///
    /// Used to retarget a running fling without a step in its velocity.
    public static func landing(origin: Double, velocity: Double, rest: Double) -> Deceleration? {
        guard (rest - origin) * velocity > 0 else { return nil }
        let rate = Double.exp(-velocity / (1000 * (rest - origin)))
        guard rate > 0, rate < 1 else { return nil }
        return Deceleration(origin: origin, velocity: velocity, rate: rate)
    }

    /// Where the fling would come to rest if nothing stopped it: `x0 − v0 / k`.
    public var rest: Double { origin - initialVelocity / k }

    public var finalPosition: Double { rest }

    public var curveName: String { Self.curveName }

    /// The overlay names the rate, to three decimals ("exponential, rate 0.998").
    public var curveDescription: String {
        // The engine imports no C `printf`: the rate (in (0, 1)) in thousandths, written out.
        let thousandths = Int((rate * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "exponential, rate \(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    public func position(at t: Double) -> Double {
        origin + initialVelocity * (Double.exp(k * t) - 1) / k
    }

    public func velocity(at t: Double) -> Double {
        initialVelocity * Double.exp(k * t)
    }


    /// The first time the fling reaches `position`, or nil if it never does.
    ///
    /// The bounce hands over at exactly this time, so where the spring starts does not depend
    /// on which frame noticed the crossing.
    public func time(toReach position: Double) -> Double? {
        guard initialVelocity != 0 else { return position == origin ? 0 : nil }
        let decay = 1 + (position - origin) * k / initialVelocity
        guard decay > 0, decay <= 1 else { return nil }
        return Double.log(decay) / k
    }
}

extension Deceleration {
    /// UIKit's fling family: every fling slows at one `rate` (`UIScrollView.decelerationRate`).
    public struct Model: FlingModel {
        /// The factor the velocity keeps each millisecond.
        public var rate: Double

        public init(rate: Double) { self.rate = rate }

        public var curveName: String { Deceleration.curveName }

        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            Deceleration(origin: origin, velocity: velocity, rate: rate)
        }

        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            Deceleration(origin: origin, rest: rest, rate: rate)
        }

        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            Deceleration.landing(origin: origin, velocity: velocity, rest: rest)
        }
    }
}
