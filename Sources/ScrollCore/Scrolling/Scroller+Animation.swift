extension Scroller {
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

    /// A Gecko smooth-wheel notch toward `target` (clamped) at `time` (`WheelModel.gecko`): a
    /// notch during the running one goes on from it as `GeckoWheelAnimation.notch` says (a new
    /// Bézier from the current position and velocity, or the same one with the notch counted);
    /// otherwise a burst's first Bézier, from the current position and velocity.
    public mutating func geckoWheel(to target: Double, settings: GeckoWheelAnimation.Settings, at time: Double) {
        _ = step(to: time)
        guard drag == nil else { return }
        gesturePhysics = physics
        let destination = bounds.clamp(target)
        if var running = motion, running.purpose == .animation(.wheel), let gecko = running.motion as? GeckoWheelAnimation {
            let (next, restarts) = gecko.notch(at: time - running.startTime, to: destination, shift: running.shift)
            guard restarts else {
                running.motion = next
                motion = running
                return
            }
            start(next, purpose: .animation(.wheel), at: time, physics: gesturePhysics)
            events.append(.retarget(time: time, kind: .wheel, from: next.from, velocity: next.initialVelocity,
                                    to: next.to, duration: next.duration, curve: next.curveName))
            return
        }
        guard destination != offset else {
            if motion != nil { stopMotion() }
            return
        }
        let v = motion != nil || phase == .wheel ? velocity : 0
        let first = GeckoWheelAnimation(from: offset, velocity: v, to: destination, settings: settings)
        start(first, purpose: .animation(.wheel), at: time, physics: gesturePhysics)
        if v == 0 {
            events.append(.animation(time: time, kind: .wheel, from: first.from, to: first.to, duration: first.duration,
                                     curve: first.curve))
        } else {
            events.append(.retarget(time: time, kind: .wheel, from: first.from, velocity: v, to: first.to,
                                    duration: first.duration, curve: first.curveName))
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
