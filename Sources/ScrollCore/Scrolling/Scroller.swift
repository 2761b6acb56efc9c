/// The scroll position along one axis and the state machine that moves it: drags with a rubber
/// band, flings, bounces, animated scrolls and wheel input.
///
/// It knows nothing of rows: the list decides *where* to go (snap targets, rows, key steps) and
/// the scroller decides *how*, by running one `Motion` at a time and evaluating it at the time
/// the caller passes in. Input methods take the event's time; call `advance(to:)` once per frame.
///
/// It is the mechanism; `physics` is the policy: which fling a release starts and with what limits,
/// what a drag past an edge and a fling reaching one do. Nothing platform-specific is decided here.
public struct Scroller: Sendable {
    /// Precise (touchpad) deltas too slow to coast end after a pause this long (seconds).
    /// Deltas fast enough to coast hand over to inertia at the first frame without a new one.
    public static let preciseIdleGap = 0.06
    /// The shortest time a retargeted animation takes to reach its new destination: a correction
    /// in the last frames of an animation is spread over six frames at 60 Hz, not made in one.
    public static let minimumRetargetDuration = 0.1
    /// How many motions of one gesture are kept for observers (a held wheel makes many).
    public static let segmentCapacity = 64

    /// Why the scroll position came to rest; the list snaps after some of these.
    public enum Rest: Equatable, Sendable {
        case dragEnded
        case decelerationEnded
        case wheelEnded
        case bounceEnded
        case animationEnded(AnimationKind)
    }

    public private(set) var offset: Double
    public private(set) var velocity: Double = 0
    public private(set) var phase: ScrollPhase = .idle
    /// The motion running now, if any.
    public private(set) var motion: RunningMotion?
    /// The most recent motion, running or finished (the overlay plots it).
    public private(set) var lastMotion: RunningMotion?
    /// The motions of the current gesture in order, from the input that began it to rest: a fling,
    /// its bounce, the snap after it, retargets (at most `segmentCapacity`, the latest kept). Like
    /// the running motion, they move with the content when it changes above the screen.
    public private(set) var segments: [RunningMotion] = []
    /// Where the offset may rest.
    public var bounds: ScrollBounds
    /// The rubber band's (and the stretch's) dimension d: the viewport's height.
    public var viewportHeight: Double
    /// How the content moves: read by each input that begins something (a press, a delta, an
    /// animated scroll); a running motion finishes under the physics it started with.
    public var physics: ScrollPhysics = .uikit
    /// Overscroll drawn rather than scrolled (`EdgeModel.clamp`), in points: positive past the
    /// end, negative past the start, 0 with other edges. The offset stays within the bounds.
    public private(set) var stretch: Double = 0
    /// The pull past an edge that `stretch` draws (`EdgeModel.clamp`): the pointer's travel
    /// beyond it, or a fling's absorbed speed, signed as `stretch`.
    public private(set) var pull: Double = 0
    /// The exact time the position last came to rest (a motion's end, not the frame that noticed it):
    /// what follows a rest, such as a snap, starts then, so it does not depend on the frame rate.
    public private(set) var restTime: Double = 0
    /// Events since the owner last took them.
    public private(set) var events: [ScrollEvent] = []

    private var tracker = VelocityTracker()
    /// The pointer where the drag began and the unbounded offset it would have put the content
    /// at there (past an edge: the rubber band's raw overscroll, or the stretch's pull).
    private var drag: (pointer: Double, raw: Double)?
    /// The physics of the input in progress (`physics` as it was when the input began).
    private var gesturePhysics: ScrollPhysics = .uikit
    /// A pull relaxing back to 0 since `startTime`: its motion of the pull's size, its side (±1)
    /// and the model that draws it.
    private var relaxingPull: (motion: any Motion, startTime: Double, side: Double, model: any StretchModel)?
    private var lastPreciseDelta: Double?
    /// Where the precise deltas put the content, and when, while a pan (or its coast) goes on.
    private var pan: (offset: Double, time: Double)?
    /// The two latest distinct frame times (`advance(to:)`): a pan coasts when no delta came
    /// after the frame before this one.
    private var frameTimes: (previous: Double, current: Double) = (-.infinity, -.infinity)

    /// A scroller at rest at `offset`.
    public init(offset: Double = 0, bounds: ScrollBounds, viewportHeight: Double) {
        self.offset = offset
        self.bounds = bounds
        self.viewportHeight = viewportHeight
        events.reserveCapacity(64)
    }

