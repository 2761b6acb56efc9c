import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `listdemo report` rebuilds every preset's motions from the trace's own records — a fling by the preset's
    /// model, an animated scroll by its curve's name — and leaves out a record its model does not reproduce.
    @Suite struct ReportPresetTests {
        /// A headless run of `scene` (the feed, not snapping) under `physics` playing `script`, traced into `folder`
        /// as `name`.
        private static func trace(_ physics: String, _ script: String, in folder: URL, name: String? = nil,
                                  scene: [String] = ["feed", "--snap", "off"]) throws -> String {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let path = folder.appendingPathComponent("\(name ?? physics).jsonl").path
            guard case .run(var options) = ListDemoOptions.interpret(scene + ["--headless", "--physics", physics,
                                                                               "--trace", path])
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

        /// Each kind of gesture, played alone in a run of its own (a run ends once its script is played and the list
        /// rests): the script, the scene, and the motion (a segment's name) it must hold under a preset.
        static let gestures: [(kind: String, script: String, scene: [String],
                               holds: @Sendable (ScrollPhysics) -> String)] = [
            // 300 pt up in 0.15 s: 2,000 pt/s toward the end, mid-list.
            ("fling", "0.3 drag 240,600 240,300 0.15\n", ["feed", "--snap", "off"], { _ in "fling" }),
            // 600 pt down the list without a fling (held 0.3 s, longer than any preset's rest cutoff), then 150 pt
            // back in 0.05 s: 3,000 pt/s toward the top from 450 pt, which every preset's fling carries past it
            // (a bounce, a stop at the edge, or Android's stretch); then a pull 150 pt past the top, released at rest.
            ("edge", "0.2 drag 240,700 240,100 0.3 hold 0.3\n1.0 drag 240,300 240,450 0.05\n"
                + "4 drag 240,300 240,450 0.2 hold 0.3\n", ["feed", "--snap", "off"],
             { $0.edge.bounce == nil ? "edge" : "bounce" }),
            // 1,500 pt/s in the snap scene, snapping once it rests.
            ("snap", "0.3 drag 240,600 240,450 0.1\n", ["snap", "--snap", "rest"], { _ in "snap" }),
            // Six notches in five steps 50 ms apart: each one during the last one's animation.
            ("wheel burst", "0.3 wheel 1\n0.35 wheel 1\n0.4 wheel 1\n0.45 wheel 1\n0.5 wheel 2\n",
             ["feed", "--snap", "off"], { _ in "wheel" }),
            // Two Page Downs 50 ms apart (moving the current row, which the list scrolls to), then End, measuring
            // the posts' heights on the way.
            ("key", "0.3 key PageDown\n0.35 key PageDown\n1.5 key End\n", ["feed", "--snap", "off"], { _ in "key" }),
            // To post 10, measuring on the way, and back to post 2, measured.
            ("scroll-to", "0.3 scroll-to 10 0 middle animated\n1.5 scroll-to 2 1 top animated\n",
             ["feed", "--snap", "off"], { _ in "scroll-to" }),
        ]

        /// Every gesture of every preset, recorded headless with no stall, rebuilt by the report from its records
        /// alone: at every frame the ideal curve is within 0.01 pt of the offset presented. Each kind is checked on at
        /// least 10 frames and holds its motion, so a run that recorded nothing, or something else, fails; and no
        /// motion record is left out, so a curve the report could not rebuild cannot pass by its absence. A notched
        /// wheel that moves the content at once (`DirectWheel`) starts no motion: there is nothing to rebuild.
        @Test(arguments: ScrollPhysics.presets.map(\.name))
        func everyGestureOfEveryPresetIsRebuiltWithin1HundredthOfAPoint(physics: String) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let preset = try #require(ScrollPhysics.named(physics))
            for run in Self.gestures {
                let path = try Self.trace(physics, run.script, in: folder, name: run.kind, scene: run.scene)
                let analysis = TraceAnalysis(try TraceFile.lines(path))
                let place = "\(physics) \(run.kind)"
                #expect(analysis.motionsLeftOut == 0, "\(place)")
                #expect(analysis.gestures.count == analysis.gestureCount, "\(place): every gesture kept")
                if run.kind == "wheel burst", !preset.wheel.animates {
                    #expect(analysis.gestureCount == 0, "\(place): a direct wheel starts no motion")
                    continue
                }
                var checked = 0
                for gesture in analysis.gestures {
                    for frame in gesture.frames {
                        let ideal = try #require(gesture.idealPosition(at: frame.presentTime))
                        #expect(abs(ideal - frame.offset) <= 0.01,
                                "\(place): at \(frame.presentTime) s the curve is at \(ideal), the frame at \(frame.offset)")
                        checked += 1
                    }
                }
                #expect(checked >= 10, "\(place): \(checked) frames checked")
                let names = analysis.gestures.flatMap(\.segments).map(\.name)
                #expect(names.contains(run.holds(preset)), "\(place): \(names)")
                if run.kind == "wheel burst" {
                    // Each notch's curve is the one the preset's wheel runs: Firefox's a new Gecko Bézier each time.
                    let curves = Set(analysis.gestures.flatMap(\.segments).map(\.motion.curveName))
                    if preset.wheel is GeckoWheel {
                        #expect(curves == [GeckoWheelAnimation.curveName], "\(place): \(curves)")
                    } else if let animated = preset.wheel as? AnimatedWheel {
                        #expect(curves == [animated.curve.name, RetargetedAnimation.curveName], "\(place): \(curves)")
                    }
                }
            }
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
