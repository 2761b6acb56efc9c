extension ListView {
    /// A thumb drag in progress: where the pointer is and how far below the thumb's top it grabbed it.
    struct ThumbDrag: Equatable {
        var grab: Double
        var pointer: Double
    }

    /// The scroll indicator as the list stands now (what the next frame shows), nil when the content fits.
    /// - Complexity: O(1).
    public var indicator: ScrollIndicator? {
        ScrollIndicator(offset: offset, bounds: bounds, contentHeight: layout.contentHeight,
                        viewportHeight: viewportHeight ?? 0, isDragged: thumbDrag != nil)
    }

    /// Whether a thumb drag is in progress.
    public var isDraggingThumb: Bool { thumbDrag != nil }

    /// The pointer went down on the indicator's thumb at viewport y `y`: whatever moves stops where
    /// it is, and until `endThumbDrag` the thumb follows the pointer, grabbed where it was pressed.
    /// False (nothing happens) when the content fits and there is no thumb.
    @discardableResult
    public func beginThumbDrag(y: Double, at time: Double) -> Bool {
        self.time = inputTime(time)
        guard y.isFinite, let indicator, !scroller.isDragging else { return false }
        heading = nil
        if scroller.phase != .idle { scroller.jump(to: offset) }
        thumbDrag = ThumbDrag(grab: min(max(y - indicator.thumb.y, 0), indicator.thumb.height), pointer: y)
        scroller.record(.thumbGrab(time: self.time, offset: offset))
        return true
    }

    /// The pointer holding the thumb moved to viewport y `y`: the content moves so the thumb's top
    /// is at `y` less the grab (the same direction as the pointer, the thumb's fraction of its
    /// travel being the offset's fraction of the range).
    public func moveThumb(toY y: Double, at time: Double) {
        self.time = inputTime(time)
        guard y.isFinite, thumbDrag != nil else { return }
        thumbDrag?.pointer = y
        followThumb()
        // What the thumb brings on screen is asked for now, not at the next frame: a release before it rests on
        // the content as the data source has it (at the track's end, on its real end).
        while let height = viewportHeight, reveal(from: offset, to: offset + height) { followThumb() }
    }

    /// The pointer let go of the thumb: the content rests where the thumb put it, and snaps from
    /// there as after any drag when the list has a snap policy (a snap list shows whole rows).
    public func endThumbDrag(at time: Double) {
        self.time = inputTime(time)
        guard thumbDrag != nil else { return }
        thumbDrag = nil
        scroller.record(.thumbRelease(time: self.time, offset: offset, end: bounds.max))
        // A thumb let go at either end of its track asks for that end of the content. Moves that arrive bunched with
        // the release leave no frame between them, so the rows there are first measured after it: the next frame
        // resolves the end again (an undrawn jump's heading), where keeping the screen still would rest short of it
        // (84 pt over ten million estimated rows).
        if offset >= bounds.max || offset <= bounds.min { heading = Heading(target: target(forOffset: offset), motion: nil) }
        snapIfNeeded(at: self.time)
    }

    /// A press on the track at viewport y `y` (above or below the thumb): pages toward it, animated,
    /// a screen less one row as Page Up and Page Down do. The thumb is taken where the paging
    /// already running is heading, so a press held on the track (repeated) pages until the thumb
    /// reaches it; with `direction`, only that way. Returns the way it paged, nil when it did not
    /// (the thumb there covers `y`, or the content fits). (Wheel, pan and key steps are ignored
    /// while a thumb drag holds the content.)
    @discardableResult
    public func pageTowardTrack(y: Double, at time: Double, onlyToward direction: ScrollIndicator.Hit? = nil)
        -> ScrollIndicator.Hit? {
        self.time = inputTime(time)
        guard y.isFinite, thumbDrag == nil, !scroller.isDragging,
              let heading = ScrollIndicator(offset: scroller.pendingTarget(for: .key), bounds: bounds,
                                            contentHeight: layout.contentHeight, viewportHeight: viewportHeight ?? 0)
        else { return nil }
        let way: ScrollIndicator.Hit
        if y < heading.thumb.y {
            way = .trackAbove
        } else if y >= heading.thumb.y + heading.thumb.height {
            way = .trackBelow
        } else {
            return nil
        }
        guard direction == nil || direction == way else { return nil }
        key(way == .trackAbove ? .pageUp : .pageDown, at: time)
        return way
    }

    /// Puts the content where the thumb under the pointer says, through the current content height:
    /// when measuring changes it mid-drag, the thumb stays under the pointer and the content follows.
    func followThumb() {
        guard let drag = thumbDrag, let indicator else { return }
        let target = indicator.offset(forThumbTop: drag.pointer - drag.grab)
        if target != offset { scroller.jump(to: target) }
    }
}
