extension Scroller {
    /// Where an animation of `kind` is heading, so steps that arrive during it accumulate;
    /// the current offset when none is running.
    public func pendingTarget(for kind: AnimationKind) -> Double {
        if let motion, motion.purpose == .animation(kind) { return motion.finalPosition }
        return offset
    }

    /// Animates to `target` (clamped to the bounds) from wherever the content is at `time`.
    ///
    /// From rest it runs along `curve`. When the content is moving (a key step during the last one,
    /// a scroll-to during a fling, a touchpad pan) it keeps its velocity: it runs a
    /// `RetargetedAnimation` from the current position and velocity over `duration`, or sooner when
    /// the speed would carry it past the target (as `retarget(to:at:)` does).
    public mutating func animate(to target: Double, kind: AnimationKind, duration: Double,
                                 curve: TimingCurve = .easeOut, at time: Double) {
        startAnimation(to: target, kind: kind, at: time) { position, velocity, destination in
            velocity == 0
                ? StepAnimation(motion: TimedAnimation(from: position, to: destination, duration: duration, curve: curve),
                            curve: curve)
                : StepAnimation(motion: Self.continuing(from: position, velocity: velocity, to: destination,
                                                    duration: duration), curve: curve)
        }
    }

    /// A wheel notch toward `target` (clamped) at `time`, as the physics' `WheelModel` says:
    /// `distance` is how far the list showed the content from there when the notch came. A notch
    /// during a running wheel step goes on from it as the model says (`WheelModel.notch`);
    /// otherwise it starts the model's step from the current position and velocity, or moves the
    /// content there at once.
    public mutating func wheelStep(to target: Double, distance: Double, at time: Double) {
        let model = physics.wheel
        startAnimation(to: target, kind: .wheel, at: time, notch: model.notch) { position, velocity, destination in
            model.step(from: position, velocity: velocity, to: destination, distance: distance)
        }
    }

    /// Starts an animation of `kind` toward `target` (clamped) from where the content is at `time`,
    /// along what `make` builds from the position, the velocity kept (0 from rest) and the destination,
    /// and records it: from rest as an `.animation`, in motion as a `.retarget`. An animation of `kind`
    /// running goes on as `notch` says, when it says (see `WheelModel.notch`). Nothing starts (and
    /// any motion stops) when the content is there already; a step `make` declines jumps there.
    private mutating func startAnimation(
        to target: Double, kind: AnimationKind, at time: Double,
        notch: (any Motion, Double, Double, Double) -> (step: StepAnimation, restarts: Bool)? = { _, _, _, _ in nil },
        _ make: (Double, Double, Double) -> StepAnimation?
    ) {
        _ = step(to: time)
        guard drag == nil else { return }
        gesturePhysics = physics
        let destination = bounds.clamp(target)
        if var running = motion, running.purpose == .animation(kind),
           let (next, restarts) = notch(running.motion, time - running.startTime, destination, running.shift) {
            guard restarts else {
                running.motion = next.motion
                motion = running
                return
            }
            start(next.motion, purpose: .animation(kind), at: time, physics: gesturePhysics)
            return recordAnimation(next, kind: kind, fromRest: false, at: time)
        }
        guard destination != offset else {
            if motion != nil { stopMotion() }
            return
        }
        let v = motion != nil || phase == .wheel ? velocity : 0
        guard let animation = make(offset, v, destination) else { return jump(to: destination) }
        start(animation.motion, purpose: .animation(kind), at: time, physics: gesturePhysics)
        recordAnimation(animation, kind: kind, fromRest: v == 0, at: time)
    }

    /// An animation of `kind` starting at `time`: from rest along its curve, otherwise a retarget.
    private mutating func recordAnimation(_ animation: StepAnimation, kind: AnimationKind, fromRest: Bool, at time: Double) {
        let m = animation.motion
        if fromRest {
            events.append(.animation(time: time, kind: kind, from: m.origin, to: m.finalPosition, duration: m.duration,
                                     curve: animation.curve))
        } else {
            events.append(.retarget(time: time, kind: kind, from: m.origin, velocity: m.initialVelocity,
                                    to: m.finalPosition, duration: m.duration, curve: m.curveName))
        }
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
        guard abs(target - running.finalPosition) >= Self.landingTolerance else { return }
        // A fling aimed on release (or a coast aimed as it starts) keeps its velocity and lands exactly on the
        // target along its own family of curves (`FlingModel.landing`) while the target lies ahead; past it, a
        // snap takes over.
        if running.purpose == .fling || running.purpose == .wheelFling {
            if let fling = running.physics.fling.landing(from: offset, velocity: velocity, rest: target) {
                start(fling, purpose: running.purpose, at: time, physics: running.physics)
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
}
