import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The keyboard's focus rings and the banners' colours, drawn headless and compared pixel for
    /// pixel with the references under `__Snapshots__/KeyboardScreenshotTests/` (record with
    /// `LISTDEMO_RECORD_SNAPSHOTS=1`; CI never records).
    @Suite struct KeyboardScreenshotTests {
        private func render(_ arguments: [String], script: String) throws -> RGBAImage {
            try PlatformTestSupport.renderHeadless(arguments, script: script)
        }

        /// The menu after Down, Down: the ring on "Snap", nothing scrolled.
        @Test func menuFocusRing() throws {
            assertImageSnapshot(of: try render([], script: "0.1 key Down\n0.2 key Down\n"), named: "menu-ring")
        }

        /// The live scene after Tab, Tab: the ring on the bar's + button, none on the rows.
        @Test func barButtonFocusRing() throws {
            assertImageSnapshot(of: try render(["live"], script: "0.1 key Down\n0.2 key Tab\n0.3 key Tab\n"), named: "live-plus-ring")
        }

        /// A failed save: the banner is red (the picture is SceneScreenshotTests' `form-save-failed`).
        @Test func errorBannerIsRed() throws {
            let image = try render(["form", "--save-to", "/nonexistent/c.json"], script: "0.1 key Tab\n0.2 type Bob\n0.3 key ctrl+S\n")
            #expect(image[Int(Banner.inset.dx + Banner.cornerRadius), Int(Theme.navigationBarHeight + Banner.height / 2)]
                    == Theme.light.systemRed)
        }
    }
}
