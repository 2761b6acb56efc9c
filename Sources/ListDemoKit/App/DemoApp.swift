import ScrollCore

/// The app without its window: the stack of scenes, input routing, frames and drawing.
/// The window runner and the headless runner drive the same object with their own clocks.
final class DemoApp {
    /// A press moves this far (points) before it is a drag rather than a click.
    static let clickSlop = 5.0
    /// A press this soon (seconds) and this near (points) after the last one counts as its double
    /// (or triple) click: GTK's gtk-double-click-time (400 ms) and gtk-double-click-distance (5).
    static let multiClickTime = 0.4
    static let multiClickDistance = 5.0

    let options: ListDemoOptions
    private(set) var stack: [Scene] = []
    private(set) var windowSize: Size
    /// How much of the frame-timing overlay is shown (F1 cycles, `--overlay` starts in full).
    private(set) var overlayMode: OverlayMode
    /// The overlay's statistics and motion recording, kept while it is hidden too.
    let overlay: FrameOverlay
    private(set) var quitRequested = false
    /// Receives every engine event, in order (the trace).
    var eventSink: ((ScrollEvent) -> Void)?
    /// Receives every scene event (saves, failures), in order (the trace).
    var sceneEventSink: ((SceneEvent) -> Void)?

    /// The navigation-bar button that has the keyboard focus (Tab reaches Back and the scene's
    /// buttons; Return or Space presses it), nil while the list (or a form field) has it.
    private(set) var barFocus: NavigationBar.Hit?
    /// A tapped row whose highlight is fading out, and when the fade began.
    private var fadingHighlight: (indexPath: IndexPath, start: Double)?
    private var press: (start: Point, moved: Bool, listWasIdle: Bool, inList: Bool, clicks: Int)?
    /// The last press, and how many presses in a row it ends (1, or 2 for a double click…).
    private var lastPress: (point: Point, time: Double, clicks: Int)?
    /// Whether the current press is in a text field (it selects text instead of moving the list).
    private var textHeld = false
    /// The canvas whose text metrics place a text field's caret under the pointer (the runners
    /// set the one they draw on); without one a press in a field is the list's.
    var textMetrics: TextMetrics?
    /// Where the scene's pill was last drawn (a press there is for the pill, not the list).
    private var pillRect: Rect?
    /// The last time the list moved or the scroll indicator was used (it fades out after).
    private var lastMovement = -Double.infinity
    /// Where the pointer was last seen over the window, pressed or not (the indicator widens near it).
    private var hover: Point?
    /// Whether the current press holds the indicator's thumb (a thumb drag, not a list drag).
    private var thumbHeld = false
    /// A press held on the track: where (window y), which way it pages, and when it pages again.
    private var trackHeld: (list: ObjectIdentifier, y: Double, way: ScrollIndicator.Hit, next: Double)?
    /// The frame the current scene's list produced last: what `draw(on:)` shows and clicks hit.
    private var lastFrame: ListView.Frame?
    /// The last push or pop's slide, until a frame after it ended.
    private(set) var transition: NavigationTransition?
    private let renderer = ListRenderer()
    /// How every list of the app moves (`--physics`, F2 cycles); each scene's list takes it when it comes on screen.
    var physics: ScrollPhysics {
        didSet { scene.list.physics = physics }
    }
    /// Whether the navigation bar names the physics: once one was chosen (`--physics`, F2, a script, `--compare`).
    var namesPhysics: Bool

    /// What text fields cut, copy and paste through (the desktop's in a window).
    private let clipboard: Clipboard

    /// The app showing the scene `options` names (the menu by default), `size` points large;
    /// `timer` times the overlay's own cost; text fields use `clipboard`.
    init(options: ListDemoOptions, at time: Double = 0, timer: FrameTimer = .measured, clipboard: Clipboard = AppClipboard()) {
        self.options = options
        self.clipboard = clipboard
        overlay = FrameOverlay(timer: timer)
        self.windowSize = options.size
        self.overlayMode = options.overlay ? .full : .off
        physics = options.physics ?? .uikit
        namesPhysics = options.physics != nil
        let menu = MenuScene { [unowned self] name in makeScene(name) }
        if options.scene != .menu, let first = makeScene(options.scene) {
            // The menu is not on screen: it is laid out (and its rows reported) when the user goes back to it.
            stack.append(menu)
            menu.willAppear(at: time)
            push(first, at: time, animated: false)
        } else {
            push(menu, at: time, animated: false)
        }
    }

