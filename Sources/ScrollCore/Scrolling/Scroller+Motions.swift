extension Scroller {
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

    /// An input begins: from now on it follows the physics in force, and its velocity is tracked
    /// as they say.
    mutating func beginInput() {
        gesturePhysics = physics
        tracker.reset(for: physics.release)
        pointerTracker.reset(for: physics.release)
    }

    /// Runs `motion` for `purpose` from `time`. A fling, coast or bounce is recorded as a
    /// `ScrollEvent.motion`; an animation's own event is its starter's to record.
    mutating func start(_ motion: any Motion, purpose: RunningMotion.Purpose, at time: Double,
                        physics: ScrollPhysics, shift: Double = 0) {
        var running = RunningMotion(motion: motion, startTime: time, purpose: purpose, physics: physics, shift: shift)
        running.awaitsFirstFrame = purpose == .fling || purpose == .wheelFling ? physics.fling.startsAtNextFrame(motion) : false
        // The frame before it started, for a motion its platform samples from the composite before (Gecko's fling).
        if frameTimes.current.isFinite, frameTimes.current < time { running.lastFrame = frameTimes.current - time }
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
            // A motion whose clock waits for the first frame is recorded when it starts.
            if !running.awaitsFirstFrame { recordMotion(motion, purpose: purpose, at: time, physics: physics) }
        }
    }

    /// A fling, coast or bounce starting at `time`, as a `ScrollEvent.motion`.
    mutating func recordMotion(_ motion: any Motion, purpose: RunningMotion.Purpose, at time: Double,
                               physics: ScrollPhysics) {
        guard purpose == .fling || purpose == .wheelFling || purpose == .bounce else { return }
        events.append(.motion(time: time, purpose: purpose, curve: motion.curveName, physics: physics.name,
                              from: motion.origin, velocity: motion.initialVelocity,
                              to: motion.finalPosition, duration: motion.duration))
    }

    /// Runs `animation`, a retarget of an animation of `kind`, and records it.
    mutating func startRetargeted(_ animation: RetargetedAnimation, kind: AnimationKind, at time: Double,
                                          physics: ScrollPhysics) {
        start(animation, purpose: .animation(kind), at: time, physics: physics)
        events.append(.retarget(time: time, kind: kind, from: animation.from, velocity: animation.initialVelocity,
                                to: animation.to, duration: animation.duration, curve: animation.curveName))
    }

    static func phase(animating kind: AnimationKind) -> ScrollPhase {
        kind == .snap ? .snapping : kind == .wheel ? .wheel : .animating
    }

    /// Starts a fling of the input's physics from the current offset; false when it would not move.
    mutating func startFling(velocity v: Double, at time: Double) -> Bool {
        let fling = gesturePhysics.fling.fling(from: offset, velocity: v, dimension: viewportHeight)
        guard fling.duration > 0 else { return false }
        start(fling, purpose: .fling, at: time, physics: gesturePhysics)
        return true
    }

    /// Runs `motion`, the size of the pull on `side` (±1) that `model` (of `physics`) draws, from `time`.
    mutating func relax(_ motion: any Motion, side: Double, drawnBy model: any StretchModel,
                                of physics: ScrollPhysics, at time: Double) {
        relaxingPull = (motion, time, side, model, physics, 0)
        setPull(side * motion.position(at: 0), drawnBy: model)
        events.append(.stretch(time: time, curve: model.curveName, physics: physics.name, side: side,
                               pull: motion.position(at: 0), velocity: motion.initialVelocity, duration: motion.duration))
    }

    mutating func setPull(_ pull: Double, drawnBy model: any StretchModel) {
        self.pull = pull
        stretch = Self.side(of: pull) * model.stretch(forPull: abs(pull), dimension: viewportHeight)
    }

    /// +1 past the end, −1 past the start, 0 at neither, for a signed overscroll.
    static func side(of overscroll: Double) -> Double { overscroll > 0 ? 1 : overscroll < 0 ? -1 : 0 }

    /// The phase with nothing running: idle, or bouncing while a stretch relaxes.
    var restingPhase: ScrollPhase { relaxingPull == nil ? .idle : .bouncing }

    mutating func stopMotion() {
        motion = nil
        velocity = 0
        phase = drag == nil ? restingPhase : .dragging
    }

    mutating func settle(_ rest: Rest, at time: Double) -> Rest {
        restTime = time
        motion = nil
        velocity = 0
        phase = restingPhase
        return rest
    }
}
