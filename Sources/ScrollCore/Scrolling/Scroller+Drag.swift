extension Scroller {
    /// The pointer went down at `pointer` (points along the axis): any motion stops where it is,
    /// and a relaxing stretch is caught where it is. `happened` is when the press happened, when
    /// that was before `time` (the scroller's own time: a press read after a frame that shows a
    /// later moment); the velocity is measured from the pointer's own times.
    public mutating func beginDrag(pointer: Double, at time: Double, happened: Double? = nil) {
        _ = step(to: time)
        beginInput()
        stopMotion()
        segments.removeAll(keepingCapacity: true)
        lastPreciseDelta = nil
        pan = nil
        let press = gesturePhysics.edge.press(offset: offset, pull: pull, bounds: bounds, dimension: viewportHeight)
        if press.catchesPull { relaxingPull = nil }
        drag = (pointer, press.raw, pointer)
        phase = .dragging
        let sampled = Self.sampleTime(happened, at: time)
        tracker.add(position: offset, at: sampled)
        pointerTracker.add(position: -pointer, at: sampled)
    }

    /// When an input happened, for the velocity trackers: `happened` where it is a finite time no
    /// later than `time`, else `time`.
    static func sampleTime(_ happened: Double?, at time: Double) -> Double {
        guard let happened, happened.isFinite else { return time }
        return min(happened, time)
    }

    /// The pointer moved to `pointer`: content follows 1:1 inside the bounds; past an edge it
    /// follows the rubber band, or stays at the edge and stretches, or stops, as the physics say.
    /// `happened`: when the move happened, as for `beginDrag`.
    public mutating func drag(to pointer: Double, at time: Double, happened: Double? = nil) {
        guard let drag else { return }
        let raw = drag.raw + (drag.pointer - pointer)
        let shown = gesturePhysics.edge.drag(toRaw: raw, fromRaw: drag.raw + (drag.pointer - drag.last), offset: offset,
                                             bounds: bounds, dimension: viewportHeight)
        offset = shown.offset
        self.drag = shown.raw != raw ? (pointer, shown.raw, pointer) : (drag.pointer, drag.raw, pointer)
        if let pull = shown.pull { setPull(pull.size, drawnBy: pull.model) }
        let sampled = Self.sampleTime(happened, at: time)
        tracker.add(position: offset, at: sampled)
        // The pointer's travel, in the content's direction.
        pointerTracker.add(position: -pointer, at: sampled)
        velocity = tracker.velocity(at: time)
    }

    /// The pointer went up. A release past an edge springs back (a stretch relaxes, and the
    /// release flings nothing); a quick one flings, its speed within the physics' limits. When the
    /// list snaps with projected timing, `retarget` maps the fling's natural rest to where it
    /// should land instead, and the fling is recomputed to end exactly there; a release too slow to
    /// fling rests (`.dragEnded`), for the caller to move the content to its target. The velocity is
    /// measured at `happened`, when the release happened (as for `beginDrag`); the fling starts at `time`.
    public mutating func endDrag(at time: Double, happened: Double? = nil,
                                 retarget: (Double) -> Double? = { _ in nil }) -> Rest? {
        guard drag != nil else { return nil }
        let released = Self.sampleTime(happened, at: time)
        let measured = (gesturePhysics.release.measured == .pointer ? pointerTracker : tracker).velocity(at: released)
        return letGoOfDrag(velocity: measured, at: time, retarget: retarget)
    }

    /// The drag was cancelled (the window lost the pointer: hidden, unfocused, its grab taken): a
    /// release without velocity, as GTK ends a gesture on grab-broken and Qt on a cancelled touch —
    /// no fling, the content rests where it is, springing back from past an edge or snapping.
    public mutating func cancelDrag(at time: Double, retarget: (Double) -> Double? = { _ in nil }) -> Rest? {
        guard drag != nil else { return nil }
        return letGoOfDrag(velocity: 0, at: time, retarget: retarget)
    }

    private mutating func letGoOfDrag(velocity: Double, at time: Double, retarget: (Double) -> Double?) -> Rest? {
        drag = nil
        events.append(.release(time: time, offset: offset, velocity: velocity))
        return release(velocity: velocity, pull: pull, at: time, retarget: retarget)
    }

    /// The longest a landing may stretch a fling, as a multiple of the travel it would have on its own.
    /// A weak fling kept at its speed over a longer way creeps (UIKit's curve kept at 30 pt/s lands
    /// 42 pt on in 6.2 s, where its own 15 pt take 1.7 s), so it is aimed by its speed instead.
    static let longestLanding = 2.0

    /// The fling of `physics` from `origin`, released at `velocity` and resting at `naturalRest` on its own,
    /// that rests exactly on `target` instead (a snap position chosen on release): the curve of the
    /// family that keeps the velocity and lands there (`FlingModel.landing`), so nothing steps at the
    /// release. Where none does — `target` behind the motion, a family that cannot land there with
    /// that velocity (firefox's), or a way over `longestLanding` times the fling's own — it is the
    /// family's fling for that rest, its speed changed (`FlingModel.fling(from:toRest:)`).
    static func aimedFling(of physics: ScrollPhysics, from origin: Double, velocity: Double, naturalRest: Double,
                           to target: Double) -> any FlingMotion {
        if abs(target - origin) <= longestLanding * abs(naturalRest - origin),
           let landing = physics.fling.landing(from: origin, velocity: velocity, rest: target) {
            return landing
        }
        return physics.fling.fling(from: origin, toRest: target)
    }

    /// Whether a pointer holds the content.
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
        // A stretch still relaxing from an earlier gesture is left to relax: nothing grabbed it.
        return release(velocity: velocity, pull: 0, at: time, retarget: retarget)
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

    /// What follows letting go at `velocity` (the content's, measured or given) with `pull` drawn:
    /// what the edge says (a stretch relaxes, a spring back from past it, or a stop there), else a
    /// fling within the physics' limits (retargeted to where `retarget` says), or rest.
    mutating func release(velocity measured: Double, pull: Double, at time: Double,
                          retarget: (Double) -> Double?) -> Rest? {
        let physics = gesturePhysics
        switch physics.edge.release(offset: offset, velocity: measured, pull: pull, bounds: bounds,
                                    dimension: viewportHeight) {
        case .relax(let motion, let model):
            relax(motion, side: Self.side(of: pull), drawnBy: model, of: physics, at: time)
            return settle(.dragEnded, at: time)
        case .bounce(let bounce):
            start(bounce, purpose: .bounce, at: time, physics: physics)
            return nil
        case .stop:
            offset = bounds.clamp(offset)
            return settle(.dragEnded, at: time)
        case nil:
            break
        }
        let v = physics.release.flingVelocity(for: measured)
        let natural = v.map { physics.fling.fling(from: offset, velocity: $0, dimension: viewportHeight).finalPosition } ?? offset
        if let target = retarget(natural).map({ bounds.clamp($0) }) {
            // The rest was chosen on release: a fling lands there in one motion. Without a fling
            // (too slow a release) it is no fling's rest: the content rests, and whoever chose the
            // target moves it there (the list's snap animation), rather than creep along a fling's
            // tail (a 6 pt landing took UIKit's friction 2 s); nor may a fling carry it past it.
            guard let v, target != offset else { return settle(.dragEnded, at: time) }
            start(Self.aimedFling(of: physics, from: offset, velocity: v, naturalRest: natural, to: target),
                  purpose: .fling, at: time, physics: physics)
            return nil
        }
        guard let v, startFling(velocity: v, at: time) else {
            return settle(.dragEnded, at: time)
        }
        return nil
    }
}
