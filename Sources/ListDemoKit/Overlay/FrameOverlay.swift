import ScrollCore

/// The frame-timing overlay's state across frames: the frame statistics, the recording of the
/// current motion and what the overlay itself last cost. It records while hidden too, so F1
/// shows history at once; only drawing waits for it to be visible.
final class FrameOverlay {
    /// The last frames' intervals and work; the runner sets the refresh rate it presents at.
    var statistics: FrameStatistics
    /// The frames shown for the current or last motion.
    private(set) var motion = MotionRecorder()
    /// Seconds the overlay's statistics and drawing took on the frame before, as `timer` reports.
    private(set) var cost = 0.0
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

    /// A frame was presented at `time` (seconds, the runner's clock) after `work` seconds of CPU.
    func framePresented(at time: Double, work: Double) {
        if let lastPresent { statistics.record(interval: time - lastPresent, work: work) }
        lastPresent = time
    }

    /// Draws the panel over `canvas` for `list`'s state, timing itself.
    func draw(for list: ListView, on canvas: Canvas) throws {
        let state = OverlayRenderer.ListState(phase: list.phase, offset: list.offset, velocity: list.velocity)
        let previousCost = cost
        cost = try timer.time(.overlay) {
            try renderer.draw(statistics: &statistics, motion: motion, list: state, cost: previousCost, on: canvas)
        }.seconds
    }
}
