/// The list's pointer, wheel and keyboard input: each call takes the time the input happened.
///
/// Input is never refused by throwing: a time earlier than the list's (or not finite) counts as the
/// list's time, and a position, notch count or delta that is not a finite number is ignored, since
/// nothing could be shown for it. A drag's velocity is still measured at the pointer's own times:
/// in a window a frame is drawn for the moment it will be shown, so a press or move read after it
/// happened before the list's time, and taking the list's time for it made a drag's first frame
/// twice as fast as the hand.
extension ListView {
    /// The time of an input at `time`: never earlier than the list's, and the list's when `time` is not finite.
    func inputTime(_ time: Double) -> Double {
        time.isFinite ? max(self.time, time) : self.time
    }

    // MARK: Pointer

    /// The pointer went down at `y` (viewport points): whatever moves stops where it is.
    public func pointerDown(y: Double, at time: Double) {
        guard y.isFinite else { return }
        self.time = inputTime(time)
        heading = nil
        thumbDrag = nil
        scroller.beginDrag(pointer: y, at: self.time, happened: time)
    }

    /// The pointer moved to `y` while down.
    public func pointerMoved(y: Double, at time: Double) {
        guard y.isFinite else { return }
        self.time = inputTime(time)
        scroller.drag(to: y, at: self.time, happened: time)
    }

    /// The pointer went up: fling, bounce, or rest (and snap).
    public func pointerUp(at time: Double) {
        let now = inputTime(time)
        self.time = now
        letGo(aimingRest { scroller.endDrag(at: now, happened: time, retarget: $0) })
    }

    /// The pointer's gesture was cancelled (the window was hidden or lost focus mid-drag): the
    /// drag ends as a release without velocity — no fling; a bounce back or a snap as at rest.
    public func pointerCancelled(at time: Double) {
        let now = max(self.time, time)
        self.time = now
        letGo(aimingRest { scroller.cancelDrag(at: now, retarget: $0) })
    }

    /// What follows letting go of the content (a drag's end, or a fling the caller starts), `released`
    /// being what the scroller's release returned and the snap target it was aimed at (`aimingRest`):
    /// with projected timing one motion lands there; otherwise the list snaps once it rests.
    func letGo(_ released: (result: Scroller.Rest?, aim: ScrollTarget?)) {
        let (rest, aim) = released
        // A fling aimed at a section's start follows it as the rows it passes are measured.
        heading = aim.flatMap { scroller.motion?.purpose == .fling ? Heading(target: $0, motion: .fling) : nil }
        // A release too slow to fling rests where it was let go: projected timing then snaps from
        // there at once, as the rest timing does.
        if snapTiming == .projected, rest == .dragEnded, let aim {
            animate(toward: aim, kind: .snap, duration: snapPolicy.animationDuration(timings: physics.timings), at: time)
        } else if let rest {
            cameToRest(rest)
        }
    }

    /// Runs `body` (the scroller releasing the content, or starting a pan's coast) with the function the
    /// scroller asks where a fling or coast resting at a given offset should rest instead: with projected
    /// timing the snap policy's target there, nil otherwise (or where the policy lets it rest). Returns
    /// what `body` returned and the target chosen, if one was; content the choice revealed above the
    /// screen has moved the scroller and its motion by then.
    func aimingRest<Result>(_ body: ((Double) -> Double?) -> Result) -> (result: Result, aim: ScrollTarget?) {
        // The scroller is being mutated while it asks: hand it values, not self.
        var bounds = self.bounds
        let (layout, policy, insets, viewport, anchor) = (self.layout, snapPolicy, insets, viewportHeight ?? 0, anchorY)
        let timings = physics.timings
        let released = offset
        let dataSource = layout.hasUnrevealedContent ? self.dataSource : nil
        let projecting = snapTiming == .projected
        var aim: ScrollTarget?
        var revealed: Double?
        let result = body { natural in
            guard projecting else { return nil }
            // What the fling passes and where it would rest are asked for before a target is chosen there, so it is
            // chosen as in the list laid out in full (a fling past `revealedFlingPath` screens: only where it rests).
            // Content that grew above the screen moves everything by `grown`, the fling included once the scroller
            // is done: targets are found in the layout as it is now and handed to the scroller as it still is.
            let path = (top: min(natural, released), bottom: max(natural, released) + viewport)
            let range = path.bottom - path.top <= Self.revealedFlingPath * viewport ? path : (natural, natural + viewport)
            revealed = dataSource.flatMap { layout.reveal(from: range.0, to: range.1, keeping: anchor, from: $0) }
            let grown = revealed ?? 0
            if revealed != nil {
                bounds = ScrollBounds(contentHeight: layout.contentHeight, viewportHeight: viewport,
                                      insetTop: insets.top, insetBottom: insets.bottom)
            }
            let projected = bounds.clamp(natural + grown)
            aim = policy.destination(restingAt: projected, layout: layout, bounds: bounds, insetTop: insets.top,
                                     timings: timings)
            return (policy.target(restingAt: projected, layout: layout, bounds: bounds, insetTop: insets.top,
                                  timings: timings)
                ?? (projected != natural + grown ? projected : nil)).map { $0 - grown }
        }
        if let revealed {
            if revealed != 0 { scroller.shift(by: revealed) }
            updateBounds()
        }
        return (result, aim)
    }

