import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// The scroll bar in a real window over ten million rows at estimated heights, driven by
    /// xdotool: the thumb dragged from the top of the track to past its bottom puts the content
    /// exactly at its end, and a click on the track above the thumb pages back a screen less a
    /// row, animated. However the moves reach the app (a loaded machine bunches them), the checks
    /// are on what the app reports in its trace.
    @Test func draggingTheThumbReachesTheEndAndATrackClickPages() throws {
        let run = try Run(["feed", "--sections", "3400000", "--size", "480x800"])
        // The list starts at window y 44; the thumb (36 pt) at 47 ... 83, 6 pt from the right edge.
        try run.server.xdotool(PlatformXvfb.verticalDrag(in: Self.window, x: 474, from: 60,
                                                         through: stride(from: 100, through: 850, by: 50),
                                                         pause: 0.02, approach: 300))
        #expect(waitUntil { !run.events("thumb-release").isEmpty }, "the press on the thumb was a thumb drag")
        let grab = try #require(run.events("thumb-grab").first)
        #expect(grab["offset"] as? Double == 0, "grabbed at the top: \(grab)")
        let release = try #require(run.events("thumb-release").first)
        let end = try #require(release["end"] as? Double)
        #expect(end > 600_000_000, "ten million rows' worth: \(end)")
        #expect(release["offset"] as? Double == end, "released at the track's end, at exactly the end: \(release)")
        #expect(run.events("release").isEmpty && run.flings().isEmpty, "not a list drag, no fling")
        // Moves that reach the app bunched with the release (a loaded machine) leave no frame between them: the rows
        // at the end are measured after it, and the end moves by their correction (84 pt here). The list rests at
        // the end as measured, which the End key then finds: it starts no animation.
        #expect(waitUntil { run.frames.last?["phase"] as? String == "idle" }, "the list came to rest")
        let rest = try #require(run.frames.last?["offset"] as? Double)
        #expect(abs(end - rest) < 200, "at the end as its rows were measured: \(rest) against \(end)")
        let framesBeforeEnd = run.frames.count
        try run.server.xdotool(Self.window + ["key", "--window", "%1", "End"])
        #expect(waitUntil { run.frames.count > framesBeforeEnd && run.frames.last?["phase"] as? String == "idle" },
                "the End key was handled")
        #expect(run.events("animation").isEmpty, "End found the list at the end: \(run.events("animation"))")
        #expect(run.frames.last?["offset"] as? Double == rest)
        let grabT = try #require(grab["t"] as? Double), releaseT = try #require(release["t"] as? Double)
        let during = run.frames.compactMap { frame -> Double? in
            guard let t = frame["t"] as? Double, t >= grabT, t <= releaseT + 0.05 else { return nil }
            return frame["offset"] as? Double
        }
        #expect(zip(during, during.dropFirst()).allSatisfy { $0 <= $1 }, "the content moved the pointer's way: \(during)")

        // The thumb now sits at the bottom of the track: a click at window y 300 is on the track above it.
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "474", "300", "click", "1"])
        #expect(waitUntil { !run.events("animation").isEmpty }, "the track click started an animation")
        let page = try #require(run.events("animation").first)
        #expect(page["kind"] as? String == "key" && page["from"] as? Double == rest, "\(page)")
        let to = try #require(page["to"] as? Double)
        #expect(rest - to > 500 && rest - to < 756, "a screen (756 pt) less a row: \(rest - to)")
        #expect(waitUntil {
            guard let last = run.frames.last, last["phase"] as? String == "idle", let offset = last["offset"] as? Double
            else { return false }
            return offset < rest - 500 && offset > rest - 756
        }, "the page came to rest a screen less a row up: \(run.frames.last ?? [:])")
        #expect(run.frames.contains { $0["phase"] as? String == "animating" }, "it animated")

        try run.server.xdotool("key", "ctrl+q")
        let exit = run.exit(within: 10)
        #expect(exit.status == 0, "Ctrl+Q exits 0; stderr: \(exit.stderr)")
    }
}
