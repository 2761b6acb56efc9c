import ScrollCore
import Testing
@testable import ListDemoKit

/// A switch's knob slides to its new side over 0.25 s along UIKit's ease-in-out, on the app's clock.
@Suite struct SwitchSlideTests {
    private func scene() -> SnapScene { SnapScene(rows: 10, variable: false, seed: 0, timing: nil) }

    @Test func theKnobSlidesAQuarterSecondAlongEaseInOut() {
        let scene = scene()
        _ = scene.activateRow(ListIndexPath(row: 2, section: 0), at: 1)
        scene.tick(at: 1, motionReduced: false)
        #expect(scene.knobProgress(row: 2, at: 1) == 0, "it starts where it was")
        // ease-in-out starts slowly: a fifth of the time covers less than a fifth of the way.
        let early = scene.knobProgress(row: 2, at: 1.05)
        #expect(abs(early - TimingCurve.easeInOut.progress(at: 0.2)) < 1e-12 && early < 0.2)
        #expect(abs(scene.knobProgress(row: 2, at: 1.125) - 0.5) < 1e-9, "the curve is symmetric: halfway at half time")
        #expect(scene.knobProgress(row: 2, at: 1.25) == 1)
        #expect(scene.knobProgress(row: 3, at: 1.125) == 0, "other switches stay put")
        #expect(scene.isAnimating(at: 1.2))
        // The frame at the end draws the knob on its side and ends the animation.
        scene.tick(at: 1.25, motionReduced: false)
        #expect(!scene.isAnimating(at: 1.25))
        #expect(scene.knobProgress(row: 2, at: 1.25) == 1)
    }

    @Test func aToggleMidSlideTurnsBackFromWhereTheKnobIs() {
        let scene = scene()
        _ = scene.activateRow(ListIndexPath(row: 0, section: 0), at: 0)
        let there = scene.knobProgress(row: 0, at: 0.1)
        _ = scene.activateRow(ListIndexPath(row: 0, section: 0), at: 0.1)
        #expect(scene.knobProgress(row: 0, at: 0.1) == there, "no jump")
        #expect(scene.knobProgress(row: 0, at: 0.2) < there, "heading back")
        #expect(scene.knobProgress(row: 0, at: 0.35) == 0)
    }
}

extension PlatformTests {
    @Suite struct SwitchSlideScreenshotTests {
        /// Row 0's switch clicked at 0.375 s, drawn 0.125 s later by the frame at 0.5 s: the knob
        /// halfway, the track halfway to green; two headless runs draw the same pixels.
        @Test func aSwitchHalfwayThroughItsSlide() throws {
            let script = "0.375 click 438,75\n0.5 quit\n"
            let image = try PlatformTestSupport.renderHeadless(["snap"], script: script)
            #expect(try image == PlatformTestSupport.renderHeadless(["snap"], script: script))
            // The track spans x 413 ..< 464 at y 59.5 ..< 90.5; inside it only the knob is white.
            let white = (413..<464).filter { image[$0, 75] == .white }
            #expect((white.min()! + white.max()!) / 2 == 413 + 2 + 10 + 13, "knob \(white)")
            assertImageSnapshot(of: image, named: "switch-mid")
        }
    }
}
