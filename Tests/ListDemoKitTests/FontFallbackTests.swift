import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Text the bundled DejaVu face cannot draw (CJK) drawn by an installed font through fontconfig,
    /// measured exactly as drawn.
    @Suite struct FontFallbackTests {
        private let body = TextStyle(size: 17)

        /// The screenshot below expects WenQuanYi Micro Hei (Debian's fonts-wqy-microhei, in `./dev`'s
        /// test packages) to draw CJK; with another font installed ahead of it the pixels differ for a
        /// reason that is not a bug, so that case fails here first, naming the font and the package.
        @Test func theCJKFallbackIsWenQuanYiMicroHei() throws {
            for character in ["中", "日", "한"] {
                let scalar = character.unicodeScalars.first!
                let chosen = FontFallback(family: "DejaVu Sans", bold: false).face(for: scalar)?.family
                let fcMatch = try Self.fcMatchFamily(charset: scalar)
                #expect(chosen == "WenQuanYi Micro Hei" && fcMatch == "WenQuanYi Micro Hei",
                        """
                        \(character) falls back to \(chosen ?? "no font") (fc-match says \(fcMatch)); the CJK \
                        screenshots were recorded with WenQuanYi Micro Hei: install fonts-wqy-microhei (./dev test \
                        does), or remove the font fontconfig prefers
                        """)
            }
        }

        /// A caret placed by measuring the text before it sits where the drawn glyphs end: the line
        /// measures as the sum of its runs (each run one font), and draws at the measured size.
        @Test func mixedTextMeasuresAsTheSumOfItsRuns() throws {
            let canvas = try PlatformTestSupport.canvas(width: 400, height: 60)
            let runs = ["Hi ", "中文", " and ", "日本語", ", ", "한국어", "!"]
            let whole = try canvas.measure(text: runs.joined(), style: body)
            let sum = try runs.map { try canvas.measure(text: $0, style: body).width }.reduce(0, +)
            #expect(whole.width == sum)
            // Every prefix at a run boundary is exactly where the next run starts.
            var x = 0.0
            for (index, run) in runs.enumerated() {
                #expect(try canvas.measure(text: runs[..<index].joined(), style: body).width == x)
                x += try canvas.measure(text: run, style: body).width
            }
            // The fallback line keeps the bundled face's height, so rows do not grow as CJK is typed.
            #expect(whole.height >= (try canvas.measure(text: "Hi", style: body)).height)
            try canvas.clear(.white)
            #expect(try canvas.draw(text: runs.joined(), style: body, color: .black, at: .zero) == whole)
        }

        /// CJK is drawn by the fallback, not as the bundled face's box: each ideograph is about
        /// one em wide (the box is narrower) and inks many more pixels than a box's outline.
        @Test func cjkIsDrawnAsGlyphsNotBoxes() throws {
            let canvas = try PlatformTestSupport.canvas(width: 100, height: 40)
            let box = try canvas.measure(text: "\u{F0000}", style: body).width
            for character in ["中", "語", "한"] {
                let width = try canvas.measure(text: character, style: body).width
                #expect(width >= 16 && width <= 18 && width != box, "\(character): \(width) pt, box \(box) pt")
            }
            func ink(_ text: String) throws -> Int {
                try canvas.clear(.white)
                try canvas.draw(text: text, style: body, color: .black, at: Point(x: 4, y: 4))
                let image = try canvas.readPixels()
                return (0..<image.height).reduce(0) { sum, y in
                    sum + (0..<image.width).filter { image[$0, y].r < 128 }.count
                }
            }
            #expect(try ink("語") > 2 * ink("\u{F0000}"))
        }

        /// A character no installed font has is the bundled face's box: every such character the
        /// same width, never zero, never silently dropped.
        @Test func aCharacterNoFontHasIsTheBundledFacesBox() throws {
            let canvas = try PlatformTestSupport.canvas(width: 100, height: 40)
            #expect(FontFallback(family: "DejaVu Sans", bold: false).face(for: "\u{F0000}") == nil)
            let one = try canvas.measure(text: "\u{F0000}", style: body).width
            #expect(one > 0)
            #expect(try canvas.measure(text: "\u{10FFFD}", style: body).width == one)
            #expect(try canvas.measure(text: "a\u{F0000}中", style: body).width
                == (try canvas.measure(text: "a", style: body).width) + one + (try canvas.measure(text: "中", style: body).width))
        }

        /// Ten thousand distinct ideographs (a hostile paste) are one run in the one fallback font,
        /// opened once: not a run, a font or a fontconfig query per character.
        @Test func tenThousandDistinctIdeographsAreOneRun() throws {
            let text = String(String.UnicodeScalarView((0x4E00..<0x4E00 + 10_000).compactMap(Unicode.Scalar.init)))
            let fonts = try FontLibrary(assets: PlatformTestSupport.assets())
            let line = try TextLine(text, style: body, scale: 1, fonts: fonts)
            #expect(line.runs.count == 1)
            #expect(line.runs.first?.font != (try fonts.font(for: body, scale: 1)))
            #expect(line.width > 10_000 * 15)
        }

        /// The CJK the issue typed into the form: three fields, each with its own script.
        @Test func formWithCJKText() throws {
            try #require(try Self.fcMatchFamily(charset: "中") == "WenQuanYi Micro Hei",
                         "see theCJKFallbackIsWenQuanYiMicroHei: install fonts-wqy-microhei")
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let script = "0.1 key Tab\n0.2 type 中文 Li\n0.3 key Tab\n0.4 type 日本語\n0.5 key Tab\n0.6 type 한국어 Kim\n"
            let driver = try HeadlessDriver(["form", "--save-to", directory.appendingPathComponent("c.json").path],
                                            script: script)
            try driver.run(until: 1)
            assertImageSnapshot(of: try driver.canvas.readPixels(), named: "form-cjk")
        }

        /// fontconfig's own answer for "DejaVu Sans" holding `charset`, as `fc-match` prints it.
        private static func fcMatchFamily(charset scalar: Unicode.Scalar) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["fc-match", "-f", "%{family[0]}", "DejaVu Sans:charset=\(String(scalar.value, radix: 16))"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
    }
}
