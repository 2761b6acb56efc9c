/// The parts of a `ScrollPhysics` that are families of curves: a preset picks one of each, and a
/// new platform adds its own in a file (beside its motion under `Motion/`).

/// How a release becomes a fling: a family of curves, each a pure function of time.
public protocol FlingModel: Sendable, Hashable {
    /// The curve's name in traces and on the overlay ("uikit deceleration", "android spline").
    var curveName: String { get }
    /// The fling a release at `velocity` (points per second, within the release's limits) starts from `origin`.
    func fling(from origin: Double, velocity: Double) -> any FlingMotion
    /// The fling a release starts in a viewport `dimension` points tall: the same as
    /// `fling(from:velocity:)` unless the family bounds a fling by the viewport (Chromium's does,
    /// at three viewports). The scroller calls this one.
    func fling(from origin: Double, velocity: Double, dimension: Double) -> any FlingMotion
    /// The fling of this family from `origin` that comes to rest exactly at `rest`, the release's
    /// speed changed to land there: what a release starts when a snap picks where it rests
    /// (`SnapTiming.projected`).
    func fling(from origin: Double, toRest rest: Double) -> any FlingMotion
    /// A fling from `origin` at `velocity` kept exactly that comes to rest at `rest`: what a running
    /// fling becomes when the row it aims at is measured on the way, so the velocity does not step.
    /// Nil when `rest` is not ahead of the motion or no curve of the family lands there.
    func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)?
    /// What a frame `t` seconds after the start makes of `fling`, one of this family's, when its
    /// platform advances it tick by tick and the ticks' times change its course (Gecko's fling,
    /// sampled on the grid of its first frame): the motion that takes over from this frame on, or
    /// nil while it goes on along its curve, as every closed-form curve does (the default). `previous` is the frame before (seconds since the start):
    /// for the first frame, the last frame before the motion started (negative, as Gecko's first fling
    /// sample counts from the composite before the release), or 0 when it started at a frame or none
    /// came before. The scroller asks at each frame.
    func continuation(of fling: any Motion, atFrame t: Double, after previous: Double) -> (any Motion)?
    /// Whether `fling`, one of this family's, starts its clock at the first frame after it is
    /// started rather than then (Compose's `animateDecay` starts its play time at the first frame it
    /// is called back for): until that frame the content stays where it starts. By default not.
    func startsAtNextFrame(_ fling: any Motion) -> Bool
}

extension FlingModel {
    /// Most families do not look at the viewport.
    public func fling(from origin: Double, velocity: Double, dimension: Double) -> any FlingMotion {
        fling(from: origin, velocity: velocity)
    }

    public func continuation(of fling: any Motion, atFrame t: Double, after previous: Double) -> (any Motion)? { nil }

    public func startsAtNextFrame(_ fling: any Motion) -> Bool { false }
}

/// How the content returns to an edge it is past (a release while overscrolled, a fling that
/// crossed it): a motion from a position and velocity to rest on the edge.
public protocol BounceModel: Sendable, Hashable {
    /// The curve's name in traces and on the overlay ("rubber-band spring").
    var curveName: String { get }
    /// The motion from `position` at `velocity` back to `edge`.
    func bounce(from position: Double, velocity: Double, edge: Double) -> any Motion
    /// The motion from the moment `fling` (its positions moved by `shift`) reaches `edge`,
    /// `crossing` seconds after it started, back to the edge: by default the bounce from the edge
    /// at the fling's velocity there. A platform whose flick goes on along its own curve past the
    /// bound (QScroller's) builds it from the fling.
    func bounce(afterFling fling: any Motion, shift: Double, reaching edge: Double, at crossing: Double) -> any Motion
    /// The bounce a trace's motion record names (`from` and `velocity` are the motion's `origin`
    /// and `initialVelocity`, `edge` where it rests): by default `bounce(from:velocity:edge:)`.
    func rebuilt(from position: Double, velocity: Double, edge: Double) -> any Motion
    /// As `FlingModel.continuation(of:atFrame:after:)`, for a bounce of this family (GTK's
    /// overshoot, clamped at the tick that finds it past its limit).
    func continuation(of bounce: any Motion, atFrame t: Double, after previous: Double) -> (any Motion)?
}

extension BounceModel {
    /// Most families bounce from the edge at the fling's velocity there.
    public func bounce(afterFling fling: any Motion, shift: Double, reaching edge: Double,
                       at crossing: Double) -> any Motion {
        bounce(from: edge, velocity: fling.velocity(at: crossing), edge: edge)
    }

    /// Most families' records are their bounce's start: where and how fast.
    public func rebuilt(from position: Double, velocity: Double, edge: Double) -> any Motion {
        bounce(from: position, velocity: velocity, edge: edge)
    }

    public func continuation(of bounce: any Motion, atFrame t: Double, after previous: Double) -> (any Motion)? { nil }
}

/// Overscroll that is drawn rather than scrolled (Android 12's stretch): the pointer's travel
/// past the edge is a pull, which the model draws as a stretch and relaxes back to 0.
/// Pulls and stretches are points, ≥ 0; the scroller keeps which edge.
public protocol StretchModel: Sendable, Hashable {
    /// The curve's name in traces and on the overlay ("android stretch").
    var curveName: String { get }
    /// The most pull kept in a viewport `dimension` tall: dragging further is lost, so turning
    /// back releases the stretch at once.
    func maximumPull(dimension: Double) -> Double
    /// The stretch drawn for `pull`.
    func stretch(forPull pull: Double, dimension: Double) -> Double
    /// The pull's motion back to 0 once the pointer lets go of `pull`.
    func release(fromPull pull: Double, dimension: Double) -> any Motion
    /// The pull's motion when a fling reaches the edge at `velocity` (points per second, either
    /// sign): out from 0 and back.
    func absorb(velocity: Double, dimension: Double) -> any Motion
    /// As `FlingModel.continuation(of:atFrame:after:)`, for a pull of this family (Android's
    /// stretch, taken over at 200 px/s once the frame before left it near the edge).
    func continuation(of pull: any Motion, atFrame t: Double, after previous: Double) -> (any Motion)?
}

extension StretchModel {
    public func continuation(of pull: any Motion, atFrame t: Double, after previous: Double) -> (any Motion)? { nil }
}
