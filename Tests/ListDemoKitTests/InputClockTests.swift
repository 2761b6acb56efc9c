import Foundation
import Testing
@testable import ListDemoKit

/// Input on the app's clock by its platform timestamp, not by when the app read it.
@Suite struct InputClockTests {
    /// Three motion events read at once, stamped 12, 8 and 4 ms before SDL's clock reads 1,000 ms at
    /// app time 2.5 s, keep their spacing instead of all taking the moment they were read.
    @Test func eventsReadTogetherKeepTheTimesTheyWereStamped() {
        var clock = InputClock(start: 0)
        let times = [988, 992, 996].map { clock.place(ticks: UInt32($0), ticksNow: 1000, now: 2.5) }
        #expect(times.map { ($0 * 1000).rounded() } == [2488, 2492, 2496])
    }

    /// SDL's 32-bit milliseconds wrap after 49 days: a stamp just before the wrap read just after it
    /// is 10 ms old, not 49 days in the future.
    @Test func stampsAcrossTheWrapOfSDLsTicks() {
        var clock = InputClock(start: 0)
        let time = clock.place(ticks: UInt32.max - 4, ticksNow: 5, now: 100)
        #expect(abs(time - 99.99) < 1e-9)
    }

    /// A stamp read before the clock is (ticks a millisecond ahead of `ticksNow`) is now; a stamp
    /// older than the previous event's time keeps the events in order; no stamp precedes the start.
    @Test func timesNeverRunBackwardsNorIntoTheFuture() {
        var clock = InputClock(start: 10)
        #expect(clock.place(ticks: 501, ticksNow: 500, now: 12) == 12)
        #expect(clock.place(ticks: 400, ticksNow: 500, now: 12.05) == 12)
        var fresh = InputClock(start: 10)
        #expect(fresh.place(ticks: 0, ticksNow: 5000, now: 11) == 10)
    }
}

extension OverlayFrameStatisticsTests {
    /// Latencies of 1 … 240 ms: the median is the 120th, p99 the 238th; none before any input.
    @Test func inputLatencyPercentiles() throws {
        var statistics = FrameStatistics(refreshRate: 60)
        #expect(statistics.inputLatencyPercentiles() == nil)
        #expect(statistics.summarize().inputLatency == nil)
        for index in 1...240 { statistics.record(inputLatency: Double(index) * 0.001) }
        let percentiles = statistics.inputLatencyPercentiles()
        let latency = try #require(percentiles)
        #expect(abs(latency.p50 - 0.120) < 0.120e-3)
        #expect(abs(latency.p99 - 0.238) < 0.238e-3)
    }
}
