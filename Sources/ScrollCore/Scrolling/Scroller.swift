/// The scroll position along one axis and the state machine that moves it: drags with a rubber
/// band, flings, bounces, animated scrolls and wheel input.
///
/// It knows nothing of rows: the list decides *where* to go (snap targets, rows, key steps) and
/// the scroller decides *how*, by running one `Motion` at a time and evaluating it at the time
/// the caller passes in. Input methods take the event's time; call `advance(to:)` once per frame.
///
/// It is the mechanism; `physics` is the policy, which it asks: which fling a release starts and
/// with what limits, what a press, a drag and a release past an edge and a fling reaching one do
/// (`EdgeModel`). Its own rules are the platform-neutral ones: when a touchpad pan coasts
/// (`preciseIdleGap`), how a retarget keeps the velocity, which motions form one gesture.
///
/// Its jobs are files: frames here, `Scroller+Drag` (press, drag, release, fling, stop),
/// `Scroller+Pan` (touchpad deltas), `Scroller+Animation` (animated scrolls and retargets),
/// `Scroller+Motions` (starting and ending motions), `RunningMotion`.
public struct Scroller: Sendable {
    /// Precise (touchpad) deltas too slow to coast end after a pause this long (seconds).
    /// Deltas fast enough to coast hand over to inertia at the first frame without a new one.
    public static let preciseIdleGap = 0.06
    /// The shortest time a retargeted animation takes to reach its new destination: a correction
    /// in the last frames of an animation is spread over six frames at 60 Hz, not made in one.
    public static let minimumRetargetDuration = 0.1
    /// How many motions of one gesture are kept for observers (a held wheel makes many).
    public static let segmentCapacity = 64
    /// A motion this close to a target (points) is already heading there: a closed form's rest
    /// differs from the target it was solved for by rounding (1e-11 pt), far below a pixel.
    static let landingTolerance = 1e-6
    /// Times this close are one moment: a frame at the time an input arrived (a script's 0.3 + 0.15
    /// against the frame's 0.45) is that input's frame, not the first frame after it (seconds).
    public static let sameMoment = 1e-6

    /// Why the scroll position came to rest; the list snaps after some of these.
    public enum Rest: Equatable, Sendable {
        /// A drag was released without enough velocity to fling.
        case dragEnded
        /// A fling or coast came to rest.
        case decelerationEnded
        /// A wheel's motion came to rest.
        case wheelEnded
        /// A bounce reached its edge.
        case bounceEnded
        /// An animated scroll of this kind arrived.
        case animationEnded(AnimationKind)
    }

    /// The offset, in points.
    public internal(set) var offset: Double
    /// How fast the offset changes, points per second.
    public internal(set) var velocity: Double = 0
    /// What the offset is doing.
    public internal(set) var phase: ScrollPhase = .idle
    /// The motion running now, if any.
    public internal(set) var motion: RunningMotion?
    /// The most recent motion, running or finished (the overlay plots it).
    public internal(set) var lastMotion: RunningMotion?
    /// The motions of the current gesture in order, from the input that began it to rest: a fling,
    /// its bounce, the snap after it, retargets (at most `segmentCapacity`, the latest kept). Like
    /// the running motion, they move with the content when it changes above the screen.
    public internal(set) var segments: [RunningMotion] = []
    /// Where the offset may rest.
    public var bounds: ScrollBounds
    /// The rubber band's (and the stretch's) dimension d: the viewport's height.
    public var viewportHeight: Double
    /// How the content moves: read by each input that begins something (a press, a delta, an
    /// animated scroll); a running motion finishes under the physics it started with.
    public var physics: ScrollPhysics = .default
    /// Overscroll drawn rather than scrolled (`EdgeModel.clamp`), in points: positive past the
    /// end, negative past the start, 0 with other edges. The offset stays within the bounds.
    public internal(set) var stretch: Double = 0
    /// The pull past an edge that `stretch` draws (`EdgeModel.clamp`): the pointer's travel
    /// beyond it, or a fling's absorbed speed, signed as `stretch`.
    public internal(set) var pull: Double = 0
    /// The exact time the position last came to rest (a motion's end, not the frame that noticed it):
    /// what follows a rest, such as a snap, starts then, so it does not depend on the frame rate.
    public internal(set) var restTime: Double = 0
    /// Events since the owner last took them.
    public internal(set) var events: [ScrollEvent] = []
    /// How many events were forgotten untaken (`dropEvents(beyond:)`).
    public internal(set) var droppedEventCount = 0

