import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// `--record` in a real window under Xvfb, a fling made by xdotool: every frame presented is in the recording or
    /// counted as dropped, as the trace says, and the delays cover the run from the first present to one refresh
    /// after the last. How many frames a loaded machine drops is not the test's to say; that they add up is. The test
    /// waits on the trace, never on the clock.
    @Test func aWindowsRecordingHoldsEveryPresentedFrameOrCountsItDropped() throws {
        let run = try Run(["feed", "--size", "480x800", "--snap", "off", "--record", "r.png"])
        try run.server.xdotool(PlatformXvfb.verticalDrag(in: Self.window, x: 240, from: 700,
                                                         through: stride(from: 650, through: 250, by: -50), pause: 0.008))
        #expect(waitUntil { !run.events("release").isEmpty }, "the drag was released")
        #expect(waitUntil { run.frames.last?["phase"] as? String == "idle" }, "the list came to rest")
        try run.server.xdotool("key", "ctrl+q")
        let exit = run.exit(within: 60)
        #expect(exit.status == 0, "Ctrl+Q exits 0; stderr: \(exit.stderr)")

        let records = run.records()
        let presents = records.filter { $0["frame"] != nil }.compactMap { $0["present_t"] as? Double }
        #expect(presents.count > 10, "the drag and the fling drew frames: \(presents.count)")
        let recording = try #require(run.events("recording").first, "the trace's last word on the recording")
        let frames = try #require(recording["frames"] as? Int), dropped = try #require(recording["dropped"] as? Int)
        #expect(frames + dropped == presents.count, "\(frames) recorded + \(dropped) dropped of \(presents.count)")
        let apng = try APNGReading(path: run.directory.appendingPathComponent("r.png").path)
        #expect(apng.frames == frames && apng.width == 480 && apng.height == 800)
        // The last frame shows one refresh of the display the trace names.
        let hertz = try #require(records.first?["refresh_hz"] as? Double)
        let end = presents.last! + 1 / hertz
        // The trace writes the time exactly; Foundation's JSON reader may be a bit off in the last digit.
        #expect(abs((recording["t"] as? Double ?? 0) - end) < 1e-9, "\(recording) against \(end)")
        let total = apng.durations.reduce(0, +), runTime = (end - presents[0]) * 1000
        #expect(abs(total - runTime) < 1, "\(total) ms of delays against \(runTime) ms of run")
    }

    /// F4 saves the last gesture, from the first frame that shows the list moving to the frame that shows it at rest,
    /// beside `--screenshot`, with no `--record`: the trace's `clip` record counts its frames as the recording's does,
    /// and Pillow finds that many. The screenshot, written at the end, is named `listdemo-clip-1.png`, so the clip takes
    /// the next name rather than be replaced by it. A second F4 has no new gesture to save and says so.
    @Test func theClipKeySavesTheLastGestureBesideTheScreenshots() throws {
        let shots = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: shots) }
        let run = try Run(["feed", "--size", "480x800", "--snap", "off",
                           "--screenshot", shots.appendingPathComponent("listdemo-clip-1.png").path])
        try run.server.xdotool(PlatformXvfb.verticalDrag(in: Self.window, x: 240, from: 700,
                                                         through: stride(from: 650, through: 250, by: -50), pause: 0.008))
        #expect(waitUntil { !run.events("release").isEmpty }, "the drag was released")
        #expect(waitUntil { run.frames.last?["phase"] as? String == "idle" }, "the list came to rest")
        try run.server.xdotool("key", "F4")
        #expect(waitUntil { !run.events("clip").isEmpty }, "F4 saved a clip")
        try run.server.xdotool("key", "F4")
        #expect(waitUntil { run.events("error").contains { ($0["message"] as? String)?.hasPrefix("F4: no clip") == true } })
        try run.server.xdotool("key", "ctrl+q")
        let exit = run.exit(within: 60)
        #expect(exit.status == 0, "\(exit.stderr)")

        let clip = try #require(run.events("clip").first)
        let path = shots.appendingPathComponent("listdemo-clip-2.png").path
        #expect(clip["path"] as? String == path)
        let frames = try #require(clip["frames"] as? Int), dropped = try #require(clip["dropped"] as? Int)
        let phases = run.frames.compactMap { $0["phase"] as? String }
        let start = try #require(phases.firstIndex { $0 != "idle" })
        let rest = try #require(phases[start...].firstIndex(of: "idle"))
        #expect(frames + dropped == rest - start + 1, "the gesture's frames, \(start) to \(rest), recorded or dropped")
        #expect(try APNGReading(path: path).frames == frames)
        #expect(try FileManager.default.contentsOfDirectory(atPath: shots.path).sorted()
                == ["listdemo-clip-1.png", "listdemo-clip-2.png"], "the screenshot and the clip, no temporary left")
        #expect(try !APNGReading(path: shots.appendingPathComponent("listdemo-clip-1.png").path).animated, "the screenshot")
        #expect(exit.stderr.contains("listdemo: saved the last gesture (\(frames) frames) as '\(path)'"), "\(exit.stderr)")
    }
}
