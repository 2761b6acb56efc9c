import ScrollCore

/// `--compare A,B`: two copies of the app side by side in one window, the left half's lists feeling
/// as A says and the right half's as B (physics, snap timing or both), one input driving both, so a
/// fling shows the two feels at once.
///
/// Each half is a whole `DemoApp` in its own coordinates (its own scene stack, lists, overlay
/// recording), drawn in its half of the canvas (`Canvas.drawing(in:_:)`). Every input reaches
/// both: the wheel, keys and text as they are, a pointer sample translated into each half (a
/// press's samples keep the half it began in until it is released, so a drag that crosses the
/// divider stays continuous). Navigation stays together: the left half leads, and after each input
/// the right half pops and pushes until it shows the same scenes (a click that opens a row opens
/// the left half's row in both, though the halves may have scrolled apart). F1 shows one overlay
/// for the window, plotting both halves' gestures on one time axis; F2 (Shift+F2) cycles the
/// right half's physics, the left staying as the reference.
final class CompareApp: WindowContent {
    /// The line between the halves, in points.
    static let dividerWidth = 2.0
    /// What the trace calls the halves.
    static let labels = ["left", "right"]

    let panes: [DemoApp]
    var paneLabels: [String]? { Self.labels }
    private(set) var windowSize: Size
    /// How much of the overlay is shown (F1 cycles, `--overlay` starts in full).
    /// The window's one overlay mode and quitting (F1, Ctrl+Q, the close button), as `DemoApp` answers them.
    var shell: AppShell
    /// The half the pointer's samples are translated as from: the one under the pointer, or during a
    /// press the one it began in, until the release (or the press is cancelled). Where the pointer
    /// is, the halves' `PointerRouter`s keep (`pointer`).
    private var pointerHalf = 0
    private var isPressed = false

    /// The two halves showing the scene `options` names, with `comparison`'s feels; each half's bar
    /// names its feel. Both halves' text fields cut, copy and paste through `clipboard`.
    init(options: ListDemoOptions, comparison: FeelComparison, at time: Double = 0, timer: FrameTimer = .measured,
         clipboard: Clipboard = AppClipboard()) {
        windowSize = options.size
        shell = AppShell(options: options)
        let halves = Self.halves(of: windowSize)
        panes = zip([comparison.left, comparison.right], halves).enumerated().map { index, half in
            var pane = options
            pane.compare = nil
            pane.physics = half.0.physics
            pane.snap = half.0.snap
            pane.overlay = false
            pane.size = half.1.size
            if index > 0 { pane.saveTo = options.rightHalfFormFile() }
            let app = DemoApp(options: pane, at: time, timer: timer, clipboard: clipboard)
            app.namesSnapTiming = true
            // The bar leaves trailing parts of its feel off when narrow: what tells the halves apart goes first.
            app.namesSnapTimingFirst = comparison.left.physics.name == comparison.right.physics.name
            return app
        }
    }

    /// The halves of a window `size` points large, left and right of the divider, each as wide
    /// as the other (the left one point narrower when the width left is odd), whole points so
    /// both are laid out alike.
    static func halves(of size: Size) -> [Rect] {
        let available = max(0, size.width - dividerWidth)
        let left = (available / 2).rounded(.down)
        return [Rect(x: 0, y: 0, width: left, height: size.height),
                Rect(x: left + dividerWidth, y: 0, width: available - left, height: size.height)]
    }

    var overlay: FrameOverlay { panes[0].overlay }

    var windowTitle: String {
        // The title has room for every part: physics first, as the trace and the report name a feel.
        let physics = panes.map { Feel.name(physics: $0.physics.name, snap: $0.snapTiming(of: $0.scene)) }.joined(separator: " vs ")
        let left = panes[0]
        return left.navigator.canGoBack ? "\(left.scene.title) — \(physics) — listdemo" : "\(physics) — listdemo"
    }

    var nextWakeTime: Double? { panes.compactMap(\.nextWakeTime).min() }

    func isAnimating(at time: Double) -> Bool { panes.contains { $0.isAnimating(at: time) } }

    var unwrittenEdits: String? { panes.lazy.compactMap(\.unwrittenEdits).first }

    func saveUnwrittenEdits(at time: Double) {
        for pane in panes { pane.saveUnwrittenEdits(at: time) }
    }

    // MARK: Input

    func handle(_ event: InputEvent, at time: Double) {
        if shellTakes(event, at: time) { return }
        switch event {
        case .quit:
            break  // the shell's
        case .resized(let size):
            resize(to: size, at: time)
        case .key("F2", let modifiers):
            panes[1].cyclePhysics(forward: !modifiers.contains(.shift))
        case .pointerDown(let point, let modifiers):
            isPressed = true
            pointerHalf = halfIndex(at: point)
            send(.pointerDown(translated(point, from: pointerHalf), modifiers: modifiers), at: time)
        case .middleClick(let point):
            send(.middleClick(translated(point, from: halfIndex(at: point))), at: time)
        case .contextClick(let point):
            send(.contextClick(translated(point, from: halfIndex(at: point))), at: time)
        case .pointerMoved(let point):
            if !isPressed { pointerHalf = halfIndex(at: point) }
            send(.pointerMoved(translated(point, from: pointerHalf)), at: time)
        case .pointerUp(let point):
            if !isPressed { pointerHalf = halfIndex(at: point) }
            isPressed = false
            send(.pointerUp(translated(point, from: pointerHalf)), at: time)
        case .pointerCancelled, .focus(false):
            isPressed = false
            send(event, at: time)
        case .pointerLeft, .wheel, .preciseWheel, .key, .textInput, .exposed, .back, .focus(true):
            send(event, at: time)
        }
    }

