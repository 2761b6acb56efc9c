import ScrollCore

/// What the window and headless runners share: the app, the script, the trace, screenshots and
/// the rules for when a run ends.
final class RunSession {
    let options: ListDemoOptions
    /// The app in the window: one, or two side by side (`--compare`).
    let content: WindowContent
    /// The app in the window, or with `--compare` its left half.
    var app: DemoApp { content.panes[0] }
    private(set) var script: ScriptPlayer
    private let trace: TraceRecorder?
    /// `--record`'s animated PNG.
    private let recording: RunRecording?
    /// A window's last gesture, which F4 saves as a clip.
    private let clips: GestureClips?
    private var traceFailure: (any Error)?
    /// Screenshots the script asked for, taken once the next frame is drawn.
    private var pendingScreenshots: [String] = []
    /// Seconds the next frame is presented after its target time (script `stall`).
    private var pendingStall = 0.0
    /// When the oldest user input that no presented frame shows yet happened (app seconds).
    private var oldestUnshownInput: Double?

    /// Every file the run reads or writes: checked again before each screenshot, which a symlink swapped in since launch
    /// could otherwise send into the form's save file or the script.
    private let files: [FileRole]

    /// Whether a script drives the run (it then ends when the script has run out and all is still).
    let isScripted: Bool
    /// Whether a frame has been presented (a run with `--duration` shows at least one).
    private var hasPresented = false

    /// How frames reach the screen, which the overlay shows and the trace's first record names.
    let setup: DisplaySetup

    /// A session for `options` drawing through `setup` (nil: headless at `--scale`); `script`
    /// overrides `--script` (tests pass scripts as text); `timer` times frames and the overlay;
    /// text fields cut, copy and paste through `clipboard` (the app's own unless a window gives the desktop's);
    /// the app looks and moves as `look` says (nil: as the command line says, without the desktop: headless).
    init(options: ListDemoOptions, setup: DisplaySetup? = nil, script: Script? = nil, start: Double = 0,
         timer: FrameTimer = .measured, clipboard: Clipboard = AppClipboard(), look: Look? = nil) throws {
        self.options = options
        let setup = setup ?? .headless(options.scale, fps: options.fps)
        self.setup = setup
        let loaded = try script ?? options.script.map { try Script.load(path: $0) }
        self.script = loaded.map(ScriptPlayer.init) ?? .empty
        isScripted = loaded != nil
        // The script's screenshot paths are outputs too, known only now.
        let scriptScreenshots = loaded?.screenshotPaths ?? []
        files = options.fileRoles(scriptScreenshots: scriptScreenshots)
        try FileRole.checkDistinct(files)
        // Screenshots and recordings are written like saves; a run killed while writing one left its temporary behind.
        for path in [options.screenshot, options.record].compactMap(\.self) + scriptScreenshots.map(\.path) {
            AtomicFile.removeStaleTemporaries(of: path)
        }
        // Before the trace is opened: a recording refused (a folder, a FIFO there) leaves every file as it was.
        recording = try options.record.map {
            try RunRecording(path: $0, threaded: !options.headless, framesPerSecond: setup.refresh.hertz)
        }
        clips = options.headless ? nil : GestureClips(besideScreenshot: options.screenshot, framesPerSecond: setup.refresh.hertz)
        trace = try options.trace.map { try TraceRecorder(path: $0, live: !options.headless) }
        try self.trace?.record(setup, at: start)
        content = if let comparison = options.compare {
            CompareApp(options: options, comparison: comparison, at: start, timer: timer, clipboard: clipboard)
        } else {
            DemoApp(options: options, at: start, timer: timer, clipboard: clipboard)
        }
        if let comparison = options.compare {
            for (feel, pane) in zip([comparison.left, comparison.right], CompareApp.labels) {
                try self.trace?.record(feel, pane: pane, at: start)
            }
        }
        let look = look ?? Look(appearance: options.appearance, reduceMotion: options.reduceMotion)
        for pane in content.panes { pane.look = look }
        try self.trace?.record(look, at: start)
        let trace = self.trace
        for (index, pane) in content.panes.enumerated() {
            pane.overlay.setup = setup
            // With two halves, each record says whose it is.
            let label = content.paneLabels?[index]
            pane.eventSink = { [unowned self] event in
                do { try trace?.record(event, pane: label) } catch { traceFailure = traceFailure ?? error }
            }
            pane.sceneEventSink = { [unowned self] event in
                do { try trace?.record(event, pane: label) } catch { traceFailure = traceFailure ?? error }
            }
        }
    }

