import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Pausing the overlay (F3, script `overlay-pause`) freezes its view while the app runs on; Left and Right
    /// (script `overlay-step`) read out the frames of the gesture it shows, each with its own figures.
    @Suite struct OverlayPauseTests {
        /// A fling released at 0.4 s (frame 24) whose next frame, computed for 25/60 s, is presented 8 ms late; paused
        /// at 0.9 s on the gesture's last frame and stepped 28 frames back to that late one. Every figure the panel
        /// reads out for it, worked out by hand from the fling the engine reported (`ScrollEvent.motion`: its start
        /// t0, from x0 at v0) and UIKit's deceleration (0.998 a millisecond): x(t) = x0 + v0 (e^(k(t−t0)) − 1) / k,
        /// v(t) = v0 e^(k(t−t0)), k = 1000 ln 0.998.
        @Test func steppingToTheLateFrameReadsOutItsFigures() throws {
            let driver = try OverlayNarrowLayoutTests.fling(.full, paused: true, size: "480x800")
            let fling = try #require(driver.events.lazy.compactMap { event -> (t0: Double, x0: Double, v0: Double)? in
                if case .motion(let time, _, _, _, let from, let velocity, _, _) = event { (time, from, velocity) } else { nil }
            }.first)
            #expect(fling.t0 == 0.4 && fling.v0 > 500, "released at frame 24 into a fling: \(fling)")
            let k = 1000 * log(0.998)
            func x(_ t: Double) -> Double { fling.x0 + fling.v0 * (exp(k * (t - fling.t0)) - 1) / k }
            let target = 25.0 / 60, present = target + 0.008
            let paused = try #require(driver.app.overlay.paused)
            let stepped = try #require(paused.steppedFrame)
            #expect(stepped.number == 2 && stepped.of == 30, "frames 24/60 s to 53/60 s were shown when it paused at 0.9 s")
            let frame = stepped.frame
            #expect(frame.time == target && abs(frame.presentTime - present) < 1e-12)
            #expect(abs(frame.offset - x(target)) < 1e-6, "drawn where the fling was at its target: \(frame.offset)")
            #expect(abs(frame.offset - driver.frames[25].offset) < 1e-9, "the offset the list drew at frame 25")
            #expect(abs(frame.ideal - x(present)) < 1e-6, "the fling 8 ms later: \(frame.ideal)")
            #expect(abs(frame.deviation - (x(target) - x(present))) < 1e-6, "presented − ideal: behind the fling")
            #expect(abs(frame.velocity - fling.v0 * exp(k * (target - fling.t0))) < 1e-6)
            #expect(frame.inputLatency == nil, "no input since the release, which frame 24 showed")
            // Expected at the refresh after the last present (24/60 + 1/60 = its target): 8 ms late, presented late
            // (its 1 ms of work fits the budget), 24.7 ms after the frame before: 1.48 refreshes, none missed.
            let verdict = try #require(frame.verdict)
            #expect(abs(verdict.hitch - 0.008) < 1e-12 && verdict.reason == .presentedLate && verdict.missedRefreshes == 0)

            // The panel prints them so, each figure whole.
            let (layout, _) = try OverlayNarrowLayoutTests.layout(driver, .full, scale: 1)
            let printed = layout.texts.map(\.text).joined(separator: " | ")
            for phrase in ["paused at frame 2 of 30   no input", "target 0.417 s   presented 0.425 s   +8.0 ms",
                           String(cFormat: "offset %.1f pt   ideal %.1f pt", x(target), x(present)),
                           String(cFormat: "deviation %+.1f pt   velocity %.1f pt/s", x(target) - x(present),
                                  fling.v0 * exp(k * (target - fling.t0))),
                           "late 8.0 ms: presented late"] {
                #expect(printed.contains(phrase), "prints \"\(phrase)\": \(printed)")
            }
            #expect(layout.texts.first { $0.text.hasPrefix("late ") }?.ink == .fault)

            // The app ran on while paused: the list kept decelerating and the overlay kept recording.
            let offsets = driver.frames[54...60].map(\.offset)
            #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "\(offsets)")
            #expect(driver.app.overlay.gesture.recording.frames.count == 37, "frames 24/60 s to 60/60 s")
            #expect(paused.gestures.first?.recording.frames.count == 30, "the paused view stays as it was")
        }

        /// The frame read out is marked by a line of the marker's colour (white, which nothing else in the plot is
        /// drawn in) across the offset, deviation and velocity plots, at its present and at its target. Drawn on a
        /// canvas of its own: the paused full panel at 480×800 (its plot tall enough for the velocities), and, to
        /// show the check can fail, the same plot without the mark.
        @Test func theMarkerCrossesEveryPlotAtTheFrameReadOut() throws {
            let driver = try OverlayNarrowLayoutTests.fling(.full, paused: true, size: "480x800")
            let paused = try #require(driver.app.overlay.paused)
            let frame = try #require(paused.steppedFrame).frame
            let canvas = try PlatformTestSupport.canvas(width: 480, height: 800)
            let panel = Rect(x: 8, y: 400, width: 464, height: 392)
            let palette = Theme.light.overlay
            let area = try #require(try PanelLayout(.full, paused, in: panel, metrics: canvas).plot)
            let plot = GesturePlot(palette: palette)
            let series = paused.gestures.map { plot.series($0.recording) }
            let layout = try plot.layout(series, in: area, metrics: canvas)
            let velocities = try #require(layout.velocityArea, "the paused full plot keeps its velocities")
            let crossings = [(layout.offsetArea, frame.presentTime), (layout.deviationArea, frame.presentTime),
                             (velocities, frame.time)]
            // The whole pixel rows of `rect`, and those with a marker pixel within a pixel of `t`'s x.
            func rows(_ rect: Rect) -> Range<Int> { Int(rect.minY.rounded(.up))..<Int(rect.maxY.rounded(.down)) }
            func markedRows(_ image: RGBAImage, _ rect: Rect, _ t: Double) -> Int {
                let x = layout.x(t)
                return rows(rect).filter { y in
                    (Int((x - 1).rounded(.down))...Int((x + 1).rounded(.up))).contains { image[$0, y] == palette.marker }
                }.count
            }
            try OverlayRenderer(palette: palette).draw(.full, paused, in: panel, on: canvas)
            let marked = try canvas.readPixels()
            for (rect, t) in crossings {
                #expect(markedRows(marked, rect, t) == rows(rect).count, "a line across \(rect) at \(t)")
            }
            try plot.draw(series, in: area, on: canvas)
            let unmarked = try canvas.readPixels()
            for (rect, t) in crossings { #expect(markedRows(unmarked, rect, t) == 0, "no line across \(rect) unmarked") }
        }

        /// The read-out stops at the gesture's ends; F3 pauses and lets go; F1 hiding the panel lets go too.
        @Test func theKeysPauseStepAndLetGo() throws {
            let driver = try HeadlessDriver(["snap", "--snap", "off", "--overlay"], script: "0.2 drag 240,600 240,300 0.1\n")
            try driver.run(until: 0.6, presenting: true)
            let app = driver.app
            func key(_ name: String) { app.handle(.key(name: name, modifiers: []), at: driver.time) }
            func index() -> Int? { if case .paused(frame: let index) = app.overlay.paused?.view { index } else { nil } }
            key("F3")
            let frames = try #require(app.overlay.paused?.gestures.first?.recording.frames.count)
            #expect(frames > 10 && index() == frames - 1, "paused on the gesture's last frame")
            key("Right")
            #expect(index() == frames - 1, "no frame after the last")
            key("Left"); key("Left")
            #expect(index() == frames - 3)
            #expect(app.stepOverlay(by: -1000) && index() == 0, "no frame before the first")
            key("F3")
            #expect(app.overlay.paused == nil && !app.stepOverlay(by: 1))
            key("F3")
            #expect(app.overlay.isPaused)
            key("F1")
            #expect(app.overlayMode == .off && !app.overlay.isPaused, "hidden, it lets go")
            key("F3")
            #expect(!app.overlay.isPaused, "nothing to pause while hidden")
        }

        /// While paused, Left and Right are the overlay's: a field being edited keeps its caret; let go, they edit again.
        @Test func whilePausedTheArrowsAreTheOverlays() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let driver = try HeadlessDriver(["form", "--overlay", "--save-to", directory.appendingPathComponent("c.json").path],
                                            script: "0.2 click 300,120\n0.3 type Ada\n0.5 key F3\n0.6 key Left\n0.7 key Left\n"
                                                + "0.8 key F3\n0.9 key Left\n")
            func caret() -> Int? { (driver.app.scene as? FormScene)?.focus?.caret }
            try driver.run(until: 0.55)
            #expect(caret() == 3 && driver.app.overlay.isPaused)
            try driver.run(until: 0.75)
            #expect(caret() == 3, "the arrows stepped the overlay")
            try driver.run(until: 0.95)
            #expect(caret() == 2, "let go, Left moves the caret again")
        }

        /// The script verbs say when they cannot act: an error event in the trace, and the run goes on.
        @Test func theVerbsSayWhenTheyCannotAct() throws {
            let driver = try HeadlessDriver(["snap"], script: "0.1 overlay-step 1\n0.2 overlay-pause\n0.3 overlay on\n0.4 overlay-pause\n")
            try driver.run(until: 0.5)
            let errors = driver.events.compactMap { if case .error(let time, let message) = $0 { "\(time) \(message)" } else { nil } }
            #expect(errors == ["0.1 overlay-step: the overlay is not paused (overlay-pause or F3 pauses it)",
                               "0.2 overlay-pause: the overlay is hidden (overlay on or F1 shows it)"])
            #expect(driver.app.overlay.isPaused)
        }
    }
}
