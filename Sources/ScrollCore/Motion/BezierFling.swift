/// Chromium's desktop touch fling (Windows and Linux, `features::kExperimentalFlingAnimation`
/// enabled by default in `ui/base/ui_base_features.cc`): `ui/events/gestures/physics_based_fling_curve.cc`.
///
/// The distance is that of a constant deceleration of 2.7559e-5 in/ms² at 96 px/in
/// (`kDefaultPhysicalDeceleration`, `kDefaultPixelsPerInch` in `web_gesture_curve_impl.cc`),
/// `v² / 2a`, at most three viewports (`kDefaultBoundsMultiplier`); the duration is
/// `min(2 s, |v| / 2300)` (`kMaxCurveDurationForFling`, `kDefaultPixelDeceleration`); the curve is
/// the cubic Bézier (p1, (0.55, 1)) with p1 = (0.2, 1) (`kDefaultP1X/Y`, `kDefaultP2X/Y`) moved so
/// its initial slope matches the release velocity (`CalculateDurationAndConfigureControlPoints`).
/// Closed form: the Bézier is solved at each frame's time.
public struct BezierFling: FlingMotion, Equatable {
    /// `kDefaultPhysicalDeceleration` (inch/ms²) × `kDefaultPixelsPerInch` (96) × 10⁶ ms²/s²: points per second².
    public static let deceleration = 2.7559e-5 * 96 * 1_000_000
    /// `kDefaultPixelDeceleration` (points per second²): sets the curve's duration, not its distance.
    public static let pixelDeceleration = 2300.0
    /// `kMaxCurveDurationForFling` (seconds).
    public static let maximumDuration = 2.0
    /// `PhysicsBasedFlingCurve::kDefaultBoundsMultiplier`: a fling goes at most this many viewports.
    public static let boundsMultiplier = 3.0
    /// `kDefaultP1X`, `kDefaultP1Y`, `kDefaultP2X`, `kDefaultP2Y`.
    static let p1 = (x: 0.2, y: 1.0), p2 = (x: 0.55, y: 1.0)
    /// The curve's name in traces and on the overlay.
    public static let curveName = "chromium fling"

    /// Where the fling starts.
    public let origin: Double
    /// The signed distance the fling travels.
    public let distance: Double
    public let duration: Double
    /// The Bézier mapping elapsed fraction to travelled fraction.
    public let curve: TimingCurve

    /// Chromium's fling from `origin` at `velocity` in a viewport `dimension` points tall.
    public init(origin: Double, velocity: Double, dimension: Double) {
        let natural = velocity * velocity / (2 * Self.deceleration)
        let distance = Swift.min(natural, Self.boundsMultiplier * dimension)
        self.init(origin: origin, velocity: velocity, distance: velocity < 0 ? -distance : distance)
    }

    /// The fling from `origin` at `velocity` that travels exactly `distance` (same sign): Chromium's
    /// duration and control points for that velocity and distance.
    public init(origin: Double, velocity: Double, distance: Double) {
        self.origin = origin
        self.distance = distance
        let duration = Swift.min(Self.maximumDuration, abs(velocity) / Self.pixelDeceleration)
        self.duration = duration
        // The slope of progress against elapsed fraction that starts at `velocity`.
        let slope = distance == 0 ? 0 : abs(velocity) * duration / abs(distance)
        let p1 = Self.p1.x * slope < 1 ? (x: Self.p1.x, y: Self.p1.x * slope) : (x: Self.p1.y / slope, y: Self.p1.y)
        curve = TimingCurve(p1.x, p1.y, Self.p2.x, Self.p2.y, name: Self.curveName)
    }

    /// The velocity whose fling travels `distance` (uncapped): `sign(d) · √(2 a |d|)`.
    public static func velocity(toTravel distance: Double) -> Double {
        let speed = (2 * deceleration * abs(distance)).squareRoot()
        return distance < 0 ? -speed : speed
    }

    public var finalPosition: Double { origin + distance }

    public var curveName: String { Self.curveName }

    public func position(at t: Double) -> Double {
        guard duration > 0 else { return finalPosition }
        return origin + distance * curve.progress(at: t / duration)
    }

    public func velocity(at t: Double) -> Double {
        guard duration > 0, t < duration else { return 0 }
        return distance / duration * curve.slope(at: Swift.max(t, 0) / duration)
    }


    /// The first time the fling reaches `position`: the Bézier has no closed-form inverse, and its
    /// progress is monotone, so a bracketed solve; nil when it never does.
    public func time(toReach position: Double) -> Double? {
        duration > 0 ? solvedTime(toReach: position) : (position == origin ? 0 : nil)
    }
}

extension BezierFling {
    /// Chromium's desktop fling family.
    public struct Model: FlingModel {
        /// Chromium's fling (its curve has no parameters).
        public init() {}

        public var curveName: String { BezierFling.curveName }

        /// Without a viewport nothing bounds the distance.
        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            fling(from: origin, velocity: velocity, dimension: .infinity)
        }

        public func fling(from origin: Double, velocity: Double, dimension: Double) -> any FlingMotion {
            BezierFling(origin: origin, velocity: velocity, dimension: dimension)
        }

        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            let travel = rest - origin
            return BezierFling(origin: origin, velocity: BezierFling.velocity(toTravel: travel), distance: travel)
        }

        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            guard (rest - origin) * velocity > 0 else { return nil }
            return BezierFling(origin: origin, velocity: velocity, distance: rest - origin)
        }
    }
}