    /// From `time` on the app looks and moves as `look` says (the desktop changed a setting); the
    /// trace records it. Returns whether anything changed.
    func apply(_ look: Look, at time: Double) -> Bool {
        guard look != app.look else { return false }
        for pane in content.panes { pane.look = look }
        do { try trace?.record(look, at: time) } catch { traceFailure = traceFailure ?? error }
        return true
    }

    /// The canvas whose text metrics the panes' text fields measure with (the window's, or the
    /// headless canvas, which a `resize` replaces).
    var textMetrics: TextMetrics? {
        get { app.textMetrics }
        set { for pane in content.panes { pane.textMetrics = newValue } }
    }

    /// Gives `event`, which happened at `time`, to the app; the next frame presented shows it.
    func handle(_ event: InputEvent, at time: Double) {
        if case .key("F4", let modifiers) = event, modifiers.isEmpty, let clips {
            saveClip(clips, at: time)
            return
        }
        if event.isUserInput { oldestUnshownInput = min(oldestUnshownInput ?? time, time) }
        do { try trace?.recordWindowChange(event, at: time) } catch { traceFailure = traceFailure ?? error }
        content.handle(event, at: time)
    }

    /// One frame's work for frame time `time`, the loop both runners share: the input due by then
    /// (`resize` applies a script's window size change and returns the size the app lays out at),
    /// every pane's frame step, drawing the window on `canvas` (asked after the input, which may
    /// have replaced it) and reading its pixels when a recording takes the frame (work the frame's schedule must
    /// count); timed by the overlay's timer. Returns what was drawn and the seconds the work took.
    func drawFrame(at time: Double, on canvas: () -> Canvas,
                   resize: (Size) throws -> Size) throws -> (drawn: DrawnWindow, work: Double) {
        let (drawn, work) = try content.overlay.timer.time(.work) {
            try deliverInput(through: time, resize: resize)
            try content.advance(to: time, measuringWith: canvas())
            let drawn = try content.drawWindow(on: canvas())
            try takePixels(of: canvas(), moving: drawn.frames.contains { $0.phase != .idle })
            return drawn
        }
        return (drawn, work)
    }

    /// Hands over the input due by frame time `time`, before the frame step: the script's inputs
    /// (`resize` applies a window size change and returns the size the app lays out at), then input
    /// that repeats while held.
    private func deliverInput(through time: Double, resize: (Size) throws -> Size) throws {
        try deliverScript(through: time, resize: resize)
        content.handleHeldInput(at: time)
    }

    /// Runs the script's inputs due by `time`; `resize` applies a window size change.
    private func deliverScript(through time: Double, resize: (Size) throws -> Size) throws {
        try script.deliver(through: time) { item in
            switch item.input {
            case .input(let event): handle(event, at: item.time)
            case .scrollTo(let indexPath, let position, let animated):
                content.scrollTo(indexPath, position: position, animated: animated, at: item.time)
            case .edit(let insert, let indexPath): content.edit(insert: insert, at: indexPath, time: item.time)
            case .resize(let size):
                content.resize(to: try resize(size), at: item.time)
            case .overlay(let on): content.setOverlay(on)
            case .overlayPause:
                if !content.toggleOverlayPause() {
                    scriptFailed("overlay-pause: the overlay is hidden (overlay on or F1 shows it)", at: item.time)
                }
            case .overlayStep(let frames):
                if !content.stepOverlay(by: frames) {
                    scriptFailed("overlay-step: the overlay is not paused (overlay-pause or F3 pauses it)", at: item.time)
                }
            case .physics(let physics): content.choosePhysics(physics)
            case .screenshot(let path): pendingScreenshots.append(path)
            case .stall(let seconds): pendingStall += seconds
            case .quit: content.handle(.quit, at: item.time)
            }
        }
    }

    /// A script command that could not be carried out at `time`: an error event in the trace, as a missing row's.
    private func scriptFailed(_ message: String, at time: Double) {
        app.eventSink?(.error(time: time, message: message))
    }

    /// The frame just drawn on `canvas`, showing a list `moving` or not, for `--record` and F4's clip: its pixels are
    /// read once for both, and only if one takes the frame (before presenting, which may discard them).
    private func takePixels(of canvas: Canvas, moving: Bool) throws {
        var pixels: RGBAImage?
        func read() throws -> RGBAImage {
            if let pixels { return pixels }
            let read = try canvas.readPixels()
            pixels = read
            return read
        }
        try recording?.frameDrawn(pixels: read)
        clips?.frameDrawn(moving: moving, pixels: read)
    }

