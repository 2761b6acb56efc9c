// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// A fling the way Android's `OverScroller` moves one (AOSP
/// `core/java/android/widget/OverScroller.java`, `SplineOverScroller`): a fixed spline shape,
/// stretched to a distance and a duration that both grow with the release velocity.
///
/// The shape is AOSP's table `SPLINE_POSITION`: the fraction of the distance covered at each
/// hundredth of the duration (`NB_SAMPLES` = 100), read from the parametric curve in
/// `SplineOverScroller`'s static initialiser and linearly interpolated between samples, as
/// `SplineOverScroller.update()` does. So the position is piecewise linear in time and the
/// velocity (`mCurrVelocity`) steps every hundredth.
///
/// AOSP samples that table at each frame's time since the fling began; here it is a pure
/// function of the elapsed time too (`position(at:)`), never integrated frame by frame, so the
/// positions do not depend on the frame rate. Two differences, both deliberate: the table is
/// solved to full precision (AOSP bisects in floats to 1e-5), and nothing is rounded to whole
/// pixels or milliseconds (AOSP casts the distance, the duration and each position to int).
public struct SplineFling: FlingMotion, Equatable {
    /// `SplineOverScroller.DECELERATION_RATE` = ln(0.78) / ln(0.9).
    public static let decelerationRate = Double.log(0.78) / Double.log(0.9)
    /// `SplineOverScroller.INFLEXION`: the tension lines cross at (0.35, 1).
    public static let inflexion = 0.35
    /// `SplineOverScroller.START_TENSION`.
    public static let startTension = 0.5
    /// `SplineOverScroller.END_TENSION`.
    public static let endTension = 1.0
    /// `SplineOverScroller.NB_SAMPLES`.
    public static let sampleCount = 100
    /// The curve's name in traces and on the overlay.
    public static let curveName = "android spline"

    /// `SPLINE_POSITION`: entry i is the fraction of the distance covered at i / 100 of the duration.
    ///
    /// The curve is parametric in x ∈ [0, 1]: time(x) = 3x(1 − x)((1 − x)·P1 + x·P2) + x³ and
    /// position(x) = 3x(1 − x)((1 − x)·START_TENSION + x) + x³, with P1 = START_TENSION · INFLEXION
    /// and P2 = 1 − END_TENSION · (1 − INFLEXION). Entry i solves time(x) = i / 100 (time(x) rises
    /// monotonically, so bisection converges) and takes position(x); the first entry is 0, the last 1.
    public static let splinePosition: [Double] = {
        let p1 = startTension * inflexion, p2 = 1 - endTension * (1 - inflexion)
        func time(_ x: Double) -> Double { 3 * x * (1 - x) * ((1 - x) * p1 + x * p2) + x * x * x }
        func position(_ x: Double) -> Double { 3 * x * (1 - x) * ((1 - x) * startTension + x) + x * x * x }
        var table = [Double](repeating: 1, count: sampleCount + 1)
        table[0] = 0
        for i in 1..<sampleCount {
            let alpha = Double(i) / Double(sampleCount)
            let (low, high) = Bisection.bracket(in: 0...1, iterations: 64) { time($0) >= alpha }
            table[i] = position((low + high) / 2)
        }
        return table
    }()

    /// Where the fling starts.
    public let origin: Double
    /// The release velocity it was made from (points per second; `velocity(at: 0)` is the first
    /// sample's slope, as AOSP's `getCurrVelocity()` reports it).
    public let initialVelocity: Double
    /// How far it travels, signed (`mSplineDistance`).
    public let distance: Double
    /// Seconds until it rests (`mSplineDuration`).
    public let duration: Double

    /// A fling from `origin` covering `distance` (signed) in `duration` seconds, made from a release at `velocity`.
    public init(origin: Double, velocity: Double, distance: Double, duration: Double) {
        self.origin = origin
        self.initialVelocity = velocity
        self.distance = distance
        self.duration = duration
    }

    public var finalPosition: Double { origin + distance }

    public var curveName: String { Self.curveName }

