import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The frame-timing overlay drawn headless over a snap, a deceleration and a bounce, compared
    /// with the references under `__Snapshots__/OverlayScreenshotTests/`. Work and the overlay's
    /// cost are fixed (4 ms, 0.2 ms) so the images repeat; the virtual clock does the rest.
    @Suite struct OverlayScreenshotTests {
        private static let timer = FrameTimer.fixed(work: 0.004, overlay: 0.0002)

        /// Runs the snap scene headless at 480×800 with the overlay and `script`; the last frame.
        private func render(_ arguments: [String], script: String) throws -> RGBAImage {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            guard case .run(var options) = ListDemoOptions.interpret(["snap", "--overlay", "--headless"] + arguments)
            else {
                Issue.record("bad arguments \(arguments)")
                return RGBAImage(width: 1, height: 1)
            }
            options.headless = true
            return try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(),
                                      script: try Script.parse(script), timer: Self.timer).run().canvas.readPixels()
        }

        /// The slow drag of the snap screenshots, with the seeds' snap (`--snap rest`): mid-snap at
        /// 0.85 s, then at rest with the plot kept.
        @Test func duringAndAfterASnap() throws {
            let drag = "0.2 drag 240,600 240,420 0.3 hold 0.1\n"
            assertImageSnapshot(of: try render(["--snap", "rest"], script: drag + "0.85 quit\n"), named: "snap-mid")
            assertImageSnapshot(of: try render(["--snap", "rest"], script: drag), named: "snap-after")
        }

        /// A quick drag flings; 0.6 s after the release the list is still decelerating.
        @Test func duringADeceleration() throws {
            let script = "0.2 drag 240,600 240,300 0.1\n0.9 quit\n"
            assertImageSnapshot(of: try render(["--snap", "off"], script: script), named: "deceleration")
        }

        /// F1 twice from full: the compact panel (one line of figures and the plots) in the corner.
        @Test func compactDuringADeceleration() throws {
            let script = "0 key F1\n0 key F1\n0.2 drag 240,600 240,300 0.1\n0.9 quit\n"
            assertImageSnapshot(of: try render(["--snap", "off"], script: script), named: "compact")
        }

        /// The fling with a frame presented 8 ms late at the app's smallest window, 320×400, 0.9 s in: the compact panel
        /// (its two lines and the plot) and the narrow full one (shorter lines, a smaller frame graph, the phase, the
        /// plot), every line whole, over half of the list at most; in the dark, each with its grey edge.
        @Test(arguments: [OverlayMode.compact, .full], ["light", "dark"])
        func atTheSmallestWindow(mode: OverlayMode, appearance: String) throws {
            let compact = mode == .compact ? "0 key F1\n0 key F1\n" : ""
            let script = compact + "0.2 drag 160,350 160,150 0.2\n0.41 stall 0.008\n0.9 quit\n"
            assertImageSnapshot(of: try render(["--snap", "off", "--size", "320x400", "--appearance", appearance], script: script),
                                named: "narrow-\(mode)-\(appearance)")
        }

        /// The same fling paused at 0.9 s and stepped back to the late frame: its figures read out (target, presented,
        /// offset, ideal, deviation, velocity, input, "late 8.0 ms: presented late" in the fault's magenta) and its mark on
        /// the plot, while the list has decelerated on to 1.5 s behind the frozen panel; at 480×800 and at 320×400.
        @Test(arguments: ["480x800", "320x400"])
        func pausedOnALateFrame(size: String) throws {
            let script = "0.2 drag 160,350 160,150 0.2\n0.41 stall 0.008\n0.9 overlay-pause\n0.9 overlay-step -28\n1.5 quit\n"
            assertImageSnapshot(of: try render(["--snap", "off", "--size", size], script: script), named: "paused-\(size)")
        }

        /// Pulled 200 pt past the top and released: the spring brings it back.
        @Test func duringABounce() throws {
            let script = "0.2 drag 240,200 240,400 0.2\n0.55 quit\n"
            assertImageSnapshot(of: try render(["--snap", "off"], script: script), named: "bounce")
        }
    }
}
