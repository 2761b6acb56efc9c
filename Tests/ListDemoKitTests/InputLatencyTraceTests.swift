import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Each presented frame that shows input records how long its oldest input waited
    /// (`input_latency_ms`: from the input's time to `present_t`), and the report reads it.
    @Suite struct InputLatencyTraceTests {
        /// Runs the snap scene headless (no snapping) at 60 fps with `script`; returns the trace's path
        /// in `folder` and its frame records.
        private func run(script: String, in folder: URL) throws -> (String, [[String: Any]]) {
            let trace = folder.appendingPathComponent("trace.jsonl").path
            let frames = try PlatformTestSupport.snapTraceFrames(script: script, trace: trace)
            return (trace, frames)
        }

        private func folder() throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("latency-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder
        }

        /// A wheel notch at 0.205 s is shown by the frame for 13/60 s: it waited 11.67 ms; a stall of
        /// 8 ms on that frame makes it 19.67 ms. Frames without input carry no latency.
        @Test(arguments: [0.0, 0.008])
        func aWheelNotchWaitsUntilTheFrameThatShowsItIsPresented(stall: Double) throws {
            let folder = try folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let stallLine = stall > 0 ? "0.205 stall \(stall)\n" : ""
            let (_, frames) = try run(script: "0.205 wheel 1\n" + stallLine + "1.0 quit\n", in: folder)
            let shown = frames.filter { $0["input_latency_ms"] != nil }
            #expect(shown.count == 1, "only the frame that shows the notch: \(shown)")
            let frame = try #require(shown.first)
            #expect(abs((frame["t"] as! Double) - 13.0 / 60) < 1e-9)
            let latency = try #require(frame["input_latency_ms"] as? Double)
            #expect(abs(latency - (13.0 / 60 - 0.205 + stall) * 1000) < 1e-6, "\(latency) ms")
            #expect(abs(latency - ((frame["present_t"] as! Double) - 0.205) * 1000) < 1e-6)
        }

        /// A drag's events each wait for the next frame: the oldest one counts. Moves at frame times
        /// are shown at once (0 ms); the press 5 ms before a frame waited 5 ms. The report's
        /// analysis reads the same values.
        @Test func aDragsFramesRecordTheOldestEventsWaitAndTheReportReadsThem() throws {
            let folder = try folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = "0.195 press 240,600\n0.2 move 240,580\n0.21 move 240,570\n0.215 move 240,560\n0.3 release 240,560\n0.6 quit\n"
            let (trace, frames) = try run(script: script, in: folder)
            func latency(at frameIndex: Int) -> Double? {
                frames.first { abs(($0["t"] as! Double) - Double(frameIndex) / 60) < 1e-9 }?["input_latency_ms"] as? Double
            }
            let press = try #require(latency(at: 12)), moves = try #require(latency(at: 13))
            let release = try #require(latency(at: 18))
            #expect(abs(press - 5) < 1e-6, "the press at 0.195 s, shown at 0.2 s")
            let olderMove: Double = (13.0 / 60 - 0.21) * 1000
            #expect(abs(moves - olderMove) < 1e-6, "the older of two moves")
            #expect(latency(at: 14) == nil, "no input between 0.217 and 0.233 s")
            #expect(abs(release) < 1e-6, "the release at 0.3 s, a frame time")
            let recorded = frames.compactMap { $0["input_latency_ms"] as? Double }
            let analysis = TraceAnalysis(try TraceFile.lines(trace))
            #expect(analysis.inputLatencies.map { $0 * 1000 } == recorded)
        }
    }
}
