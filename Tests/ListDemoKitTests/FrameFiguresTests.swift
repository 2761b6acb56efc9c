import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The field's figures (docs/FIGURES.md, issue 33): hitch time and ratio, missed refreshes, delayed frames and the
    /// reason for each late frame, against the display's refresh, from one piece of code for the overlay, the report
    /// and `report --json`.
    @Suite struct FrameFiguresTests {
        /// The snap scene headless at 60 Hz (no snapping, work fixed at 4 ms): a 400 pt drag from 0.2 s released at
        /// 0.4 s into a fling, with `stalls`, quitting at `quit`; the trace's path.
        private func trace(stalls: String, quit: Double, in folder: URL) throws -> String {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let path = folder.appendingPathComponent("trace.jsonl").path
            guard case .run(var options) = ListDemoOptions.interpret(["snap", "--headless", "--snap", "off", "--trace", path])
            else { throw CocoaError(.featureUnsupported) }
            options.headless = true
            let script = "0.2 drag 240,600 240,200 0.2\n" + stalls + "\(quit) quit\n"
            try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(), script: try Script.parse(script),
                               timer: .fixed(work: 0.004, overlay: 0.0002)).run()
            return path
        }

        /// What a case's run figures must be, worked out by hand below.
        struct Expected: Sendable, CustomStringConvertible {
            var stalls: String
            var quit: Double
            var frames: Int
            var hitchMilliseconds: Double
            var missed: Int
            var mostMissed: Int
            var delayed: Int
            var worstWindowPercent: Double?
            var presentedLate: Int
            var band: String
            var description: String { stalls.replacingOccurrences(of: "\n", with: "; ") }
        }

        // The drag's first frame is frame 12 (0.2 s), the first that moves; every frame after it until the quit's
        // frame is shown while something moved. The motion time is the quit's frame's present less 0.2 s.
        @Test(arguments: [
            // 8 ms at frame 25 (the first at or after 0.41 s: 25/60 = 0.4167 s): presented at 0.4247 s, 8 ms after its
            // target, the refresh after frame 24's present, so 8 ms of hitch; 24.67 ms after frame 24 is
            // 1.48 refreshes, under 1.5: no refresh missed. Frames 13…72: 60 frames over 1.0 s: 8 ms/s, good.
            Expected(stalls: "0.41 stall 0.008\n", quit: 1.2, frames: 60, hitchMilliseconds: 8, missed: 0, mostMissed: 0,
                     delayed: 0, worstWindowPercent: nil, presentedLate: 1, band: "good"),
            // 50 ms at frame 25: presented at 25/60 + 0.05 = 28/60 s, 4 refreshes after frame 24: 3 missed; refreshes
            // 26–28 have no frame and frame 29 comes one refresh after it, on time. 60 − 3 = 57 frames over 1.0 s:
            // 50 ms/s, critical; 1 of 57 delayed.
            Expected(stalls: "0.41 stall 0.05\n", quit: 1.2, frames: 57, hitchMilliseconds: 50, missed: 3, mostMissed: 3,
                     delayed: 1, worstWindowPercent: nil, presentedLate: 1, band: "critical"),
            // 20 ms at frames 25, 37 and 49 (0.61 · 60 = 36.6, 0.81 · 60 = 48.6): each presented 1.2 refreshes late,
            // 2.2 refreshes after the frame before (1 missed), the next refresh passing without a frame. Frames
            // 13…120 less 3: 105 over 1.8 s; 60 ms of hitch: 33.3 ms/s, critical. The first fixed window (counted
            // frames 1–64: frames 13–79) holds all three: 3 / 64 = 4.6875 %; the second is not complete.
            Expected(stalls: "0.41 stall 0.02\n0.61 stall 0.02\n0.81 stall 0.02\n", quit: 2.0, frames: 105,
                     hitchMilliseconds: 60, missed: 3, mostMissed: 1, delayed: 3, worstWindowPercent: 4.6875,
                     presentedLate: 3, band: "critical"),
        ])
        func stallsGiveTheFiguresWorkedOutByHand(_ expected: Expected) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let analysis = try TraceAnalysis(tracePath: try trace(stalls: expected.stalls, quit: expected.quit, in: folder))
            #expect(analysis.refresh == DisplayRefresh(hertz: 60, source: "fps"))
            let figures = analysis.figures
            #expect(figures.frames == expected.frames)
            #expect(abs(figures.motionTime - (expected.quit - 0.2)) < 1e-9)
            #expect(abs(figures.hitchTime * 1000 - expected.hitchMilliseconds) < 1e-6)
            #expect(abs(figures.hitchRatio - expected.hitchMilliseconds / (expected.quit - 0.2)) < 1e-6)
            #expect(figures.band.rawValue == expected.band)
            #expect(figures.missedRefreshes == expected.missed)
            #expect(figures.mostMissedRefreshes == expected.mostMissed)
            #expect(figures.delayedFrames == expected.delayed)
            #expect(abs(figures.delayedPercent - Double(expected.delayed) * 100 / Double(expected.frames)) < 1e-9)
            #expect(figures.worstWindowPercent == expected.worstWindowPercent)
            #expect(figures.reasons == [.presentedLate: expected.presentedLate])
        }

        /// The issue's run: frames 17.4 ms apart on a 60 Hz display. The budget is one refresh, 16.67 ms, not the
        /// frames' spacing; each frame comes 17.4 − 16.67 = 0.733 ms after the refresh following the frame before:
        /// late, aimed at the wrong refresh (it was presented at its target). 1.044 refreshes apart, under 1.5: none
        /// missed a whole refresh — the hitch ratio is what shows it: 0.733 / 17.4 s = 42.1 ms/s, critical.
        @Test func framesSlowerThanTheDisplayAreLateAgainstItsRefresh() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("xvfb.jsonl").path
            let display = #"{"event":"display","t":0.0,"driver":"x11","renderer":"software","scale":1.0,"scale_source":"default","pacing":"predicted","refresh_hz":60.0,"refresh_source":"display-mode"}"#
            let frames = (0...10).map { index in
                let t = Double(index) * 0.0174
                return #"{"frame":\#(index),"t":\#(t),"dt_ms":17.4,"work_ms":2.0,"offset":\#(index * 10),"phase":"\#(index < 10 ? "wheel" : "idle")","present_t":\#(t)}"#
            }
            try ([display] + frames).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
            let analysis = try TraceAnalysis(tracePath: path)
            #expect(abs(analysis.budget - 1.0 / 60) < 1e-12)
            #expect(analysis.refresh.source == "display-mode")
            let figures = analysis.figures
            #expect(figures.frames == 10)
            #expect(figures.lateFrames == 10, "every frame after the first")
            #expect(abs(figures.hitchTime - 10 * (0.0174 - 1.0 / 60)) < 1e-9)
            #expect(abs(figures.hitchRatio - (0.0174 - 1.0 / 60) / 0.0174 * 1000) < 1e-6)
            #expect(figures.band == .critical)
            #expect(figures.missedRefreshes == 0 && figures.delayedFrames == 0)
            #expect(figures.reasons == [.wrongRefresh: 10])
            // Without the display record the report says the 60 Hz is assumed, and the figures are the same.
            try frames.joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
            let assumed = try TraceAnalysis(tracePath: path)
            #expect(assumed.refresh == DisplayRefresh.assumed)
            #expect(assumed.figures == figures)
        }

        /// `report --json` prints one object with the documented keys, and its figures are the overlay's for the
        /// same frames: the overlay's statistics, fed the trace's frames as a run feeds them, compute them by the
        /// same code. The PNG and the JSON may be asked for together.
        @Test func theJSONHasTheDocumentedKeysAndTheOverlaysFigures() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = try trace(stalls: "0.41 stall 0.05\n", quit: 1.2, in: folder)
            let run = try ExecutableRun(["report", path, "--json", "--out", folder.appendingPathComponent("r.png").path],
                                        environment: ExecutableRun.cleanEnvironment(), in: folder, limit: .seconds(60))
            #expect(run.exited && run.status == 0, "\(run.errors.prefix(300))")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
            for key in ["trace", "refresh_hz", "refresh_source", "budget_ms", "frames", "over_budget_frames", "input_latency",
                        "run", "gesture_count", "gestures", "motions", "motions_not_listed", "backward_frames",
                        "motions_left_out"] {
                #expect(object[key] != nil, "\(key)")
            }
            let runFigures = try #require(object["run"] as? [String: Any])
            for key in ["frames", "motion_time_s", "hitch_time_ms", "hitch_ratio_ms_per_s", "hitch_band", "late_frames",
                        "delayed_frames", "delayed_percent", "worst_window_delayed_percent", "missed_refreshes",
                        "most_missed_refreshes", "reasons"] {
                #expect(runFigures[key] != nil, "\(key)")
            }
            #expect(object["refresh_source"] as? String == "fps")
            #expect(runFigures["missed_refreshes"] as? Int == 3)

            var statistics = FrameStatistics(refresh: DisplayRefresh(hertz: 60, source: "fps"))
            for line in try TraceFile.lines(path) where line.frame != nil {
                statistics.record(FrameFigures.Frame(target: line.t!, present: line.presentTime!,
                                                     work: line.workMilliseconds! / 1000, moving: line.phase != "idle"))
            }
            let analysis = try TraceAnalysis(tracePath: path)
            #expect(statistics.figures == analysis.figures)
            #expect(runFigures["hitch_ratio_ms_per_s"] as? Double == statistics.figures.hitchRatio)
        }
    }
}
