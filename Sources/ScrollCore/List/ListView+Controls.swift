/// Scrolling the list from code, for callers that have no pointer to drag with: a gamepad menu,
/// a toolkit that measures its own velocity (GTK, libinput), an app restoring a saved offset.
/// Each control starts what the matching gesture would: the same motions, events and snapping.
extension ListView {
    /// Scrolls to `offset` (clamped to `bounds`), as UIScrollView's `setContentOffset(_:animated:)`.
    ///
    /// The list ends where its snap policy lets it rest: with a policy, the snap target nearest
    /// `offset` is chosen first and the list goes there in one motion, never past it and back.
    /// Animated, it moves along the ease-out curve in the physics' `timings.scrollTo` (an `.animation` event
    /// of kind `.scrollTo`, or a `.retarget` when the content was moving), continuing the current
    /// velocity; otherwise it jumps there and any motion stops (no event). While the pointer holds
    /// the content it jumps, and the drag goes on from there.
    /// - Throws: `ListError.notFinite` for a NaN or infinite offset; nothing changes.
    /// - Complexity: O(log n).
    public func setContentOffset(_ offset: Double, animated: Bool, at time: Double) throws(ListError) {
        guard offset.isFinite else { throw .notFinite(name: "offset", value: offset) }
        self.time = inputTime(time)
        let clamped = bounds.clamp(offset)
        let target = snapPolicy.destination(restingAt: clamped, layout: layout, bounds: bounds, insetTop: insets.top,
                                            timings: physics.timings)
            ?? self.target(forOffset: clamped)
        if animated, !scroller.isDragging, thumbDrag == nil {
            animate(toward: target, kind: .scrollTo, duration: physics.timings.scrollTo, at: self.time)
        } else {
            scroller.jump(to: self.offset(for: target))
            heading = Heading(target: target, motion: nil)
        }
    }

    /// Flings the content at `velocity` points per second (positive toward the end, as the offset
    /// grows), exactly as releasing a drag at that velocity does: the physics' release limits
    /// apply (a velocity below their minimum starts nothing), the fling's curve is the physics',
    /// content past an edge springs back, and a snapping list lands on its snap target (in one
    /// motion with projected timing, after resting otherwise). Whatever moved stops first.
    /// Ignored while the pointer holds the content or the scroll indicator's thumb.
    /// - Throws: `ListError.notFinite` for a NaN or infinite velocity; nothing changes.
    /// - Complexity: O(log n).
    public func fling(velocity: Double, at time: Double) throws(ListError) {
        guard velocity.isFinite else { throw .notFinite(name: "velocity", value: velocity) }
        let now = inputTime(time)
        self.time = now
        guard !scroller.isDragging, thumbDrag == nil else { return }
        heading = nil
        letGo(aimingRest { scroller.fling(velocity: velocity, at: now, retarget: $0) })
    }

    /// Stops whatever moves the content (a fling, a bounce, an animation, wheel or touchpad
    /// inertia) where it is, with one `.stopped` event, as Android's `OverScroller.abortAnimation`
    /// or Flutter's `ScrollPosition.jumpTo(pixels)`. The list then rests as after a drag released
    /// without speed: a snapping list moves to its snap target, and content stopped past an edge
    /// springs back. Nothing happens when nothing moves or the pointer holds the content.
    /// - Complexity: O(log n).
    public func stopScrolling(at time: Double) {
        let now = inputTime(time)
        self.time = now
        guard thumbDrag == nil, scroller.stop(at: now) else { return }
        heading = nil
        letGo(aimingRest { scroller.fling(velocity: 0, at: now, retarget: $0) })
    }
}
