import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

/// Drawing reads the frame and nothing live: a frame drawn again after the app moved on (the scene's clock ticked,
/// the quit dialog opened, the overlay was turned on, the pointer moved) gives the same pixels, and the next frame
/// shows the change.
@Suite struct FrameDrawingTests {
    /// A switch mid-slide is drawn where it is at the frame's time, not at the scene's latest tick.
    @Test func aSwitchIsDrawnAtTheFramesTime() throws {
        let driver = try HeadlessDriver(["snap", "--size", "400x600"])
        try driver.run(until: 0.1)
        driver.app.activateRow(ListIndexPath(row: 1, section: 0), at: driver.time)
        // Switch.slideDuration is 0.25 s: one frame in, the knob is on its way.
        try driver.step()
        let frameTime = try #require(driver.app.shown?.time)
        let drawn = try driver.canvas.readPixels()
        driver.app.scene.tick(at: frameTime + 0.1, motionReduced: false)
        _ = try driver.app.draw(on: driver.canvas)
        #expect(try driver.canvas.readPixels() == drawn, "the same frame, the same knob")
        try driver.step()
        #expect(try driver.canvas.readPixels() != drawn, "the next frame moves it on")
    }

    /// The quit dialog, the overlay and the pointer the panel keeps clear of are the frame's: a dialog opened after the
    /// frame was built shows from the next frame on.
    @Test func theDialogAndTheOverlayShowFromTheNextFrame() throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try HeadlessDriver(["form", "--size", "480x800", "--save-to", folder.appendingPathComponent("c.json").path],
                                        script: "0.1 key Tab\n0.2 type Ada\n", asksBeforeQuitting: true)
        try driver.run(until: 0.3)
        let drawn = try driver.canvas.readPixels()
        #expect(driver.app.shell.handle(.key(name: "Q", modifiers: .ctrl), unwrittenEdits: "no space",
                                        size: driver.app.windowSize) == .confirmation(nil))
        driver.app.shell.setOverlay(true)
        driver.app.pointer.hover(at: Point(x: 10, y: 700))
        _ = try driver.app.draw(on: driver.canvas)
        #expect(try driver.canvas.readPixels() == drawn, "drawn as the frame was built: no dialog, no panel")
        try driver.step()
        #expect(driver.app.shown?.dialog != nil && driver.app.shown?.overlayMode == .full)
        #expect(try driver.canvas.readPixels() != drawn)
    }
}
