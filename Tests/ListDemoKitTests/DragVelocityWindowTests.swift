import Foundation
import Testing
@testable import ListDemoKit
import ScrollCore

extension PlatformTests.EndToEndTests {
    /// Issue 20: the same drag made five times releases at the same speed, and no frame of it reads a
    /// burst of moves as an absurd speed, also beside two CPU hogs. The app reads its moves as they
    /// come (its pacing waits on SDL's queue), so on a quiet or merely loaded machine this holds with
    /// SDL's read times as with the X server's; `aDragReadInOnePassKeepsItsVelocity` below is the
    /// test that tells the two apart.
    ///
    /// Each drag is a press, fifteen moves of 30 points 15 ms apart (about 2,000 pt/s) and the
    /// release straight after the last, sent at once through XTEST with each request's delay
    /// (`Tests/Tools/xtest-drag.py`): the X server spaces the moves by its own timer, where xdotool
    /// sleeps between them in a process of its own that a loaded machine holds up (beside two CPU
    /// hogs, xdotool's moves reached the server 3 ms apart at times: 8,146 pt/s for one drag frame).
    /// The list comes to rest between drags, so each starts from the same phase.
    ///
    /// The X server stands for the hand, so it runs at real-time priority (as weston's does below): the whole suite
    /// beside two CPU hogs held Xvfb itself up, and its XTEST moves reached it bunched (releases 1,309 to 1,959 pt/s).
    @Test func theSameDragFiveTimesReleasesAtTheSameVelocity() throws {
        let run = try Run(["feed", "--size", "480x800", "--snap", "off", "--physics", "uikit"])
        try run.server.raiseToRealTime()
        try dragFiveTimes(in: run, window: Self.window)
        try run.server.xdotool("key", "ctrl+q")
        let exit = run.exit(within: 10)
        #expect(exit.status == 0, "stderr: \(exit.stderr)")
    }

    /// The same five drags under weston (its X11 backend in the test's Xvfb, kiosk at scale 1, so the
    /// app fills weston's X window pixel for pixel), where the app pairs SDL's Wayland events with
    /// the compositor's timed ones (`WaylandPointerTimes`). weston 10 stamps them on the wall clock
    /// (`PlatformClocks`), and its X11 backend stamps a move when its loop reads it from X: weston and
    /// the X server run at real-time priority (`PlatformWeston.raiseToRealTime`), so their stamps are
    /// the drag's 15 ms whatever the load, while the app stays beside the load at normal priority and
    /// reads the moves in bursts. Before the app read the wall clock and gave a press read after a
    /// frame its own time, releases spread ±14 % and a drag's first frame reached 17,000 pt/s.
    @Test func theSameDragFiveTimesUnderWestonReleasesAtTheSameVelocity() throws {
        let run = try Run(["feed", "--size", "480x800", "--snap", "off", "--physics", "uikit"],
                          wayland: true, compositor: .kioskPixman)
        let weston = try #require(run.weston)
        try weston.raiseToRealTime()
        try run.server.raiseToRealTime()
        try dragFiveTimes(in: run, window: PlatformWeston.window)
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// Drags five times in `window` (found by xdotool's search `window`), 30 points every 15 ms
    /// upward from (240, 700) in its pixels, and checks what the issue asks of the releases and
    /// of every drag frame.
    private func dragFiveTimes(in run: Run, window: [String]) throws {
        let bound = ScrollPhysics.uikit.release.maximumFlingVelocity
        var releases: [Double] = []
        for attempt in 1...5 {
            let id = try run.server.xdotool(window).trimmingCharacters(in: .whitespacesAndNewlines)
            try run.server.run("/usr/bin/python3", [Self.packageRoot.appendingPathComponent("Tests/Tools/xtest-drag.py").path,
                                                    id, "240", "700", "-30", "15", "15"])
            #expect(waitUntil { run.events("release").count == attempt }, "drag \(attempt) reached the app")
            let velocity = try #require(run.events("release").last?["velocity"] as? Double)
            releases.append(velocity)
            #expect(waitUntil { run.frames.last?["phase"] as? String == "idle" }, "the fling of drag \(attempt) ended")
        }

        let dragFrames = run.frames.filter { $0["phase"] as? String == "dragging" }
        #expect(dragFrames.count >= 5, "every drag drew frames while the pointer moved: \(dragFrames.count)")
        let wild = dragFrames.filter {
            guard let velocity = $0["velocity"] as? Double else { return true }
            return !velocity.isFinite || abs(velocity) >= bound
        }
        #expect(wild.isEmpty, "every drag frame's velocity is finite and below uikit's \(bound) pt/s: \(wild)")

        // Upward drags release toward the end, fast enough to fling, and agree within ±10 %, measured
        // as the issue measured the ±26 % it saw: half the range over its middle.
        let slowest = try #require(releases.min()), fastest = try #require(releases.max())
        #expect(slowest >= ScrollPhysics.uikit.release.minimumFlingVelocity, "every drag flings: \(releases)")
        #expect(fastest - slowest <= 0.1 * (fastest + slowest), "the five releases agree within ±10 %: \(releases)")
        #expect(fastest < bound, "a release is the hand's speed, not a burst's: \(releases)")
    }

    /// The same drag made while the app is stopped, so it reads the press, the moves and the release in one pass, as a
    /// busy app does: with the X server's times the moves keep their 15 ms spacing and the release its velocity. SDL
    /// 2.26 makes the pointer's moves of XInput2 events, whose `SDL_SYSWMEVENT` comes only after the moves (and whose
    /// data lives only inside SDL's handler): with SDL's read times such a drag released at 0 pt/s. A quiet machine
    /// never bunches the moves on its own, so the five-drags test above passes with either clock; this one says which
    /// clock the moves really have.
    /// The X server is at real-time priority, as above (the suite beside two hogs delayed it to 1,597 pt/s).
    @Test func aDragReadInOnePassKeepsItsVelocity() throws {
        let run = try Run(["feed", "--size", "480x800", "--snap", "off", "--physics", "uikit"])
        try run.server.raiseToRealTime()
        let id = try run.server.xdotool(Self.window).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(kill(run.process.processIdentifier, SIGSTOP) == 0)
        try run.server.run("/usr/bin/python3", [Self.packageRoot.appendingPathComponent("Tests/Tools/xtest-drag.py").path,
                                                id, "240", "700", "-30", "15", "15"])
        #expect(kill(run.process.processIdentifier, SIGCONT) == 0)
        #expect(waitUntil { run.events("release").count == 1 }, "the drag reached the app")
        let velocity = try #require(run.events("release").last?["velocity"] as? Double)
        #expect(velocity > 1800 && velocity < 2200, "30 points every 15 ms, read at once, release at \(velocity) pt/s")
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }
}
