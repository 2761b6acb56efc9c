/// What started an animated scroll; the trace's `kind`.
public enum AnimationKind: String, Sendable, Equatable {
    /// A move to a snap position.
    case snap
    /// A scroll to a row, an offset or an edge asked for by code.
    case scrollTo = "scroll-to"
    /// A notched wheel's step.
    case wheel
    /// A keyboard step (line, page, Home, End).
    case key
    /// The content moving with a batch update's animation.
    case update
}

/// Something the list did that an observer (the trace, the overlay, a test) wants to know about.
///
/// A motion's `time` is its time origin: at a later frame time T its position is the motion
/// evaluated at T − time.
public enum ScrollEvent: Equatable, Sendable {
    /// An animated scroll began.
    case animation(time: Double, kind: AnimationKind, from: Double, to: Double, duration: Double, curve: TimingCurve)
    /// A running animation was sent to a new destination (`to`): from `from` at `velocity`, along
    /// a curve that keeps both continuous, ending `duration` later. `curve` names it
    /// (`AnimationCurve`, which rebuilds it from these): the cubic of `RetargetedAnimation`, or
    /// Gecko's Bézier for Firefox's wheel.
    case retarget(time: Double, kind: AnimationKind, from: Double, velocity: Double, to: Double, duration: Double,
                  curve: String)
    /// The pointer of a drag went up at `offset`; `velocity` is the release velocity the tracker
    /// measured from the pointer samples the list received (what decides between a fling and a rest).
    case release(time: Double, offset: Double, velocity: Double)
    /// The pointer went down on the scroll indicator's thumb with the content at `offset`.
    case thumbGrab(time: Double, offset: Double)
    /// The pointer let go of the thumb with the content at `offset`; `end` is the range's end then
    /// (`bounds.max`), where a thumb dragged to the track's end puts it exactly.
    case thumbRelease(time: Double, offset: Double, end: Double)
    /// The motion running was stopped where it was, at `offset` (`ListView.stopScrolling(at:)`).
    case stopped(time: Double, offset: Double)
    /// A fling or coast reached an edge that stops it (one with no overscroll, or one that draws
    /// it as a stretch): the content rests at `offset`, the edge, from `time`, the moment it got there.
    case reachedEdge(time: Double, offset: Double)
    /// A fling, a coast after precise wheel deltas or a bounce back to an edge began, under any
    /// preset: `curve` names it (`Motion.curveName`: "uikit deceleration", "android spline"),
    /// `physics` the preset it belongs to; it starts at `from`, made with `velocity`
    /// (`Motion.initialVelocity`: a fling's release velocity), and rests at `to` after `duration`
    /// seconds. The preset's models rebuild it: for a bounce the edge's
    /// (`ScrollPhysics.named(physics)?.edge`), otherwise the fling family's
    /// `fling(from:velocity:)`, or `landing(from:velocity:rest:)` when `to` is not that fling's rest.
    case motion(time: Double, purpose: Scroller.RunningMotion.Purpose, curve: String, physics: String, from: Double,
                velocity: Double, to: Double, duration: Double)
    /// A drawn overscroll (`ListView.Frame.stretch`) began relaxing along `curve` ("android
    /// stretch") of the preset `physics`: on `side` (+1 past the end, −1 past the start), from a pull
    /// of `pull` points growing at `velocity` (0 after a release; a fling's absorbed speed when one
    /// reached the edge), back to nothing `duration` seconds later. The stretch drawn at T is the
    /// preset's `StretchModel` drawing the pull's motion at T − time; the offset does not move.
    case stretch(time: Double, curve: String, physics: String, side: Double, pull: Double, velocity: Double,
                 duration: Double)
    /// A row came on screen.
    case willDisplay(time: Double, ListIndexPath)
    /// A row left the screen (or was deleted while on it).
    case didEndDisplaying(time: Double, ListIndexPath)
    /// A request failed and the list recovered (`ListError`'s description): a queued scroll whose
    /// row is gone (which no caller is there to catch), or a failure `endUpdates` or `reloadData`
    /// also threw.
    case error(time: Double, message: String)
}