    var tracker: VelocityTracker
    /// The pointer's own path, for physics whose release takes the pointer's velocity.
    var pointerTracker: VelocityTracker
    /// The pointer where the drag began and the unbounded offset it would have put the content
    /// at there (past an edge: the rubber band's raw overscroll, or the stretch's pull), and the
    /// pointer at its latest event (an edge that moves the content event by event asks where the
    /// event before left it).
    var drag: (pointer: Double, raw: Double, last: Double)?
    /// The physics of the input in progress (`physics` as it was when the input began).
    var gesturePhysics: ScrollPhysics = .default
    /// A pull relaxing back to 0 since `startTime`: its motion of the pull's size, its side (±1),
    /// the model that draws it and the physics it belongs to, and the last frame that asked it
    /// (seconds since it started: `StretchModel.continuation(of:atFrame:after:)`).
    var relaxingPull: (motion: any Motion, startTime: Double, side: Double, model: any StretchModel,
                       physics: ScrollPhysics, lastFrame: Double)?
    var lastPreciseDelta: Double?
    /// Where the precise deltas put the content, and when, while a pan (or its coast) goes on.
    var pan: (offset: Double, time: Double)?
    /// The two latest distinct frame times (`advance(to:)`): a pan coasts when no delta came
    /// after the frame before this one.
    var frameTimes: (previous: Double, current: Double) = (-.infinity, -.infinity)

    /// A scroller at rest at `offset`.
    public init(offset: Double = 0, bounds: ScrollBounds, viewportHeight: Double) {
        self.offset = offset
        self.bounds = bounds
        self.viewportHeight = viewportHeight
        let release = ScrollPhysics.default.release
        tracker = VelocityTracker(window: release.velocityWindow, restCutoff: release.restCutoff)
        pointerTracker = VelocityTracker(window: release.velocityWindow, restCutoff: release.restCutoff)
        events.reserveCapacity(64)
    }

    // MARK: Frames

    /// Moves to frame time `time` (once or more per frame) and says whether the position came to
    /// rest on the way. A touchpad pan's coast that starts on the way may be aimed: `aim` maps its
    /// natural rest to where it should rest instead (a snap position), and the coast lands there in
    /// one motion, as a release's fling does (`endDrag(at:retarget:)`).
    public mutating func advance(to time: Double, aim: (Double) -> Double? = { _ in nil }) -> Rest? {
        if time > frameTimes.current { frameTimes = (frameTimes.current, time) }
        continueMotion(atFrame: time)
        return step(to: time, aim: aim)
    }

    /// Whether a touchpad pan is under way whose coast the next frame may start (see `advance(to:aim:)`).
    public var mayCoast: Bool { phase == .wheel && motion == nil && lastPreciseDelta != nil }

    /// What a frame does to the running motion beyond evaluating it: one whose clock waits for the
    /// first frame (`FlingModel.startsAtNextFrame`) starts it now; one its platform advances tick by
    /// tick (its model's `continuation(of:atFrame:after:)`) may change course, and what takes over
    /// runs from this frame, with the same purpose and shift. So does a relaxing stretch.
    mutating func continueMotion(atFrame time: Double) {
        if let relaxing = relaxingPull, time > relaxing.startTime + Self.sameMoment {
            let t = time - relaxing.startTime
            if let next = relaxing.model.continuation(of: relaxing.motion, atFrame: t, after: relaxing.lastFrame) {
                relax(next, side: relaxing.side, drawnBy: relaxing.model, of: relaxing.physics, at: time)
            } else {
                relaxingPull?.lastFrame = t
            }
        }
        guard let running = motion, time > running.startTime + Self.sameMoment else {
            // A frame at the very moment a motion started (a release handled in that frame) is the frame before its
            // first: Gecko's first fling sample counts from it.
            if let running = motion, running.lastFrame < 0, abs(time - running.startTime) <= Self.sameMoment {
                motion?.lastFrame = 0
            }
            return
        }
        if running.awaitsFirstFrame {
            motion?.startTime = time
            motion?.awaitsFirstFrame = false
            if let last = segments.indices.last { segments[last] = motion! }
            lastMotion = motion
            recordMotion(running.motion, purpose: running.purpose, at: time, physics: running.physics)
            return
        }
        let t = time - running.startTime
        if let next = running.continuation(atFrame: t) {
            start(next, purpose: running.purpose, at: time, physics: running.physics, shift: running.shift)
        } else {
            motion?.lastFrame = t
        }
    }

    /// Evaluates the motion at `time` (a frame's or an input's); a coast starting on the way is aimed by `aim`.
    mutating func step(to time: Double, aim: (Double) -> Double? = { _ in nil }) -> Rest? {
        if let relaxing = relaxingPull {
            let t = time - relaxing.startTime
            guard relaxing.motion.isDone(at: t) else {
                setPull(relaxing.side * Swift.max(0, relaxing.motion.position(at: t)), drawnBy: relaxing.model)
                return stepMotion(to: time, aim: aim)
            }
            setPull(0, drawnBy: relaxing.model)
            relaxingPull = nil
            if drag == nil, motion == nil, phase == .bouncing {
                return settle(.bounceEnded, at: relaxing.startTime + relaxing.motion.duration)
            }
        }
        return stepMotion(to: time, aim: aim)
    }

