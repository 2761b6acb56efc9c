import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// Issue 32: the window unmapped mid-drag and mapped again, the button released elsewhere. The cut drag ends
    /// as a release without velocity (no fling from its last samples); the next drag used to do nothing (SDL still
    /// held the button whose release went to the root window, and dropped the next press), and now scrolls.
    @Test func aDragCutByUnmappingTheWindowEndsAndTheNextDragScrolls() throws {
        let run = try Run(["feed", "--size", "480x800", "--snap", "off"])
        let move = { (y: Int) in ["mousemove", "--window", "%1", "240", "\(y)"] }
        try run.server.xdotool(Self.window + move(700) + ["mousedown", "1", "sleep", "0.05"] + move(650)
                               + ["sleep", "0.05"] + move(600))
        #expect(waitUntil { run.frames.last?["phase"] as? String == "dragging" }, "the drag moved the list")
        // The release goes to the root window: the pointer is outside the window, which holds no grab any more.
        try run.server.xdotool(Self.window + ["windowunmap", "--sync", "%1", "windowmap", "--sync", "%1",
                                              "mousemove", "1100", "20", "mouseup", "1"])
        #expect(waitUntil { run.events("release").count == 1 }, "the cut drag ended")
        #expect(run.events("release").first?["velocity"] as? Double == 0, "without a fling: \(run.events("release"))")
        #expect(run.flings().isEmpty)
        #expect(waitUntil { run.frames.last?["phase"] as? String == "idle" }, "the list came to rest")
        let rest = try #require(run.frames.last?["offset"] as? Double)

        try run.server.xdotool(PlatformXvfb.verticalDrag(in: Self.window, x: 240, from: 700,
                                                         through: stride(from: 650, through: 400, by: -50), pause: 0.02))
        #expect(waitUntil { run.events("release").count == 2 }, "the next drag was released")
        #expect(waitUntil { (run.frames.last?["offset"] as? Double ?? 0) >= rest + 250 },
                "and scrolled the list from \(rest): \(run.frames.last ?? [:])")
        // Without a window manager, unmapping took the keyboard focus from the window, and mapping gave none back.
        try run.server.xdotool(Self.window + ["windowfocus", "--sync", "%1"])
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }
}