    var scene: Scene { stack[stack.count - 1] }

    /// The scene called `name`, configured from the command line.
    func makeScene(_ name: SceneName) -> Scene? {
        let timing = options.snap
        return switch name {
        case .menu: nil
        case .options: OptionsScene(value: min(options.value, OptionsScene.optionCount - 1))
        case .snap: SnapScene(rows: options.rows, variable: options.variable, seed: options.seed, timing: timing)
        case .live: LiveScene(seed: options.seed, insertAt: options.insertAt, autoInterval: options.auto)
        case .form: FormScene(saveTo: options.saveTo, clipboard: clipboard)
        case .feed: FeedScene(sections: options.sections, seed: options.seed, timing: timing)
        }
    }

    // MARK: Geometry

    /// The list's area in window points: below the bar (and the scene's banner), as tall as the scene wants.
    var listArea: Rect { listArea(of: scene) }

    private func listArea(of scene: Scene) -> Rect {
        let top = Theme.navigationBarHeight + (scene.banner == nil ? 0 : Banner.height)
        let available = max(0, windowSize.height - top)
        return Rect(x: 0, y: top, width: windowSize.width, height: scene.viewportHeight(forAvailable: available))
    }

    var navigationBar: NavigationBar {
        NavigationBar(title: scene.title, canGoBack: stack.count > 1, buttons: scene.navigationButtons,
                      width: windowSize.width, focused: barFocus, subtitle: namesPhysics ? physics.name : nil)
    }

    /// The bar of a scene that is not on top (sliding during a push or pop), without a focus ring.
    private func navigationBar(of scene: Scene, canGoBack: Bool) -> NavigationBar {
        NavigationBar(title: scene.title, canGoBack: canGoBack, buttons: scene.navigationButtons, width: windowSize.width,
                      subtitle: namesPhysics ? physics.name : nil)
    }

    /// The window's title: the scene's, then the app's ("Feed — listdemo"); the menu's is the app's.
    var windowTitle: String {
        stack.count > 1 ? "\(scene.title) — listdemo" : "listdemo"
    }

    /// The scene on top is leaving (push or pop): a press or thumb drag it holds ends on its own
    /// list, which would otherwise stay dragging under the scene above it.
    private func endPointerGestures(at time: Double) {
        releaseThumb(at: time)
        if let held = press, held.inList, let top = stack.last { top.list.pointerUp(at: time) }
        press = nil
        releaseText()
    }

    /// Puts `scene` on top; `animated`, it slides in over the one below (`NavigationTransition`).
    func push(_ scene: Scene, at time: Double, animated: Bool = true) {
        if animated, let below = stack.last {
            transition = NavigationTransition(kind: .push, below: below, above: scene, start: time)
            sceneEventSink?(.navigation(time: time, push: true, title: scene.title, duration: NavigationTransition.duration))
        }
        endPointerGestures(at: time)
        overlay.sceneChanged()
        barFocus = nil
        fadingHighlight = nil
        lastFrame = nil
        pillRect = nil
        stack.append(scene)
        scene.list.physics = physics
        scene.willAppear(at: time)
        layoutList(at: time)
    }

    func goBack(at time: Double) {
        guard stack.count > 1 else { return }
        endPointerGestures(at: time)
        overlay.sceneChanged()
        barFocus = nil
        lastFrame = nil
        pillRect = nil
        transition = NavigationTransition(kind: .pop, below: stack[stack.count - 2], above: stack.removeLast(), start: time)
        sceneEventSink?(.navigation(time: time, push: false, title: scene.title, duration: NavigationTransition.duration))
        // The row that opened the scene fades as the scene below comes back (UIKit's
        // clearsSelectionOnViewWillAppear).
        fadingHighlight = nil
        settleSelection(at: time)
        try? scene.list.select(nil)
        scene.list.physics = physics
        layoutList(at: time)
    }

    /// Gives the list its size. What it reports (the rows now on screen) waits in the list until
    /// the caller forwards it: at launch no one listens yet, and the first frame hands it over.
    private func layoutList(at time: Double) {
        scene.list.setViewportHeight(listArea.height, at: time)
    }

    /// The window is now `size` points.
    func resize(to size: Size, at time: Double) {
        windowSize = size
        layoutList(at: time)
        forwardEvents()
    }

