import ScrollCore

extension DemoApp {
    /// Routes one input event that happened at `time`, before the frame step: hit testing reads the
    /// frame last drawn (`shown`), so a press lands on what the user saw.
    func handle(_ event: InputEvent, at time: Double) {
        // UIKit takes no touches while a push or pop slides.
        if transition?.isRunning(at: time) == true, NavigationTransition.ignores(event) { return }
        if shellTakes(event, at: time) || handleContextMenu(event, at: time) { return forwardEvents() }
        let list = scene.list
        switch event {
        case .quit:
            break  // the shell's
        case .resized(let size):
            windowSize = size
            layoutList(at: time)
        case .exposed:
            break
        case .wheel(notches: let notches):
            list.wheel(notches: notches, at: time)
        case .preciseWheel(notches: let precise):
            list.wheel(delta: precise * ListView.preciseWheelUnit, at: time)
        case .pointerDown(let point, let modifiers):
            pointerDown(at: point, extending: modifiers.contains(.shift), time: time)
        case .pointerMoved(let point):
            pointerMoved(to: point, time: time)
        case .pointerLeft:
            // A held thumb keeps following the pointer (the window still gets its motion).
            if !indicator.thumbHeld { point(at: nil, time: time) }
        case .pointerUp(let point):
            pointerUp(at: point, time: time)
        case .key(let name, let modifiers):
            handleKey(name, modifiers: modifiers, at: time)
        case .textInput(let text):
            scene.handleText(text, at: time)
        case .middleClick(let point):
            middleClick(at: point, time: time)
        case .contextClick(let point):
            contextClick(at: point, time: time)
        case .back:
            goBack(at: time)
        }
        forwardEvents()
    }

    /// Input that repeats while held, due by `time` (a press held on the scroll bar's track pages
    /// again): the runners hand it over with the other input, before the frame step.
    func handleHeldInput(at time: Double) {
        guard let shown, shown.top.scene === scene else { return }
        indicator.repeatTrackPress(scene.list, mapping: shown.top.list.mapping, at: time)
        forwardEvents()
    }

    /// The scene on top's list as the last frame drew it; nil before a frame showed it.
    private var drawnList: ListDrawing? {
        guard let shown, shown.top.scene === scene else { return nil }
        return shown.top.list
    }

    /// Whether `point` is on the pill of the scene on top, as the last frame drew it.
    private func isOnShownPill(_ point: Point) -> Bool {
        guard let shown, shown.top.scene === scene else { return false }
        return shown.isOnPill(point)
    }

    // MARK: Pointer

    private func pointerDown(at point: Point, extending: Bool, time: Double) {
        let list = scene.list
        // One pointer: a press that was never released (a script's second `press`) ends
        // here, so the list is not left dragging under a press it no longer hears about.
        if let unreleased = press {
            press = nil
            if unreleased.inList { list.pointerUp(at: time) }
        }
        self.point(at: point, time: time)
        indicator.release(list, at: time)
        releaseText()
        // Shift+click extends a selection: it is never a double or triple click.
        let clicks = extending ? 1 : clicks.press(at: point, time: time)
        if let drawn = drawnList, indicator.press(at: point, drawn: drawn, list: list, at: time) { return }
        let inList = listArea.contains(point) && !isOnShownPill(point)
        // The pointer takes over from the keyboard: the focus rings hide.
        barFocus = nil
        if inList { try? list.setCurrentRow(nil) }
        // A press in the field being edited selects text, unless it has to stop a moving list first.
        if inList, list.phase == .idle, let row = drawnList?.row(at: point),
           scene.pressText(at: point, inRowAt: row.indexPath, in: row.rect, clicks: clicks, extending: extending,
                           focusing: false, metrics: textMetrics, at: time) {
            textHeld = true
            return
        }
        press = (point, false, list.phase == .idle, inList, clicks, extending)
        if inList { list.pointerDown(y: point.y, at: time) }
    }

    private func pointerMoved(to point: Point, time: Double) {
        let list = scene.list
        self.point(at: point, time: time)
        if let drawn = drawnList, indicator.drag(to: point, mapping: drawn.mapping, list: list, at: time) { return }
        if textHeld {
            scene.dragText(to: point, metrics: textMetrics, at: time)
            return
        }
        guard var current = press, current.inList else { return }
        if !current.moved, !ClickCounter.isDrag(from: current.start, to: point) { return }
        current.moved = true
        press = current
        scene.willBeginDragging(at: time)
        list.pointerMoved(y: point.y, at: time)
    }

    private func pointerUp(at point: Point, time: Double) {
        self.point(at: point, time: time)
        indicator.release(scene.list, at: time)
        releaseText()
        guard let released = press else { return }
        press = nil
        if released.inList {
            scene.list.pointerUp(at: time)
            if !released.moved, released.listWasIdle { click(at: point, clicks: released.clicks, extending: released.extending, time: time) }
        } else if !released.moved {
            click(at: point, clicks: released.clicks, extending: released.extending, time: time)
        }
    }

    /// The pointer is now at `point` (nil: it left the window).
    private func point(at point: Point?, time: Double) {
        indicator.pointerLeaves(pointer, area: listArea, at: time)
        pointer = point
    }

    /// The scene on top is leaving (push or pop): a press or thumb drag it holds ends on its own
    /// list, which would otherwise stay dragging under the scene above it.
    func endPointerGestures(at time: Double) {
        guard let top = stack.last else { return }
        indicator.release(top.list, at: time)
        if let held = press, held.inList { top.list.pointerUp(at: time) }
        press = nil
        releaseText()
        closeContextMenu(choosing: nil, at: time)
    }

    /// A press held in a text field lets go.
    private func releaseText() {
        guard textHeld else { return }
        textHeld = false
        scene.endTextPress()
    }

    /// The pointer's shape over the window, as the last frame drew it: an I-beam over a text field
    /// (and while a press in one selects), the arrow elsewhere.
    var pointerShape: PointerShape {
        if contextMenu != nil { return .arrow }
        if textHeld { return .text }
        guard let pointer, let row = drawnList?.row(at: pointer) else { return .arrow }
        return scene.isText(at: pointer, inRowAt: row.indexPath, in: row.rect) ? .text : .arrow
    }

    /// A middle click: on a text field, X11's paste of PRIMARY at the click; elsewhere nothing.
    private func middleClick(at point: Point, time: Double) {
        guard listArea.contains(point), let (indexPath, rect) = drawnList?.row(at: point) else { return }
        barFocus = nil
        _ = scene.pastePrimary(at: point, inRowAt: indexPath, in: rect, metrics: textMetrics, at: time)
    }

    private func click(at point: Point, clicks: Int, extending: Bool, time: Double) {
        if point.y < Theme.navigationBarHeight {
            if let hit = navigationBar.hit(point) { press(hit, at: time) }
            return
        }
        if isOnShownPill(point) {
            scene.didClickPill(at: time)
            return
        }
        guard let (indexPath, rect) = drawnList?.row(at: point) else { return }
        let list = scene.list
        // A click on a text field focuses it with the caret under the pointer.
        if scene.pressText(at: point, inRowAt: indexPath, in: rect, clicks: clicks, extending: extending, focusing: true,
                           metrics: textMetrics, at: time) {
            scene.endTextPress()
            return
        }
        // A tap on a control in the row (a switch) works the control; it does not highlight the row.
        if !scene.isControl(at: point, inRowAt: indexPath, in: rect) { try? list.select(indexPath) }
        if let next = scene.didClickRow(indexPath, at: point, in: rect, at: time) {
            push(next, at: time)
        } else {
            settleSelection(at: time)
        }
    }
}
