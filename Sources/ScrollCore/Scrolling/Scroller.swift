/// The scroll position along one axis and the state machine that moves it: drags with a rubber
/// band, flings, bounces, animated scrolls and wheel input.
///
/// It knows nothing of rows: the list decides *where* to go (snap targets, rows, key steps) and
/// the scroller decides *how*, by running one `Motion` at a time and evaluating it at the time
/// the caller passes in. Input methods take the event's time; call `advance(to:)` once per frame.
public struct Scroller: Sendable {
    /// How a wheel's notched step animates.
    public static let wheelStepDuration = 0.2
    /// Precise (touchpad) deltas too slow to coast end after a pause this long (seconds).
    /// Deltas fast enough to coast hand over to inertia at the first frame without a new one.
    public static let preciseIdleGap = 0.06
    /// A release slower than this is a stop, not a fling (points per second).
    public static let minimumFlingVelocity = 20.0
    /// The shortest time a retargeted animation takes to reach its new destination: a correction
    /// in the last frames of an animation is spread over six frames at 60 Hz, not made in one.
    public static let minimumRetargetDuration = 0.1
    /// How many motions of one gesture are kept for observers (a held wheel makes many).
    public static let segmentCapacity = 64

    /// A motion in progress and the time it started.
    public struct RunningMotion: Equatable, Sendable {
        /// What the motion is for; decides the phase and what happens at the edges.
        public enum Purpose: Equatable, Sendable {
            case fling
            /// Inertia after precise wheel deltas: stops at an edge instead of bouncing.
            case wheelFling
            case bounce
            case animation(AnimationKind)
        }
        public var motion: AnyMotion
        public var startTime: Double
        public var purpose: Purpose

        public init(motion: AnyMotion, startTime: Double, purpose: Purpose) {
            self.motion = motion
            self.startTime = startTime
            self.purpose = purpose
        }

        /// The position at frame time `time`.
        public func position(at time: Double) -> Double { motion.position(at: time - startTime) }

        /// Where this motion puts the content at frame time `time` if no input arrives: its curve,
        /// through a fling's hand-over to the bounce (or, for wheel inertia, the stop) at an edge
        /// of `bounds`, and its rest once done. The overlay asks it where a frame's content
        /// belonged at the moment the frame was presented.
        public func projectedPosition(at time: Double, within bounds: ScrollBounds) -> Double {
            let t = time - startTime
            if case .deceleration(let fling) = motion {
                if let (edge, crossing) = Scroller.edgeCrossing(of: fling, bounds: bounds), crossing <= t {
                    guard purpose == .fling else { return edge }
                    let bounce = Spring(from: edge, velocity: fling.velocity(at: crossing), target: edge)
                    return bounce.isDone(at: t - crossing) ? edge : bounce.position(at: t - crossing)
                }
                return fling.isDone(at: t) ? bounds.clamp(fling.rest) : fling.position(at: t)
            }
            return motion.isDone(at: t) ? motion.finalPosition : motion.position(at: t)
        }
    }

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
    /// The rubber band's dimension d: the viewport's height.
    public var viewportHeight: Double
    /// UIKit's `decelerationRate`.
    public var decelerationRate = Deceleration.normalRate
    /// The exact time the position last came to rest (a motion's end, not the frame that noticed it):
    /// what follows a rest, such as a snap, starts then, so it does not depend on the frame rate.
    public private(set) var restTime: Double = 0
    /// Events since the owner last took them.
    public private(set) var events: [ScrollEvent] = []

