// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// Jetpack Compose's default fling (`DefaultFlingBehavior` with `splineBasedDecay(density)`):
/// Android's OverScroller spline (`SplineFling`), computed as Compose computes it
/// (androidx `compose/animation/animation` `FlingCalculator.kt`, `SplineBasedFloatDecayAnimationSpec.kt`;
/// `compose/foundation` `AndroidFlingSpline.kt`):
/// - the spline table bisected in `Float` to 1e-5 (`computeSplineInfo`), the distance a `Float`,
///   the duration whole milliseconds (`(1000.0 * exp(l / (DecelerationRate − 1))).toLong()`), the
///   progress and its interpolation in `Float`;
/// - its own clock: `animateDecay` starts its play time at the first frame it is called back for,
///   which comes after the release, and reads it in whole milliseconds
///   (`playTimeNanos / 1_000_000`): `startsAtNextFrame`, so until that frame the content stays
///   where it was released.
public struct ComposeFling: FlingMotion, Equatable {
    /// The curve's name in traces and on the overlay.
    public static let curveName = "compose spline"

    public let origin: Double
    /// The release velocity, within Compose's maximum (points per second).
    public let initialVelocity: Double
    /// The spline's distance (signed: Compose's `Float`, or the exact distance to an aimed rest).
    public let distance: Double
    /// The spline's duration in whole milliseconds.
    public let durationMilliseconds: Int
    /// Whether its clock waits for the first frame: a fling from a release does; a landing that
    /// takes over from a running fling at a frame goes on at once.
    public let startsAtNextFrame: Bool

    /// A spline from `origin`, released at `velocity`, covering `distance` in `durationMilliseconds`.
    public init(origin: Double, velocity: Double, distance: Double, durationMilliseconds: Int,
                startsAtNextFrame: Bool = true) {
        self.origin = origin
        self.initialVelocity = velocity
        self.distance = distance
        self.durationMilliseconds = durationMilliseconds
        self.startsAtNextFrame = startsAtNextFrame
    }

    public var curveName: String { Self.curveName }

    public var finalPosition: Double { origin + distance }

    /// Seconds of play time until it rests.
    public var duration: Double { Double(durationMilliseconds) / 1000 }

    /// Whole milliseconds of play time at `t` (a frame's time counts the millisecond it is in; its
    /// floating-point time is rounded to the nanosecond first, as `playTimeNanos` is whole).
    private func playTime(at t: Double) -> Int { Swift.max(0, Int((t * 1e9).rounded() / 1e6)) }

    /// `FlingCalculator.FlingInfo.position`: the table interpolated in `Float` at `ms / duration`.
    private func covered(atMilliseconds ms: Int) -> Float {
        guard durationMilliseconds > 0 else { return 1 }
        let progress = Float(Double(ms) / Double(Float(durationMilliseconds)))
        return Self.splinePosition(progress).coef
    }

    /// `distance × coef` in `Float`, exact at the rest.
    private func travel(atMilliseconds ms: Int) -> Double {
        ms >= durationMilliseconds ? distance : Double(Float(distance) * covered(atMilliseconds: ms))
    }

    public func position(at t: Double) -> Double { origin + travel(atMilliseconds: playTime(at: t)) }

    /// `FlingInfo.velocity`: the table's slope × distance / duration, 0 once done.
    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        let ms = playTime(at: t)
        let progress = Float(Double(ms) / Double(Float(durationMilliseconds)))
        let slope = Self.splinePosition(progress).velocityCoef
        return Double(slope * Float(distance) / Float(durationMilliseconds) * 1000)
    }

    public func isDone(at t: Double) -> Bool { playTime(at: t) >= durationMilliseconds }

    /// The first whole millisecond of play time at which the spline reaches `position`.
    public func time(toReach position: Double) -> Double? {
        let forward = distance >= 0
        guard (position - origin) * (finalPosition - position) >= 0 else { return nil }
        // The travel only grows: bisect the milliseconds.
        func reached(_ ms: Int) -> Bool {
            let x = origin + travel(atMilliseconds: ms)
            return forward ? x >= position : x <= position
        }
        guard reached(durationMilliseconds) else { return nil }
        // The last millisecond short of it (-1: none), and the next one reaches it.
        let short = Bisection.last(in: -1...durationMilliseconds) { !reached($0) }
        return Double(short + 1) / 1000
    }
}

extension ComposeFling {
    /// `AndroidFlingSpline.NbSamples`.
    static let sampleCount = 100

