import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The `stall` verb makes a headless run show a late frame deterministically, and the trace
    /// and the overlay measure it: the overlay, the script's `stall` and the trace's `present_t`.
    @Suite struct StallTests {
        /// Runs the snap scene headless (no snapping) with `script` and returns the trace's frame records.
        private func frames(script: String) throws -> [[String: Any]] {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stall-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            return try PlatformTestSupport.snapTraceFrames(
                script: script, trace: folder.appendingPathComponent("trace.jsonl").path)
        }

        /// 400 pt in 0.2 s: released at 0.4 s flinging at 2,000 pt/s toward the end.
        private static let fling = "0.2 drag 240,600 240,200 0.2\n"

        @Test func aStalledFrameDuringA2000PointPerSecondFlingDeviatesBy16Points() throws {
            let records = try frames(script: Self.fling + "0.41 stall 0.008\n1.2 quit\n")
            let late = records.filter { ($0["present_t"] as! Double) != ($0["t"] as! Double) }
            #expect(late.count == 1)
            let frame = try #require(late.first)
            let t = frame["t"] as! Double
            #expect(abs(t - 25.0 / 60) < 1e-9, "the first frame at or after 0.41 s")
            #expect(abs((frame["present_t"] as! Double) - t - 0.008) < 1e-9)
            let velocity = frame["velocity"] as! Double
            let deviation = frame["deviation"] as! Double
            #expect(velocity > 1900 && velocity < 2000)
            #expect(abs(deviation - velocity * 0.008) < 0.2)
            #expect(deviation > 15 && deviation < 16.5)
            // The frames after it keep the cadence and are on time.
            let next = try #require(records.first { ($0["t"] as! Double) > t })
            #expect(abs((next["t"] as! Double) - 26.0 / 60) < 1e-9)
            #expect(next["deviation"] as! Double == 0)
        }

        @Test func withoutAStallEveryFrameIsOnTheCurve() throws {
            let records = try frames(script: Self.fling + "1.2 quit\n")
            #expect(records.count > 60)
            #expect(records.contains { ($0["phase"] as! String) == "decelerating" })
            for record in records {
                #expect((record["present_t"] as! Double) == (record["t"] as! Double))
                #expect((record["deviation"] as! Double) < 0.5)
            }
        }
    }
}
