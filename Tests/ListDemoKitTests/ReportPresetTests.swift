import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `listdemo report` rebuilds every preset's fling from the trace's own record by the preset's
    /// model, and leaves out a record its model does not reproduce.
    @Suite struct ReportPresetTests {
        /// A headless run of the feed under `physics` playing `script`, traced into `folder`.
        private static func trace(_ physics: String, _ script: String, in folder: URL) throws -> String {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let path = folder.appendingPathComponent("\(physics).jsonl").path
            guard case .run(var options) = ListDemoOptions.interpret(["feed", "--headless", "--snap", "off",
                                                                        "--physics", physics, "--trace", path])
            else { throw CocoaError(.featureUnsupported) }
            options.headless = true
            try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(), script: try Script.parse(script),
                               timer: .fixed(work: 0.004, overlay: 0.0002)).run()
            return path
        }

        /// Android's stretch, pulled at the top and released: every frame that draws it records the
        /// pull and the scale it draws (`ViewportMapping`'s), and the frame after it relaxes has neither.
        @Test func everyFrameThatDrawsAStretchRecordsItsPullAndScale() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = try Self.trace("android", "0.3 drag 240,200 240,350 0.1\n1.5 quit\n", in: folder)
            let records = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map {
                try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
            }
            let frames = records.filter { $0["frame"] != nil }
            let stretched = frames.filter { $0["pull"] != nil }
            #expect(stretched.count > 10)
            for frame in stretched {
                let pull = try #require(frame["pull"] as? Double), scale = try #require(frame["stretch_scale"] as? Double)
                #expect(pull < 0, "past the start")
                #expect(scale > 1 && scale <= 1.032 + 1e-9)
            }
            let lastStretched = try #require(frames.lastIndex { $0["pull"] != nil })
            #expect(frames[(lastStretched + 1)...].allSatisfy { $0["stretch_scale"] == nil }, "none once it has relaxed")
            #expect(lastStretched + 1 < frames.count)
        }

        /// The largest distance of a gesture's frames from its rebuilt curve.
        private static func largestDeviation(_ gesture: GestureRecording) throws -> Double {
            try gesture.frames.map { abs(try #require(gesture.idealPosition(at: $0.time)) - $0.offset) }.max() ?? .infinity
        }

        /// 300 pt up in 0.15 s (2,000 pt/s) from the feed's top: one fling, mid-list, on its curve.
        @Test(arguments: ScrollPhysics.presets.map(\.name))
        func aFlingOfEveryPresetIsRebuiltOnItsOwnCurve(physics: String) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = try Self.trace(physics, "0.3 drag 240,600 240,300 0.15\n5 quit\n", in: folder)
            let analysis = TraceAnalysis(try TraceFile.lines(path))
            let gesture = try #require(analysis.gestures.last)
            let preset = try #require(ScrollPhysics.named(physics))
            // Firefox's fling learns how often it is sampled at its first frame, and is recorded again from there.
            let flings = physics == "firefox" ? 2 : 1
            #expect(gesture.segments.map(\.motion.curveName) == Array(repeating: preset.fling.curveName, count: flings))
            #expect(gesture.frames.count > 10)
            #expect(try Self.largestDeviation(gesture) < 1e-6, "\(physics)")
        }

        /// 600 pt up in 0.1 s (6,000 pt/s): Chromium's fling stops after three viewports (the
        /// record's rest says so); its landing on that rest with the release velocity kept is the
        /// same Bézier, so the trace needs no viewport for the report to rebuild it exactly.
        @Test func chromiumsFlingBoundedByItsViewportIsRebuilt() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = try Self.trace("chromium", "0.3 drag 240,700 240,100 0.1\n5 quit\n", in: folder)
            let lines = try TraceFile.lines(path)
            let record = try #require(lines.first { $0.event == .motion })
            #expect(abs(try #require(record.to) - (try #require(record.from)) - 3 * 756) < 1e-6)
            let gesture = try #require(TraceAnalysis(lines).gestures.last)
            #expect(gesture.segments.map(\.motion.curveName) == [try #require(ScrollPhysics.named("chromium")).fling.curveName])
            #expect(try Self.largestDeviation(gesture) < 1e-6)
        }

        /// The same android trace with its motion record's velocity raised 10 %: the model's fling
        /// from that velocity rests elsewhere, so the report plots no curve (and no gesture) rather than a wrong one.
        @Test func aRecordTheModelDoesNotReproduceIsLeftOut() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = try Self.trace("android", "0.3 drag 240,600 240,300 0.15\n5 quit\n", in: folder)
            #expect(TraceAnalysis(try TraceFile.lines(path)).gestures.map(\.segments.count) == [1])
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let tampered = try text.split(separator: "\n").map { line -> String in
                guard line.contains("\"event\":\"motion\"") else { return String(line) }
                var record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                record["velocity"] = try #require(record["velocity"] as? Double) * 1.1
                return String(decoding: try JSONSerialization.data(withJSONObject: record), as: UTF8.self)
            }.joined(separator: "\n") + "\n"
            try tampered.write(toFile: path, atomically: true, encoding: .utf8)
            #expect(TraceAnalysis(try TraceFile.lines(path)).gestures.allSatisfy(\.segments.isEmpty))
        }
    }
}
