import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Projected snapping (the default) in the snap scene, read from the trace at 30, 60 and 144 Hz:
    /// a fling and a burst of wheel notches each end on a row boundary in one motion that never
    /// turns back (issue 20; as CSS scroll-snap, which chooses the snap position first).
    @Suite struct SnapStepTests {
        private struct Run {
            var frames: [[String: Any]]
            var events: [[String: Any]]
        }

        /// Runs the snap scene headless at `fps` with `script`, with its trace read back.
        private func run(fps: Int, script: String) throws -> Run {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapstep-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let trace = folder.appendingPathComponent("trace.jsonl").path
            guard case .run(var options) = ListDemoOptions.interpret(["snap", "--headless", "--fps", "\(fps)",
                                                                        "--trace", trace])
            else { throw CocoaError(.featureUnsupported) }
            options.headless = true
            try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(), script: try Script.parse(script),
                               timer: .fixed(work: 0.002, overlay: 0.0002)).run()
            let records = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").compactMap {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            return Run(frames: records.filter { $0["frame"] != nil }, events: records.filter { $0["event"] != nil })
        }

        /// The offsets drawn from `time` on never step back toward where they came from, and the last
        /// is a whole number of 62 pt rows, reached with the list at rest.
        private func expectOneMotionToARow(_ run: Run, from time: Double, forward: Bool = true) throws {
            let offsets = run.frames.filter { ($0["t"] as! Double) >= time }.map { $0["offset"] as! Double }
            for (a, b) in zip(offsets, offsets.dropFirst()) {
                #expect(forward ? b >= a - 1e-9 : b <= a + 1e-9, "turned back from \(a) to \(b)")
            }
            let last = try #require(run.frames.last)
            #expect(last["phase"] as? String == "idle")
            let rest = try #require(last["offset"] as? Double)
            #expect(rest > 0 && abs(rest / 62 - (rest / 62).rounded()) < 1e-9, "rests on a row boundary: \(rest)")
            #expect(!run.events.contains { $0["event"] as? String == "animation" && $0["kind"] as? String == "snap" },
                    "no second motion to snap")
        }

        @Test(arguments: [30, 60, 144])
        func aFlingLandsOnARowInOneMotion(fps: Int) throws {
            // 150 pt in 0.1 s: released at 0.2 s at 1,500 pt/s toward the end.
            let run = try run(fps: fps, script: "0.1 drag 240,600 240,450 0.1\n")
            try expectOneMotionToARow(run, from: 0.2)
            let flings = run.events.filter { ["deceleration", "motion"].contains($0["event"] as? String) }
            #expect(flings.count == 1, "one fling from the release to the row: \(flings)")
        }

        /// Three notches 50 ms apart: each one's target is the next row boundary past the last
        /// one's, reached with the velocity the list had, and the list rests on the third.
        @Test(arguments: [30, 60, 144])
        func aWheelBurstLandsOnARowInOneMotion(fps: Int) throws {
            let run = try run(fps: fps, script: "0.5 wheel 1\n0.55 wheel 1\n0.6 wheel 1\n")
            try expectOneMotionToARow(run, from: 0.5)
            let targets = run.events.compactMap { event -> Double? in
                guard ["animation", "retarget"].contains(event["event"] as? String), event["kind"] as? String == "wheel"
                else { return nil }
                return event["to"] as? Double
            }
            #expect(targets == [124, 248, 372], "each notch aims at the row boundary past the last one's")
            #expect(run.frames.last?["offset"] as? Double == 372)
        }

        /// A touchpad pan that ends while moving (twelve 15 pt deltas at 120 Hz: 1,800 pt/s) coasts to the
        /// snap position chosen as the coast starts, in one motion: never past it and back, as the coast to
        /// its own rest (1,080) and a snap back to 1,054 once did. (At 144 Hz a frame between two deltas
        /// starts a coast that the next delta carries on; the last delta's is the one that lands.)
        @Test(arguments: [30, 60, 144])
        func aTouchpadCoastLandsOnARowInOneMotion(fps: Int) throws {
            let lastDelta = 0.5 + 11.0 / 120
            let script = (0..<12).map { "\(0.5 + Double($0) / 120) pan 15\n" }.joined()
            let run = try run(fps: fps, script: script)
            try expectOneMotionToARow(run, from: 0.5)
            let motions = run.events.filter { ["motion", "animation", "retarget"].contains($0["event"] as? String) }
            #expect(motions.allSatisfy { $0["purpose"] as? String == "coast" }, "only coasts: \(motions)")
            let landing = motions.filter { ($0["t"] as! Double) >= lastDelta - 1e-9 }
            #expect(landing.count == 1, "one coast from the last delta to the row: \(landing)")
            #expect(abs((landing.first?["velocity"] as? Double ?? 0) - 1800) < 1e-6, "at the pan's velocity")
            #expect(run.frames.last?["offset"] as? Double == 1054)
        }

        /// A notch toward the start from a row boundary lands on the row boundary before it, never
        /// passing it and coming back.
        @Test(arguments: [30, 60, 144])
        func aNotchTowardTheStartLandsOnARow(fps: Int) throws {
            let run = try run(fps: fps, script: "0 scroll-to 0 20 top\n0.3 wheel -1\n")
            try expectOneMotionToARow(run, from: 0.3, forward: false)
            #expect(run.frames.last?["offset"] as? Double == Double(20 * 62 - 124))
        }
    }
}
