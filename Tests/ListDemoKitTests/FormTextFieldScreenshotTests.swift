import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The form's text fields drawn headless: a selection, a selection across a field scrolled
    /// sideways, and the caret's blink and place, compared with the references under
    /// `__Snapshots__/FormTextFieldScreenshotTests/` (record with `LISTDEMO_RECORD_SNAPSHOTS=1`).
    @Suite struct FormTextFieldScreenshotTests {
        /// The form at 480×400 points, `scale` pixels per point, in `appearance`, after `script`: its last frame.
        private func render(_ script: String, scale: Int = 1, appearance: String = "light") throws -> RGBAImage {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let arguments = ["form", "--size", "480x400", "--save-to", directory.appendingPathComponent("c.json").path,
                             "--scale", "\(scale)", "--appearance", appearance, "--headless"]
            guard case .run(let options) = ListDemoOptions.interpret(arguments) else {
                Issue.record("bad arguments \(arguments)")
                return RGBAImage(width: 1, height: 1)
            }
            return try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(), script: try Script.parse(script))
                .run().canvas.readPixels()
        }

        /// Where the first field's text starts, and its caret band's vertical middle.
        private let textX = Int(FormScene.labelWidth) + 8
        private let fieldMidY = Int(Theme.navigationBarHeight + FormScene.rowHeight / 2)

        /// "Smith" selected with Ctrl+Shift+Left: tinted behind the word, no caret.
        @Test func aSelectedWord() throws {
            let image = try render("0.1 key Tab\n0.2 type Alice Smith\n0.3 key ctrl+shift+Left\n")
            assertImageSnapshot(of: image, named: "form-selection")
        }

        /// The same at scale 2: the highlight's edges and the text rasterised at 34 px, not upscaled.
        @Test func aSelectedWordAt2x() throws {
            let image = try render("0.1 key Tab\n0.2 type Alice Smith\n0.3 key ctrl+shift+Left\n", scale: 2)
            assertImageSnapshot(of: image, named: "form-selection@2x")
        }

        /// The context menu after a right-click in a field with "Lovelace" selected, Cut highlighted by
        /// two Downs: Paste greyed (nothing copied yet), lines between the groups, a soft shadow.
        private let contextMenuScript = "0.1 key Tab\n0.2 type Ada Lovelace\n0.3 key ctrl+shift+Left\n0.4 right-click 300,66\n"
            + "0.5 key Down\n0.6 key Down\n"

        @Test func theContextMenu() throws {
            assertImageSnapshot(of: try render(contextMenuScript), named: "form-context-menu")
        }

        /// The same at scale 2: the panel's corners, shadow and text rasterised at 2x.
        @Test func theContextMenuAt2x() throws {
            assertImageSnapshot(of: try render(contextMenuScript, scale: 2), named: "form-context-menu@2x")
        }

        /// The same in dark, at 1x and 2x: the panel in the dark bar colour, its text and separators light, the
        /// highlight in the tint.
        @Test(arguments: [1, 2])
        func theContextMenuInDark(scale: Int) throws {
            let image = try render(contextMenuScript, scale: scale, appearance: "dark")
            #expect(image[2, 2] == Theme.dark.barBackground)
            assertImageSnapshot(of: image, named: "form-context-menu-dark-\(scale)x")
        }

        /// A caret after "Ady" at scale 2, shown (0.7 s after the last edit).
        @Test func theCaretAt2x() throws {
            assertImageSnapshot(of: try render("0.1 key Tab\n0.2 type Ady\n0.9 quit\n", scale: 2), named: "form-caret@2x")
        }

        /// A long text, then Shift+Home: the field scrolls back to the start and the selection runs
        /// from there past the field's right edge, cut at its padding like the text.
        @Test func aSelectionAcrossTheSidewaysScroll() throws {
            let text = String(repeating: "wxyz ", count: 30)
            let image = try render("0.1 key Tab\n0.2 type \(text)\n0.3 key shift+Home\n")
            assertImageSnapshot(of: image, named: "form-long-selection")
            // Nothing of the selection or the text in the field's right padding or past the field.
            let fieldEnd = 480 - Int(Theme.rowPadding)
            for x in (fieldEnd - 6)..<(fieldEnd - 1) { #expect(image[x, fieldMidY] == Theme.light.systemGroupedBackground, "x \(x)") }
            for x in (fieldEnd + 1)..<470 { #expect(image[x, fieldMidY] == Theme.light.systemBackground, "x \(x)") }
        }

        /// The caret is shown for 0.8 s after the last edit, hidden for the next 0.4 s, and sits
        /// just after the last glyph's ink, never over it.
        @Test func theCaretBlinksAndFollowsTheLastGlyph() throws {
            let canvas = try PlatformTestSupport.canvas(width: 100, height: 100)
            for text in ["W", "Bf", "Ady"] {
                let caretX = textX + Int((try canvas.measure(text: text, style: Theme.body).width).rounded())
                let shown = try render("0.1 key Tab\n0.2 type \(text)\n0.9 quit\n")
                let hidden = try render("0.1 key Tab\n0.2 type \(text)\n1.1 quit\n")
                #expect(shown[caretX, fieldMidY] == Theme.light.tint, "\(text)")
                #expect(hidden[caretX, fieldMidY] != Theme.light.tint, "\(text)")
                // The glyphs' ink (dark pixels) ends left of the caret.
                let band = (fieldMidY - 10)..<(fieldMidY + 10)
                let inked = (textX..<(caretX + 4)).filter { x in band.contains { y in hidden[x, y].r < 128 } }
                #expect(inked.max().map { $0 < caretX } == true, "\(text): ink at \(inked.suffix(3)), caret at \(caretX)")
            }
        }
    }
}
