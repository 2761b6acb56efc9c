import Testing
@testable import ListDemoKit

/// When a window frame is expected to be shown: the next refresh after its work.
@Suite struct PresentationScheduleTests {
    private let refresh = 1.0 / 60

    @Test func afterAPauseTheFrameIsShownAsSoonAsItsWorkIsDone() {
        let schedule = PresentationSchedule(interval: refresh, followsPresents: false)
        #expect(schedule.nextWorkStart == nil)
        #expect(abs(schedule.target(startingAt: 3) - (3 + schedule.expectedWork)) < 1e-12)
    }

    /// Without vsync the grid is the targets': on time or 3 ms late, the next frame aims for the
    /// next refresh of the same grid. A frame whose work starts too late for its refresh is shown
    /// when it is presented, so it is computed for when it will be ready, not for the refresh it
    /// missed; one that starts later still aims for the next refresh.
    @Test func withoutVSyncTheGridStaysOnTheTargets() {
        var schedule = PresentationSchedule(interval: refresh, followsPresents: false)
        schedule.presented(target: 1, at: 1.003, work: 0.001)
        let start = try! #require(schedule.nextWorkStart)
        #expect(abs(start - (1 + refresh - schedule.expectedWork)) < 1e-12)
        #expect(abs(schedule.target(startingAt: start) - (1 + refresh)) < 1e-12)
        // Woken 2 ms late: the same refresh's frame, for when it is ready. 10 ms late: the next refresh.
        #expect(abs(schedule.target(startingAt: start + 0.002) - (1 + refresh + 0.002)) < 1e-12)
        #expect(abs(schedule.target(startingAt: start + 0.010) - (1 + 2 * refresh)) < 1e-12)
    }

    /// With vsync a frame that misses its refresh's start still aims for it (a present that
    /// returns late lands on the refresh it was for, or the next, as the display decides).
    @Test func withVSyncALateStartKeepsItsRefresh() {
        var schedule = PresentationSchedule(interval: refresh, followsPresents: true)
        schedule.presented(target: 1, at: 1, work: 0.001)
        let start = try! #require(schedule.nextWorkStart)
        #expect(abs(schedule.target(startingAt: start + 0.002) - (1 + refresh)) < 1e-12)
    }

    /// With vsync the present returns at the refresh it landed on: the grid follows the presents.
    @Test func withVSyncTheGridFollowsThePresents() {
        var schedule = PresentationSchedule(interval: refresh, followsPresents: true)
        schedule.presented(target: 1, at: 1.0162, work: 0.002)
        #expect(abs(schedule.target(startingAt: 1.02) - (1.0162 + refresh)) < 1e-12)
    }

    /// The expected work is the longest recent frame's, shrinking slowly after it.
    @Test func expectedWorkFollowsTheLongestRecentFrame() {
        var schedule = PresentationSchedule(interval: refresh, followsPresents: false)
        schedule.presented(target: 1, at: 1, work: 0.008)
        #expect(schedule.expectedWork == 0.008)
        schedule.presented(target: 1 + refresh, at: 1 + refresh, work: 0.001)
        #expect(abs(schedule.expectedWork - 0.0076) < 1e-12)
        schedule.pause()
        #expect(schedule.nextWorkStart == nil)
    }

    /// Presenting that takes time (the software renderer's copy) is started that much before the
    /// target: the quickest recent present, so one slow present moves it little.
    @Test func framesAreHandedOverThePresentCostBeforeTheirTarget() {
        var schedule = PresentationSchedule(interval: refresh, followsPresents: false)
        #expect(schedule.presentStart(for: 2) == 2)
        for _ in 0..<300 { schedule.presentTook(0.0004) }
        #expect(abs(schedule.presentCost - 0.0004) < 1e-6)
        let learnt = schedule.presentCost
        schedule.presentTook(0.005)
        #expect(abs(schedule.presentCost - (learnt + (0.005 - learnt) * 0.02)) < 1e-12)
        schedule.presentTook(0.0003)
        #expect(schedule.presentCost == 0.0003)
        for _ in 0..<300 { schedule.presentTook(0.0004) }
        #expect(abs(schedule.presentStart(for: 2) - 1.9996) < 1e-6)
        schedule.presented(target: 1, at: 1.0004, work: 0.001)
        #expect(abs(schedule.nextWorkStart! - (1 + refresh - schedule.expectedWork - schedule.presentCost)) < 1e-12)
    }
}