    // MARK: Wheel and keys

    /// Notched wheel steps (positive toward the end), as the physics' `WheelModel` says (`Scroller.wheelStep`): a short
    /// animation per step that steps arriving during it extend, or a jump per step (then a snap).
    public func wheel(notches: Double, at time: Double) {
        guard notches.isFinite else { return }
        self.time = inputTime(time)
        guard !scroller.isDragging, thumbDrag == nil else { return }
        let model = physics.wheel
        guard model.animates else {
            heading = nil
            let target = stepTarget(from: offset, toward: offset + notches * model.pointsPerNotch)
            scroller.jump(to: self.offset(for: target))
            if snapTiming == .rest { snapIfNeeded(at: self.time) }
            return
        }
        let base = scroller.pendingTarget(for: .wheel)
        let target = stepTarget(from: base, toward: base + notches * model.pointsPerNotch)
        let destination = offset(for: target)
        scroller.wheelStep(to: destination, distance: destination - offset, at: self.time)
        heading = scroller.motion?.purpose == .animation(.wheel) ? Heading(target: target, motion: .animation(.wheel)) : nil
    }

    /// A precise wheel delta in points (touchpads), followed directly.
    public func wheel(delta: Double, at time: Double) {
        guard delta.isFinite else { return }
        self.time = inputTime(time)
        guard thumbDrag == nil else { return }
        heading = nil
        scroller.scroll(by: delta, at: self.time)
    }

    /// A keyboard scroll step, animated; steps during the animation accumulate.
    public func key(_ step: KeyStep, at time: Double) {
        self.time = inputTime(time)
        guard !scroller.isDragging, thumbDrag == nil, let height = viewportHeight else { return }
        let base = scroller.pendingTarget(for: .key)
        let line = rowHeight(atContentY: base + insets.top)
        let page = max(line, height - insets.top - insets.bottom - line)
        let target: ScrollTarget = switch step {
        case .lineUp: stepTarget(from: base, toward: base - line)
        case .lineDown: stepTarget(from: base, toward: base + line)
        case .pageUp: stepTarget(from: base, toward: base - page)
        case .pageDown: stepTarget(from: base, toward: base + page)
        case .home: .top
        case .end: .end
        }
        animate(toward: target, kind: .key, duration: physics.timings.keyStep, at: self.time)
    }

    /// Where a step from `base` toward `offset` lands: with projected snapping, the snap position
    /// the policy picks beyond `base` in the step's direction (CSS scroll-snap: chosen first, reached
    /// in one motion); otherwise `offset` itself, which rest-timed snapping snaps from once it rests.
    private func stepTarget(from base: Double, toward offset: Double) -> ScrollTarget {
        guard snapTiming == .projected,
              let snapped = snapPolicy.destination(steppingFrom: base, toward: offset, layout: layout, bounds: bounds,
                                                   insetTop: insets.top, timings: physics.timings)
        else { return target(forOffset: offset) }
        return snapped
    }

    /// The height of the row at content y, or a typical row's when there is none.
    private func rowHeight(atContentY y: Double) -> Double {
        if let placed = layout.element(atY: y), placed.span.height > 0 { return placed.span.height }
        return 44
    }
}
