extension Scroller {
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

    /// The coast after a pan's last delta at `time`, at `velocity`: the physics' fling from where the
    /// deltas left the content, or, when `aim` moves its rest (a snapping list's position, chosen now),
    /// the fling that lands there in one motion (`aimedFling`). False when it would not move.
    mutating func startCoast(velocity v: Double, at time: Double, aim: (Double) -> Double?) -> Bool {
        let natural = gesturePhysics.fling.fling(from: offset, velocity: v, dimension: viewportHeight)
        guard natural.duration > 0 else { return false }
        guard let target = aim(natural.finalPosition).map({ bounds.clamp($0) }) else {
            start(natural, purpose: .wheelFling, at: time, physics: gesturePhysics)
            return true
        }
        guard target != offset else { return false }
        start(Self.aimedFling(of: gesturePhysics, from: offset, velocity: v, naturalRest: natural.finalPosition, to: target),
              purpose: .wheelFling, at: time, physics: gesturePhysics)
        return true
    }
}
