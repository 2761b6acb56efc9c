import ScrollCore

/// The scroll indicator as the pointer works it (GTK4's overlay scrollbar): it widens into a thumb
/// near the pointer, a press on the thumb drags the list, a press on the track pages toward the
/// press and again while held, and it fades out after the list rests. Input state only: the frame
/// step asks `look(at:mapping:pointer:)` how it is drawn; where the pointer is, the app keeps. Where the
/// indicator is in the window is the list's `ViewportMapping`, the conversion drawing and hit testing use.
struct IndicatorInteraction {
    /// Whether the current press holds the thumb (a thumb drag, not a list drag).
    private(set) var thumbHeld = false
    /// A press held on the track: on which list, where (window y), which way it pages, and when it pages again.
    private var trackHeld: (list: ObjectIdentifier, y: Double, way: ScrollIndicator.Hit, next: Double)?
    /// The last time the list moved or the indicator was used (it fades out after).
    private var lastMovement = -Double.infinity

    /// When a press held on the track pages again, if one is held.
    var nextRepeatTime: Double? { trackHeld?.next }

    /// Whether `pointer` is in the column along the trailing edge of the list `mapping` places, where the indicator
    /// widens into a thumb and takes presses (`IndicatorGeometry.column`).
    static func isNear(_ pointer: Point?, in mapping: ViewportMapping?) -> Bool {
        guard let pointer, let mapping else { return false }
        return IndicatorGeometry.column(of: mapping.area).contains(pointer)
    }

    /// The pointer moves away from `old` (where it was) at `time`: leaving the edge of the list as `drawn`
    /// (nil: no frame has shown it), the indicator lingers from now, then fades.
    mutating func pointerLeaves(_ old: Point?, drawn: ViewportMapping?, at time: Double) {
        if Self.isNear(old, in: drawn) || thumbHeld { lastMovement = max(lastMovement, time) }
    }

    /// A press at `point` that `drawn` (the list as last drawn) says is on its indicator: on the
    /// thumb it starts a thumb drag of `list`, on the track it pages toward the press. False when the
    /// press is for the list.
    mutating func press(at point: Point, drawn: ListDrawing, list: ListView, at time: Double) -> Bool {
        guard let hit = drawn.indicatorHit(at: point) else { return false }
        lastMovement = time
        let y = drawn.mapping.fixedY(atWindowY: point.y)
        switch hit {
        case .thumb: thumbHeld = list.beginThumbDrag(y: y, at: time)
        case .trackAbove, .trackBelow:
            if let way = list.pageTowardTrack(y: y, at: time) {
                trackHeld = (ObjectIdentifier(list), point.y, way, time + Theme.trackRepeatDelay)
            }
        }
        return true
    }

    /// The pressed pointer moved to `point`: a held thumb follows it (true: the move is taken), a
    /// held track press follows where it pages to.
    mutating func drag(to point: Point, mapping: ViewportMapping, list: ListView, at time: Double) -> Bool {
        if thumbHeld {
            list.moveThumb(toY: mapping.fixedY(atWindowY: point.y), at: time)
            return true
        }
        trackHeld?.y = point.y
        return false
    }

    /// The press on the indicator (if any) lets go.
    mutating func release(_ list: ListView, at time: Double) {
        trackHeld = nil
        guard thumbHeld else { return }
        thumbHeld = false
        lastMovement = time
        list.endThumbDrag(at: time)
    }

    /// A press held on the track pages `list` again every `Theme.trackRepeatInterval` after
    /// `Theme.trackRepeatDelay` (GTK's and Qt's auto-repeat), the same way, until the thumb where the
    /// paging is heading reaches the pointer: input due by frame time `time`, handled before the
    /// frame step. Each page happens at its own tick, not at the frame that notices it, so the
    /// repeat keeps its interval at any frame rate (at 60 Hz a tick rounded to frames came every 0.117 s).
    mutating func repeatTrackPress(_ list: ListView, mapping: ViewportMapping, at time: Double) {
        guard let held = trackHeld, time >= held.next else { return }
        guard held.list == ObjectIdentifier(list),
              list.pageTowardTrack(y: mapping.fixedY(atWindowY: held.y), at: held.next, onlyToward: held.way) != nil else {
            trackHeld = nil
            return
        }
        // A tick missed by more than an interval (the machine stalled) is not made up for.
        trackHeld?.next = max(held.next + Theme.trackRepeatInterval, time)
        lastMovement = held.next
    }

    /// The list moved in the frame at `time` (or the thumb is held): the indicator shows from then.
    mutating func listMoved(at time: Double) { lastMovement = time }

    /// How the indicator of the list `mapping` places looks at frame time `time` with the pointer at
    /// `pointer`: widened while the pointer is near it or holds the thumb; otherwise thin, shown for
    /// `Theme.scrollIndicatorLinger` after the list last moved, then fading out over `Theme.scrollIndicatorFade`
    /// (without `fades`, under Reduce Motion, gone at once).
    func look(at time: Double, mapping: ViewportMapping, pointer: Point?, fades: Bool = true) -> ListDrawing.IndicatorLook {
        if thumbHeld || Self.isNear(pointer, in: mapping) { return .init(alpha: 1, isWide: true) }
        let since = time - lastMovement - Theme.scrollIndicatorLinger
        guard since > 0 else { return .init(alpha: 1, isWide: false) }
        return .init(alpha: fades ? max(0, 1 - since / Theme.scrollIndicatorFade) : 0, isWide: false)
    }

    /// Whether the indicator is still showing or fading at `time`.
    func isShowing(at time: Double, fades: Bool = true) -> Bool {
        time - lastMovement < Theme.scrollIndicatorLinger + (fades ? Theme.scrollIndicatorFade : 0)
    }
}
