import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `--scale 2` headless (issue 13, HiDPI): every scene and the overlay drawn at twice the
    /// pixels, compared with the references under `__Snapshots__/HiDPITests/` (record with
    /// `LISTDEMO_RECORD_SNAPSHOTS=1`); layout, hit testing and scrolling stay in points.
    @Suite struct HiDPITests {
        private static let timer = FrameTimer.fixed(work: 0.004, overlay: 0.0002)

        /// Runs `arguments` headless with `script` and returns the last frame.
        private func render(_ arguments: [String], script: String? = nil) throws -> RGBAImage {
            try PlatformTestSupport.renderHeadless(arguments, script: script, timer: Self.timer)
        }

        @Test(arguments: [
            ("menu", [], nil),
            ("options", ["options", "--value", "10"], nil),
            ("snap", ["snap"], nil),
            ("live", ["live"], "0.5 key Insert\n"),
            ("form", ["form"], "0.2 click 300,160\n0.3 type Ada\n"),
            ("feed", ["feed", "--snap", "off"], "0 scroll-to 3 0 top\n0.1 pan -20\n"),
            ("overlay", ["snap", "--overlay", "--snap", "off"], "0.2 drag 240,600 240,300 0.1\n0.9 quit\n"),
        ] as [(String, [String], String?)])
        func everySceneAtScaleTwo(name: String, arguments: [String], script: String?) throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let saveTo = ["--save-to", directory.appendingPathComponent("c.json").path]
            let image = try render(arguments + ["--scale", "2"] + (arguments.first == "form" ? saveTo : []), script: script)
            #expect((image.width, image.height) == (960, 1600), "480×800 points at 2 pixels each")
            assertImageSnapshot(of: image, named: name)
        }

        /// The menu's separators are hairlines: one device pixel at scale 2, not a point.
        @Test func separatorsAreOneDevicePixel() throws {
            let image = try render(["--scale", "2"])
            // Below the first menu row (44 pt bar + 64 pt row), at x = 200 pt, a column of pixels.
            let background = image[400, 2 * 100]
            let marked = (2 * 100 ..< 2 * 115).filter { image[400, $0] != background }
            #expect(marked.count == 1, "one pixel row of separator: \(marked)")
        }

        /// Text at scale 2 is rasterised at its pixel size: its glyph edges fall inside 2×2 blocks,
        /// which a scale-1 picture blown up 2× never does (every block one colour).
        @Test func textIsRasterisedAtThePixelSizeNotUpscaled() throws {
            let image = try render(["--scale", "2"])
            // The navigation bar's title, "listdemo", centred in the 44 pt bar.
            var inked = 0, split = 0
            for by in stride(from: 20, to: 68, by: 2) {
                for bx in stride(from: 360, to: 600, by: 2) {
                    let block = [image[bx, by], image[bx + 1, by], image[bx, by + 1], image[bx + 1, by + 1]]
                    guard block.contains(where: { $0 != image[10, 10] }) else { continue }
                    inked += 1
                    if Set(block.map { [$0.r, $0.g, $0.b] }).count > 1 { split += 1 }
                }
            }
            #expect(inked > 200, "the title is there: \(inked) inked blocks")
            #expect(Double(split) > 0.5 * Double(inked), "crisp, not upscaled: \(split) of \(inked) blocks mixed")
        }

        /// The same gestures in points give the same offsets at scale 1 and 2: a drag, a fling
        /// with its snap, a wheel, and a thumb drag on the scroll bar.
        @Test(arguments: [
            ["snap"],
            ["feed"],
            ["options", "--value", "0"],
        ])
        func gesturesInPointsScrollTheSameAtEveryScale(arguments: [String]) throws {
            let script = "0.2 drag 240,600 240,300 0.1\n1.5 wheel 3\n2.5 drag 474,60 474,400 0.4\n"
            func offsets(_ scale: String) throws -> [Double] {
                let driver = try HeadlessDriver(arguments + ["--scale", scale], script: script)
                try driver.run(until: 4)
                return driver.frames.map(\.offset)
            }
            let one = try offsets("1")
            #expect(Set(one).count > 20, "it scrolled")
            if arguments == ["feed"] {
                // The feed measures its wrapped posts with the canvas's fonts: at another pixel size a
                // line may wrap elsewhere, so only the gesture's shape compares.
                #expect(try offsets("2").last! > 1000)
            } else {
                #expect(try offsets("2") == one)
            }
        }

        /// A click in points opens the row under it at scale 2 as at scale 1.
        @Test func aClickInPointsOpensTheRowUnderIt() throws {
            let driver = try HeadlessDriver(["--scale", "2"], script: "0.2 click 240,140\n")
            try driver.run(until: 1)
            #expect(driver.app.windowTitle == "Snap — listdemo")
        }
    }
}
