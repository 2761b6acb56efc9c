import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The question quitting with unwritten edits asks in a window (`QuitDialog`), drawn by the app over the dimmed
    /// form, in light and dark at 1x and 2x, compared with the references under `__Snapshots__/QuitDialogScreenshotTests/`
    /// (record with `LISTDEMO_RECORD_SNAPSHOTS=1`).
    @Suite struct QuitDialogScreenshotTests {
        /// Why the edits are unwritten, as the dialog says it: fixed, where a real failure would name a test's own
        /// temporary folder.
        static let reason = "cannot write 'classmates.json.draft': No space left on device"

        @Test(arguments: ["light", "dark"], [1, 2])
        func theQuitDialog(appearance: String, scale: Int) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let driver = try HeadlessDriver(["form", "--size", "480x800", "--save-to", folder.appendingPathComponent("c.json").path,
                                             "--appearance", appearance, "--scale", "\(scale)"],
                                            script: "0.1 key Tab\n0.2 type Ada Lovelace\n", asksBeforeQuitting: true)
            try driver.run(until: 0.3)
            // Ctrl+Q as the window sends it, with the edits on no disk: the shell asks, Save focused.
            #expect(driver.app.shell.handle(.key(name: "Q", modifiers: .ctrl), unwrittenEdits: Self.reason,
                                            size: driver.app.windowSize) == .confirmation(nil))
            try driver.run(until: 0.4)
            let image = try driver.canvas.readPixels()
            let theme = appearance == "dark" ? Theme.dark : Theme.light
            let panel = QuitDialog(reason: Self.reason, focused: .save, size: driver.app.windowSize).panel
            #expect(image[Int(panel.midX) * scale, (Int(panel.minY) + 4) * scale] == theme.barBackground, "the panel")
            #expect(image[2 * scale, 2 * scale] != theme.barBackground, "the window around it is dimmed, its bar too")
            assertImageSnapshot(of: image, named: "quit-dialog-\(appearance)-\(scale)x")
        }
    }
}
