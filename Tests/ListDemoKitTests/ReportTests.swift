import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `listdemo report TRACE --out PNG`: what it finds in a trace, the PNG it
    /// writes, and one line for every bad input.
    @Suite struct ReportTests {
        /// A headless feed run with a stalled fling, a wheel retarget, a snap and a pan; its trace.
        private func trace(in folder: URL) throws -> String {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let path = folder.appendingPathComponent("trace.jsonl").path
            guard case .run(var options) = ListDemoOptions.interpret(["snap", "--headless", "--snap", "off",
                                                                        "--trace", path])
            else { throw CocoaError(.featureUnsupported) }
            options.headless = true
            let script = """
                0.2 drag 240,600 240,200 0.2
                0.41 stall 0.008
                1.5 wheel 3
                1.55 wheel 2
                3.0 pan -40
                3.0166 pan -40
                5 quit
                """
            try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(), script: try Script.parse(script),
                               timer: .fixed(work: 0.004, overlay: 0.0002)).run()
            return path
        }

        @Test func theReportFindsTheStalledFrameAndTheGestures() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let analysis = TraceAnalysis(try TraceFile.lines(try trace(in: folder)))
            // The fling (with the wheel notches landing in it), then the pan's coast.
            #expect(analysis.gestures.count == 2)
            #expect(analysis.gestures[0].segments.map(\.name) == ["fling", "wheel", "wheel"])
            let worst = try #require(analysis.largestDeviation)
            #expect(worst.gesture == 1)
            #expect(abs(worst.frame.time - 25.0 / 60) < 1e-9)
            #expect(abs(worst.frame.presentTime - worst.frame.time - 0.008) < 1e-9)
            #expect(worst.frame.distance > 15 && worst.frame.distance < 16.5)
            // Shown 8 ms late, the frame drew where the fling was 8 ms earlier: behind the curve, a negative deviation.
            #expect(worst.frame.deviation < 0)
            // It was late because the script held its present, as the figures say.
            #expect(worst.frame.verdict?.reason == .presentedLate)
            // The wheel notches took over from the fling and from each other without a step.
            let steps = analysis.gestures[0].velocitySteps
            #expect(steps.count == 2)
            #expect(steps.allSatisfy { $0.size < 1e-6 })
            // Headless: every interval is one refresh except around the stalled frame.
            #expect(abs(analysis.budget - 1.0 / 60) < 1e-6)
            let intervals = analysis.intervals
            #expect(intervals.filter { abs($0 - 1.0 / 60) > 1e-6 }.count == 2)
            #expect(abs(Spread(intervals).max - (1.0 / 60 + 0.008)) < 1e-6)
            #expect(analysis.overBudgetCount == 0)
        }

        @Test func theReportIsAPNGOfItsSize() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let out = folder.appendingPathComponent("report.png").path
            let options = ReportOptions(trace: try trace(in: folder), out: out)
            try Report.run(options, assets: PlatformTestSupport.assets())
            let image = try PNG.read(from: out)
            let size = try ReportRenderer.layout(TraceAnalysis(try TraceFile.lines(options.trace)),
                                                 metrics: Canvas(size: Size(width: 1, height: 1), scale: 1,
                                                                 assets: PlatformTestSupport.assets())).size
            #expect(image.width == Int(size.width) && image.height == Int(size.height))
            var faults = 0
            for y in 0..<image.height { for x in 0..<image.width where image[x, y] == Theme.light.overlay.fault { faults += 1 } }
            #expect(faults > 100, "the stalled frame and its figures are drawn in the fault colour")
        }

        @Test func sameFileForTraceAndOutIsRefused() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("t.jsonl").path
            try "{}\n".write(toFile: path, atomically: true, encoding: .utf8)
            guard case .failure(let message) = ListDemoOptions.interpret(["report", path, "--out", folder.path + "/./t.jsonl"]) else {
                Issue.record("accepted")
                return
            }
            #expect(message.hasPrefix("listdemo report: --out"))
            #expect(message.contains("is the same file as the trace"))
            #expect(!message.contains("\n"))
            guard case .failure(let missing) = ListDemoOptions.interpret(["report", path]) else {
                Issue.record("accepted without --out")
                return
            }
            #expect(missing == "listdemo report: name what to write: --out FILE.png, --json, --perfetto FILE.json, or more than one")
            guard case .report(let options) = ListDemoOptions.interpret(["report", path, "--out", "r.png"]) else {
                Issue.record("refused")
                return
            }
            #expect(options == ReportOptions(trace: path, out: "r.png"))
        }

        /// Each bad trace is one line naming the problem, and no PNG.
        @Test(arguments: [
            ("missing", nil, "cannot read the trace"),
            ("folder", nil, "is not a regular file"),
            ("fifo", nil, "is not a regular file"),
            ("huge", nil, "a report reads at most 256 MB"),
            ("corrupt", "{\"frame\":0,\"t\":0,\"offset\":0}\nnot json\n{\"frame\":1,\"t\":0.1,\"offset\":0}\n",
             "corrupt':2: not a trace record"),
            ("array", "[1,2,3]\n", "array':1: not a trace record"),
            ("no-frames", "{\"event\":\"save\",\"t\":1,\"path\":\"x\"}\n", "holds no frames"),
            ("huge-number", "{\"frame\":0,\"t\":0,\"offset\":1e300}\n", "huge-number':1: a number beyond"),
            ("frame-without-offset", "{\"frame\":0,\"t\":0}\n", "frame-without-offset':1: a frame needs"),
        ] as [(String, String?, String)])
        func aBadTraceIsOneLine(name: String, contents: String?, fragment: String) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent(name).path
            switch name {
            case "folder": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case "fifo": #expect(mkfifo(path, 0o600) == 0)
            case "huge":
                // Sparse: 300 MB of nothing costs no disk.
                #expect(FileManager.default.createFile(atPath: path, contents: nil))
                #expect(truncate(path, 300 * 1024 * 1024) == 0)
            default: if let contents { try contents.write(toFile: path, atomically: true, encoding: .utf8) }
            }
            let out = folder.appendingPathComponent("report.png").path
            do {
                try Report.run(ReportOptions(trace: path, out: out), assets: PlatformTestSupport.assets())
                Issue.record("\(name) made a report")
            } catch {
                let message = "\(error)"
                #expect(message.contains(fragment), "\(message)")
                #expect(!message.contains("\n"))
            }
            #expect(!FileManager.default.fileExists(atPath: out))
        }

        /// A preset's fling into the top edge and its bounce (GTK's clamped, QScroller's its flick carried on past the
        /// top, rebuilt from the flick's release): the report rebuilds the curves from the
        /// trace's "motion" records by the preset's own models (UIKit's by the same path as every
        /// other's), and every frame lies on them.
        @Test(arguments: ["uikit", "gtk", "qt", "flutter-ios", "chromium", "qscroller"])
        func presetsGesturesAreRebuiltFromTheirMotionRecords(physics: String) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let path = folder.appendingPathComponent("trace.jsonl").path
            guard case .run(var options) = ListDemoOptions.interpret(["feed", "--headless", "--snap", "off",
                                                                        "--physics", physics, "--trace", path])
            else { throw CocoaError(.featureUnsupported) }
            options.headless = true
            // Down 200 pt slowly, then a 2,000 pt/s fling back past the top; Chromium's stops at
            // an edge (which the report does not draw), so it flings mid-list.
            let script = physics == "chromium" ? "0.3 drag 240,600 240,200 0.2\n4 quit\n" : """
                0.3 drag 240,600 240,400 0.6 hold 0.2
                1.5 drag 240,300 240,400 0.05
                4 quit
                """
            try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(), script: try Script.parse(script),
                               timer: .fixed(work: 0.004, overlay: 0.0002)).run()
            let analysis = TraceAnalysis(try TraceFile.lines(path))
            let gesture = try #require(analysis.gestures.last)
            // GTK's overshoot, past 50 pt above the top at a frame, restarts from rest there: a second bounce.
            let segments = physics == "chromium" ? ["fling"] : physics == "gtk" ? ["fling", "bounce", "bounce"] : ["fling", "bounce"]
            #expect(gesture.segments.map(\.name) == segments)
            #expect(gesture.frames.count > 10)
            for frame in gesture.frames {
                let ideal = try #require(gesture.idealPosition(at: frame.time))
                #expect(abs(ideal - frame.offset) < 1e-6, "\(physics) at \(frame.time)")
            }
        }

        /// A run killed while writing leaves its last line unfinished: the report reads the rest.
        @Test func anUnfinishedLastLineIsLeftOut() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("t.jsonl").path
            try "{\"frame\":0,\"t\":0,\"offset\":0,\"phase\":\"idle\"}\n{\"frame\":1,\"t\":0.01".write(
                toFile: path, atomically: true, encoding: .utf8)
            #expect(try TraceFile.lines(path).count == 1)
        }
    }
}
