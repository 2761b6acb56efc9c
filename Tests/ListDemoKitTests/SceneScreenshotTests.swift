import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Every scene drawn headless at the moments that matter, compared pixel for pixel with the
    /// reference images under `__Snapshots__/SceneScreenshotTests/` (record with
    /// `LISTDEMO_RECORD_SNAPSHOTS=1`; CI never records).
    @Suite struct SceneScreenshotTests {
        /// Runs `scene` headless at 480×800 with `script` and returns the last frame.
        private func render(_ arguments: [String], script: String? = nil) throws -> RGBAImage {
            try PlatformTestSupport.renderHeadless(arguments, script: script)
        }

        @Test func menuAtRest() throws {
            assertImageSnapshot(of: try render([]), named: "menu")
        }

        /// Seed 000: the checked row is scrolled to the middle before layout, clamped at the ends.
        @Test(arguments: [0, 10, 19])
        func optionsShowTheCheckedRow(value: Int) throws {
            assertImageSnapshot(of: try render(["options", "--value", "\(value)"]), named: "options-\(value)")
        }

        @Test func snapAtRest() throws {
            assertImageSnapshot(of: try render(["snap"]), named: "snap-rest")
        }

        /// The seeds' recipe (`--snap rest`): a slow drag of 180 pt leaves row 2 cut 56 pt deep (more
        /// than half): the snap to 186 runs 0.5 s from the release at 0.6 s; at 0.85 s it is halfway in time.
        @Test func snapMidAnimationAndAfter() throws {
            let drag = "0.2 drag 240,600 240,420 0.3 hold 0.1\n"
            assertImageSnapshot(of: try render(["snap", "--snap", "rest"], script: drag + "0.85 quit\n"), named: "snap-mid")
            assertImageSnapshot(of: try render(["snap", "--snap", "rest"], script: drag), named: "snap-after")
        }

        @Test func feedAtRest() throws {
            assertImageSnapshot(of: try render(["feed"]), named: "feed-rest")
        }

        /// A narrower window re-wraps the posts on screen and gives them their new heights.
        @Test func feedRewrapsAfterAResize() throws {
            assertImageSnapshot(of: try render(["feed"], script: "0.2 resize 400x500\n"), named: "feed-resized")
        }

        /// Section 3's header arrives 20 pt below the top and pushes section 2's pinned header up by 16.
        @Test func feedHeaderBeingPushed() throws {
            let script = "0 scroll-to 3 0 top\n0.1 pan -20\n"
            assertImageSnapshot(of: try render(["feed", "--snap", "off"], script: script), named: "feed-pushed")
        }

        @Test func liveAtRest() throws {
            assertImageSnapshot(of: try render(["live"]), named: "live-rest")
        }

        /// Insert at 0.5 s with the list at its top: 0.15 s into the 0.3 s update animation the new
        /// row has grown and faded in part way, and the rows below have slid part way down.
        @Test func liveInsertMidAnimation() throws {
            assertImageSnapshot(of: try render(["live"], script: "0.5 key Insert\n0.65 quit\n"), named: "live-insert-mid")
        }

        @Test func formAtRest() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let saveTo = directory.appendingPathComponent("c.json").path
            assertImageSnapshot(of: try render(["form", "--save-to", saveTo]), named: "form-rest")
        }

        /// Classmate 2 focused (tinted border) with text and the caret one character from the end.
        @Test func formFieldBeingEdited() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let saveTo = directory.appendingPathComponent("c.json").path
            let script = "0.2 click 300,110\n0.3 type Alice Smith\n0.4 key Left\n"
            assertImageSnapshot(of: try render(["form", "--save-to", saveTo], script: script), named: "form-editing")
        }

        /// A save into a folder that does not exist: the error in a banner under the bar, the list
        /// moved below it, the typed text still in its field.
        @Test func formSaveFailed() throws {
            let script = "0.1 key Tab\n0.2 type Bob\n0.3 key ctrl+S\n"
            assertImageSnapshot(of: try render(["form", "--save-to", "/nonexistent/c.json"], script: script),
                                named: "form-save-failed")
        }

        /// A message longer than the banner's strip (a failed draft in a deep folder, at 320 pt):
        /// its start is shown, ending in an ellipsis inside the padding.
        @Test func formLongBannerEndsInAnEllipsis() throws {
            assertImageSnapshot(of: try longBanner(scale: 1), named: "form-long-banner")
        }

        /// The banner is a rounded card inset from the window's sides; at 2x its corners stay round.
        @Test func formLongBannerAt2x() throws {
            assertImageSnapshot(of: try longBanner(scale: 2), named: "form-long-banner-2x")
        }

        private func longBanner(scale: Int) throws -> RGBAImage {
            let script = "0.1 key Tab\n0.2 type Bob\n"
            let saveTo = "/nonexistent/a/rather/long/folder/name/classmates.json"
            return try render(["form", "--size", "320x300", "--scale", "\(scale)", "--save-to", saveTo], script: script)
        }

        /// Typing past the field's width and past its 1,000-character limit: the text scrolls
        /// sideways inside the field (never over the row's edge), the caret stays in view at the
        /// end, and the banner says why typing stopped.
        @Test func formLongFieldScrollsAndStopsAtItsLimit() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let script = "0.1 key Tab\n0.2 type " + String(repeating: "wxyz ", count: 201) + "\n"
            let saveTo = directory.appendingPathComponent("c.json").path
            assertImageSnapshot(of: try render(["form", "--save-to", saveTo], script: script), named: "form-long-field")
        }
    }
}
