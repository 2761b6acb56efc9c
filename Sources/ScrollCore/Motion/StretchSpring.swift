// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// Android's overscroll stretch relaxing (12L and later): the pull past the edge (points) as AOSP's
/// `core/java/android/widget/EdgeEffect.java` moves it at each drawn frame (`updateSpring`):
/// - the underdamped spring NATURAL_FREQUENCY / DAMPING_RATIO, with ω_d = ω·√(1 − ζ²),
///   x(t) = e^(−ζωt) · (x0 · cos ω_d t + (ζω x0 + v0) / ω_d · sin ω_d t), read at whole milliseconds
///   since it started (`AnimationUtils.currentAnimationTimeMillis`; a frame less than 1 ms after
///   the last changes nothing), so it is exact at any frame times;
/// - the linear take-over: a frame that finds the pull of the frame before within
///   LINEAR_DISTANCE_TAKE_OVER (8 px) and returning no faster than LINEAR_VELOCITY_TAKE_OVER
///   (200 px/s) moves it back at 200 px/s to the edge instead (`continuation(atFrame:)`, a
///   `StretchTakeOver` from that frame);
/// - it ends (`isAtEquilibrium`) at the first millisecond the spring has passed the edge.
public struct StretchSpring: Motion, Equatable {
    /// `EdgeEffect.NATURAL_FREQUENCY` (rad/s).
    public static let naturalFrequency = 24.657
    /// `EdgeEffect.DAMPING_RATIO`: just under critical, so the stretch barely overshoots.
    public static let dampingRatio = 0.98
    /// `EdgeEffect.LINEAR_VELOCITY_TAKE_OVER` (px/s): the speed of the linear return.
    public static let takeOverVelocity = 200.0
    /// `EdgeEffect.LINEAR_DISTANCE_TAKE_OVER` (px): within it, a slow return goes linear.
    public static let takeOverDistance = 8.0
    /// The curve's name in traces and on the overlay.
    public static let curveName = "android stretch"

    /// The pull at the start (points past the edge, ≥ 0).
    public let initialPull: Double
    /// How fast the pull grows at the start (points per second; positive stretches further).
    public let initialVelocity: Double
    /// Seconds until the spring alone is at equilibrium (the take-over usually ends it sooner).
    public let duration: Double

    /// A stretch relaxing from a pull of `pull` points (≥ 0) growing at `velocity` points per second.
    public init(pull: Double, velocity: Double) {
        self.initialPull = pull
        self.initialVelocity = velocity
        let (a, b) = Self.coefficients(x0: pull, v0: velocity)
        // isAtEquilibrium's displacement < 0: from the first whole millisecond past the spring's
        // first zero, ω_d t = atan2(a, −b) mod π. (Its other test, slower than 0.01 px/s within
        // 0.001 px, cannot hold before that zero: so close to the edge the spring is still fast.)
        var phase = Double.atan2(y: a, x: -b)
        while phase <= 0 { phase += Double.pi }
        duration = ((phase / Self.dampedFrequency * 1000).rounded(.down) + 1) / 1000
    }

    private static var dampedFrequency: Double { naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot() }

    /// x(t) = e^(−ζωt)(a cos ω_d t + b sin ω_d t): a = x0, b = (ζω x0 + v0) / ω_d.
    private static func coefficients(x0: Double, v0: Double) -> (Double, Double) {
        (x0, (dampingRatio * naturalFrequency * x0 + v0) / dampedFrequency)
    }

    private static func spring(_ a: Double, _ b: Double, _ t: Double) -> (x: Double, v: Double) {
        let decay = dampingRatio * naturalFrequency, damped = dampedFrequency, w = damped * t
        let e = Double.exp(-decay * t), cosine = Double.cos(w), sine = Double.sin(w)
        return (e * (a * cosine + b * sine), e * ((damped * b - decay * a) * cosine - (damped * a + decay * b) * sine))
    }

    /// Whole milliseconds since the start at `t` (a frame's floating-point time rounded to the microsecond first).
    static func milliseconds(_ t: Double) -> Double { ((t * 1e6).rounded() / 1e3).rounded(.down) }

    /// The spring at the whole millisecond `t` falls in.
    private func state(at t: Double) -> (x: Double, v: Double) {
        let (a, b) = Self.coefficients(x0: initialPull, v0: initialVelocity)
        return Self.spring(a, b, Self.milliseconds(Swift.max(0, t)) / 1000)
    }

    public var finalPosition: Double { 0 }

    public var curveName: String { Self.curveName }

    public func position(at t: Double) -> Double { t < duration ? Swift.max(0, state(at: t).x) : 0 }

    public func velocity(at t: Double) -> Double { t < duration ? state(at: t).v : 0 }

