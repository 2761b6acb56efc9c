import ScrollCore

/// What the runners drive in the window: one app (`DemoApp`), or two side by side (`CompareApp`,
/// `--compare`). Input, script commands and frames go through it; the trace and the overlay's
/// presentation times go to each of its panes.
protocol WindowContent: AnyObject {
    /// The apps drawn in the window, left to right: one, or two for `--compare`.
    var panes: [DemoApp] { get }
    /// What the trace calls each pane ("left", "right"); nil when there is only one.
    var paneLabels: [String]? { get }
    /// The overlay whose statistics the runner feeds (its refresh rate, pauses between frames) and
    /// whose timer times each frame's work.
    var overlay: FrameOverlay { get }
    var windowSize: Size { get }
    /// The window's title.
    var windowTitle: String { get }
    /// The overlay's mode and quitting, which one app and `--compare` answer alike.
    var shell: AppShell { get set }
    /// When a pane next wants a frame while nothing moves.
    var nextWakeTime: Double? { get }
    /// Whether anything will change without input.
    func isAnimating(at time: Double) -> Bool
    /// Routes one input event that happened at `time`.
    func handle(_ event: InputEvent, at time: Double)
    /// Script `scroll-to`.
    func scrollTo(_ indexPath: ListIndexPath, position: ScrollPosition, animated: Bool, at time: Double)
    /// Script `insert` / `delete`.
    func edit(insert: Bool, at indexPath: ListIndexPath, time: Double)
    /// Why edits made in the run are on no disk (a form's draft could not be written), nil when every edit is in a
    /// file; quitting then asks first in a window, and the run's exit says so (`RunSession.finish`).
    var unwrittenEdits: String? { get }
    /// Saves every pane's form holding unwritten edits (the quit dialog's Save).
    func saveUnwrittenEdits(at time: Double)
    /// The window is now `size` points (script `resize`).
    func resize(to size: Size, at time: Double)
    /// Script `physics NAME`.
    func choosePhysics(_ physics: ScrollPhysics)
    /// Input that repeats while held, due by `time`: handed over before the frame step.
    func handleHeldInput(at time: Double)
    /// The frame step of every pane at frame time `time`, measuring text with `metrics`.
    func advance(to time: Double, measuringWith metrics: TextMetrics) throws
    /// Draws the frames the step built; returns each pane's frame, as drawn (what the trace records).
    func drawWindow(on canvas: Canvas) throws -> DrawnWindow
    /// The gestures the overlay's panel shows now, as the last frames drew the lists (what a pause freezes).
    var overlayGestures: [OverlayRenderer.Gesture] { get }
}

/// What one drawing of the window showed: each pane's list frame (what the trace records), and where the overlay's
/// panel was drawn and the seconds it took (nil when it was not drawn), which the overlay counts when the frame is
/// presented.
struct DrawnWindow {
    let frames: [ListView.Frame]
    let overlay: FrameOverlay.DrawnPanel?

    var overlayCost: Double? { overlay?.seconds }
}

extension WindowContent {
    var overlayMode: OverlayMode { shell.overlayMode }
    var quitRequested: Bool { shell.quitRequested }

    /// Script `overlay on|off`; hidden, a paused overlay lets go.
    func setOverlay(_ visible: Bool) {
        shell.setOverlay(visible)
        if !visible { overlay.resume() }
    }

    /// F3 (script `overlay-pause`): freezes the overlay's view, or lets it go. False when the panel is hidden.
    @discardableResult
    func toggleOverlayPause() -> Bool {
        if overlay.isPaused {
            overlay.resume()
            return true
        }
        return overlayMode != .off && overlay.pause(showing: overlayGestures)
    }

    /// Left or Right while the overlay is paused (script `overlay-step`): the frame `count` later is read out. False
    /// when it is not paused.
    @discardableResult
    func stepOverlay(by count: Int) -> Bool { overlay.step(by: count) }

    /// The overlay's keys: F3 pauses it and lets it go; while it is paused, Left and Right (without modifiers) are
    /// its, not the list's or a field's. True when taken.
    private func overlayTakes(_ event: InputEvent) -> Bool {
        switch event {
        case .key("F3", _): toggleOverlayPause()
        case .key("Left", []): overlay.isPaused && stepOverlay(by: -1)
        case .key("Right", []): overlay.isPaused && stepOverlay(by: 1)
        default: false
        }
    }

    /// Gives `event` to the shell first (`AppShell`), then to the overlay; true when one took it. Opening the quit
    /// dialog ends the gestures the panes hold, its Save saves, and each step is a trace record; F1 hiding the overlay
    /// lets a pause go.
    func shellTakes(_ event: InputEvent, at time: Double) -> Bool {
        switch shell.handle(event, unwrittenEdits: unwrittenEdits, size: windowSize) {
        case .forContent:
            return overlayTakes(event)
        case .taken:
            if overlayMode == .off { overlay.resume() }
            return true
        case .confirmation(let button):
            if button == nil { for pane in panes { pane.endPointerGestures(at: time) } }
            panes[0].sceneEventSink?(.quitConfirmation(time: time, answer: button?.word ?? "asked"))
            if button == .save {
                saveUnwrittenEdits(at: time)
                shell.saved(unwrittenEdits: unwrittenEdits)
            }
            return true
        }
    }
}

extension DemoApp: WindowContent {
    var panes: [DemoApp] { [self] }
    var paneLabels: [String]? { nil }

    var unwrittenEdits: String? { catalogue.unwrittenEdits }

    func saveUnwrittenEdits(at time: Double) {
        guard catalogue.unwrittenEdits != nil else { return }
        catalogue.saveUnwrittenEdits(at: time)
        forwardEvents()
    }

    func advance(to time: Double, measuringWith metrics: TextMetrics) throws {
        try frame(at: time, measuringWith: metrics)
    }

    func drawWindow(on canvas: Canvas) throws -> DrawnWindow {
        let drawn = try draw(on: canvas)
        return DrawnWindow(frames: [drawn.frame], overlay: drawn.overlay)
    }

    var overlayGestures: [OverlayRenderer.Gesture] { shown.map { [overlay.gesture(for: $0.list)] } ?? [] }
}