    /// A frame was drawn on `canvas`: takes the screenshots waiting for it (before presenting,
    /// which may discard the back buffer) and says how late the script wants it presented
    /// (0 unless a `stall` is due).
    func frameDrawn(canvas: Canvas) throws -> Double {
        for path in pendingScreenshots { try writeScreenshot(of: canvas, to: path) }
        pendingScreenshots.removeAll()
        defer { pendingStall = 0 }
        return pendingStall
    }

    /// The frame drawn (one frame of each pane) was presented at `presentTime` after `work`
    /// seconds of CPU: each pane's overlay measures how far it was from its gesture's ideal curve,
    /// and the trace records it, with how long the oldest input it shows waited (Chromium's
    /// `Event.Latency.ScrollUpdate`: from the input's timestamp to the present). With `live`, the
    /// trace is flushed at once (a real window: someone may be watching it).
    func framePresented(_ drawn: DrawnWindow, work: Double, at presentTime: Double, live: Bool = false) throws {
        if let traceFailure { throw traceFailure }
        hasPresented = true
        try recording?.framePresented(at: presentTime)
        clips?.framePresented(at: presentTime, lastFrameLasting: setup.refresh.budget)
        let inputLatency = oldestUnshownInput.map { max(0, presentTime - $0) }
        oldestUnshownInput = nil
        // The window's one panel is the first pane's overlay: it counts what drawing the panel cost.
        let deviations = content.panes.enumerated().map { index, pane in
            pane.overlay.framePresented(at: presentTime, work: work, inputLatency: inputLatency,
                                        overlayCost: index == 0 ? drawn.overlayCost : nil)
        }
        try trace?.recordFrames(Array(zip(drawn.frames, deviations)), panes: content.paneLabels, work: work,
                                presentTime: presentTime, inputLatency: inputLatency)
        if live { try trace?.flush() }
    }

    /// Whether the run is over at `time`: quit, SIGTERM or SIGINT (`Termination`), `--duration` reached once a frame
    /// was shown, or the script ran out and nothing moves any more.
    func isOver(at time: Double) -> Bool {
        if content.quitRequested || Termination.isRequested { return true }
        // A window can take longer than a short duration to show its first frame; `--duration 0.001` means that frame.
        if let duration = options.duration { return hasPresented && time >= duration }
        return isScripted && script.isFinished && isStill(at: time)
    }

    /// Whether nothing changes without more input: in every pane nothing animates, or the list is
    /// only held by a pointer the script pressed and never released (a still pointer moves
    /// nothing; waiting for its release would wait forever).
    private func isStill(at time: Double) -> Bool {
        content.panes.allSatisfy { pane in
            let list = pane.scene.list
            return !pane.isAnimating(at: time) || (list.phase == .dragging && list.updateAnimation == nil)
        }
    }

    /// Writes `--screenshot` and `--record` (its last frame shown for one refresh) and closes the trace; returns why
    /// edits made in the run are on no disk, if they are and the user did not choose to discard them: the run ended all
    /// the same (headless, or by SIGTERM or SIGINT, which do not ask), and its exit says what was lost.
    func finish(canvas: Canvas) throws -> String? {
        if let path = options.screenshot { try writeScreenshot(of: canvas, to: path) }
        if let recording {
            // As for a screenshot: the recording's path must still name a file of its own.
            try FileRole.checkDistinct(files)
            if let end = try recording.end(lastFrameLasting: setup.refresh.budget) {
                try recording.commit()
                try trace?.recordRecording(path: recording.path, frames: recording.recorded, dropped: recording.dropped,
                                           at: end)
            }
        }
        try trace?.close()
        if let traceFailure { throw traceFailure }
        return content.shell.discardedEdits ? nil : content.unwrittenEdits
    }

    /// F4: saves the last gesture as a clip, saying where on standard error and in the trace, or why not; the run goes on
    /// either way.
    private func saveClip(_ clips: GestureClips, at time: Double) {
        do {
            let saved: GestureClips.Saved
            do { saved = try clips.save(besides: files) } catch {
                StandardError.writeLine("listdemo: F4: \(error)")
                try trace?.record(SceneEvent.error(time: time, message: "F4: \(error)"))
                return
            }
            StandardError.writeLine("listdemo: saved the last gesture (\(saved.frames) frames) as \(saved.path.quotedForMessage)")
            try trace?.recordRecording(path: saved.path, frames: saved.frames, dropped: saved.dropped, at: time, clip: true)
        } catch {
            traceFailure = traceFailure ?? error
        }
    }

    /// Writes `canvas` as a PNG at `path`, once every file of the run is still distinct (the same-file rule holds at
    /// every write, not only at launch).
    private func writeScreenshot(of canvas: Canvas, to path: String) throws {
        try FileRole.checkDistinct(files)
        try PNG.write(try canvas.readPixels(), to: path)
    }
}