    /// Evaluates the drag, the precise deltas or the running motion at `time`; a coast starting now is aimed by `aim`.
    mutating func stepMotion(to time: Double, aim: (Double) -> Double? = { _ in nil }) -> Rest? {
        if drag != nil {
            // While the pointer rests the content has no speed: the tracker says so once its samples age.
            velocity = tracker.velocity(at: time)
            return nil
        }
        if phase == .wheel, motion == nil, let last = lastPreciseDelta {
            if let v = gesturePhysics.release.flingVelocity(for: tracker.velocity(at: last)) {
                // The first frame that brings no new delta starts the coast, from the last delta
                // and the tracked velocity: no frozen frames before inertia takes over.
                guard last <= frameTimes.previous, time >= frameTimes.current else { return nil }
                lastPreciseDelta = nil
                if startCoast(velocity: v, at: last, aim: aim) { return stepMotion(to: time) }
                return settle(.wheelEnded, at: last)
            }
            guard time - last >= Self.preciseIdleGap else { return nil }
            lastPreciseDelta = nil
            return settle(.wheelEnded, at: last + Self.preciseIdleGap)
        }
        while let running = motion {
            // A motion whose clock waits for its first frame leaves the content where it is until then.
            if running.awaitsFirstFrame { return nil }
            let t = running.elapsed(at: time)
            switch running.purpose {
            case .fling, .wheelFling:
                if let (edge, crossing) = running.edgeCrossing(within: bounds), crossing <= t {
                    let at = running.startTime + crossing
                    offset = edge
                    // A coast stops at the edge; a fling hands over as its edge says.
                    guard running.purpose == .fling else {
                        events.append(.reachedEdge(time: at, offset: edge))
                        return settle(.wheelEnded, at: at)
                    }
                    switch running.physics.edge.crossing(of: running.motion, shift: running.shift, edge: edge,
                                                         at: crossing, dimension: viewportHeight) {
                    case .bounce(let bounce):
                        start(bounce, purpose: .bounce, at: at, physics: running.physics)
                        continue
                    case .relax(let motion, let model):
                        events.append(.reachedEdge(time: at, offset: edge))
                        // The fling's speed as it reaches the edge goes into the drawn stretch.
                        relax(motion, side: edge == bounds.max ? 1 : -1, drawnBy: model, of: running.physics, at: at)
                        return settle(.decelerationEnded, at: at)
                    case .stop:
                        events.append(.reachedEdge(time: at, offset: edge))
                        return settle(.decelerationEnded, at: at)
                    }
                }
                if running.motion.isDone(at: t) {
                    offset = bounds.clamp(running.finalPosition)
                    return settle(running.purpose == .fling ? .decelerationEnded : .wheelEnded, at: running.endTime)
                }
            case .bounce:
                if running.motion.isDone(at: t) {
                    offset = running.finalPosition
                    return settle(.bounceEnded, at: running.endTime)
                }
            case .animation(let kind):
                if running.motion.isDone(at: t) {
                    offset = running.finalPosition
                    return settle(.animationEnded(kind), at: running.endTime)
                }
            }
            offset = running.position(at: time)
            velocity = running.motion.velocity(at: t)
            return nil
        }
        if phase == .idle, !bounds.contains(offset) { offset = bounds.clamp(offset) }
        return nil
    }

    /// Where the content will be at `time` (not before the last advance) if no input arrives:
    /// the running motion projected there (`RunningMotion.projectedPosition`), or the offset
    /// itself while dragging or at rest. It changes nothing.
    public func projectedOffset(at time: Double) -> Double {
        motion?.projectedPosition(at: time, within: bounds) ?? offset
    }

    /// Hands the events recorded since the last call to `body`, then forgets them.
    public mutating func takeEvents(_ body: (ScrollEvent) -> Void) {
        for event in events { body(event) }
        events.removeAll(keepingCapacity: true)
    }

    /// Records an event that belongs with the scroller's own (the list's display events).
    mutating func record(_ event: ScrollEvent) { events.append(event) }

    /// Forgets the oldest events beyond the newest `capacity`, counting them in `droppedEventCount`:
    /// an owner that never takes events keeps a bounded queue.
    mutating func dropEvents(beyond capacity: Int) {
        guard events.count > capacity else { return }
        droppedEventCount += events.count - capacity
        events.removeFirst(events.count - capacity)
    }
}