    /// `AndroidFlingSpline`'s table as Compose computes it (`computeSplineInfo`, every step in
    /// `Float`, bisected until within 1e-5), entry `sampleCount` being 1.
    static let splineTable: [Float] = {
        let inflexion: Float = 0.35, startTension: Float = 0.5, endTension: Float = 1.0
        let p1 = startTension * inflexion, p2 = 1 - endTension * (1 - inflexion)
        var table = [Float](repeating: 1, count: sampleCount + 1)
        var xMin: Float = 0
        for i in 0..<sampleCount {
            let alpha = Float(i) / Float(sampleCount)
            var xMax: Float = 1
            var x: Float = 0, coef: Float = 0
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if Double(abs(tx - alpha)) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            table[i] = coef * ((1 - x) * startTension + x) + x * x * x
        }
        return table
    }()

    /// `AndroidFlingSpline.flingPosition(time)`: the covered fraction and its rate at `time` ∈ [0, 1].
    static func splinePosition(_ time: Float) -> (coef: Float, velocityCoef: Float) {
        let index = Int(Float(sampleCount) * time)
        guard index < sampleCount else { return (1, 0) }
        let tInf = Float(Double(index) / Double(sampleCount)), tSup = Float(Double(index + 1) / Double(sampleCount))
        let dInf = splineTable[index], dSup = splineTable[index + 1]
        let velocityCoef = (dSup - dInf) / (tSup - tInf)
        return (dInf + (time - tInf) * velocityCoef, velocityCoef)
    }

    /// Compose's fling family at a density of 1 (160 dpi).
    public struct Model: FlingModel {
        /// `ViewConfiguration.getScrollFriction()`.
        public var friction: Float
        /// `Density.density`: 1 makes a dp a point.
        public var density: Float

        /// The family of scroll friction `friction` at screen density `density`.
        public init(friction: Float, density: Float) {
            self.friction = friction
            self.density = density
        }

        public var curveName: String { ComposeFling.curveName }

        /// A fling from a release waits for its first frame; a landing taking over at a frame does not
        /// (`ComposeFling.startsAtNextFrame`).
        public func startsAtNextFrame(_ fling: any Motion) -> Bool {
            (fling as? ComposeFling)?.startsAtNextFrame ?? false
        }

        /// `DecelerationRate` = ln(0.78) / ln(0.9), a `Float`.
        static let decelerationRate = Float(Double.log(0.78) / Double.log(0.9))

        /// `FlingCalculator.magicPhysicalCoefficient × friction`: 9.80665 × 39.37 × density × 160 × 0.84, in `Float`.
        var frictionCoefficient: Float {
            let g: Float = 9.80665, inchesPerMeter: Float = 39.37, tuning: Float = 0.84
            return friction * (g * inchesPerMeter * density * 160 * tuning)
        }

        /// `FlingCalculator.flingInfo`: distance (`Float`) and duration (whole ms) for `velocity`.
        func info(velocity: Double) -> (distance: Float, milliseconds: Int) {
            guard velocity != 0 else { return (0, 0) }
            let l = Double.log(Double(Float(0.35) * Float(abs(velocity))) / Double(frictionCoefficient))
            let minusOne = Double(Self.decelerationRate) - 1
            let milliseconds = Int(1000 * Double.exp(l / minusOne))
            let distance = Float(Double(frictionCoefficient) * Double.exp(Double(Self.decelerationRate) / minusOne * l))
            return (distance, milliseconds)
        }

        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            let (distance, milliseconds) = info(velocity: velocity)
            return ComposeFling(origin: origin, velocity: velocity, distance: velocity < 0 ? -Double(distance) : Double(distance),
                                durationMilliseconds: milliseconds)
        }

        /// The release velocity whose fling rests at `rest`: the distance formula inverted (as
        /// `SplineFling.Model`), with Compose's duration for it, covering exactly `rest − origin`.
        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            let delta = rest - origin
            guard delta != 0 else { return fling(from: origin, velocity: 0) }
            let fc = Double(frictionCoefficient), d = Double(Self.decelerationRate)
            let speed = fc / 0.35 * Double.pow(abs(delta) / fc, (d - 1) / d)
            let velocity = delta > 0 ? speed : -speed
            return ComposeFling(origin: origin, velocity: velocity, distance: delta,
                                durationMilliseconds: info(velocity: velocity).milliseconds)
        }

        /// As `SplineFling.Model.landing`: the spline that keeps the velocity covers `rest − origin`
        /// in |d| / (0.35 |v|) (whole milliseconds).
        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            let delta = rest - origin
            guard delta * velocity > 0 else { return nil }
            let milliseconds = Int(1000 * abs(delta) / (0.35 * abs(velocity)))
            return ComposeFling(origin: origin, velocity: velocity, distance: delta, durationMilliseconds: milliseconds,
                                startsAtNextFrame: false)
        }
    }
}
