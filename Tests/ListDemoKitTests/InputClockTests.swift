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

extension InputClockTests {
    /// X's and Wayland's times on the monotonic clock: moves read together 30 ms after the first
    /// happened keep their 15 ms spacing, read against that clock's milliseconds now; across its
    /// 32-bit wrap too.
    @Test func platformStampsOnTheMonotonicClockKeepTheirSpacing() {
        var clock = InputClock(start: 0)
        let times = [970, 985, 1000].map { clock.place(platform: UInt32($0), platformNow: 1000, now: 5) }
        #expect(times.map { ($0 * 1000).rounded() } == [4970, 4985, 5000])
        var wrapped = InputClock(start: 0)
        #expect(abs(wrapped.place(platform: UInt32.max - 9, platformNow: 5, now: 7) - 6.985) < 1e-9)
        #expect(wrapped.platformOffset == nil, "no estimate was needed")
    }

    /// weston 10 stamps the pointer on the wall clock: stamps within a second of its milliseconds are
    /// read against it from the first event on, with no delay to learn, while the monotonic reading
    /// is far off; a stamp near neither clock is a foreign one.
    @Test func platformStampsOnTheWallClockKeepTheirSpacing() {
        var clock = InputClock(start: 0)
        let now = PlatformClocks(monotonic: 28_901_408, realtime: 634_408_230)
        let times = [634_408_197, 634_408_212, 634_408_227].map {
            clock.place(platform: UInt32($0), platformNow: now, now: 5)
        }
        #expect(times.map { ($0 * 1000).rounded() } == [4967, 4982, 4997])
        #expect(clock.platformOffset == nil, "no estimate was needed")
        #expect(clock.place(platform: 100, platformNow: now, now: 6) == 6)
        #expect(clock.platformOffset != nil, "a stamp on neither clock starts the estimate")
    }

    /// Under Wayland SDL makes a move of the pointer's entering, which the compositor does not time,
    /// just before the timed press: read together 33 ms after the press, the untimed move is placed no
    /// later than the press, and the press and the moves after it keep their times instead of being
    /// pulled forward to the move's read time (which made the drag's first frame 17,000 pt/s).
    @Test func anUntimedEventReadWithTimedOnesTakesNoLaterTimeThanTheNext() {
        var clock = InputClock(start: 0)
        let stamps: [EventStamp] = [.queued(2000), .platform(967), .platform(982), .platform(997), .queued(2000)]
        var times: [Double] = []
        clock.place(stamps, ticksNow: 2000, platformNow: 1000, now: 5, into: &times)
        #expect(times.map { ($0 * 1000).rounded() } == [4967, 4967, 4982, 4997, 5000])
        // Each stamp alone, as before: the first move's read time holds the others back to it.
        var single = InputClock(start: 0)
        let alone = stamps.map { stamp in
            single.place([stamp], ticksNow: 2000, platformNow: 1000, now: 5, into: &times)
            return times[0]
        }
        #expect(alone.map { ($0 * 1000).rounded() } == [5000, 5000, 5000, 5000, 5000])
    }

    /// A server with a clock of its own (stamps far from the monotonic clock): the first event is
    /// placed when it was read; one read sooner after its stamp lowers the estimate, and later
    /// events keep their stamps' spacing from it.
    @Test func platformStampsOnAnotherClockAreRelatedByTheSmallestDelaySeen() {
        var clock = InputClock(start: 0)
        let far: PlatformClocks = 50_000_000
        #expect(clock.place(platform: 1000, platformNow: far, now: 10.010) == 10.010)
        #expect(clock.place(platform: 1015, platformNow: far, now: 10.017) == 10.017)
        #expect(clock.platformOffset.map { ($0 * 1000).rounded() } == 9002)
        // Two moves read together 20 ms after the second happened.
        let pair = [1030, 1045].map { clock.place(platform: UInt32($0), platformNow: far, now: 10.067) }
        #expect(pair.map { ($0 * 1000).rounded() } == [10032, 10047])
        // A stamp that seems to have waited over a second is a new clock: the estimate starts again.
        #expect(clock.place(platform: 1046, platformNow: far, now: 13) == 13)
        #expect(clock.platformOffset.map { ($0 * 1000).rounded() } == 11954)
    }
}

/// Pairing SDL's Wayland pointer events with the compositor's, which carry their times.
@Suite struct WaylandPointerTimesTests {
    typealias Event = WaylandPointerTimes.Event

    /// Each SDL event takes the oldest matching one; a move SDL skipped (the same whole point as the
    /// one before) and a press its hit test took are passed over, and never paired later.
    @Test func sdlEventsTakeTheirOwnTimesInOrder() {
        var times = WaylandPointerTimes()
        times.receive([Event(kind: .press(button: 0x110), time: 100),
                       Event(kind: .motion(x: 240.5, y: 700.25), time: 110),
                       Event(kind: .motion(x: 240.75, y: 700.5), time: 118),
                       Event(kind: .motion(x: 240, y: 670), time: 125),
                       Event(kind: .press(button: 0x111), time: 130),
                       Event(kind: .release(button: 0x110), time: 140)])
        #expect(times.button(1, pressed: true) == 100)
        #expect(times.motion(x: 240, y: 700) == 110)
        // SDL skipped the move at 118 (it floors to the same point).
        #expect(times.motion(x: 240, y: 670) == 125)
        // SDL never reported the right press: the left release passes over it.
        #expect(times.button(1, pressed: false) == 140)
        #expect(times.pending.isEmpty)
        // Nothing pending matches: the caller keeps SDL's own stamp.
        #expect(times.motion(x: 1, y: 1) == nil)
        #expect(times.button(9, pressed: true) == nil)
    }

    /// At most `capacity` events wait; the oldest go first.
    @Test func pendingEventsAreBounded() {
        var times = WaylandPointerTimes()
        times.receive((0..<300).map { Event(kind: .motion(x: Double($0 * 10), y: 0), time: UInt32($0)) })
        #expect(times.pending.count == WaylandPointerTimes.capacity)
        #expect(times.motion(x: 100, y: 0) == nil, "forgotten")
        #expect(times.motion(x: 2990, y: 0) == 299)
    }
}

extension OverlayFrameStatisticsTests {
    /// Latencies of 1 … 240 ms: the median is the 120th, p99 the 238th; none before any input.
    @Test func inputLatencyPercentiles() throws {
        var statistics = FrameStatistics(refresh: DisplayRefresh(hertz: 60, source: "fps"))
        #expect(statistics.inputLatencyPercentiles() == nil)
        #expect(statistics.summarize().inputLatency == nil)
        for index in 1...240 { statistics.record(inputLatency: Double(index) * 0.001) }
        let percentiles = statistics.inputLatencyPercentiles()
        let latency = try #require(percentiles)
        #expect(abs(latency.p50 - 0.120) < 0.120e-3)
        #expect(abs(latency.p99 - 0.238) < 0.238e-3)
    }
}
