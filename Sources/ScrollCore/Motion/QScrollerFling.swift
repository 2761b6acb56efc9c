/// Qt Widgets' kinetic scroller (`QScroller`, qtbase `src/widgets/util/qscroller.cpp`) with its
/// default properties (`QScrollerPropertiesPrivate::defaults`): a flick is one segment along the
/// OutQuad curve, `start + D · OutQuad(t / T)`, with
///   T = 2 |v| / (DecelerationFactor · differentialForProgress(OutQuad, 0)),
///   D = ± ppm · T² / 2 · DecelerationFactor
/// (`createScrollingSegments`), v in metres per second and ppm the screen's pixels per metre.
/// `differentialForProgress` is Qt's forward difference over 0.01, 1.99 for OutQuad (not its 2),
/// so the curve starts 0.5 % faster than the release; the deceleration is ppm · DecelerationFactor
/// whatever the speed. QScroller reads its clock in whole milliseconds since the segment began
/// (`QElapsedTimer`, `nextSegmentPosition`), and so does the curve.
public struct QScrollerFling: FlingMotion, Equatable {
    /// The curve's name in traces and on the overlay.
    public static let curveName = "qscroller outquad"

    public let origin: Double
    /// The release velocity (points per second).
    public let initialVelocity: Double
    /// D: how far it goes (signed) and T: in how many seconds.
    public let distance: Double
    public let duration: Double

    /// An OutQuad flick from `origin`, released at `velocity`, covering `distance` in `duration` seconds.
    public init(origin: Double, velocity: Double, distance: Double, duration: Double) {
        self.origin = origin
        self.initialVelocity = velocity
        self.distance = distance
        self.duration = duration
    }

    public var curveName: String { Self.curveName }
    public var finalPosition: Double { origin + distance }

    /// QScroller's clock: whole milliseconds since the start (a frame's floating-point time rounded
    /// to the nanosecond first).
    static func clock(_ t: Double) -> Double { ((t * 1e6).rounded() / 1e3).rounded(.down) / 1000 }

    private func progress(at t: Double) -> Double {
        duration > 0 ? Swift.min(1, Swift.max(0, Self.clock(t) / duration)) : 1
    }

    public func position(at t: Double) -> Double {
        let p = progress(at: t)
        return origin + distance * p * (2 - p)
    }

    public func velocity(at t: Double) -> Double {
        guard t < duration, duration > 0 else { return 0 }
        return distance / duration * 2 * (1 - progress(at: t))
    }

    public func time(toReach position: Double) -> Double? {
        guard distance != 0 else { return position == origin ? 0 : nil }
        let fraction = (position - origin) / distance
        guard fraction >= 0, fraction <= 1 else { return nil }
        // p (2 − p) = f, the earlier root; the first whole millisecond at or past it.
        let p = 1 - (1 - fraction).squareRoot()
        return ((p * duration * 1000) - 1e-9).rounded(.up) / 1000
    }
}

extension QScrollerFling {
    /// QScroller's flick family: the deceleration (ppm · DecelerationFactor) is its one constant.
    public struct Model: FlingModel {
        /// `QScrollerProperties::DecelerationFactor` (default 0.125).
        public var decelerationFactor: Double
        /// Pixels per metre: the screen's DPI / 0.0254.
        public var pixelsPerMeter: Double

        /// The family of `DecelerationFactor` `decelerationFactor` on a screen of `pixelsPerMeter`.
        public init(decelerationFactor: Double, pixelsPerMeter: Double) {
            self.decelerationFactor = decelerationFactor
            self.pixelsPerMeter = pixelsPerMeter
        }

        public var curveName: String { QScrollerFling.curveName }

        /// `differentialForProgress(OutQuad, 0)`: (OutQuad(0.01) − OutQuad(0)) / 0.01.
        static let startSlope = (0.01 * (2 - 0.01)) / 0.01

        /// The deceleration in points per second²: 2D / T².
        var deceleration: Double { pixelsPerMeter * decelerationFactor }

        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            let metresPerSecond = abs(velocity) / pixelsPerMeter
            let duration = 2 * metresPerSecond / (decelerationFactor * Self.startSlope)
            let distance = pixelsPerMeter * duration * duration / 2 * decelerationFactor
            return QScrollerFling(origin: origin, velocity: velocity, distance: velocity < 0 ? -distance : distance,
                                  duration: duration)
        }

        /// The flick of this deceleration that covers `rest − origin`: T = √(2 |d| / a).
        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            let delta = rest - origin
            let duration = (2 * abs(delta) / deceleration).squareRoot()
            let velocity = duration > 0 ? delta / duration * Self.startSlope : 0
            return QScrollerFling(origin: origin, velocity: velocity, distance: delta, duration: duration)
        }

        /// The OutQuad that starts at the release's speed and covers `rest − origin`:
        /// T = 2 |d| / |v| (QScroller itself rescales a flick's time to reach a snap point).
        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            let delta = rest - origin
            guard delta * velocity > 0 else { return nil }
            return QScrollerFling(origin: origin, velocity: velocity, distance: delta, duration: 2 * delta / velocity)
        }
    }
}