    // MARK: Input

    /// Routes one input event that happened at `time`.
    func handle(_ event: InputEvent, at time: Double) {
        // UIKit takes no touches while a push or pop slides.
        if transition?.isRunning(at: time) == true, NavigationTransition.ignores(event) { return }
        let list = scene.list
        switch event {
        case .quit:
            quitRequested = true
        case .resized(let size):
            windowSize = size
            layoutList(at: time)
        case .exposed:
            break
        case .wheel(notches: let notches):
            list.wheel(notches: notches, at: time)
        case .preciseWheel(notches: let precise):
            list.wheel(delta: precise * ListView.wheelNotchDistance, at: time)
        case .pointerDown(let point):
            overlay.pointer = point
            // One pointer: a press that was never released (a script's second `press`) ends
            // here, so the list is not left dragging under a press it no longer hears about.
            if let unreleased = press {
                press = nil
                if unreleased.inList { list.pointerUp(at: time) }
            }
            noteHover(point, at: time)
            releaseThumb(at: time)
            releaseText()
            let clicks = countClicks(at: point, time: time)
            if pressIndicator(at: point, time: time) { break }
            let inList = listArea.contains(point) && pillRect?.contains(point) != true
            // The pointer takes over from the keyboard: the focus rings hide.
            barFocus = nil
            if inList { try? list.setCurrentRow(nil) }
            // A press in the field being edited selects text, unless it has to stop a moving list first.
            if inList, list.phase == .idle, let row = row(at: point),
               scene.pressText(at: point, inRowAt: row.indexPath, in: row.rect, clicks: clicks, focusing: false,
                               metrics: textMetrics, at: time) {
                textHeld = true
                break
            }
            press = (point, false, list.phase == .idle, inList, clicks)
            if inList { list.pointerDown(y: point.y, at: time) }
        case .pointerMoved(let point):
            overlay.pointer = point
            noteHover(point, at: time)
            if thumbHeld {
                list.moveThumb(toY: point.y - listArea.minY, at: time)
                break
            }
            trackHeld?.y = point.y
            if textHeld {
                scene.dragText(to: point, metrics: textMetrics, at: time)
                break
            }
            guard var current = press, current.inList else { return }
            if !current.moved, abs(point.y - current.start.y) + abs(point.x - current.start.x) < Self.clickSlop { return }
            current.moved = true
            press = current
            scene.willBeginDragging(at: time)
            list.pointerMoved(y: point.y, at: time)
        case .pointerLeft:
            // A held thumb keeps following the pointer (the window still gets its motion).
            if !thumbHeld {
                noteHover(nil, at: time)
            }
        case .pointerUp(let point):
            noteHover(point, at: time)
            releaseThumb(at: time)
            releaseText()
            guard let released = press else { return }
            press = nil
            if released.inList {
                list.pointerUp(at: time)
                if !released.moved, released.listWasIdle { click(at: point, clicks: released.clicks, time: time) }
            } else if !released.moved {
                click(at: point, clicks: released.clicks, time: time)
            }
        case .key(let name, let modifiers):
            handleKey(name, modifiers: modifiers, at: time)
        case .textInput(let text):
            scene.handleText(text, at: time)
        }
        forwardEvents()
    }

    // MARK: Scroll indicator

    /// Whether the pointer is near the list's right edge, where the indicator widens into a thumb.
    private var pointerIsNearIndicator: Bool {
        guard let hover else { return false }
        let area = listArea
        return area.contains(hover) && area.maxX - hover.x <= ScrollIndicator.nearDistance
    }

    /// The pointer is at `point`: leaving the edge, the indicator lingers from now, then fades.
    private func noteHover(_ point: Point?, at time: Double) {
        if pointerIsNearIndicator || thumbHeld { lastMovement = max(lastMovement, time) }
        hover = point
    }

    /// A press near the right edge goes to the indicator, as the frame drawn says: on the thumb it
    /// starts a thumb drag, on the track it pages toward the press. False when the press is for the list.
    private func pressIndicator(at point: Point, time: Double) -> Bool {
        let area = listArea
        let frame = lastFrame ?? scene.list.currentFrame
        guard area.contains(point), let indicator = frame.indicator,
              let hit = indicator.hit(atY: point.y - area.minY, distanceFromEdge: area.maxX - point.x) else { return false }
        lastMovement = time
        switch hit {
        case .thumb: thumbHeld = scene.list.beginThumbDrag(y: point.y - area.minY, at: time)
        case .trackAbove, .trackBelow:
            if let way = scene.list.pageTowardTrack(y: point.y - area.minY, at: time) {
                trackHeld = (ObjectIdentifier(scene.list), point.y, way, time + Theme.trackRepeatDelay)
            }
        }
        return true
    }

