import ScrollCore

/// Where the pointer's input goes, as the last frame drew the scene on top: the scroll indicator
/// (`IndicatorInteraction`: thumb drags, track presses), the field being edited (a press there
/// places the caret and its drag selects), else the list, with click detection (`ClickCounter`).
/// It keeps the app's one pointer position. It hands back the clicks it finds: what a click does
/// (a bar button, the pill, a row) is the app's to decide.
struct PointerRouter {
    /// What the pointer hits at one input: the scene on top, the last frame that drew it (nil before
    /// one did: no row, field, pill or indicator is hit), and what text fields measure a caret's place with.
    struct Target {
        let scene: Scene
        let shown: AppFrame?
        /// The list's area as laid out, which a press counts as the list's only before a frame drew it (a
        /// script's press at time 0, before the first frame); after, the drawn area.
        let laidOut: Rect
        let metrics: TextMetrics?

        var list: ListView { scene.list }
        /// The list of the scene on top as drawn.
        var drawn: ListDrawing? { shown?.top.list }
        var area: Rect { drawn?.mapping.area ?? laidOut }
        func isOnPill(_ point: Point) -> Bool { shown?.isOnPill(point) == true }
    }

    /// A press released where it began: where, how many presses in a row it ends (2: a double click),
    /// and whether it extends a selection (Shift+click).
    struct Click {
        let point: Point
        let count: Int
        let extending: Bool
    }

    /// A press held on the list or elsewhere (not on the indicator or in a text field).
    private struct Press {
        let start: Point
        var moved: Bool
        let listWasIdle: Bool
        let inList: Bool
        let clicks: Int
        let extending: Bool
    }

    /// Where the pointer is over the window, pressed or not, nil once it left (a held thumb keeps
    /// it): the indicator widens near it, the overlay's panel keeps clear of it, its shape is asked there.
    private(set) var position: Point?
    /// The scroll indicator as the pointer works it; the frame step asks it how it looks.
    var indicator = IndicatorInteraction()
    private var press: Press?
    private var clicks = ClickCounter()
    /// Whether the current press is in a text field (it selects text instead of moving the list).
    private var textHeld = false

    /// The pointer went down at `point` (`extending` a selection: Shift held). True when the press is
    /// the list's or the scene's (the pointer takes over from the keyboard: the app hides its focus
    /// rings); false when the indicator took it.
    mutating func down(at point: Point, extending: Bool, on target: Target, at time: Double) -> Bool {
        let list = target.list
        // One pointer: a press that was never released (a script's second `press`) ends
        // here, so the list is not left dragging under a press it no longer hears about.
        if let unreleased = press {
            press = nil
            if unreleased.inList { list.pointerUp(at: time) }
        }
        move(to: point, on: target, at: time)
        indicator.release(list, at: time)
        releaseText(in: target.scene)
        // Shift+click extends a selection: it is never a double or triple click.
        let count = extending ? 1 : clicks.press(at: point, time: time)
        if let drawn = target.drawn, indicator.press(at: point, drawn: drawn, list: list, at: time) { return false }
        let inList = target.area.contains(point) && !target.isOnPill(point)
        if inList { try? list.setCurrentRow(nil) }
        // A press in the field being edited selects text, unless it has to stop a moving list first.
        if inList, list.phase == .idle, let row = target.drawn?.row(at: point),
           target.scene.pressText(at: point, inRowAt: row.indexPath, in: row.rect, clicks: count, extending: extending,
                                  focusing: false, metrics: target.metrics, at: time) {
            textHeld = true
            return true
        }
        press = Press(start: point, moved: false, listWasIdle: list.phase == .idle, inList: inList, clicks: count,
                      extending: extending)
        if inList { list.pointerDown(y: point.y, at: time) }
        return true
    }

    /// The pointer moved to `point`, pressed or not.
    mutating func moved(to point: Point, on target: Target, at time: Double) {
        move(to: point, on: target, at: time)
        if let drawn = target.drawn, indicator.drag(to: point, mapping: drawn.mapping, list: target.list, at: time) { return }
        if textHeld {
            target.scene.dragText(to: point, metrics: target.metrics, at: time)
            return
        }
        guard var current = press, current.inList else { return }
        if !current.moved, !ClickCounter.isDrag(from: current.start, to: point) { return }
        current.moved = true
        press = current
        target.scene.willBeginDragging(at: time)
        target.list.pointerMoved(y: point.y, at: time)
    }

    /// The pointer went up at `point`: the click it made, if it made one (a press that did not
    /// move; on the list, only one that did not stop a moving list).
    mutating func up(at point: Point, on target: Target, at time: Double) -> Click? {
        move(to: point, on: target, at: time)
        indicator.release(target.list, at: time)
        releaseText(in: target.scene)
        guard let released = press else { return nil }
        press = nil
        if released.inList { target.list.pointerUp(at: time) }
        guard !released.moved, released.listWasIdle || !released.inList else { return nil }
        return Click(point: point, count: released.clicks, extending: released.extending)
    }

    /// The pointer is at `point` (nil: it left) while something over the list takes it (the context
    /// menu): only where it is changes.
    mutating func hover(at point: Point?) { position = point }

    /// The pointer left the window; a held thumb keeps following it (the window still gets its motion).
    mutating func left(_ target: Target, at time: Double) {
        if !indicator.thumbHeld { move(to: nil, on: target, at: time) }
    }

    /// `scene`, on top, stops hearing the pointer: the window lost the press (hidden, unfocused, its
    /// release sent elsewhere), or the scene is leaving (push or pop) and its list would otherwise
    /// stay dragging under the scene above it. A press or thumb drag it holds ends without being a
    /// click; a drag is released without velocity (no fling), as GTK and Qt cancel on grab-broken.
    mutating func endGestures(on scene: Scene, at time: Double) {
        indicator.release(scene.list, at: time)
        if let held = press, held.inList { scene.list.pointerCancelled(at: time) }
        press = nil
        releaseText(in: scene)
    }

    /// The pointer's shape over `target`: an I-beam over a text field (and while a press in one
    /// selects), the arrow elsewhere.
    func shape(over target: Target) -> PointerShape {
        if textHeld { return .text }
        guard let position, let row = target.drawn?.row(at: position) else { return .arrow }
        return target.scene.isText(at: position, inRowAt: row.indexPath, in: row.rect) ? .text : .arrow
    }

    /// The pointer is now at `point` (nil: it left the window), moving away from the edge of the list `target` drew.
    private mutating func move(to point: Point?, on target: Target, at time: Double) {
        indicator.pointerLeaves(position, drawn: target.drawn?.mapping, at: time)
        position = point
    }

    /// A press held in a text field lets go.
    private mutating func releaseText(in scene: Scene) {
        guard textHeld else { return }
        textHeld = false
        scene.endTextPress()
    }
}