    /// The take-over, judged on the pull of the frame before (`after`; the start for the first frame) as AOSP
    /// judges the state its last frame left.
    public func continuation(atFrame t: Double, after previous: Double) -> (any Motion)? {
        guard t < duration else { return nil }
        let previous = Swift.max(0, previous)
        let last = previous > 0 ? state(at: previous) : (initialPull, initialVelocity)
        guard abs(last.v) <= Self.takeOverVelocity, abs(last.x) < Self.takeOverDistance, last.x > 0, last.v < 0 else {
            return nil
        }
        let elapsed = (Self.milliseconds(t) - Self.milliseconds(previous)) / 1000
        guard elapsed > 0 else { return nil }
        return StretchTakeOver(pull: last.x - Self.takeOverVelocity * elapsed, clock: t * 1000)
    }
}

/// The last of an Android stretch (12L and later): back to the edge at LINEAR_VELOCITY_TAKE_OVER
/// (200 px/s) per whole millisecond, arriving when a frame would take it past (`EdgeEffect.updateSpring`).
public struct StretchTakeOver: Motion, Equatable {
    /// The pull at the take-over's first frame (≤ 0: already home).
    public let pull: Double
    /// Milliseconds on the stretch's clock at that frame: later frames move it by whole milliseconds of it.
    public let clock: Double

    /// A return from `pull` points at a frame `clock` milliseconds into the stretch.
    public init(pull: Double, clock: Double) {
        self.pull = Swift.max(0, pull)
        self.clock = clock
    }

    public var curveName: String { StretchSpring.curveName + " take-over" }
    public var finalPosition: Double { 0 }
    public var initialVelocity: Double { pull > 0 ? -StretchSpring.takeOverVelocity : 0 }

    /// Whole milliseconds of the stretch's clock since the take-over's first frame, at `t`.
    private func elapsed(at t: Double) -> Double {
        StretchSpring.milliseconds((clock + 1000 * t) / 1000) - StretchSpring.milliseconds(clock / 1000)
    }

    /// Until the first whole millisecond that brings it to the edge.
    public var duration: Double {
        guard pull > 0 else { return 0 }
        let steps = (pull * 1000 / StretchSpring.takeOverVelocity).rounded(.up)
        return (StretchSpring.milliseconds(clock / 1000) + steps - clock) / 1000
    }

    public func position(at t: Double) -> Double {
        Swift.max(0, pull - StretchSpring.takeOverVelocity * elapsed(at: t) / 1000)
    }

    public func velocity(at t: Double) -> Double { t < duration ? -StretchSpring.takeOverVelocity : 0 }
}
extension StretchSpring {
    /// Android's stretch overscroll (`EdgeEffect` with TYPE_STRETCH, as RecyclerView and ListView
    /// drive it, 12L and later): the pointer's travel past the edge is a pull, drawn as a stretch.
    public struct Model: StretchModel {
        /// Android's stretch (its constants are fixed).
        public init() {}

        public var curveName: String { StretchSpring.curveName }

        /// A stretch's spring hands over to its linear return at a frame (`StretchSpring.continuation`).
        public func continuation(of pull: any Motion, atFrame t: Double, after previous: Double) -> (any Motion)? {
            (pull as? StretchSpring)?.continuation(atFrame: t, after: previous)
        }

        /// `EdgeEffect.onPull`: the pull is kept to at most one viewport (`mPullDistance` ≤ 1).
        public func maximumPull(dimension: Double) -> Double { Swift.max(0, dimension) }

        /// `EdgeEffect.dampStretchVector` of the pull as a fraction of the viewport (`mDistance`),
        /// times the viewport: LINEAR_STRETCH_INTENSITY (0.016) · d + EXP_STRETCH_INTENSITY (0.016) ·
        /// (1 − e^(−d · e / SCROLL_DIST_AFFECTED_BY_EXP_STRETCH (0.33))). At most 3.2 % of the viewport.
        public func stretch(forPull pull: Double, dimension: Double) -> Double {
            guard dimension > 0 else { return 0 }
            let d = Swift.min(1, Swift.max(0, pull / dimension))
            let exponential = 0.016 * (1 - Double.exp(-d * Double.exp(1) / 0.33))
            return dimension * (0.016 * d + exponential)
        }

        /// `EdgeEffect.onRelease`: the spring from the pull, at rest.
        public func release(fromPull pull: Double, dimension: Double) -> any Motion {
            StretchSpring(pull: pull, velocity: 0)
        }

        /// `EdgeEffect.onAbsorb` (TYPE_STRETCH), as AndroidX RecyclerView calls it when its fling
        /// reaches an edge (`ViewFlinger.run` → `absorbGlows` with the scroller's current velocity):
        /// the spring from no pull at the fling's speed × ON_ABSORB_VELOCITY_ADJUSTMENT (13), so the
        /// stretch grows first, then returns.
        public func absorb(velocity: Double, dimension: Double) -> any Motion {
            StretchSpring(pull: 0, velocity: 13 * abs(velocity))
        }
    }
}
