import Foundation
import Testing
@testable import ListDemoKit

/// An animated PNG as Pillow reads it (`Tests/Tools/apng-read.py`): a decoder that shares no code with the app.
struct APNGReading: Decodable {
    let format: String
    let width: Int
    let height: Int
    let mode: String
    let animated: Bool
    let frames: Int
    /// Each frame's delay in milliseconds, as Pillow reads fcTL's fraction.
    let durations: [Double]

    private static let python = "/usr/bin/python3"
    private static let tool = PlatformTests.EndToEndTests.packageRoot.appendingPathComponent("Tests/Tools/apng-read.py")

    /// Reads `path`; `extracting` maps frame numbers to the PNG files to write them to, as a viewer composes them.
    /// A machine without Pillow fails, saying how to get it: never a silent skip.
    init(path: String, extracting: [Int: String] = [:]) throws {
        try self.init(path: path, toolArguments: extracting.sorted { $0.key < $1.key }.flatMap { ["\($0.key)", $0.value] })
    }

    /// Reads `path` and writes every frame, as a viewer composes it, into `folder` as `N.png`.
    init(path: String, everyFrameInto folder: URL) throws {
        try self.init(path: path, toolArguments: ["--all", folder.path])
    }

    private init(path: String, toolArguments: [String]) throws {
        guard FileManager.default.fileExists(atPath: Self.python),
              (try? Self.run(["-c", "import PIL"]).status) == 0 else {
            throw PlatformError("Pillow is missing: run ./dev test, which installs python3-pil")
        }
        let (status, output, errors) = try Self.run([Self.tool.path, path] + toolArguments)
        guard status == 0 else { throw PlatformError("Pillow cannot read \(path): \(errors)") }
        self = try JSONDecoder().decode(APNGReading.self, from: output)
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: Data, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, data, text)
    }
}

/// A headless run of the real executable in a folder of its own, with the trace it wrote.
struct HeadlessRecordingRun {
    let folder: URL
    let run: ExecutableRun

    /// Runs `listdemo ARGUMENTS --headless` in `folder` (`script` written there as fling.txt and played; the form's
    /// file kept there too), with `environment` added to a clean one.
    init(_ arguments: [String], script: String? = nil, in folder: URL, environment: [String: String] = [:]) throws {
        self.folder = folder
        var arguments = arguments + ["--headless", "--save-to", folder.appendingPathComponent("c.json").path]
        if let script {
            try script.write(to: folder.appendingPathComponent("fling.txt"), atomically: true, encoding: .utf8)
            arguments += ["--script", "fling.txt"]
        }
        run = try ExecutableRun(arguments, environment: ExecutableRun.cleanEnvironment(["SDL_VIDEODRIVER": "dummy"]
                                                                                        .merging(environment) { $1 }),
                                in: folder, limit: .seconds(120))
    }

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The records of the trace `name` in the folder.
    func records(_ name: String) throws -> [[String: Any]] {
        try String(contentsOfFile: path(name), encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}