    // MARK: Frames

    /// Moves to frame time `time` (once or more per frame) and says whether the position came to
    /// rest on the way.
    public mutating func advance(to time: Double) -> Rest? {
        if time > frameTimes.current { frameTimes = (frameTimes.current, time) }
        return step(to: time)
    }

    /// Evaluates the motion at `time` (a frame's or an input's).
    private mutating func step(to time: Double) -> Rest? {
        if let relaxing = relaxingPull {
            let t = time - relaxing.startTime
            guard relaxing.motion.isDone(at: t) else {
                setPull(relaxing.side * Swift.max(0, relaxing.motion.position(at: t)), drawnBy: relaxing.model)
                return stepMotion(to: time)
            }
            setPull(0, drawnBy: relaxing.model)
            relaxingPull = nil
            if drag == nil, motion == nil, phase == .bouncing {
                return settle(.bounceEnded, at: relaxing.startTime + relaxing.motion.duration)
            }
        }
        return stepMotion(to: time)
    }

    /// Evaluates the drag, the precise deltas or the running motion at `time`.
    private mutating func stepMotion(to time: Double) -> Rest? {
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
                if startFling(velocity: v, at: last, purpose: .wheelFling) { return stepMotion(to: time) }
                return settle(.wheelEnded, at: last)
            }
            guard time - last >= Self.preciseIdleGap else { return nil }
            lastPreciseDelta = nil
            return settle(.wheelEnded, at: last + Self.preciseIdleGap)
        }
        while let running = motion {
            let t = time - running.startTime
            switch running.purpose {
            case .fling, .wheelFling:
                if let (edge, crossing) = running.edgeCrossing(within: bounds), crossing <= t {
                    let at = running.startTime + crossing
                    offset = edge
                    guard running.purpose == .fling else { return settle(.wheelEnded, at: at) }
                    let velocity = running.motion.velocity(at: crossing)
                    switch running.physics.edge {
                    case .rubberBand(_, let model):
                        start(model.bounce(from: edge, velocity: velocity, edge: edge), purpose: .bounce, at: at,
                              physics: running.physics)
                        continue
                    case .clamp(let model):
                        // The fling's speed as it reaches the edge goes into the drawn stretch.
                        relax(model.absorb(velocity: velocity, dimension: viewportHeight),
                              side: edge == bounds.max ? 1 : -1, drawnBy: model, of: running.physics, at: at)
                        return settle(.decelerationEnded, at: at)
                    case .stop:
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

    // MARK: Drag

    /// The pointer went down at `pointer` (points along the axis): any motion stops where it is,
    /// and a relaxing stretch is caught where it is.
    public mutating func beginDrag(pointer: Double, at time: Double) {
        _ = step(to: time)
        beginInput()
        stopMotion()
        segments.removeAll(keepingCapacity: true)
        lastPreciseDelta = nil
        pan = nil
        let raw: Double
        switch gesturePhysics.edge {
        case .rubberBand(let resistance, _):
            raw = resistance.raw(forOffset: offset, bounds: bounds, dimension: viewportHeight)
        case .clamp:
            relaxingPull = nil
            raw = offset + pull
        case .stop:
            raw = offset
        }
        drag = (pointer, raw)
        phase = .dragging
        tracker.add(position: offset, at: time)
    }

    /// The pointer moved to `pointer`: content follows 1:1 inside the bounds; past an edge it
    /// follows the rubber band, or stays at the edge and stretches, or stops, as the physics say.
    public mutating func drag(to pointer: Double, at time: Double) {
        guard let drag else { return }
        let raw = drag.raw + (drag.pointer - pointer)
        switch gesturePhysics.edge {
        case .rubberBand(let resistance, _):
            offset = resistance.offset(forRaw: raw, bounds: bounds, dimension: viewportHeight)
        case .clamp(let model):
            offset = bounds.clamp(raw)
            var past = raw - offset
            let most = model.maximumPull(dimension: viewportHeight)
            if abs(past) > most {
                past = Self.side(of: past) * most
                self.drag = (pointer, offset + past)
            }
            setPull(past, drawnBy: model)
        case .stop:
            // Nothing is kept of a pull past the edge: turning back moves the content at once.
            offset = bounds.clamp(raw)
            if offset != raw { self.drag = (pointer, offset) }
        }
        tracker.add(position: offset, at: time)
        velocity = tracker.velocity(at: time)
    }

    /// The pointer went up. A release past an edge springs back (a stretch relaxes, and the
    /// release flings nothing); a quick one flings, its speed within the physics' limits. When the
    /// list snaps with projected timing, `retarget` maps the fling's natural rest to where it
    /// should land instead, and the fling is recomputed to end exactly there.
    public mutating func endDrag(at time: Double, retarget: (Double) -> Double? = { _ in nil }) -> Rest? {
        guard drag != nil else { return nil }
        drag = nil
        let measured = tracker.velocity(at: time)
        events.append(.release(time: time, offset: offset, velocity: measured))
        let physics = gesturePhysics
        if pull != 0, case .clamp(let model) = physics.edge {
            relax(model.release(fromPull: abs(pull), dimension: viewportHeight), side: Self.side(of: pull),
                  drawnBy: model, of: physics, at: time)
            return settle(.dragEnded, at: time)
        }
        return release(velocity: measured, at: time, retarget: retarget)
    }

    public var isDragging: Bool { drag != nil }

    /// A fling at `velocity` (points per second, positive toward the end) from wherever the
    /// content is at `time`, started exactly as a drag released at that velocity starts one: any
    /// motion stops, the physics' release limits apply, a fling too slow to move rests (`.dragEnded`),
    /// content past an edge springs back, and `retarget` may move the rest as `endDrag` lets it.
    /// Nothing happens while the pointer holds the content.
    public mutating func fling(velocity: Double, at time: Double, retarget: (Double) -> Double? = { _ in nil }) -> Rest? {
        _ = step(to: time)
        guard drag == nil else { return nil }
        beginInput()
        stopMotion()
        segments.removeAll(keepingCapacity: true)
        lastPreciseDelta = nil
        pan = nil
        return release(velocity: velocity, at: time, retarget: retarget)
    }

    /// Stops the running motion (or a touchpad pan) where it is at `time`, with a `.stopped` event;
    /// false when nothing was moving. Content left past an edge is the caller's to release.
    public mutating func stop(at time: Double) -> Bool {
        _ = step(to: time)
        guard drag == nil, motion != nil || phase == .wheel else { return false }
        stopMotion()
        lastPreciseDelta = nil
        pan = nil
        events.append(.stopped(time: time, offset: offset))
        return true
    }

    /// What follows letting go at `velocity` (the content's, measured or given): a spring back from
    /// past an edge, a fling within the physics' limits (retargeted to where `retarget` says), or rest.
    private mutating func release(velocity measured: Double, at time: Double, retarget: (Double) -> Double?) -> Rest? {
        let physics = gesturePhysics
        if !bounds.contains(offset) {
            // Bounds that shrank under a drag leave even a clamped offset outside them.
            guard case .rubberBand(_, let model) = physics.edge else {
                offset = bounds.clamp(offset)
                return settle(.dragEnded, at: time)
            }
            start(model.bounce(from: offset, velocity: measured, edge: bounds.clamp(offset)), purpose: .bounce,
                  at: time, physics: physics)
            return nil
        }
        let v = physics.release.flingVelocity(for: measured)
        let natural = v.map { physics.fling.fling(from: offset, velocity: $0, dimension: viewportHeight).finalPosition } ?? offset
        if let target = retarget(natural), target != offset {
            start(physics.fling.fling(from: offset, toRest: bounds.clamp(target)), purpose: .fling, at: time,
                  physics: physics)
            return nil
        }
        guard let v, startFling(velocity: v, at: time, purpose: .fling) else {
            return settle(.dragEnded, at: time)
        }
        return nil
    }

    // MARK: Wheel

    /// A precise (touchpad) delta: the content moves by `delta` at once, never past an edge, and
    /// its velocity is tracked; when the deltas stop, inertia carries on from that velocity.
    ///
    /// A delta that arrives while the pan's coast runs (a frame came without one, within
    /// `VelocityTracker.restCutoff` of the last) carries the pan on from where the deltas put the
    /// content, never stepping back over ground the coast already showed.
    public mutating func scroll(by delta: Double, at time: Double) {
        guard drag == nil else { return }
        _ = step(to: time)
        if let running = motion, running.purpose == .wheelFling, let pan, time - pan.time <= tracker.restCutoff {
            let coasted = offset
            stopMotion()
            let target = bounds.clamp(pan.offset + delta)
            offset = delta >= 0 ? max(coasted, target) : min(coasted, target)
        } else {
            if phase != .wheel || motion != nil {
                beginInput()
                stopMotion()
                segments.removeAll(keepingCapacity: true)
            }
            offset = bounds.clamp(offset + delta)
        }
        tracker.add(position: offset, at: time)
        velocity = tracker.velocity(at: time)
        lastPreciseDelta = time
        pan = (offset, time)
        phase = .wheel
    }

    // MARK: Animated scrolls

    /// Where an animation of `kind` is heading, so steps that arrive during it accumulate;
    /// the current offset when none is running.
    public func pendingTarget(for kind: AnimationKind) -> Double {
        if let motion, motion.purpose == .animation(kind) { return motion.finalPosition }
        return offset
    }

    /// Animates to `target` (clamped to the bounds) from wherever the content is at `time`.
    ///
    /// From rest it runs along `curve`. When the content is moving (a wheel notch or key step
    /// during the last one, a scroll-to during a fling, a touchpad pan) it keeps its velocity: it
    /// runs a `RetargetedAnimation` from the current position and velocity over `duration`, or
    /// sooner when the speed would carry it past the target (as `retarget(to:at:)` does).
    public mutating func animate(to target: Double, kind: AnimationKind, duration: Double,
                                 curve: TimingCurve = .easeOut, at time: Double) {
        _ = step(to: time)
        guard drag == nil else { return }
        gesturePhysics = physics
        let destination = bounds.clamp(target)
        guard destination != offset else {
            if motion != nil { stopMotion() }
            return
        }
        let v = motion != nil || phase == .wheel ? velocity : 0
        guard v != 0 else {
            let animation = TimedAnimation(from: offset, to: destination, duration: duration, curve: curve)
            start(animation, purpose: .animation(kind), at: time, physics: gesturePhysics)
            events.append(.animation(time: time, kind: kind, from: animation.from, to: animation.to,
                                     duration: animation.duration, curve: curve))
            return
        }
        startRetargeted(Self.continuing(from: offset, velocity: v, to: destination, duration: duration), kind: kind,
                        at: time, physics: gesturePhysics)
    }

    /// A curve from `position` moving at `velocity` to rest at `destination` in `duration`, or
    /// sooner when moving toward it that fast would carry it past: the cubic passes the
    /// destination when duration · velocity > 3 · distance, so it then lands at 3 · distance / velocity.
    static func continuing(from position: Double, velocity: Double, to destination: Double,
                           duration: Double) -> RetargetedAnimation {
        let distance = destination - position
        var time = duration
        if distance * velocity > 0 { time = min(time, 3 * distance / velocity) }
        return RetargetedAnimation(from: position, velocity: velocity, to: destination, duration: time)
    }

    /// Sends the running animation to `destination` (clamped) instead: from where the content is
    /// and as fast as it moves at `time` (the last `advance`), along a `RetargetedAnimation`, so
    /// position and velocity carry on; it lands when the animation would have, or
    /// `minimumRetargetDuration` from now if that is later, or sooner when that would carry it past
    /// the destination. Without a running animation, or with one already heading there, nothing changes.
    public mutating func retarget(to destination: Double, at time: Double) {
        guard drag == nil, let running = motion else { return }
        let target = bounds.clamp(destination)
        guard target != running.finalPosition else { return }
        // A fling aimed on release keeps its velocity and lands exactly on the target along its
        // own family of curves (`FlingModel.landing`) while the target lies ahead; past it, a snap takes over.
        if running.purpose == .fling {
            if let fling = running.physics.fling.landing(from: offset, velocity: velocity, rest: target) {
                start(fling, purpose: .fling, at: time, physics: running.physics)
                return
            }
            startRetargeted(RetargetedAnimation(from: offset, velocity: velocity, to: target,
                                                duration: Self.minimumRetargetDuration),
                            kind: .snap, at: time, physics: running.physics)
            return
        }
        guard case .animation(let kind) = running.purpose else { return }
        let duration = max(running.endTime - time, Self.minimumRetargetDuration)
        startRetargeted(Self.continuing(from: offset, velocity: velocity, to: target, duration: duration), kind: kind,
                        at: time, physics: running.physics)
    }

    /// Moves to `target` (clamped) at once, stopping any motion.
    public mutating func jump(to target: Double) {
        stopMotion()
        pan = nil
        offset = bounds.clamp(target)
        if drag != nil { drag!.raw = offset }
    }

    /// Moves the content and any running motion by `delta`: content changed above the screen
    /// and what the user sees must not move.
    public mutating func shift(by delta: Double) {
        offset += delta
        motion?.shift += delta
        // The gesture's earlier motions move with the content too, so each still ends where the next begins.
        for index in segments.indices { segments[index].shift += delta }
        if drag != nil { drag!.raw += delta }
        tracker.shift(by: delta)
    }

    // MARK: Internals

    /// An input begins: from now on it follows the physics in force, and its velocity is tracked
    /// as they say.
    private mutating func beginInput() {
        gesturePhysics = physics
        tracker.window = physics.release.velocityWindow
        tracker.restCutoff = physics.release.restCutoff
        tracker.reset()
    }

    /// Runs `motion` for `purpose` from `time`. A fling, coast or bounce is recorded as a
    /// `ScrollEvent.motion`; an animation's own event is its starter's to record.
    private mutating func start(_ motion: any Motion, purpose: RunningMotion.Purpose, at time: Double,
                                physics: ScrollPhysics) {
        let running = RunningMotion(motion: motion, startTime: time, purpose: purpose, physics: physics)
        // A motion carries the gesture on when it takes over from one (a handover, a retarget), follows
        // a drag or precise deltas, or starts the moment the last one came to rest (a snap).
        let continues = self.motion != nil || phase == .dragging || phase == .wheel || (phase == .idle && time == restTime)
        if !continues { segments.removeAll(keepingCapacity: true) }
        if segments.count == Self.segmentCapacity { segments.removeFirst() }
        segments.append(running)
        self.motion = running
        lastMotion = running
        velocity = motion.velocity(at: 0)
        if purpose != .wheelFling { pan = nil }
        switch purpose {
        case .animation(let kind):
            phase = Self.phase(animating: kind)
        case .fling, .wheelFling, .bounce:
            phase = purpose == .bounce ? .bouncing : .decelerating
            events.append(.motion(time: time, purpose: purpose, curve: motion.curveName, physics: physics.name,
                                  from: motion.position(at: 0), velocity: motion.initialVelocity,
                                  to: motion.finalPosition, duration: motion.duration))
        }
    }

    /// Runs `animation`, a retarget of an animation of `kind`, and records it.
    private mutating func startRetargeted(_ animation: RetargetedAnimation, kind: AnimationKind, at time: Double,
                                          physics: ScrollPhysics) {
        start(animation, purpose: .animation(kind), at: time, physics: physics)
        events.append(.retarget(time: time, kind: kind, from: animation.from, velocity: animation.initialVelocity,
                                to: animation.to, duration: animation.duration))
    }

    private static func phase(animating kind: AnimationKind) -> ScrollPhase {
        kind == .snap ? .snapping : kind == .wheel ? .wheel : .animating
    }

    /// Starts a fling of the input's physics from the current offset; false when it would not move.
    private mutating func startFling(velocity v: Double, at time: Double, purpose: RunningMotion.Purpose) -> Bool {
        let fling = gesturePhysics.fling.fling(from: offset, velocity: v, dimension: viewportHeight)
        guard fling.duration > 0 else { return false }
        start(fling, purpose: purpose, at: time, physics: gesturePhysics)
        return true
    }

    /// Runs `motion`, the size of the pull on `side` (±1) that `model` (of `physics`) draws, from `time`.
    private mutating func relax(_ motion: any Motion, side: Double, drawnBy model: any StretchModel,
                                of physics: ScrollPhysics, at time: Double) {
        relaxingPull = (motion, time, side, model)
        setPull(side * motion.position(at: 0), drawnBy: model)
        events.append(.stretch(time: time, curve: model.curveName, physics: physics.name, side: side,
                               pull: motion.position(at: 0), velocity: motion.initialVelocity, duration: motion.duration))
    }

    private mutating func setPull(_ pull: Double, drawnBy model: any StretchModel) {
        self.pull = pull
        stretch = Self.side(of: pull) * model.stretch(forPull: abs(pull), dimension: viewportHeight)
    }

    /// +1 past the end, −1 past the start, 0 at neither, for a signed overscroll.
    private static func side(of overscroll: Double) -> Double { overscroll > 0 ? 1 : overscroll < 0 ? -1 : 0 }

    /// The phase with nothing running: idle, or bouncing while a stretch relaxes.
    private var restingPhase: ScrollPhase { relaxingPull == nil ? .idle : .bouncing }

    private mutating func stopMotion() {
        motion = nil
        velocity = 0
        phase = drag == nil ? restingPhase : .dragging
    }

    private mutating func settle(_ rest: Rest, at time: Double) -> Rest {
        restTime = time
        motion = nil
        velocity = 0
        phase = restingPhase
        return rest
    }
}