    /// A press held on the track pages again every `Theme.trackRepeatInterval` after
    /// `Theme.trackRepeatDelay` (GTK's and Qt's auto-repeat), the same way, until the thumb where
    /// the paging is heading reaches the pointer.
    private func repeatTrackPress(at time: Double) {
        guard let held = trackHeld, time >= held.next else { return }
        let list = scene.list
        guard held.list == ObjectIdentifier(list),
              list.pageTowardTrack(y: held.y - listArea.minY, at: time, onlyToward: held.way) != nil else {
            trackHeld = nil
            return
        }
        trackHeld?.next = time + Theme.trackRepeatInterval
        lastMovement = time
    }

    private func releaseThumb(at time: Double) {
        trackHeld = nil
        guard thumbHeld else { return }
        thumbHeld = false
        lastMovement = time
        scene.list.endThumbDrag(at: time)
    }

    /// How the indicator looks at frame time `time`: widened while the pointer is near it or holds
    /// the thumb; otherwise thin, shown for `Theme.scrollIndicatorLinger` after the list last moved,
    /// then fading out over `Theme.scrollIndicatorFade`.
    func indicatorLook(at time: Double) -> ListRenderer.IndicatorLook {
        if thumbHeld || pointerIsNearIndicator { return .init(alpha: 1, isWide: true) }
        let since = time - lastMovement - Theme.scrollIndicatorLinger
        return .init(alpha: since <= 0 ? 1 : max(0, 1 - since / Theme.scrollIndicatorFade), isWide: false)
    }

    /// How many presses in a row the press at `point` makes (1, 2 for a double click, 3…).
    private func countClicks(at point: Point, time: Double) -> Int {
        var clicks = 1
        if let last = lastPress, time - last.time <= Self.multiClickTime,
           abs(point.x - last.point.x) <= Self.multiClickDistance, abs(point.y - last.point.y) <= Self.multiClickDistance {
            clicks = last.clicks + 1
        }
        lastPress = (point, time, clicks)
        return clicks
    }

    /// A press held in a text field lets go.
    private func releaseText() {
        guard textHeld else { return }
        textHeld = false
        scene.endTextPress()
    }

    /// The row under `point` as the last frame drew it, and its rect in window points.
    private func row(at point: Point) -> (indexPath: IndexPath, rect: Rect)? {
        // What the user pointed at is what the last frame showed; the frame answers which row is there.
        let list = scene.list
        let area = listArea
        let frame = lastFrame ?? list.currentFrame
        guard area.contains(point), let row = frame.row(atY: point.y - area.minY) else { return nil }
        let rect = ListRenderer.rect(row.span, in: area, inset: ListRenderer.rowInset(list.layout.style))
        return rect.contains(point) ? (row.indexPath, rect) : nil
    }

    /// The pointer's shape over the window: an I-beam over a text field (and while a press in one
    /// selects), the arrow elsewhere.
    var pointerShape: PointerShape {
        if textHeld { return .text }
        guard let hover, let row = row(at: hover) else { return .arrow }
        return scene.isText(at: hover, inRowAt: row.indexPath, in: row.rect) ? .text : .arrow
    }

