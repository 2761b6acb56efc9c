// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// Android 12's overscroll stretch relaxing: the pull past the edge (points) on the underdamped
/// spring of AOSP's `core/java/android/widget/EdgeEffect.java` (`updateSpring`), back to 0.
///
/// With ω = NATURAL_FREQUENCY, ζ = DAMPING_RATIO and ω_d = ω·√(1 − ζ²):
/// x(t) = e^(−ζωt) · (x0 · cos ω_d t + (ζω x0 + v0) / ω_d · sin ω_d t), in closed form as AOSP
/// evaluates it (from the last frame; here from the start, so no frame rate enters).
public struct StretchSpring: Motion, Equatable {
    /// `EdgeEffect.NATURAL_FREQUENCY` (rad/s).
    public static let naturalFrequency = 24.657
    /// `EdgeEffect.DAMPING_RATIO`: just under critical, so the stretch barely overshoots.
    public static let dampingRatio = 0.98
    /// `EdgeEffect.isAtEquilibrium`: at rest once the displacement × LINEAR_STRETCH_INTENSITY (0.016)
    /// is under VALUE_THRESHOLD (0.001) and the velocity × 0.016 under VELOCITY_THRESHOLD (0.01).
    public static let restDisplacement = 0.001 / 0.016
    /// The speed of the pull under which it may rest (points per second; see `restDisplacement`).
    public static let restVelocity = 0.01 / 0.016
    /// The curve's name in traces and on the overlay.
    public static let curveName = "android stretch"

    /// The pull at the start (points past the edge, ≥ 0).
    public let initialPull: Double
    /// How fast the pull grows at the start (points per second; positive stretches further).
    public let initialVelocity: Double
    /// Seconds until both the displacement's and the velocity's envelopes are under the rest
    /// thresholds: from then on AOSP's check holds at every frame, whenever frames come.
    public let duration: Double

    /// A stretch relaxing from a pull of `pull` points (≥ 0) growing at `velocity` points per second.
    public init(pull: Double, velocity: Double) {
        self.initialPull = pull
        self.initialVelocity = velocity
        let (a, b) = Self.coefficients(x0: pull, v0: velocity)
        let decay = Self.dampingRatio * Self.naturalFrequency, damped = Self.dampedFrequency
        let displacementAmplitude = (a * a + b * b).squareRoot()
        let (c, d) = (damped * b - decay * a, -damped * a - decay * b)
        let velocityAmplitude = (c * c + d * d).squareRoot()
        let settle = Swift.max(0, Double.log(displacementAmplitude / Self.restDisplacement),
                               Double.log(velocityAmplitude / Self.restVelocity))
        self.duration = settle / decay
    }

    private static var dampedFrequency: Double { naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot() }

    /// x(t) = e^(−ζωt)(a cos ω_d t + b sin ω_d t): a = x0, b = (ζω x0 + v0) / ω_d.
    private static func coefficients(x0: Double, v0: Double) -> (Double, Double) {
        (x0, (dampingRatio * naturalFrequency * x0 + v0) / dampedFrequency)
    }

    public var finalPosition: Double { 0 }

    public var curveName: String { Self.curveName }

    public func position(at t: Double) -> Double {
        guard t < duration else { return 0 }
        let (a, b) = Self.coefficients(x0: initialPull, v0: initialVelocity)
        let w = Self.dampedFrequency * t
        return Double.exp(-Self.dampingRatio * Self.naturalFrequency * t) * (a * Double.cos(w) + b * Double.sin(w))
    }

    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        let (a, b) = Self.coefficients(x0: initialPull, v0: initialVelocity)
        let decay = Self.dampingRatio * Self.naturalFrequency, damped = Self.dampedFrequency
        let w = damped * t
        return Double.exp(-decay * t) * ((damped * b - decay * a) * Double.cos(w) - (damped * a + decay * b) * Double.sin(w))
    }

}

extension StretchSpring {
    /// Android 12's stretch overscroll (`EdgeEffect` with TYPE_STRETCH, as RecyclerView and
    /// ListView drive it): the pointer's travel past the edge is a pull, drawn as a stretch.
    public struct Model: StretchModel {
        /// Android's stretch (its constants are fixed).
        public init() {}

        public var curveName: String { StretchSpring.curveName }

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

        /// `EdgeEffect.onAbsorb` (TYPE_STRETCH): the spring from no pull at the fling's speed ×
        /// ON_ABSORB_VELOCITY_ADJUSTMENT (13), out and back.
        public func absorb(velocity: Double, dimension: Double) -> any Motion {
            StretchSpring(pull: 0, velocity: 13 * abs(velocity))
        }
    }
}