    private var tracker = VelocityTracker()
    private var drag: (pointer: Double, raw: Double)?
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
        if drag != nil {
            // While the pointer rests the content has no speed: the tracker says so once its samples age.
            velocity = tracker.velocity(at: time)
            return nil
        }
        if phase == .wheel, motion == nil, let last = lastPreciseDelta {
            let v = tracker.velocity(at: last)
            if abs(v) >= Self.minimumFlingVelocity {
                // The first frame that brings no new delta starts the coast, from the last delta
                // and the tracked velocity: no frozen frames before inertia takes over.
                guard last <= frameTimes.previous, time >= frameTimes.current else { return nil }
                lastPreciseDelta = nil
                if startFling(velocity: v, at: last, purpose: .wheelFling) { return step(to: time) }
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
                guard case .deceleration(let fling) = running.motion else { preconditionFailure() }
                if let (edge, crossing) = edgeCrossing(of: fling), crossing <= t {
                    if running.purpose == .wheelFling {
                        offset = edge
                        return settle(.wheelEnded, at: running.startTime + crossing)
                    }
                    startBounce(from: edge, velocity: fling.velocity(at: crossing), edge: edge,
                                at: running.startTime + crossing)
                    continue
                }
                if fling.isDone(at: t) {
                    offset = bounds.clamp(fling.rest)
                    return settle(running.purpose == .fling ? .decelerationEnded : .wheelEnded,
                                  at: running.startTime + fling.duration)
                }
            case .bounce:
                if running.motion.isDone(at: t) {
                    offset = running.motion.finalPosition
                    return settle(.bounceEnded, at: running.startTime + running.motion.duration)
                }
            case .animation(let kind):
                if running.motion.isDone(at: t) {
                    offset = running.motion.finalPosition
                    return settle(.animationEnded(kind), at: running.startTime + running.motion.duration)
                }
            }
            offset = running.motion.position(at: t)
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

    /// The pointer went down at `pointer` (points along the axis): any motion stops where it is.
    public mutating func beginDrag(pointer: Double, at time: Double) {
        _ = step(to: time)
        stopMotion()
        segments.removeAll(keepingCapacity: true)
        lastPreciseDelta = nil
        pan = nil
        drag = (pointer, RubberBand.raw(forOffset: offset, bounds: bounds, dimension: viewportHeight))
        phase = .dragging
        tracker.reset()
        tracker.add(position: offset, at: time)
    }

    /// The pointer moved to `pointer`: content follows 1:1, rubber-banded past the edges.
    public mutating func drag(to pointer: Double, at time: Double) {
        guard let drag else { return }
        let raw = drag.raw + (drag.pointer - pointer)
        offset = RubberBand.offset(forRaw: raw, bounds: bounds, dimension: viewportHeight)
        tracker.add(position: offset, at: time)
        velocity = tracker.velocity(at: time)
    }

    /// The pointer went up. A release past an edge springs back; a quick one flings. When the
    /// list snaps with projected timing, `retarget` maps the fling's natural rest to where it
    /// should land instead, and the fling is recomputed to end exactly there.
    public mutating func endDrag(at time: Double, retarget: (Double) -> Double? = { _ in nil }) -> Rest? {
        guard drag != nil else { return nil }
        drag = nil
        let v = tracker.velocity(at: time)
        events.append(.release(time: time, offset: offset, velocity: v))
        if !bounds.contains(offset) {
            startBounce(from: offset, velocity: v, edge: bounds.clamp(offset), at: time)
            return nil
        }
        let natural = abs(v) >= Self.minimumFlingVelocity
            ? Deceleration(origin: offset, velocity: v, rate: decelerationRate).rest : offset
        if let target = retarget(natural), target != offset {
            let fling = Deceleration(origin: offset, rest: bounds.clamp(target), rate: decelerationRate)
            start(.deceleration(fling), purpose: .fling, at: time)
            return nil
        }
        guard abs(v) >= Self.minimumFlingVelocity, startFling(velocity: v, at: time, purpose: .fling) else {
            return settle(.dragEnded, at: time)
        }
        return nil
    }

    public var isDragging: Bool { drag != nil }

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
        if let running = motion, running.purpose == .wheelFling, let pan, time - pan.time <= VelocityTracker.restCutoff {
            let coasted = offset
            stopMotion()
            let target = bounds.clamp(pan.offset + delta)
            offset = delta >= 0 ? max(coasted, target) : min(coasted, target)
        } else {
            if phase != .wheel || motion != nil {
                stopMotion()
                segments.removeAll(keepingCapacity: true)
                tracker.reset()
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
        if let motion, motion.purpose == .animation(kind) { return motion.motion.finalPosition }
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
        let destination = bounds.clamp(target)
        guard destination != offset else {
            if motion != nil { stopMotion() }
            return
        }
        let v = motion != nil || phase == .wheel ? velocity : 0
        guard v != 0 else {
            start(.animation(TimedAnimation(from: offset, to: destination, duration: duration, curve: curve)),
                  purpose: .animation(kind), at: time)
            return
        }
        start(.retargeted(Self.continuing(from: offset, velocity: v, to: destination, duration: duration)),
              purpose: .animation(kind), at: time)
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
        guard target != running.motion.finalPosition else { return }
        // A fling aimed on release keeps its velocity and changes how fast it slows (still UIKit's
        // curve, landing exactly on the target) while the target lies ahead; past it, a snap takes over.
        if running.purpose == .fling {
            if let fling = Deceleration.landing(origin: offset, velocity: velocity, rest: target) {
                start(.deceleration(fling), purpose: .fling, at: time)
                return
            }
            start(.retargeted(RetargetedAnimation(from: offset, velocity: velocity, to: target,
                                                  duration: Self.minimumRetargetDuration)),
                  purpose: .animation(.snap), at: time)
            return
        }
        guard case .animation(let kind) = running.purpose else { return }
        let end = running.startTime + running.motion.duration
        let duration = max(end - time, Self.minimumRetargetDuration)
        start(.retargeted(Self.continuing(from: offset, velocity: velocity, to: target, duration: duration)),
              purpose: .animation(kind), at: time)
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
        if let running = motion {
            let moved = RunningMotion(motion: running.motion.shifted(by: delta), startTime: running.startTime,
                                      purpose: running.purpose)
            motion = moved
        }
        // The gesture's earlier motions move with the content too, so each still ends where the next begins.
        for index in segments.indices {
            let segment = segments[index]
            segments[index] = RunningMotion(motion: segment.motion.shifted(by: delta), startTime: segment.startTime,
                                            purpose: segment.purpose)
        }
        if drag != nil { drag!.raw += delta }
        tracker.shift(by: delta)
    }

    // MARK: Internals

    private mutating func start(_ motion: AnyMotion, purpose: RunningMotion.Purpose, at time: Double) {
        let running = RunningMotion(motion: motion, startTime: time, purpose: purpose)
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
        switch (motion, purpose) {
        case (.retargeted(let r), .animation(let kind)):
            phase = Self.phase(animating: kind)
            events.append(.retarget(time: time, kind: kind, from: r.from, velocity: r.initialVelocity, to: r.to,
                                    duration: r.duration))
        case (.animation(let a), .animation(let kind)):
            phase = Self.phase(animating: kind)
            events.append(.animation(time: time, kind: kind, from: a.from, to: a.to, duration: a.duration, curve: a.curve))
        case (.deceleration(let d), _):
            phase = .decelerating
            events.append(.deceleration(time: time, from: d.origin, velocity: d.initialVelocity, rate: d.rate, rest: d.rest))
        case (.spring(let s), _):
            phase = .bouncing
            events.append(.bounce(time: time, from: s.target + s.initialDisplacement, velocity: s.initialVelocity, edge: s.target))
        default:
            preconditionFailure("an animation motion always has an animation purpose")
        }
    }

    private static func phase(animating kind: AnimationKind) -> ScrollPhase {
        kind == .snap ? .snapping : kind == .wheel ? .wheel : .animating
    }

    /// Starts a fling from the current offset; false when it would not move.
    private mutating func startFling(velocity v: Double, at time: Double, purpose: RunningMotion.Purpose) -> Bool {
        let fling = Deceleration(origin: offset, velocity: v, rate: decelerationRate)
        guard fling.duration > 0 else { return false }
        start(.deceleration(fling), purpose: purpose, at: time)
        return true
    }

    private mutating func startBounce(from position: Double, velocity v: Double, edge: Double, at time: Double) {
        start(.spring(Spring(from: position, velocity: v, target: edge)), purpose: .bounce, at: time)
    }

    /// The edge a fling from inside the bounds crosses and when, if it does.
    private func edgeCrossing(of fling: Deceleration) -> (edge: Double, time: Double)? {
        Self.edgeCrossing(of: fling, bounds: bounds)
    }

    /// The edge of `bounds` a fling from inside them crosses and when, if it does.
    static func edgeCrossing(of fling: Deceleration, bounds: ScrollBounds) -> (edge: Double, time: Double)? {
        let edge = fling.initialVelocity > 0 ? bounds.max : bounds.min
        guard fling.rest > bounds.max || fling.rest < bounds.min,
              let t = fling.time(toReach: edge), t < fling.duration else { return nil }
        return (edge, t)
    }

    private mutating func stopMotion() {
        motion = nil
        velocity = 0
        phase = drag == nil ? .idle : .dragging
    }

    private mutating func settle(_ rest: Rest, at time: Double) -> Rest {
        restTime = time
        motion = nil
        velocity = 0
        phase = .idle
        return rest
    }
}
