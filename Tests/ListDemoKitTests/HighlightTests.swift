import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// A tapped row's highlight fades (UIKit's deselect animation) unless the scene keeps a
    /// selection; a tap on a control in a row does not highlight it; banners say what they report
    /// by colour. Read from the pixels the app draws, headless.
    @Suite struct HighlightTests {
        /// The colour of a blank spot of the row at window y `y` (left of any text).
        private func background(_ driver: HeadlessDriver, y: Int, x: Int = 8) throws -> Color {
            try driver.canvas.readPixels()[x, y]
        }

        private func isBetween(_ color: Color, _ a: Color, _ b: Color) -> Bool {
            color != a && color != b && (min(a.r, b.r)...max(a.r, b.r)).contains(color.r)
                && (min(a.b, b.b)...max(a.b, b.b)).contains(color.b)
        }

        /// Options: the clicked row shows the highlight, half faded 0.15 s later, gone after 0.3 s;
        /// the checkmark stays.
        @Test func aTappedOptionFadesOut() throws {
            // Option 9 is at window y 281 ..< 325 (the list at its end, offset 194).
            let driver = try HeadlessDriver(["options"], script: "0.5 click 240,300\n")
            try driver.run(until: 0.5)
            #expect(try background(driver, y: 290, x: 24) == Theme.light.selection, "just tapped: highlighted")
            let scene = try #require(driver.app.scene as? OptionsScene)
            #expect(scene.value == 9)
            #expect(scene.list.selection == nil, "the list lets go of the selection at once")
            try driver.run(until: 0.65)
            let middle = try background(driver, y: 290, x: 24)
            #expect(isBetween(middle, Theme.light.selection, Theme.light.systemBackground), "half way: \(middle)")
            try driver.run(until: 0.85)
            #expect(try background(driver, y: 290, x: 24) == Theme.light.systemBackground, "faded out")
            #expect(driver.app.isAnimating(at: 0.7) && !driver.app.isAnimating(at: 2), "frames are asked for only during the fade")
        }

        /// Live keeps its selection (Delete removes the row): the highlight stays.
        @Test func liveKeepsItsSelection() throws {
            let driver = try HeadlessDriver(["live"], script: "0.2 click 240,100\n")
            try driver.run(until: 1.5)
            #expect(driver.app.scene.list.selection == ListIndexPath(row: 0, section: 0))
            #expect(try background(driver, y: 60) == Theme.light.selection)
        }

        /// Snap: a tap on a row's switch flips it without highlighting the row; a tap elsewhere on
        /// the row highlights it, and that fades.
        @Test func aTapOnASwitchDoesNotHighlightTheRow() throws {
            // Row 1 is at window y 106 ..< 168; its switch at x 413 ..< 464.
            let driver = try HeadlessDriver(["snap"], script: "0.2 click 440,137\n0.6 click 100,137\n")
            try driver.run(until: 0.2)
            let scene = try #require(driver.app.scene as? SnapScene)
            #expect(scene.isOn(row: 1))
            #expect(try background(driver, y: 110) == Theme.light.systemBackground, "no highlight under the switch's tap")
            #expect(scene.list.selection == nil)
            try driver.run(until: 0.6)
            #expect(try background(driver, y: 110) == Theme.light.selection, "a tap beside the switch highlights")
            #expect(scene.isOn(row: 1), "and leaves the switch alone")
            try driver.run(until: 1)
            #expect(try background(driver, y: 110) == Theme.light.systemBackground)
        }

        /// Menu: the row that opened a scene fades when Back returns to the menu.
        /// It fades while Back's slide brings the menu in (UIKit deselects alongside the pop): 0.1 s
        /// into the pop (Escape after the push's 0.35 s slide) the menu shows on the left, dimmed,
        /// Snap's row (y 108 ..< 172) still darker than Options' (y 44 ..< 108); gone once the menu is back.
        @Test func theMenuRowFadesOnReturn() throws {
            let driver = try HeadlessDriver([], script: "0.2 click 240,140\n0.6 key Escape\n")
            try driver.run(until: 0.4)
            #expect(driver.app.scene is SnapScene)
            try driver.run(until: 0.7)
            #expect(driver.app.scene is MenuScene)
            let snapRow = try background(driver, y: 112, x: 20), optionsRow = try background(driver, y: 48, x: 20)
            #expect(snapRow.r < optionsRow.r, "back in the menu, Snap's row is still highlighted: \(snapRow) against \(optionsRow)")
            try driver.run(until: 1)
            #expect(try background(driver, y: 112) == Theme.light.systemBackground, "and has faded")
        }

        /// A save's banner is pale green with black text, a failure's red with white text.
        @Test func bannersSayWhatTheyReportByColour() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let good = try HeadlessDriver(["form", "--save-to", directory.appendingPathComponent("c.json").path],
                                          script: "0.1 key ctrl+S\n")
            try good.run(until: 0.2)
            let form = try #require(good.app.scene as? FormScene)
            #expect(form.bannerKind == .success)
            // Inside the banner's card, past its rounded corner and above its 13 pt line of text: the
            // failure's message names a temporary folder, so how far its truncated, centred line
            // reaches toward the card's edge changes run to run (at mid-height a glyph's edge was read).
            let card = (x: Int(Banner.inset.dx + Banner.cornerRadius), y: Int(Theme.navigationBarHeight + Banner.inset.dy) + 2)
            #expect(try background(good, y: card.y, x: card.x) == Theme.light.successBackground)

            let bad = try HeadlessDriver(["form", "--save-to", directory.appendingPathComponent("missing/c.json").path],
                                         script: "0.1 key ctrl+S\n")
            try bad.run(until: 0.2)
            #expect(try background(bad, y: card.y, x: card.x) == Theme.light.systemRed)
            let strip = try bad.canvas.readPixels()
            let banner = Int(Theme.navigationBarHeight)..<Int(Theme.navigationBarHeight + Banner.height)
            #expect(banner.contains { y in (0..<strip.width).contains { strip[$0, y] == Theme.light.systemBackground } },
                    "the error's text is white")
        }
    }
}
