/// A motion along the scroll axis, as a pure function of the time since it started.
///
/// Every motion the list makes (a fling's deceleration, the bounce back from an edge, an animated
/// scroll) is a value of this kind, as Flutter's `Simulation`
/// (`packages/flutter/lib/src/physics/simulation.dart`: `x(time)`, `dx(time)`, `isDone(time)`).
/// The scroll state machine only chooses which motion runs and evaluates it at each frame's time,
/// so what is drawn never depends on the frame rate. Times are seconds since the motion began,
/// positions are points.
///
/// A new curve is one file: a value conforming to this protocol (and, for a fling, `FlingMotion`),
/// with the family its preset picks (`FlingModel`, `BounceModel` or `StretchModel`). What only one
/// platform's curves do (change course at a frame, start their clock at the next frame) their
/// family answers, asking its own motion type (`FlingModel.continuation(of:atFrame:after:)`,
/// `FlingModel.startsAtNextFrame(_:)`). The scroller
/// holds it as `any Motion`, boxed once when it starts; evaluating it allocates nothing.
public protocol Motion: Sendable, Equatable {
    /// The position at `t` seconds after the start.
    func position(at t: Double) -> Double
    /// The rate of change of the position, in points per second, at `t`.
    func velocity(at t: Double) -> Double
    /// Whether the motion has finished at `t`; from then on it rests at `finalPosition`.
    func isDone(at t: Double) -> Bool
    /// Where the motion comes to rest.
    var finalPosition: Double { get }
    /// Seconds from the start until the motion is done.
    var duration: Double { get }

    /// The curve's name in traces and on the overlay ("uikit deceleration", "android spline").
    var curveName: String { get }
    /// How the overlay describes the curve ("exponential, rate 0.998"); its name unless it says more.
    var curveDescription: String { get }
    /// The velocity the motion was made with, which a trace records with `position(at: 0)`,
    /// `finalPosition` and `duration` (`ScrollEvent.motion`): a fling's release velocity (what its
    /// family turns into a curve: AOSP's spline starts a hair slower), otherwise the velocity at the start.
    var initialVelocity: Double { get }
    /// The first time (seconds since the start) the motion reaches `position`, or nil if it never
    /// does. A fling (`FlingMotion`) answers, so the scroller hands over at an edge at exactly this
    /// time; other motions are never asked and answer nil.
    func time(toReach position: Double) -> Double?
    /// Where it was made from, which a trace records for its models to rebuild it: `position(at: 0)`,
    /// except for a curve whose first sample is already a hair past it (Compose's spline table).
    var origin: Double { get }
}

extension Motion {
    public func isDone(at t: Double) -> Bool { t >= duration }
    public var curveDescription: String { curveName }
    public var initialVelocity: Double { velocity(at: 0) }
    public func time(toReach position: Double) -> Double? { nil }
    public var origin: Double { position(at: 0) }

    /// Whether `other` is the same curve: the same type with equal values.
    public func isEqual(to other: any Motion) -> Bool { (other as? Self) == self }
}

/// What a fling motion must answer beyond its curve, so the scroller can hand over at an edge at
/// the exact moment it is crossed, whatever the frame rate: `time(toReach:)`, in closed form where
/// the curve has one, `solvedTime(toReach:)` otherwise.
public protocol FlingMotion: Motion {}

extension FlingMotion {
    /// A bracketed solve of `position(at:) = position` on [0, duration]: a fling moves one way only,
    /// so its position is monotone there and bisection converges (to 1e-12 s).
    public func solvedTime(toReach position: Double) -> Double? {
        let start = self.position(at: 0), end = self.position(at: duration)
        guard (position - start) * (position - end) <= 0 else { return nil }
        let forward = end >= start
        return Bisection.first(in: 0...duration, iterations: 64) {
            forward ? self.position(at: $0) >= position : self.position(at: $0) <= position
        }
    }
}
