import ScrollCore

/// The frame-timing overlay's state across frames: the frame statistics, the recording of the
/// current motion and what the overlay itself costs. It records while hidden too, so F1
/// shows history at once; only drawing waits for it to be visible.
final class FrameOverlay {
    /// Seconds of frame time between updates of the printed frame figures: numbers that change
    /// every frame cannot be read, and each new text costs a rasterisation.
    static let refreshInterval = 0.25

    /// The last frames' intervals and work; the runner sets the refresh rate it presents at.
    var statistics: FrameStatistics
    /// The frames shown for the current or last motion.
    private(set) var motion = MotionRecorder()
    /// The frame figures printed, as of the last refresh.
    private(set) var summary: FrameStatistics.Summary?
    /// Mean seconds the overlay's statistics and drawing took a frame, over the last refresh
    /// period, as `timer` reports.
    private(set) var cost = 0.0
    private var costSum = 0.0
    private var costFrames = 0
    private var lastRefresh: Double?
    /// Times the frame's work and the overlay's own cost.
    let timer: FrameTimer
    private var lastPresent: Double?
    private let renderer = OverlayRenderer()

    /// An overlay for a display refreshing `refreshRate` times a second.
    init(timer: FrameTimer, refreshRate: Double = 60) {
        self.timer = timer
        statistics = FrameStatistics(refreshRate: refreshRate)
    }

    /// Takes the offset `list` shows in the frame being drawn.
    func observe(_ list: ListView) {
        motion.observe(time: list.time, offset: list.offset, running: list.scroller.motion)
    }

    /// The runner stopped drawing because nothing moved: the gap until the next frame is the
    /// app's choice, not a slow frame, so it is not recorded as an interval.
    func presentsPaused() { lastPresent = nil }

    /// A frame was presented at `time` (seconds, the runner's clock) after `work` seconds of CPU.
    func framePresented(at time: Double, work: Double) {
        if let lastPresent { statistics.record(interval: time - lastPresent, work: work) }
        lastPresent = time
    }

    /// Draws the panel over `canvas` for `list`'s state, timing itself.
    func draw(for list: ListView, on canvas: Canvas) throws {
        let state = OverlayRenderer.ListState(phase: list.phase, offset: list.offset, velocity: list.velocity)
        costSum += try timer.time(.overlay) {
            let summary: FrameStatistics.Summary
            if let current = self.summary, list.time - (lastRefresh ?? -.infinity) < Self.refreshInterval {
                summary = current
            } else {
                summary = statistics.summarize()
                self.summary = summary
                cost = costFrames > 0 ? costSum / Double(costFrames) : cost
                (costSum, costFrames, lastRefresh) = (0, 0, list.time)
            }
            try renderer.draw(summary: summary, statistics: statistics, motion: motion, list: state, cost: cost,
                              on: canvas)
        }.seconds
        costFrames += 1
    }
}