    private func click(at point: Point, clicks: Int, time: Double) {
        if point.y < Theme.navigationBarHeight {
            if let hit = navigationBar.hit(point) { press(hit, at: time) }
            return
        }
        if let pillRect, pillRect.contains(point) {
            scene.didClickPill(at: time)
            return
        }
        guard let (indexPath, rect) = row(at: point) else { return }
        let list = scene.list
        // A click on a text field focuses it with the caret under the pointer.
        if scene.pressText(at: point, inRowAt: indexPath, in: rect, clicks: clicks, focusing: true,
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

    /// A tapped row stays selected where the scene keeps a selection (live); elsewhere the list lets
    /// go of it at once and its highlight fades over `Theme.deselectDuration`.
    private func settleSelection(at time: Double) {
        guard !scene.keepsSelection, let selected = scene.list.selection else { return }
        try? scene.list.select(nil)
        fadingHighlight = (selected, time)
    }

    /// The fading highlight as it looks at `time`, nil once it has gone.
    private func highlight(at time: Double) -> ListRenderer.FadingHighlight? {
        guard let fading = fadingHighlight else { return nil }
        let alpha = 1 - (time - fading.start) / Theme.deselectDuration
        return alpha > 0 ? .init(indexPath: fading.indexPath, alpha: min(1, alpha)) : nil
    }

    private func handleKey(_ name: String, modifiers: KeyModifiers, at time: Double) {
        if modifiers.contains(.ctrl), name == "Q" { quitRequested = true; return }
        if name == "F1" { overlayMode = overlayMode.next; return }
        if name == "F2" { cyclePhysics(forward: !modifiers.contains(.shift)); return }
        if name == "Escape" || (modifiers.contains(.alt) && name == "Left") { goBack(at: time); return }
        let activates = (name == "Return" || name == "Space") && modifiers.isDisjoint(with: [.ctrl, .alt, .gui])
        if let focused = barFocus {
            if activates { press(focused, at: time); return }
            if name == "Tab" { moveBarFocus(forward: !modifiers.contains(.shift), modifiers: modifiers, at: time); return }
        }
        if scene.handleKey(name, modifiers: modifiers, at: time) { return }
        if name == "Tab" { moveBarFocus(forward: !modifiers.contains(.shift), modifiers: modifiers, at: time); return }
        if activates, let current = scene.list.currentRow {
            try? scene.list.select(current)
            if let next = scene.activateRow(current, at: time) { push(next, at: time) } else { settleSelection(at: time) }
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
        barFocus = nil
        scene.list.moveCurrentRow(step, at: time)
    }

    /// The bar's focus chain: Back (when there is somewhere to go back to), then the buttons.
    private var barChain: [NavigationBar.Hit] {
        (stack.count > 1 ? [.back] : []) + scene.navigationButtons.indices.map { .button($0) }
    }

    /// Tab (or Shift+Tab) in the bar's chain; past its end the focus goes back to the scene, which
    /// takes it as a Tab from nothing (the form focuses its first or last field).
    private func moveBarFocus(forward: Bool, modifiers: KeyModifiers, at time: Double) {
        let chain = barChain
        guard !chain.isEmpty else { return }
        guard let focused = barFocus, let index = chain.firstIndex(of: focused) else {
            barFocus = forward ? chain.first : chain.last
            return
        }
        let next = index + (forward ? 1 : -1)
        if chain.indices.contains(next) {
            barFocus = chain[next]
        } else {
            barFocus = nil
            _ = scene.handleKey("Tab", modifiers: modifiers, at: time)
        }
    }

    /// Presses a bar button as a click would.
    private func press(_ hit: NavigationBar.Hit, at time: Double) {
        switch hit {
        case .back: goBack(at: time)
        case .button(let index): scene.didClickNavigationButton(index, at: time)
        }
    }

    /// Shows the overlay in full or hides it (script `overlay on|off`).
    func setOverlay(_ visible: Bool) { overlayMode = visible ? .full : .off }

    /// Scrolls the current list to a row (script `scroll-to`); a missing row is an error event.
    func scrollTo(_ indexPath: IndexPath, position: ScrollPosition, animated: Bool, at time: Double) {
        do throws(ListError) {
            try scene.list.scrollToRow(at: indexPath, position: position, animated: animated, at: time)
        } catch {
            eventSink?(.error(time: time, message: "scroll-to: \(error)"))
        }
        forwardEvents()
    }

    /// A script's data-source edit; an error event if the scene has no such data.
    func edit(insert: Bool, at indexPath: IndexPath, time: Double) {
        if !scene.applyScriptEdit(insert: insert, at: indexPath, time: time) {
            eventSink?(.error(time: time, message: "\(insert ? "insert" : "delete"): the \(scene.title) scene has no editable rows"))
        }
        forwardEvents()
    }

    // MARK: Frames

    /// Advances the current scene to frame time `time` without measuring rows (their heights stay
    /// as the data source gave them): for tests that draw nothing.
    @discardableResult
    func frame(at time: Double) -> ListView.Frame {
        advanceList(to: time) { _ in nil }
    }

    /// Advances the current scene to frame time `time`, the scene measuring the rows the list asks
    /// about with `canvas`'s text: the frame `draw(on:)` then draws, as it is.
    @discardableResult
    func frame(at time: Double, measuringWith canvas: Canvas) throws -> ListView.Frame {
        let width = listArea.width
        let scene = self.scene
        return try advanceList(to: time) { try scene.measureRow($0, width: width, metrics: canvas) }
    }

    private func advanceList(to time: Double, measuring measure: (IndexPath) throws -> Double?) rethrows -> ListView.Frame {
        scene.tick(at: time)
        // A banner that came or went since the last frame moved the list's area.
        if scene.list.viewportHeight != listArea.height { layoutList(at: time) }
        // Let go of the last frame first: the list then builds the next one in the same storage.
        lastFrame = nil
        repeatTrackPress(at: time)
        if transition?.isRunning(at: time) == false { transition = nil }
        let frame = try scene.list.advance(to: time, measuringRows: measure)
        if frame.phase != .idle || thumbHeld { lastMovement = time }
        forwardEvents()
        lastFrame = frame
        return frame
    }

    /// Whether anything will change without input: a motion, an update animation, the fading indicator or highlight, a timer.
    func isAnimating(at time: Double) -> Bool {
        let list = scene.list
        return list.phase != .idle || list.updateAnimation != nil || time - lastMovement < Theme.scrollIndicatorLinger + Theme.scrollIndicatorFade
            || fadingHighlight.map { time - $0.start < Theme.deselectDuration } == true
            // Until a frame at or after the slide's end has cleared it: a window asks with the time
            // now, which can pass the end before the frame that shows the scene in place is drawn.
            || transition != nil || scene.isAnimating(at: time)
    }

    /// When the scene next wants a frame while nothing moves.
    var nextWakeTime: Double? {
        guard let repeatTime = trackHeld?.next else { return scene.nextWakeTime }
        return min(repeatTime, scene.nextWakeTime ?? repeatTime)
    }

    /// Draws the last frame the list produced on the whole window; the overlay last, over everything.
    /// Returns that frame (what the trace records).
    @discardableResult
    func draw(on canvas: Canvas) throws -> ListView.Frame {
        let frame = lastFrame ?? scene.list.currentFrame
        if let transition, transition.isRunning(at: frame.time) {
            // The scene that is not on top shows its list as it last was.
            let other = transition.above === scene ? transition.below : transition.above
            let otherBar = navigationBar(of: other, canGoBack: transition.above === other || stack.count > 2)
            let bars = transition.above === scene ? (otherBar, navigationBar) : (navigationBar, otherBar)
            try transition.draw(at: frame.time, size: windowSize, bars: bars, on: canvas) { drawn, x in
                try draw(drawn, frame: drawn === scene ? frame : drawn.list.currentFrame, at: x, on: canvas)
            }
        } else {
            try canvas.clear(scene.background)
            try draw(scene, frame: frame, at: 0, on: canvas)
            try navigationBar.draw(on: canvas)
        }
        overlay.observe(frame)
        try overlay.draw(overlayMode, for: frame, top: Theme.navigationBarHeight, on: canvas)
        return frame
    }

    /// Draws `scene`'s list `frame`, pill and banner with the scene's left edge at window x `x`
    /// (0, or where a push or pop has slid it); only the scene on top shows its indicator, focus and
    /// fading highlight, and only its pill is hit-tested.
    private func draw(_ drawn: Scene, frame: ListView.Frame, at x: Double, on canvas: Canvas) throws {
        let isTop = drawn === scene
        var area = listArea(of: drawn)
        area.origin.x += x
        try renderer.draw(frame, of: drawn.list.layout, content: drawn, in: area, on: canvas,
                          indicator: isTop ? indicatorLook(at: frame.time) : .init(alpha: 0, isWide: false),
                          listHasFocus: isTop && barFocus == nil, highlight: isTop ? highlight(at: frame.time) : nil)
        let pill = try drawn.pill.map { try Pill(title: $0).draw(in: area, on: canvas) }
        if isTop { pillRect = pill }
        if let banner = drawn.banner {
            try Banner(text: banner, width: windowSize.width, kind: drawn.bannerKind, x: x).draw(on: canvas)
        }
    }

    private func forwardEvents() {
        let sink = eventSink
        let scene = self.scene
        scene.list.takeEvents { event in
            scene.listDidReport(event)
            sink?(event)
        }
        scene.listDidFinishReporting()
        scene.takeSceneEvents { sceneEventSink?($0) }
    }
}
