import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Which font text is drawn in: the desktop's through fontconfig, the bundled DejaVu that tests
    /// pin, or a family named on the command line.
    @Suite struct FontChoiceTests {
        /// `--font` reads the two words and any family name; nothing else gets into a fontconfig pattern.
        @Test func theFontOptionReadsDesktopBundledOrAFamily() throws {
            func font(_ arguments: [String]) -> FontChoice?? {
                guard case .run(let options) = ListDemoOptions.interpret(arguments) else { return nil }
                return .some(options.font)
            }
            #expect(font([]) == .some(nil))
            #expect(font(["--font", "desktop"]) == .some(.desktop))
            #expect(font(["--font", "bundled"]) == .some(.bundled))
            #expect(font(["--font", "Noto Sans"]) == .some(.family("Noto Sans")))
            for bad in ["", "Noto\u{1B}[31m", String(repeating: "x", count: 201)] {
                guard case .failure(let message) = ListDemoOptions.interpret(["--font", bad]) else {
                    Issue.record("--font \(bad.debugDescription) was accepted")
                    continue
                }
                #expect(message.hasPrefix("listdemo: --font must be desktop, bundled or a font family"), "\(message)")
                #expect(!message.contains("\u{1B}"))
            }
        }

        /// `LISTDEMO_FONT` chooses when `--font` does not; unset or empty, it says nothing.
        @Test func theEnvironmentVariableChoosesWhenTheOptionDoesNot() throws {
            #expect(try CommandLineValue.font(environment: [:]) == nil)
            #expect(try CommandLineValue.font(environment: ["LISTDEMO_FONT": ""]) == nil)
            #expect(try CommandLineValue.font(environment: ["LISTDEMO_FONT": "bundled"]) == .bundled)
            #expect(throws: CommandLineError.self) { try CommandLineValue.font(environment: ["LISTDEMO_FONT": "\u{7}"]) }
        }

        /// A bad `LISTDEMO_FONT` is one line and the usage status, before any window opens.
        @Test func aBadEnvironmentFontIsAUsageError() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let run = try ExecutableRun(["--headless", "--duration", "0.1"],
                                        environment: ExecutableRun.cleanEnvironment(["LISTDEMO_FONT": "\u{1}x"]),
                                        in: directory, limit: .seconds(60))
            #expect(run.status == 2)
            #expect(run.errors == "listdemo: LISTDEMO_FONT must be desktop, bundled or a font family such as 'Noto Sans' "
                    + "(fc-list : family lists them; at most 200 bytes; got '\\u{1}x')\n", "\(run.errors)")
        }

        /// A family is bounded in bytes, not characters: one character of 60,000 combining marks (120 KB) is refused,
        /// as is 201 bytes of ASCII, while 200 bytes of ASCII and 66 three-byte characters are read.
        @Test func aFamilyIsBoundedInBytes() throws {
            let cluster = "a" + String(repeating: "\u{301}", count: 60_000)
            #expect(cluster.count == 1)
            for (text, accepted) in [(cluster, false), (String(repeating: "x", count: 201), false),
                                     (String(repeating: "x", count: 200), true), (String(repeating: "字", count: 66), true)] {
                let choice = try? CommandLineValue.font(text, source: "--font")
                #expect((choice == .family(text)) == accepted, "\(text.utf8.count) bytes")
            }
        }

        /// GNOME's `font-name` is a Pango description: the family is what is left without the size
        /// and the style words.
        @Test(arguments: [("Cantarell 11", "Cantarell"), ("Noto Sans Bold Italic 10", "Noto Sans"),
                          ("Ubuntu, Sans 11", "Ubuntu"), ("DejaVu Sans Mono 10", "DejaVu Sans Mono"),
                          ("Inter Semi-Bold 12px", "Inter"), ("Source Sans 3", "Source Sans"), ("11", nil), ("", nil)])
        func theDesktopFamilyIsReadFromAPangoDescription(description: String, family: String?) {
            #expect(FontChoice.family(ofPangoDescription: description) == family)
        }

        /// The bundled choice is the assets' DejaVu files, whatever is installed.
        @Test func bundledIsTheAssetsDejaVu() throws {
            let assets = try PlatformTestSupport.assets()
            let faces = try FontFaces(.bundled, assets: assets)
            #expect(faces.regular.path == (try assets.fontPath(for: .regular)))
            #expect(faces.bold.path == (try assets.fontPath(for: .bold)))
            #expect(faces.regular.family == "DejaVu Sans")
        }

        /// The desktop's font without a desktop setting is fontconfig's match for sans-serif, as
        /// `fc-match` prints it, regular and bold.
        @Test func theDesktopFontIsFontconfigsSansSerif() throws {
            let faces = try FontFaces(.desktop, assets: try PlatformTestSupport.assets(), environment: [:])
            #expect(faces.regular.path == (try Self.fcMatch("sans-serif")))
            #expect(faces.bold.path == (try Self.fcMatch("sans-serif:weight=bold")))
            // GNOME's setting, when given, is matched by its family.
            let named = try FontFaces(.desktop, assets: try PlatformTestSupport.assets(), desktopFontName: "DejaVu Serif 11",
                                      environment: [:])
            #expect(named.regular.path == (try Self.fcMatch("DejaVu Serif")))
        }

        /// The font chosen is the font drawn: the same word in DejaVu Serif and in the bundled DejaVu
        /// Sans (whose advances it shares at this size) inks different pixels.
        @Test func aChosenFamilyDrawsInThatFamily() throws {
            let assets = try PlatformTestSupport.assets()
            let serif = try FontFaces(.family("DejaVu Serif"), assets: assets, environment: [:])
            try #require(serif.regular.family == "DejaVu Serif", "fontconfig matched \(serif.regular.family)")
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            func picture(_ canvas: Canvas) throws -> RGBAImage {
                try canvas.clear(.white)
                try canvas.draw(text: "Classmates", style: TextStyle(size: 17), color: .black, at: Point(x: 2, y: 2))
                return try canvas.readPixels()
            }
            let bundled = try picture(Canvas(size: Size(width: 120, height: 30), assets: assets))
            let chosen = try picture(Canvas(size: Size(width: 120, height: 30), faces: serif))
            #expect(bundled != chosen)
        }

        /// fontconfig's answer for `pattern`: the file `fc-match` names.
        static func fcMatch(_ pattern: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["fc-match", "-f", "%{file}", pattern + ":scalable=true"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
    }
}
