import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The report of a fling and an End key in one gesture (the key scroll runs at about 270,000 pt/s): each kind's
    /// largest deviation named in the headline, each motion on its own scale, and the picture of it all.
    @Suite struct ReportDeviationTests {
        /// The feed scene headless (work fixed at 4 ms): a fling whose frame at 25/60 s is presented 8 ms late, then
        /// End at 0.9 s while it still moves, whose frame at 1.0 s is presented 5 ms late. Its trace's analysis.
        static func flingAndEndKey() throws -> TraceAnalysis {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("trace.jsonl").path
            guard case .run(var options) = ListDemoOptions.interpret(["feed", "--headless", "--snap", "off", "--trace", path])
            else { throw CocoaError(.featureUnsupported) }
            options.headless = true
            let script = "0.2 drag 240,600 240,200 0.2\n0.41 stall 0.008\n0.9 key End\n1.0 stall 0.005\n2 quit\n"
            try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(), script: try Script.parse(script),
                               timer: .fixed(work: 0.004, overlay: 0.0002)).run()
            return TraceAnalysis(try TraceFile.lines(path))
        }

        /// The key scroll's 1,000-odd points do not hide the fling's 15: each kind has its line, naming the motion
        /// and the frame, and each frame is the stalled one of its motion.
        @Test func theHeadlineNamesTheLargestDeviationOfEachKind() throws {
            let analysis = try Self.flingAndEndKey()
            #expect(analysis.gestures.count == 1)
            let kinds = analysis.deviations.byKind
            #expect(kinds.map(\.kind) == ["key", "fling"])
            let (key, fling) = (kinds[0], kinds[1])
            #expect(key.gesture == 1 && fling.gesture == 1)
            // The fling's frame at 25/60 s, shown 8 ms late: as far off as its curve moved in those 8 ms (the app's
            // measure, against the report's rebuilt curve: within 0.01 pt), behind it.
            #expect(abs(fling.frame.time - 25.0 / 60) < 1e-9 && abs(fling.frame.presentTime - fling.frame.time - 0.008) < 1e-9)
            let moved = fling.motion.position(at: fling.frame.presentTime) - fling.motion.position(at: fling.frame.time)
            #expect(abs(fling.frame.distance - moved) < 0.01 && fling.frame.deviation < 0)
            #expect(fling.frame.verdict?.reason == .presentedLate && fling.motion.name == "fling")
            // The key scroll's frame at 1.0 s, shown 5 ms late at well over 100,000 pt/s: over 500 pt off.
            #expect(abs(key.frame.time - 1.0) < 1e-9 && abs(key.frame.presentTime - key.frame.time - 0.005) < 1e-9)
            #expect(key.frame.distance > 500 && key.frame.verdict?.reason == .presentedLate)
            #expect(key.motion.startTime >= 0.9 && key.motion.startTime <= 1.0)
            // The headline: the run's hitch ratio and delayed frames, then each kind's line, the largest first.
            let lines = ReportRenderer.headline(analysis).map(\.text)
            let hitch = try #require(lines.firstIndex { $0.hasPrefix(analysis.figures.hitchText) })
            let keyLine = try #require(lines.firstIndex { $0.hasPrefix("largest key deviation") })
            let flingLine = try #require(lines.firstIndex { $0.hasPrefix("largest fling deviation") })
            #expect(keyLine == hitch + 1 && flingLine == keyLine + 1)
            #expect(lines[hitch].contains(analysis.figures.delayedText))
            #expect(lines[flingLine] == ReportRenderer.deviationText(fling))
            #expect(lines[flingLine].contains("frame at t 0.417 s presented 8.0 ms after its target (presented late)"))
            // The largest of all is the key's.
            #expect(analysis.largestDeviation?.frame.time == key.frame.time)
        }

        /// The fling's panel spans the fling (400 pt to where it was when End was pressed), the key's panel the key
        /// scroll from there: on one scale the fling would be a flat line under 46,000 pt.
        @Test func eachMotionHasItsOwnScale() throws {
            let analysis = try Self.flingAndEndKey()
            let gesture = try #require(analysis.gestures.first)
            let canvas = try Canvas(size: Size(width: 600, height: 300), scale: 1, assets: PlatformTestSupport.assets())
            let plot = GesturePlot(palette: Theme.light.overlay)
            let layout = try plot.layout([plot.series(gesture)], in: Rect(x: 0, y: 0, width: 526, height: 250), metrics: canvas)
            #expect(layout.panels.count == 2)
            let (flingPanel, keyPanel) = (layout.panels[0], layout.panels[1])
            let fling = gesture.segments[0]
            let keyStart = try #require(gesture.segments.first { $0.name == "key" }).startTime
            #expect(flingPanel.time == fling.startTime...keyStart)
            // The fling rises from 400 pt (where the drag let go) to where it was at the key's start.
            #expect(abs(flingPanel.offsetRange.lowerBound - 400) < 1e-6)
            #expect(abs(flingPanel.offsetRange.upperBound - fling.position(at: keyStart)) < 1e-6)
            #expect(flingPanel.offsetRange.upperBound < 1100)
            // The key scroll starts where the fling was and ends past 40,000 pt.
            #expect(abs(keyPanel.offsetRange.lowerBound - flingPanel.offsetRange.upperBound) < 1e-6)
            #expect(keyPanel.offsetRange.upperBound > 40_000)
            // Its velocities too: the fling's under 2,100 pt/s, the key's past 100,000.
            #expect(flingPanel.velocityRange.upperBound < 2100 && keyPanel.velocityRange.upperBound > 100_000)
            // Every frame's offset lies within its panel's scale.
            for frame in gesture.frames {
                let panel = try #require(layout.panel(at: frame.presentTime))
                #expect(panel.offsetRange.contains(frame.offset), "\(frame.presentTime)")
            }
            // The panels are side by side, each at least a third of the width (one more than two panels).
            #expect(flingPanel.xs.upperBound == keyPanel.xs.lowerBound)
            #expect(layout.panels.allSatisfy { $0.xs.upperBound - $0.xs.lowerBound >= layout.offsetArea.width / 3 - 1e-9 })
        }

        /// The report of the session, looked at before recording: the headline with the key's and the fling's
        /// lines and the legend; the fling's panel (400–1032 pt) rising beside the key's S-curve (1032–46,000 pt),
        /// the green ideal over the yellow dots, thinned; the deviation plot with its ±1 pt band, the two late
        /// frames' purple dots below the 0 line (behind the curve) and their marks; the velocities; a time axis
        /// under them; the frame timeline: input ticks at the drag and the key, 4 ms work bars, the presents on the
        /// refresh grid, the two late ones purple.
        @Test func theReportOfAFlingAndAnEndKey() throws {
            let analysis = try Self.flingAndEndKey()
            let assets = try PlatformTestSupport.assets()
            let size = try ReportRenderer.layout(analysis, metrics: Canvas(size: Size(width: 1, height: 1), scale: 1,
                                                                          assets: assets)).size
            let canvas = try Canvas(size: size, scale: 1, assets: assets)
            try ReportRenderer(palette: Theme.OverlayPalette.standard).draw(analysis, traceName: "fling-and-end.jsonl",
                                                                            on: canvas)
            assertImageSnapshot(of: try canvas.readPixels(), named: "fling-and-end-key")
        }

        /// The overlay keeps what the report reads from a trace: the stalled frame's verdict, work and signed
        /// deviation, and the timeline's ring.
        @Test func theOverlaysFramesCarryTheirVerdicts() throws {
            let driver = try HeadlessDriver(["snap", "--snap", "off", "--overlay"],
                                            script: "0.2 drag 240,600 240,200 0.2\n0.41 stall 0.008\n")
            // Each frame presented as the headless runner presents it (the stall late), its work 1 ms (`FrameTimer.fixed`).
            try driver.run(until: 1, presenting: true)
            let frames = driver.app.overlay.gesture.recording.frames
            let late = frames.filter { $0.verdict?.reason != nil }
            #expect(late.count == 1)
            let frame = try #require(late.first)
            #expect(abs(frame.time - 25.0 / 60) < 1e-9 && frame.verdict?.reason == .presentedLate)
            #expect(abs(try #require(frame.verdict).hitch - 0.008) < 1e-9)
            #expect(frame.deviation < -10 && frame.work == 0.001)
            let ring = driver.app.overlay.statistics.presentedFrames
            #expect(ring.filter { $0.verdict?.reason == .presentedLate }.count == 1)
        }
    }
}