    /// Gives `event` to both halves, then brings the right half to the left half's scenes.
    private func send(_ event: InputEvent, at time: Double) {
        for pane in panes { pane.handle(event, at: time) }
        followLeft(at: time)
    }

    /// Where the pointer is in the window (the overlay's panel keeps clear of it): where the halves'
    /// `PointerRouter`s keep it — both hear every sample, in the coordinates of `pointerHalf` —, from
    /// that half's corner; nil once it left the window (while no thumb is held).
    var pointer: Point? {
        panes[0].pointer.position.map { Point(x: $0.x + Self.halves(of: windowSize)[pointerHalf].minX, y: $0.y) }
    }

    /// Which half `point` (window points) is over: on the divider, the nearer one (the right
    /// from the divider's middle on), so a press there is never lost between the two.
    private func halfIndex(at point: Point) -> Int {
        let halves = Self.halves(of: windowSize)
        return point.x >= (halves[0].maxX + halves[1].minX) / 2 ? 1 : 0
    }

    /// `point` in the coordinates of a half, as if it were over half `index`; a point on the
    /// divider is taken as the nearest point of that half (a drag's later moves go as they are).
    private func translated(_ point: Point, from index: Int) -> Point {
        let halves = Self.halves(of: windowSize)
        var x = point.x
        if x >= halves[0].maxX, x < halves[1].minX { x = index == 0 ? halves[0].maxX.nextDown : halves[1].minX }
        return Point(x: x - halves[index].minX, y: point.y)
    }

    /// The right half pops and pushes until its stack shows the same scenes as the left one's.
    private func followLeft(at time: Double) {
        let (leader, follower) = (panes[0], panes[1])
        let wanted = leader.navigator.stack.map(\.name)
        func shown() -> [SceneName] { follower.navigator.stack.map(\.name) }
        while follower.navigator.canGoBack, shown() != Array(wanted.prefix(follower.navigator.stack.count)) {
            follower.goBack(at: time)
        }
        for name in wanted.dropFirst(follower.navigator.stack.count) {
            guard let scene = follower.catalogue.make(name) else { break }
            follower.push(scene, at: time)
        }
    }

    func scrollTo(_ indexPath: ListIndexPath, position: ScrollPosition, animated: Bool, at time: Double) {
        for pane in panes { pane.scrollTo(indexPath, position: position, animated: animated, at: time) }
    }

    func edit(insert: Bool, at indexPath: ListIndexPath, time: Double) {
        for pane in panes { pane.edit(insert: insert, at: indexPath, time: time) }
    }

    func resize(to size: Size, at time: Double) {
        windowSize = size
        for (pane, half) in zip(panes, Self.halves(of: size)) { pane.resize(to: half.size, at: time) }
    }

    /// Script `physics NAME`: the right half's, as F2 (the left half is the reference).
    func choosePhysics(_ physics: ScrollPhysics) { panes[1].choosePhysics(physics) }

    // MARK: Frames

    func handleHeldInput(at time: Double) {
        for pane in panes { pane.handleHeldInput(at: time) }
    }

    func advance(to time: Double, measuringWith metrics: TextMetrics) throws {
        for pane in panes { try pane.frame(at: time, measuringWith: metrics) }
        if overlayMode != .off { overlay.refreshFigures(at: time) }
    }

    func drawWindow(on canvas: Canvas) throws -> DrawnWindow {
        let theme = panes[0].theme
        try canvas.clear(theme.opaqueSeparator)
        let halves = Self.halves(of: windowSize)
        let frames = try zip(panes, halves).map { pane, half in
            try canvas.drawing(in: half) { try pane.draw(on: canvas).frame }
        }
        // One panel for the window: the left half's frame statistics (both halves share every
        // frame), both halves' gestures on one time axis, named by their physics.
        // The window's one panel keeps clear of the pointer where it is in the window, not in a half, and of what
        // each half keeps clear, moved to where the half is.
        let keepingClear = zip(panes, halves).flatMap { pane, half in
            (pane.shown?.overlayKeepsClear ?? []).map { Rect(x: $0.minX + half.minX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        let place = FrameOverlay.PanelPlace(top: Theme.navigationBarHeight, keepingClear: keepingClear, pointer: pointer)
        let drawn = try overlay.draw(overlayMode, gestures: overlayGestures(for: frames), place: place, palette: theme.overlay,
                                     on: canvas)
        try shell.drawConfirmation(size: windowSize, theme: theme, on: canvas)
        return DrawnWindow(frames: frames, overlay: drawn)
    }

    var overlayGestures: [OverlayRenderer.Gesture] { overlayGestures(for: panes.compactMap { $0.shown?.list }) }

    /// Each half's gesture for the panel, named by the feel it moved with — the physics of the
    /// gesture, not the half's physics now, which F2 may have changed while the gesture runs on.
    func overlayGestures(for frames: [ListView.Frame]) -> [OverlayRenderer.Gesture] {
        zip(panes, frames).map { pane, frame in
            let physics = pane.overlay.gesture.recording.physics ?? pane.physics.name
            return pane.overlay.gesture(for: frame, label: Feel.name(physics: physics, snap: pane.snapTiming(of: pane.scene)))
        }
    }
}
