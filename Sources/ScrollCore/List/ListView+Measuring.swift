extension ListView {
    /// Where the list is heading: the target of the running motion (`motion`: an animation, or a
    /// fling aimed on release), or of a jump not yet drawn (`motion` nil). Resolved again each
    /// frame after measuring, so the motion lands on
    /// the row or edge as it really is, not as estimated heights placed it.
    struct Heading: Equatable {
        var target: ScrollTarget
        var motion: Scroller.RunningMotion.Purpose?
        /// The offset the target resolved to, and the geometry version it was resolved at.
        var resolved: (version: Int, offset: Double)?

        init(target: ScrollTarget, motion: Scroller.RunningMotion.Purpose?) {
            self.target = target
            self.motion = motion
        }

        static func == (a: Heading, b: Heading) -> Bool { a.target == b.target && a.motion == b.motion }

        /// The same heading after a batch update, with `map` giving old index paths' new ones;
        /// nil when its row or section is gone.
        func remapped(_ map: (ListIndexPath) -> ListIndexPath?, newSection: (Int) -> Int?) -> Heading? {
            var copy = self
            copy.resolved = nil
            switch target {
            case .offset, .top, .end: return self
            case .row(let indexPath, let position):
                guard let moved = map(indexPath) else { return nil }
                copy.target = .row(moved, position)
            case .sectionStart(let section):
                guard let moved = newSection(section) else { return nil }
                copy.target = .sectionStart(moved)
            }
            return copy
        }
    }

    /// The measuring pass of one frame: asks `measure` about every row on screen and in the
    /// viewport the list is heading for (each row once), sets the heights that changed (a height
    /// that is not a finite number ≥ 0 is ignored), asks again about rows that this brought into
    /// either viewport until a round changes nothing, and follows the heading to where its
    /// target now is.
    func measureRows(_ measure: (ListIndexPath) throws -> Double?) rethrows {
        guard let height = viewportHeight else { return }
        measured.removeAll(keepingCapacity: true)
        followHeading()
        var candidates = measuring
        measuring = []
        defer { measuring = candidates }
        var measuredAny = false
        while true {
            // What the layout still estimates on screen or where the list is heading is asked for first.
            var changed = revealViewports()
            candidates.removeAll(keepingCapacity: true)
            collectRows(from: offset, to: offset + height, into: &candidates)
            if let heading, heading.motion != nil {
                let destination = offset(for: heading.target)
                collectRows(from: destination, to: destination + height, into: &candidates)
            }
            for indexPath in candidates where !measured.contains(indexPath) {
                measured.append(indexPath)
                guard let real = try measure(indexPath), real.isFinite, real >= 0 else { continue }
                if layout.isHeightEstimated(at: indexPath) || layout.rowSpan(at: indexPath).height != real {
                    try? setMeasuredHeight(real, forRowAt: indexPath)
                    changed = true
                }
            }
            guard changed else { break }
            measuredAny = true
            // A jump moves the screen itself: the rows now on it are asked next. An animation is
            // retargeted once, after the pass, to where its target finally is.
            if heading?.motion == nil { followHeading() }
            followThumb()
        }
        // Content that changed without measuring (a batch update, a new viewport) moves under a held thumb too.
        followThumb()
        if measuredAny { aimWhereMeasuringMovedTheRest() }
        followHeading()
    }

    /// A fling or coast let go without a snap target (where it rests, as the layout estimated it then,
    /// needed none) is aimed once measuring brings a snap position within the policy's reach of that
    /// rest: in the feed, posts measured on the way move a section's start to within the physics' section snap threshold of it (75 pt under every preset), and
    /// the motion then lands there keeping its velocity (`followHeading`), where it would otherwise
    /// rest off the section the rest timing then snaps to. Rows at the rest are measured once they are
    /// within a screen of it, so the target still lies ahead.
    private func aimWhereMeasuringMovedTheRest() {
        guard snapTiming == .projected, heading == nil, let running = scroller.motion,
              running.purpose == .fling || running.purpose == .wheelFling,
              let aim = snapPolicy.destination(restingAt: bounds.clamp(running.finalPosition), layout: layout,
                                               bounds: bounds, insetTop: insets.top, timings: physics.timings)
        else { return }
        heading = Heading(target: aim, motion: running.purpose)
    }

    private func collectRows(from top: Double, to bottom: Double, into rows: inout [ListIndexPath]) {
        guard bottom > top else { return }
        layout.forEachElement(from: top, to: bottom) { placed in
            if case .row(let indexPath) = placed.element { rows.append(indexPath) }
            return true
        }
    }

    /// Moves the running animation (or the undrawn jump) to where its target is now. An animation
    /// that landed this frame just before its target moved goes on to it; a heading whose motion
    /// was replaced by another (a drag, a fling) is dropped.
    func followHeading() {
        guard var heading else { return }
        let destination: Double
        if let resolved = heading.resolved, resolved.version == geometryVersion {
            destination = resolved.offset
        } else {
            destination = offset(for: heading.target)
            heading.resolved = (geometryVersion, destination)
            self.heading = heading
        }
        guard let purpose = heading.motion else {
            if destination != offset { scroller.jump(to: destination) }
            return
        }
        if scroller.motion?.purpose == purpose {
            scroller.retarget(to: destination, at: time)
        } else if scroller.phase == .idle, scroller.motion == nil {
            if abs(destination - offset) < Scroller.landingTolerance {
                // A closed form's rest differs from its target by rounding: put it exactly there.
                if destination != offset { scroller.jump(to: destination) }
            } else {
                let kind: AnimationKind = if case .animation(let kind) = purpose { kind } else { .snap }
                scroller.animate(to: destination, kind: kind, duration: Scroller.minimumRetargetDuration, at: time)
            }
        } else {
            self.heading = nil
        }
    }

    /// A frame was produced: a jump has been drawn where it belongs, and an animation that came to
    /// rest has nothing more to follow.
    func frameProduced() {
        guard let purpose = heading?.motion, scroller.motion?.purpose == purpose else {
            heading = nil
            return
        }
    }
}
