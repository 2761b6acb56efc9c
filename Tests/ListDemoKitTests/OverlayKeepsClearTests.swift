import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The overlay's panel moves away from what the user works with, as it moves away from the pointer: the row with
    /// the focus ring after Page Down, the caret of the field being typed in, a banner. Run headless at 320×400, where
    /// the panel's usual place at the bottom (and, for the banner, its top place) would cover each of them; where it
    /// was drawn (`DrawnWindow.overlay`) is checked against where the frame drew them.
    @Suite struct OverlayKeepsClearTests {
        private static let size = Size(width: 320, height: 400)

        /// Where the panel would go with nothing to keep clear.
        private static func usualPlace(_ mode: OverlayMode) throws -> Rect {
            try #require(OverlayRenderer.panelRect(mode, in: size, top: Theme.navigationBarHeight))
        }

        /// Page Down puts the ring on the last row shown whole, under the panel's usual place; pressed again it pages
        /// on and the ring stays at the bottom; Page Up brings it to the top; Down moves it a row.
        @Test(arguments: [OverlayMode.compact, .full])
        func pageDownNeverPutsTheFocusRingUnderThePanel(mode: OverlayMode) throws {
            let compact = mode == .compact ? "0 key F1\n0 key F1\n" : ""
            let driver = try HeadlessDriver(["snap", "--overlay", "--size", "320x400"],
                                            script: compact + "0.5 key PageDown\n1.5 key PageDown\n2.5 key PageUp\n3.5 key Down\n")
            let usual = try Self.usualPlace(mode)
            var ringFrames = 0, wouldHaveCovered = 0
            while driver.time <= 4.5 {
                try driver.step()
                let shown = try #require(driver.app.shown)
                let list = shown.top.list
                guard list.showsFocusRing, let current = driver.app.scene.list.currentRow,
                      let row = list.rowRect(of: current)?.intersection(driver.app.listArea), row.height > 0 else { continue }
                let panel = try #require(driver.overlayPanels.last ?? nil, "the panel is drawn at \(driver.time)")
                #expect(!panel.intersects(row), "at \(shown.time): the panel \(panel) over the ring's row \(row)")
                ringFrames += 1
                if usual.intersects(row) { wouldHaveCovered += 1 }
            }
            // 4 s of frames with the ring shown, most of them with the ring where the panel usually is.
            #expect(ringFrames > 200 && wouldHaveCovered > 100, "\(ringFrames) frames with the ring, \(wouldHaveCovered) under the usual place")
        }

        /// A click in a field near the bottom, the pointer moved aside (past the panel's right edge), then typing: the
        /// caret never goes under the panel.
        @Test(arguments: [OverlayMode.compact, .full])
        func theCaretStaysClearWhileTyping(mode: OverlayMode) throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let compact = mode == .compact ? "0 key F1\n0 key F1\n" : ""
            let driver = try HeadlessDriver(["form", "--overlay", "--size", "320x400",
                                             "--save-to", directory.appendingPathComponent("c.json").path],
                                            script: compact + "0.5 click 250,370\n0.55 move 316,60\n0.7 type Ada Lovelace\n1.2 key Home\n")
            let usual = try Self.usualPlace(mode)
            var caretFrames = 0, wouldHaveCovered = 0
            while driver.time <= 1.5 {
                try driver.step()
                let shown = try #require(driver.app.shown)
                guard let field = shown.top.list.textField, let row = shown.top.list.rowRect(of: field.indexPath),
                      let caret = driver.app.scene.textEditing?.caretRect(field: field, inRowAt: row) else { continue }
                let panel = try #require(driver.overlayPanels.last ?? nil)
                #expect(!panel.intersects(caret), "at \(shown.time): the panel \(panel) over the caret \(caret)")
                caretFrames += 1
                if usual.intersects(caret) { wouldHaveCovered += 1 }
            }
            #expect(caretFrames > 50 && wouldHaveCovered == caretFrames, "\(caretFrames) frames with the caret, \(wouldHaveCovered) under the usual place")
        }

        /// A restored draft shows its banner under the bar; the pointer rests over the panel's bottom place, so the
        /// panel goes up, and its top place would cover the banner: it goes just below it.
        @Test(arguments: [OverlayMode.compact, .full])
        func theBannerStaysClearWhenThePanelGoesUp(mode: OverlayMode) throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let saveTo = directory.appendingPathComponent("c.json").path
            try Data(("[\"Ada\"" + String(repeating: ",null", count: 19) + "]").utf8).write(to: URL(fileURLWithPath: saveTo + ".draft"))
            let compact = mode == .compact ? "0 key F1\n0 key F1\n" : ""
            let pointer = Point(x: 200, y: 380)
            let driver = try HeadlessDriver(["form", "--overlay", "--size", "320x400", "--save-to", saveTo],
                                            script: compact + "0.2 move 200,380\n")
            try driver.run(until: 0.5)
            let shown = try #require(driver.app.shown)
            let banner = try #require(shown.top.banner, "the restored draft's banner").card
            let panel = try #require(driver.overlayPanels.last ?? nil)
            #expect(!panel.intersects(banner), "the panel \(panel) over the banner \(banner)")
            #expect(!panel.contains(pointer))
            // Where it would have gone keeping clear of the pointer alone: the top place, over the banner.
            let upper = try #require(OverlayRenderer.panelRect(mode, in: Self.size, top: Theme.navigationBarHeight, pointer: pointer))
            #expect(upper.intersects(banner))
            // Just below the banner, as tall as usual.
            #expect(panel.minY == banner.maxY && panel.height == upper.height, "\(panel)")
        }
    }
}
