import Testing
@testable import ListDemoKit

/// The overlay panel: F1 cycles it, it sits in a corner and leaves the pointer's
/// place alone, and a scene change forgets the last scene's gesture.
@Suite struct OverlayPanelTests {
    @Test func f1CyclesOffCompactFull() {
        #expect(OverlayMode.off.next == .compact)
        #expect(OverlayMode.compact.next == .full)
        #expect(OverlayMode.full.next == .off)
    }

    private let window = Size(width: 480, height: 800)

    @Test func thePanelSitsInTheBottomRightCornerAndOffIsNothing() throws {
        #expect(OverlayRenderer.panelRect(.off, in: window) == nil)
        let compact = try #require(OverlayRenderer.panelRect(.compact, in: window))
        let full = try #require(OverlayRenderer.panelRect(.full, in: window))
        for panel in [compact, full] {
            #expect(panel.maxX == window.width - OverlayRenderer.margin)
            #expect(panel.maxY == window.height - OverlayRenderer.margin)
        }
        #expect(compact.width < full.width && compact.height < full.height, "compact hides less")
        #expect(compact.width == OverlayRenderer.compactWidth)
    }

    /// The pointer over the bottom place moves the panel to the top one (below the bar); a pointer
    /// anywhere else leaves it at the bottom. Either way the panel is never under the pointer.
    @Test(arguments: [OverlayMode.compact, .full])
    func thePanelNeverCoversThePointer(mode: OverlayMode) throws {
        let bottom = try #require(OverlayRenderer.panelRect(mode, in: window))
        let pointers = [Point(x: bottom.midX, y: bottom.midY), Point(x: bottom.maxX - 1, y: bottom.maxY - 1),
                        Point(x: bottom.minX, y: bottom.minY), Point(x: 10, y: 300), Point(x: 240, y: 100)]
        for pointer in pointers {
            let panel = try #require(OverlayRenderer.panelRect(mode, in: window, top: 44, pointer: pointer))
            #expect(!panel.contains(pointer), "\(mode) at \(pointer)")
            if bottom.contains(pointer) {
                #expect(panel.minY == 44 + OverlayRenderer.margin)
            } else {
                #expect(panel == bottom)
            }
        }
    }

    /// F1 through the app cycles the mode; `--overlay` starts in full.
    @Test func theAppCyclesWithF1() throws {
        let driver = try HeadlessDriver(["snap"])
        #expect(driver.app.overlayMode == .off)
        let modes = (0..<3).map { _ -> OverlayMode in
            driver.app.handle(.key(name: "F1", modifiers: []), at: 0)
            return driver.app.overlayMode
        }
        #expect(modes == [.compact, .full, .off])
        #expect(try HeadlessDriver(["snap", "--overlay"]).app.overlayMode == .full)
    }

    /// A fling in the snap scene, then Back to the menu: the plot starts empty there.
    @Test func switchingScenesClearsThePlot() throws {
        let driver = try HeadlessDriver(["snap", "--snap", "off"], script: "0.1 drag 240,600 240,300 0.1\n")
        try driver.run(until: 0.5)
        #expect(driver.app.overlay.gesture.recording.segments.map(\.name) == ["fling"])
        #expect(driver.app.overlay.gesture.recording.frames.count > 10)
        driver.app.handle(.key(name: "Escape", modifiers: []), at: driver.time)
        #expect(driver.app.overlay.gesture.recording.isEmpty)
        #expect(driver.app.overlay.gesture.recording.frames.isEmpty)
        try driver.run(until: 0.7)
        #expect(driver.app.overlay.gesture.recording.isEmpty)
    }
}
