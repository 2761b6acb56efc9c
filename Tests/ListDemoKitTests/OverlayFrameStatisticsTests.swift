import Testing
@testable import ListDemoKit

/// The overlay's frame statistics: budget, percentiles from the histogram, over-budget frames
/// and the 240-frame window.
@Suite struct OverlayFrameStatisticsTests {
    /// HdrHistogram keeps three significant digits: values come back within 0.1 %.
    private func expectClose(_ actual: Double, _ expected: Double) {
        #expect(abs(actual - expected) <= expected * 1e-3, "\(actual) is not \(expected)")
    }

    @Test(arguments: [60.0, 120.0, 144.0])
    func theBudgetIsOneRefresh(refreshRate: Double) {
        #expect(FrameStatistics(refresh: DisplayRefresh(hertz: refreshRate, source: "fps")).budget == 1 / refreshRate)
    }

    /// Work of 0.1, 0.2 … 24 ms: the median is the 120th value, the 99th percentile the 238th;
    /// intervals of 10 ms with 20 frames of 30 ms: the median is 10 ms and p99 30 ms.
    @Test func percentilesOfKnownFrames() {
        var statistics = FrameStatistics(refresh: DisplayRefresh(hertz: 60, source: "fps"))
        for index in 1...240 {
            statistics.record(interval: index % 12 == 0 ? 0.030 : 0.010, work: Double(index) * 0.0001)
        }
        let work = statistics.workPercentiles()
        expectClose(work.p50, 0.0120)
        expectClose(work.p99, 0.0238)
        let intervals = statistics.intervalPercentiles()
        expectClose(intervals.p50, 0.010)
        expectClose(intervals.p99, 0.030)
    }

    /// Over budget at 60 Hz: work beyond 16.7 ms, or a present at least half a refresh late.
    @Test func framesOverBudgetAreCounted() {
        var statistics = FrameStatistics(refresh: DisplayRefresh(hertz: 60, source: "fps"))
        statistics.record(interval: 1 / 60, work: 0.016)    // on time
        statistics.record(interval: 0.0172, work: 0.002)    // vsync jitter, not a miss
        statistics.record(interval: 0.0334, work: 0.002)    // a refresh missed
        statistics.record(interval: 1 / 60, work: 0.0170)   // too much work
        #expect(statistics.overBudgetCount == 2)
        #expect(!statistics.isOverBudget(interval: 1 / 60, work: 1 / 60))
    }

    /// The window keeps the newest 240 frames, oldest first; frames per second come from them.
    @Test func theWindowKeepsTheNewest240Frames() {
        var statistics = FrameStatistics(refresh: DisplayRefresh(hertz: 60, source: "fps"))
        for index in 0..<300 { statistics.record(interval: 1 / 60, work: Double(index)) }
        #expect(statistics.count == FrameStatistics.capacity)
        #expect(statistics.frame(at: 0).work == 60)
        #expect(statistics.frame(at: 239).work == 299)
        #expect(abs(statistics.framesPerSecond - 60) < 1e-9)
    }

    /// The overlay records the interval between presents, but not across a pause the app chose.
    @Test func intervalsAreBetweenPresentsNotAcrossPauses() {
        let overlay = FrameOverlay(timer: .fixed(work: 0.002, overlay: 0))
        overlay.framePresented(at: 1, work: 0.002)
        overlay.framePresented(at: 1.016, work: 0.003)
        overlay.presentsPaused()
        overlay.framePresented(at: 4, work: 0.002)
        overlay.framePresented(at: 4.017, work: 0.002)
        #expect(overlay.statistics.count == 2)
        #expect(abs(overlay.statistics.frame(at: 0).interval - 0.016) < 1e-12)
        #expect(overlay.statistics.frame(at: 0).work == 0.003)
        #expect(abs(overlay.statistics.frame(at: 1).interval - 0.017) < 1e-12)
    }
}
