import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Seed 003's display events from the very first frame: the rows on screen when a scene
    /// appears are reported as willDisplay at that time, before any scrolling, and a scene that
    /// is not on screen (the menu under a scene launched directly) reports nothing.
    @Suite struct FirstFrameDisplayTests {
        @Test(arguments: [["live"], ["feed"], ["snap"], ["form"], []])
        func everyRowOnScreenAtTheFirstFrameIsReportedAtTimeZero(arguments: [String]) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let driver = try HeadlessDriver(arguments + ["--save-to", folder.appendingPathComponent("c.json").path])
            try driver.step()
            let onScreen = driver.app.scene.list.visibleRows
            #expect(!onScreen.isEmpty)
            #expect(driver.displayed(at: 0) == onScreen, "willDisplay at 0 s names exactly the rows drawn")
            let left = driver.events.contains { if case .didEndDisplaying = $0 { true } else { false } }
            #expect(!left, "no row came and went before the first frame")
        }

        /// Live has eight 60 pt rows in a 756 pt list: all of them are on screen at launch.
        @Test func liveReportsItsEightRowsAtLaunch() throws {
            let driver = try HeadlessDriver(["live"])
            try driver.step()
            #expect(driver.displayed(at: 0) == (0..<LiveScene.initialCount).map { ListIndexPath(row: $0, section: 0) })
        }
    }
}
