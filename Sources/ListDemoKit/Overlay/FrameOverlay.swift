import ScrollCore

/// The frame-timing overlay's state across frames: the frame statistics, the recording of the
/// current motion and what the overlay itself costs. It records while hidden too, so F1
/// shows history at once; only drawing waits for it to be visible.
final class FrameOverlay {
    /// Seconds of frame time between updates of the printed frame figures: numbers that change
    /// every frame cannot be read, and each new text costs a rasterisation.
    static let refreshInterval = 0.25

    /// The last frames' intervals and work; the runner sets the display's refresh it presents at.
    var statistics: FrameStatistics
    /// The current or last gesture, frame by frame.
    private(set) var gesture = GestureRecorder()
    /// The video driver, renderer and scale, which the full panel names.
    var setup: DisplaySetup?
    /// The frame figures printed, as of the last refresh.
    private(set) var summary: FrameStatistics.Summary?
    /// Mean seconds the panel's drawing took a frame, over the last refresh period, as `timer` reports.
    private(set) var cost = 0.0
    private var costSum = 0.0
    private var costFrames = 0
    private var lastRefresh: Double?
    /// Times the frame's work and the overlay's own cost.
    let timer: FrameTimer
    private var lastPresent: Double?
    /// The last frame observed: the time it was computed for and whether its list moved.
    private var observed: (target: Double, moving: Bool)?
    /// The panel's view frozen by a pause (`FrameOverlay+Pause`), nil while it is live.
    var paused: PanelContent?

    /// An overlay for a display refreshing as `refresh` says (until the runner learns the display's).
    init(timer: FrameTimer, refresh: DisplayRefresh = .assumed) {
        self.timer = timer
        statistics = FrameStatistics(refresh: refresh)
    }

    /// Takes the frame the app step just built, as the list described it (the frame step, before drawing).
    func observe(_ frame: ListView.Frame) {
        observed = (frame.time, frame.phase != .idle)
        gesture.observe(time: frame.time, offset: frame.offset, velocity: frame.velocity, running: frame.motion,
                        segments: frame.segments, bounds: frame.bounds)
    }

    /// The scene changed: the last gesture's curve belongs to the scene left.
    func sceneChanged() { gesture.clear() }

    /// The runner stopped drawing because nothing moved: the gap until the next frame is the
    /// app's choice, not a slow frame, so it is not recorded as an interval.
    func presentsPaused() { lastPresent = nil }

    /// While the panel is shown, the frame step at `time` refreshes the printed figures and the
    /// overlay's cost once every `refreshInterval`, so drawing only reads them.
    func refreshFigures(at time: Double) {
        guard summary == nil || time - (lastRefresh ?? -.infinity) >= Self.refreshInterval else { return }
        summary = statistics.summarize()
        cost = costFrames > 0 ? costSum / Double(costFrames) : cost
        (costSum, costFrames, lastRefresh) = (0, 0, time)
    }

    /// The frame last observed was presented at `time` (seconds, the runner's clock) after
    /// `work` seconds of CPU, showing input that waited `inputLatency` seconds (nil: none), the
    /// panel's drawing taking `overlayCost` of them (nil when it was not drawn); returns how far
    /// (points) it was then from the gesture's ideal curve.
    @discardableResult
    func framePresented(at time: Double, work: Double, inputLatency: Double? = nil, overlayCost: Double? = nil) -> Double {
        if let inputLatency { statistics.record(inputLatency: inputLatency) }
        if let lastPresent { statistics.record(interval: time - lastPresent, work: work) }
        lastPresent = time
        let verdict = observed.flatMap {
            statistics.record(FrameFigures.Frame(target: $0.target, present: time, work: work, moving: $0.moving),
                              inputLatency: inputLatency)
        }
        if let overlayCost {
            costSum += overlayCost
            costFrames += 1
        }
        return gesture.presented(at: time, work: work, inputLatency: inputLatency, verdict: verdict)
    }

    /// Draws the panel in `mode` over `canvas` for `frame` where `place` allows, in `palette`'s colours; returns where
    /// and the seconds it took, nil when nothing was drawn.
    func draw(_ mode: OverlayMode, for frame: ListView.Frame, place: PanelPlace, palette: Theme.OverlayPalette,
              on canvas: Canvas) throws -> DrawnPanel? {
        try draw(mode, gestures: [gesture(for: frame)], place: place, palette: palette, on: canvas)
    }

    /// This overlay's gesture with the list's state in `frame`, named `label` (`--compare`).
    func gesture(for frame: ListView.Frame, label: String? = nil) -> OverlayRenderer.Gesture {
        OverlayRenderer.Gesture(label: label, recording: gesture.recording,
                                list: .init(phase: frame.phase, offset: frame.offset, velocity: frame.velocity))
    }

    /// Where the panel may go: below `top` (window points), clear of `keepingClear` and of `pointer`.
    struct PanelPlace {
        var top: Double
        var keepingClear: [Rect]
        var pointer: Point?
    }

    /// Where the panel was drawn and the seconds its drawing took.
    struct DrawnPanel {
        let frame: Rect
        let seconds: Double
    }

    /// Draws the panel in `mode` with these statistics and `gestures` (`--compare` passes both halves') — or, while
    /// paused, what the pause froze — where `place` allows, with the figures as last refreshed, in `palette`'s
    /// colours; returns where and the seconds it took, nil when nothing was drawn. It changes nothing.
    func draw(_ mode: OverlayMode, gestures: [OverlayRenderer.Gesture], place: PanelPlace,
              palette: Theme.OverlayPalette, on canvas: Canvas) throws -> DrawnPanel? {
        guard mode != .off, let content = content(showing: gestures) else { return nil }
        guard let panel = OverlayRenderer.panelRect(mode, in: canvas.size, top: place.top, keepingClear: place.keepingClear,
                                                    pointer: place.pointer, gestures: content.gestures.count,
                                                    view: content.view) else { return nil }
        let seconds = try timer.time(.overlay) {
            try OverlayRenderer(palette: palette).draw(mode, content, in: panel, on: canvas)
        }.seconds
        return DrawnPanel(frame: panel, seconds: seconds)
    }

    /// What the panel shows with `gestures`: what a pause froze, else the figures as last refreshed (nil before the
    /// first refresh: the panel has not been shown).
    func content(showing gestures: [OverlayRenderer.Gesture]) -> PanelContent? {
        paused ?? summary.map { PanelContent(summary: $0, statistics: statistics, gestures: gestures, cost: cost, setup: setup) }
    }
}
