/// Gecko's smooth wheel scroll as release Firefox runs it (`layout/generic/ScrollAnimationBezierPhysics.cpp`,
/// driven by APZ's `WheelScrollAnimation`; the mass-spring-damper alternative,
/// `general.smoothScroll.msdPhysics.enabled`, is on only in Nightly builds).
///
/// Each notch adds its distance to the destination and starts a new Bézier from where the content
/// is, at the velocity it has there (`ScrollAnimationBezierPhysics::Update`): its duration is
/// twice the mean of the last three intervals between notches in whole milliseconds, within
/// 50…200 ms (`ComputeDuration`; the first notch of a burst counts three imaginary 100 ms
/// intervals, `InitializeHistory`, so it lasts 200 ms), and its timing function the cubic Bézier
/// (0, 0) (dt, dxy) (1 − stopDecelerationWeighting, 1) (1, 1), whose first control point leaves at
/// the slope s = v · duration / (destination − start) (`InitTimingFunction`: dt = w / √(1 + s²),
/// dxy = w · s / √(1 + s²), w the velocity weighting). Positions are `(1 − y) · start + y · destination`.
/// Times are read to the nanosecond, as Gecko's `TimeStamp`s are whole ticks.
public struct GeckoWheelAnimation: Motion, Equatable {
    /// The curve's name in traces and on the overlay.
    public static let curveName = "firefox smooth scroll"

    /// `general.smoothScroll.*`: what shapes the notches.
    public struct Settings: Hashable, Sendable {
        /// `mouseWheel.durationMinMS` and `durationMaxMS`.
        public var minimumMilliseconds: Int, maximumMilliseconds: Int
        /// `durationToIntervalRatio` / 100: how much longer a notch lasts than the notches' interval.
        public var intervalRatio: Double
        /// `currentVelocityWeighting` and `stopDecelerationWeighting`, Gecko's `AtomicFloat`s.
        public var velocityWeighting: Float, stopWeighting: Float

        /// The settings Gecko's prefs give.
        public init(minimumMilliseconds: Int, maximumMilliseconds: Int, intervalRatio: Double, velocityWeighting: Float,
                    stopWeighting: Float) {
            (self.minimumMilliseconds, self.maximumMilliseconds) = (minimumMilliseconds, maximumMilliseconds)
            (self.intervalRatio, self.velocityWeighting, self.stopWeighting) = (intervalRatio, velocityWeighting, stopWeighting)
        }
    }

    /// Three notch times (nanoseconds), newest first.
    public struct NotchTimes: Hashable, Sendable {
        /// The times, newest first.
        public var newest, middle, oldest: Double
    }

    /// Where this notch's Bézier starts, and the destination it rests at.
    public let from: Double, to: Double
    /// The velocity it started with (points per second): 0 from rest, else what it had when the notch came.
    public let initialVelocity: Double
    /// Its duration in whole milliseconds.
    public let milliseconds: Double
    /// Its timing function.
    public let curve: TimingCurve
    /// Gecko's `mPrevEventTime`: the last three notches, newest first, in nanoseconds relative to
    /// this Bézier's start.
    public let history: NotchTimes
    /// The prefs it follows.
    public let settings: Settings

    private init(from: Double, velocity: Double, to: Double, milliseconds: Double, history: NotchTimes,
                 settings: Settings) {
        self.from = from
        self.to = to
        self.initialVelocity = velocity
        self.milliseconds = milliseconds
        self.history = history
        self.settings = settings
        let settle = Double(1 - settings.stopWeighting)
        let weighting = Double(settings.velocityWeighting)
        if to == from || weighting == 0 {
            curve = TimingCurve(0, 0, settle, 1, name: Self.curveName)
        } else {
            let slope = velocity * (milliseconds / 1000) / (to - from)
            let normalization = (1 + slope * slope).squareRoot()
            curve = TimingCurve(1 / normalization * weighting, slope / normalization * weighting, settle, 1,
                                name: Self.curveName)
        }
    }

    /// The first notch of a burst: from `position` moving at `velocity` (APZ hands over its own) to `destination`.
    public init(from position: Double, velocity: Double, to destination: Double, settings: Settings) {
        let (milliseconds, shifted) = Self.duration(atNanosecond: 0, after: Self.burstHistory(settings), settings)
        self.init(from: position, velocity: velocity, to: destination, milliseconds: milliseconds, history: shifted,
                  settings: settings)
    }

    /// One notch's Bézier as a trace records it (`AnimationCurve.firefoxWheel`): from `position` moving at
    /// `velocity` to `destination` over `milliseconds` (whole). Its notch history, which only a later notch
    /// would read, is a burst's.
    public init(from position: Double, velocity: Double, to destination: Double, milliseconds: Double,
                settings: Settings) {
        self.init(from: position, velocity: velocity, to: destination, milliseconds: milliseconds,
                  history: Self.burstHistory(settings), settings: settings)
    }

    /// InitializeHistory: three imaginary intervals of the longest relevant length.
    private static func burstHistory(_ settings: Settings) -> NotchTimes {
        let longest = Double(settings.maximumMilliseconds) / settings.intervalRatio * 1e6
        return NotchTimes(newest: -longest, middle: -2 * longest, oldest: -3 * longest)
    }

    /// `ComputeDuration` at `now` (nanoseconds): the whole-millisecond mean of the last three
    /// intervals times the ratio, within the limits, and the history with `now` added.
    private static func duration(atNanosecond now: Double, after history: NotchTimes,
                                 _ settings: Settings) -> (Double, NotchTimes) {
        let meanInterval = Int32(((now - history.oldest) / 1e6 / 3).rounded(.towardZero))
        let milliseconds = Swift.min(Swift.max(Int(Double(meanInterval) * settings.intervalRatio),
                                               settings.minimumMilliseconds), settings.maximumMilliseconds)
        return (Double(milliseconds), NotchTimes(newest: now, middle: history.newest, oldest: history.middle))
    }

    /// A notch `t` seconds after this Bézier started, its destination now `destination`; `shift`
    /// is how far the running motion has been moved (`RunningMotion.shift`). Gecko keeps the
    /// running Bézier when the destination has not changed and the new one would end later
    /// (`restarts` false: only the notch history changes); otherwise a new one starts at `t` from
    /// where this one is, at its velocity there.
    public func notch(at t: Double, to destination: Double, shift: Double) -> (animation: GeckoWheelAnimation, restarts: Bool) {
        let now = (t * 1e9).rounded()
        let (milliseconds, history) = Self.duration(atNanosecond: now, after: self.history, settings)
        if destination == to + shift, t + milliseconds / 1000 > duration {
            return (GeckoWheelAnimation(from: from, velocity: initialVelocity, to: to, milliseconds: self.milliseconds,
                                        history: history, settings: settings), false)
        }
        let restarted = NotchTimes(newest: 0, middle: history.middle - now, oldest: history.oldest - now)
        return (GeckoWheelAnimation(from: position(at: t) + shift, velocity: velocity(at: t), to: destination,
                                    milliseconds: milliseconds, history: restarted, settings: settings), true)
    }

    public var curveName: String { Self.curveName }
    public var finalPosition: Double { to }
    public var duration: Double { milliseconds / 1000 }

    public func position(at t: Double) -> Double {
        guard t < duration else { return to }
        let y = curve.progress(at: t / duration)
        return (1 - y) * from + y * to
    }

    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        return curve.slope(at: t / duration) * (to - from) / duration
    }
}