    public func position(at t: Double) -> Double {
        origin + distance * Self.sample(at: progress(at: t)).covered
    }

    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        return distance / duration * Self.sample(at: progress(at: t)).slope
    }


    /// The time at which the spline covers the fraction of the distance that reaches `position`:
    /// the table's segment holding it (binary search, the table rises), then its line solved.
    public func time(toReach position: Double) -> Double? {
        guard distance != 0 else { return position == origin ? 0 : nil }
        let fraction = (position - origin) / distance
        guard fraction >= 0, fraction <= 1 else { return nil }
        let table = Self.splinePosition
        let low = Bisection.last(in: 0...(Self.sampleCount - 1)) { table[$0] <= fraction }
        let high = low + 1
        let within = (fraction - table[low]) / (table[high] - table[low])
        return (Double(low) + within) / Double(Self.sampleCount) * duration
    }

    private func progress(at t: Double) -> Double { duration > 0 ? Swift.max(0, t / duration) : 1 }

    /// `SplineOverScroller.update()`'s SPLINE case at elapsed fraction `f`: the covered fraction
    /// (`distanceCoef`) and its rate per unit of elapsed fraction (`velocityCoef`).
    private static func sample(at f: Double) -> (covered: Double, slope: Double) {
        let index = Int(Double(sampleCount) * Swift.min(f, 1))
        guard index < sampleCount else { return (1, 0) }
        let table = splinePosition
        let slope = (table[index + 1] - table[index]) * Double(sampleCount)
        return (table[index] + (f - Double(index) / Double(sampleCount)) * slope, slope)
    }
}

extension SplineFling {
    /// Android's fling family: every fling a spline whose length and duration come from the
    /// release velocity through the scroll friction and the screen's physical coefficient.
    public struct Model: FlingModel {
        /// `ViewConfiguration.getScrollFriction()` (`SCROLL_FRICTION`), the fling's friction.
        public var friction: Double
        /// Pixels per inch: `DisplayMetrics.density` × 160; a point is one dp here, so 160.
        public var pixelsPerInch: Double

        /// The family at `friction` (> 0) on a screen of `pixelsPerInch` (> 0).
        public init(friction: Double, pixelsPerInch: Double) {
            self.friction = friction
            self.pixelsPerInch = pixelsPerInch
        }

        public var curveName: String { SplineFling.curveName }

        /// `SplineOverScroller.mPhysicalCoeff` = GRAVITY_EARTH (9.80665 m/s²) × 39.37 (inches a
        /// metre) × ppi × 0.84 ("look and feel tuning").
        public var physicalCoefficient: Double { 9.80665 * 39.37 * pixelsPerInch * 0.84 }

        /// `getSplineDeceleration`: ln(INFLEXION · |v| / (friction · coefficient)).
        public func splineDeceleration(velocity: Double) -> Double {
            Double.log(SplineFling.inflexion * abs(velocity) / (friction * physicalCoefficient))
        }

        /// `getSplineFlingDistance`: friction · coefficient · exp(D / (D − 1) · l), D = DECELERATION_RATE.
        public func flingDistance(velocity: Double) -> Double {
            let d = SplineFling.decelerationRate
            return friction * physicalCoefficient * Double.exp(d / (d - 1) * splineDeceleration(velocity: velocity))
        }

        /// `getSplineFlingDuration` in seconds: exp(l / (D − 1)) (AOSP: 1000 × that, in ms).
        public func flingDuration(velocity: Double) -> Double {
            Double.exp(splineDeceleration(velocity: velocity) / (SplineFling.decelerationRate - 1))
        }

        /// `SplineOverScroller.fling` within unbounded limits (RecyclerView's; the edge is the
        /// scroller's business): the spline for a release at `velocity`.
        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            guard velocity != 0 else { return SplineFling(origin: origin, velocity: 0, distance: 0, duration: 0) }
            let distance = flingDistance(velocity: velocity)
            return SplineFling(origin: origin, velocity: velocity, distance: velocity > 0 ? distance : -distance,
                               duration: flingDuration(velocity: velocity))
        }

        /// The release velocity whose spline covers `rest − origin` (the distance formula inverted:
        /// |v| = f·c / INFLEXION · (|d| / (f·c))^((D − 1) / D)), landing exactly on `rest`.
        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            let distance = rest - origin
            guard distance != 0 else { return fling(from: origin, velocity: 0) }
            let fc = friction * physicalCoefficient, d = SplineFling.decelerationRate
            let speed = fc / SplineFling.inflexion * Double.pow(abs(distance) / fc, (d - 1) / d)
            let velocity = distance > 0 ? speed : -speed
            return SplineFling(origin: origin, velocity: velocity, distance: distance,
                               duration: flingDuration(velocity: velocity))
        }

        /// The spline from a release at `velocity` that covers exactly `rest − origin`: the friction
        /// that does so (`SplineOverScroller.setFriction`), solved in closed form. With any
        /// friction distance / duration = INFLEXION · |v|, so the duration is |d| / (0.35 |v|)
        /// and the spline starts as fast as the release did, whatever the distance.
        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            let distance = rest - origin
            guard distance * velocity > 0 else { return nil }
            return SplineFling(origin: origin, velocity: velocity, distance: distance,
                               duration: abs(distance) / (SplineFling.inflexion * abs(velocity)))
        }
    }
}
