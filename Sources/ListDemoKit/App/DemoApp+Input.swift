import ScrollCore

extension DemoApp {
    /// Routes one input event that happened at `time`, before the frame step: hit testing reads the
    /// frame last drawn (`shown`), so a press lands on what the user saw.
    func handle(_ event: InputEvent, at time: Double) {
        // UIKit takes no touches while a push or pop slides.
        if navigator.isSliding(at: time), NavigationTransition.ignores(event) { return }
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
            list.wheel(delta: precise * list.physics.timings.preciseWheelUnit, at: time)
        case .pointerDown(let point, let modifiers):
            // The pointer takes over from the keyboard: the focus rings hide.
            if pointer.down(at: point, extending: modifiers.contains(.shift), on: pointerTarget, at: time) { barFocus.clear() }
        case .pointerMoved(let point):
            pointer.moved(to: point, on: pointerTarget, at: time)
        case .pointerLeft:
            pointer.left(pointerTarget, at: time)
        case .pointerUp(let point):
            if let click = pointer.up(at: point, on: pointerTarget, at: time) { self.click(click, at: time) }
        case .pointerCancelled, .focus(false):
            endPointerGestures(at: time)
        case .focus(true):
            break
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
        case .access(let action):
            access(action, at: time)
        }
        forwardEvents()
    }

    /// Input that repeats while held, due by `time` (a press held on the scroll bar's track pages
    /// again): the runners hand it over with the other input, before the frame step.
    func handleHeldInput(at time: Double) {
        guard let drawn = pointerTarget.drawn else { return }
        pointer.indicator.repeatTrackPress(scene.list, mapping: drawn.mapping, at: time)
        forwardEvents()
    }

    /// What the pointer hits now: the scene on top as the last frame drew it.
    private var pointerTarget: PointerRouter.Target {
        PointerRouter.Target(scene: scene, shown: shown.flatMap { $0.top.scene === scene ? $0 : nil }, laidOut: listArea,
                             metrics: textMetrics)
    }

    /// The scene on top stops hearing the pointer (the window lost the press: `pointerCancelled`,
    /// `focus(false)`;
    /// the scene is leaving; the quit dialog opened): a press or thumb drag it holds ends on its
    /// list without being a click or a fling (`PointerRouter.endGestures`), and a context menu closes.
    func endPointerGestures(at time: Double) {
        if let top = navigator.stack.last { pointer.endGestures(on: top, at: time) }
        closeContextMenu(choosing: nil, at: time)
    }

    /// The pointer's shape over the window, as the last frame drew it (`PointerRouter.shape`); the
    /// arrow over an open context menu.
    var pointerShape: PointerShape { contextMenu != nil ? .arrow : pointer.shape(over: pointerTarget) }

    /// A middle click: on a text field, X11's paste of PRIMARY at the click; elsewhere nothing.
    private func middleClick(at point: Point, time: Double) {
        guard let (indexPath, rect) = pointerTarget.drawn?.row(at: point) else { return }
        barFocus.clear()
        _ = scene.textEditing?.pastePrimary(at: point, inRowAt: indexPath, in: rect, metrics: textMetrics, at: time)
    }

    /// What a click does: a bar button, the pill, a text field's caret, a control in a row, or the row.
    private func click(_ click: PointerRouter.Click, at time: Double) {
        let point = click.point
        let target = pointerTarget
        if point.y < Theme.navigationBarHeight {
            // The bar as drawn: a button that changed since (enabled, added) is pressed once it shows.
            if let hit = target.shown?.barHit(at: point) { press(hit, at: time) }
            return
        }
        if target.isOnPill(point) {
            scene.didClickPill(at: time)
            return
        }
        guard let (indexPath, rect) = target.drawn?.row(at: point) else { return }
        let list = scene.list
        // A click on a text field focuses it with the caret under the pointer.
        if let fields = scene.textEditing,
           fields.pressText(at: point, inRowAt: indexPath, in: rect, clicks: click.count, extending: click.extending,
                           focusing: true, metrics: textMetrics, at: time) {
            fields.endTextPress()
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

    // MARK: Keys

    func handleKey(_ name: String, modifiers: KeyModifiers, at time: Double) {
        if name == "F2" { cyclePhysics(forward: !modifiers.contains(.shift)); return }
        // GTK's keys for a context menu. SDL names the Menu key "Menu" or "Application" by the
        // keymap (xdotool's Menu under Xvfb is "Menu").
        let opensMenu = (name == "F10" && modifiers == .shift) || name == "Menu" || name == "Application"
        if opensMenu, openContextMenuAtCaret(at: time) { return }
        // Escape first ends a field's editing (the scene takes it), and only otherwise goes back.
        if name == "Escape", scene.handleKey(name, modifiers: modifiers, at: time) { return }
        if name == "Escape" || (modifiers.contains(.alt) && name == "Left") { goBack(at: time); return }
        let activates = (name == "Return" || name == "Space") && modifiers.isDisjoint(with: [.ctrl, .alt, .gui])
        if let focused = barFocus.focused {
            if activates { press(focused, at: time); return }
            if name == "Tab" { tabInBar(modifiers: modifiers, at: time); return }
        }
        if scene.handleKey(name, modifiers: modifiers, at: time) { return }
        if name == "Tab" { tabInBar(modifiers: modifiers, at: time); return }
        if activates, let current = scene.list.currentRow {
            activateRow(current, at: time)
            return
        }
        let step: ListView.KeyStep? = switch name {
        case "Up": .lineUp
        case "Down": .lineDown
        case "PageUp": .pageUp
        case "PageDown": .pageDown
        case "Home": .home
        case "End": .end
        default: nil
        }
        guard let step else { return }
        // Keys that move in the list take the focus back from the bar.
        barFocus.clear()
        scene.list.moveCurrentRow(step, at: time)
    }

    /// Tab (or Shift+Tab) in the bar's focus chain; past its end the scene takes it.
    private func tabInBar(modifiers: KeyModifiers, at time: Double) {
        let forward = !modifiers.contains(.shift)
        if !barFocus.tab(forward: forward, canGoBack: navigator.canGoBack, buttons: scene.navigationButtons) {
            _ = scene.handleKey("Tab", modifiers: modifiers, at: time)
        }
    }

    /// Activates the row at `indexPath` as Return does on the current row (also assistive
    /// technology's default action): it is selected and the scene acts (pushing what it opens).
    func activateRow(_ indexPath: ListIndexPath, at time: Double) {
        try? scene.list.select(indexPath)
        if let next = scene.activateRow(indexPath, at: time) { push(next, at: time) } else { settleSelection(at: time) }
    }

    /// Gives the keyboard focus to the row at `indexPath` (its ring shows), taking it from the bar;
    /// false when there is no such row.
    func focusRow(_ indexPath: ListIndexPath) -> Bool {
        guard (try? scene.list.setCurrentRow(indexPath)) != nil else { return false }
        barFocus.clear()
        return true
    }

    /// Presses a bar button as a click would.
    func press(_ hit: NavigationBar.Hit, at time: Double) {
        switch hit {
        case .back: goBack(at: time)
        case .button(let index):
            // A button that cannot be pressed now (read-only Save) does nothing, whoever presses it.
            guard scene.navigationButtons.indices.contains(index), scene.navigationButtons[index].isEnabled else { return }
            scene.didClickNavigationButton(index, at: time)
        }
    }
}
