/// The curves an animated scroll runs — a snap, a scroll to a row, a wheel or key step, and a retarget
/// of any of them — by the name a trace gives them (`Motion.curveName`, which each curve declares once:
/// `TimingCurve.name`, `RetargetedAnimation.curveName`, `GeckoWheelAnimation.curveName`).
///
/// One registry for both sides of a trace: the scroller's animations are these curves and record their
/// names, and `motion(from:velocity:to:duration:)` rebuilds from what a record says (where it started,
/// how fast, where it rests and after how long) the motion the app ran, so a report judges every frame
/// against that curve. A name not listed here is no curve listdemo runs.
public struct AnimationCurve: Sendable, Hashable {
    /// The name traces and the overlay give it.
    public let name: String
    private let shape: Shape

    /// Which motion the curve is.
    private enum Shape: Sendable, Hashable {
        /// A `TimedAnimation` along a timing curve, started from rest: the velocity it starts with is the curve's.
        case timing(TimingCurve)
        /// A `RetargetedAnimation`: the cubic that keeps the position and velocity it starts with.
        case continuing
        /// A `GeckoWheelAnimation` notch's Bézier, shaped by Gecko's settings.
        case geckoWheel(GeckoWheelAnimation.Settings)
    }

    private init(name: String, shape: Shape) {
        self.name = name
        self.shape = shape
    }

    /// An animation along `curve` (`TimedAnimation`), named as the curve is.
    public init(timing curve: TimingCurve) { self.init(name: curve.name, shape: .timing(curve)) }

    /// Gecko's smooth wheel with `settings` (`GeckoWheelAnimation`), under its one name.
    public init(geckoWheel settings: GeckoWheelAnimation.Settings) {
        self.init(name: GeckoWheelAnimation.curveName, shape: .geckoWheel(settings))
    }

    /// CSS and UIKit's ease-out: snaps, scrolls to a row, key steps and UIKit's wheel.
    public static let easeOut = AnimationCurve(timing: .easeOut)
    /// CSS ease-in-out: Chromium's wheel.
    public static let easeInOut = AnimationCurve(timing: .easeInOut)
    /// Constant speed.
    public static let linear = AnimationCurve(timing: .linear)
    /// A retarget's cubic (`RetargetedAnimation`): what an animation sent somewhere else while it runs becomes.
    public static let continuing = AnimationCurve(name: RetargetedAnimation.curveName, shape: .continuing)
    /// Firefox's smooth wheel: each notch's Bézier (`GeckoWheelAnimation`) with the firefox preset's
    /// `general.smoothScroll.*` settings (`GeckoWheelAnimation.Settings.firefox`).
    public static let firefoxWheel = AnimationCurve(geckoWheel: .firefox)

    /// Every curve an animated scroll runs, each under its own name.
    public static let all: [AnimationCurve] = [.easeOut, .easeInOut, .linear, .continuing, .firefoxWheel]

    /// The curve called `name`, or nil when listdemo runs none of that name.
    /// - Complexity: O(n) in the few curves listed.
    public static func named(_ name: String) -> AnimationCurve? {
        all.first { $0.name == name }
    }

    /// The motion of this curve that starts at `from` moving at `velocity` (points per second) and rests
    /// at `to` after `duration` seconds: what a trace's record of it rebuilds. A timing curve starts at
    /// its own slope (an animation from rest records none) and ignores `velocity`; Gecko's Bézier lasts whole
    /// milliseconds, as Gecko times it. Nil for a duration that is not positive and finite, or numbers
    /// that are not finite: no curve lasts that.
    public func motion(from: Double, velocity: Double, to: Double, duration: Double) -> (any Motion)? {
        guard duration > 0, duration.isFinite, from.isFinite, velocity.isFinite, to.isFinite else { return nil }
        switch shape {
        case .timing(let curve):
            return TimedAnimation(from: from, to: to, duration: duration, curve: curve)
        case .continuing:
            return RetargetedAnimation(from: from, velocity: velocity, to: to, duration: duration)
        case .geckoWheel(let settings):
            let milliseconds = (duration * 1000).rounded()
            guard milliseconds >= 1 else { return nil }
            return GeckoWheelAnimation(from: from, velocity: velocity, to: to, milliseconds: milliseconds,
                                       settings: settings)
        }
    }
}
