import Foundation
import Testing
@testable import ListDemoKit

/// The root of every suite in this target. SDL's video subsystem, SDL_ttf/FreeType and the
/// process environment (DISPLAY, SDL_VIDEODRIVER) are process-wide, so these suites run one
/// test at a time; `.serialized` applies to every suite nested in this one.
@Suite(.serialized)
struct PlatformTests {}

/// Shared set-up for the suites.
enum PlatformTestSupport {
    /// The package's own assets (the fonts), found the way the app finds them.
    static func assets() throws -> Assets {
        try Assets.locate()
    }

    /// Runs the snap scene headless (no snapping) at 60 fps with `script`, its trace written to
    /// `trace`, and returns the trace's frame records.
    static func snapTraceFrames(script: String, trace: String) throws -> [[String: Any]] {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        guard case .run(var options) = ListDemoOptions.interpret(["snap", "--headless", "--snap", "off",
                                                                    "--trace", trace])
        else { throw CocoaError(.featureUnsupported) }
        options.headless = true
        try HeadlessRunner(options: options, assets: assets(), script: try Script.parse(script),
                           timer: .fixed(work: 0.004, overlay: 0.0002)).run()
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        return try text.split(separator: "\n").compactMap {
            let object = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            return object?["frame"] == nil ? nil : object
        }
    }

    /// A headless canvas; `SDL_VIDEODRIVER` is set explicitly even though a software-rendered
    /// surface never opens the video subsystem, so nothing here can reach for a display.
    static func canvas(width: Double, height: Double, scale: Double = 1) throws -> Canvas {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        return try Canvas(size: Size(width: width, height: height), scale: scale, assets: assets())
    }

    /// Runs the app headless with `arguments` (as on the command line) and `script`, and returns
    /// its last frame: what the screenshot tests compare. `timer` fixes the work the overlay
    /// prints, so a panel in the picture is the same every run.
    static func renderHeadless(_ arguments: [String], script: String? = nil,
                               timer: FrameTimer = .measured) throws -> RGBAImage {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        guard case .run(var options) = ListDemoOptions.interpret(arguments + ["--headless"]) else {
            Issue.record("bad arguments \(arguments)")
            return RGBAImage(width: 1, height: 1)
        }
        options.headless = true
        return try HeadlessRunner(options: options, assets: assets(), script: try script.map { try Script.parse($0) },
                                  timer: timer).run().canvas.readPixels()
    }

    /// A new empty folder under the system's temporary folder, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("listdemo-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
