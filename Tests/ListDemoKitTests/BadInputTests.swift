import Foundation
import Testing

/// Bad input from outside — arguments, scripts, paths, the environment — gets one clear line on
/// standard error and a non-zero exit from the real executable: never a trap or a stack trace.
struct BadInputTests {
    /// One bad invocation and a fragment its message must contain.
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var expected: String
        var script: [UInt8]? = nil
        var environment: [String: String] = [:]
        var testDescription: String { arguments.joined(separator: " ") + (script == nil ? "" : " (script)") }
    }

    static let randomBytes: [UInt8] = {
        var state: UInt64 = 0x5EED
        return (0..<512).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }()

    static let cases: [Case] = [
        Case(arguments: ["carousel"], expected: "unknown scene 'carousel'"),
        Case(arguments: ["--bogus"], expected: "unknown option '--bogus'"),
        Case(arguments: ["--size", "12"], expected: "--size must look like WxH"),
        Case(arguments: ["--size", "0x800"], expected: "--size"),
        Case(arguments: ["--size", "480x99999999"], expected: "--size"),
        Case(arguments: ["snap", "--rows", "-5"], expected: "--rows"),
        Case(arguments: ["snap", "--rows", "99999999999999999999"], expected: "--rows"),
        Case(arguments: ["feed", "--sections", "0"], expected: "--sections"),
        Case(arguments: ["--fps", "0"], expected: "--fps"),
        Case(arguments: ["--duration", "nan"], expected: "--duration"),
        Case(arguments: ["options", "--value", "20"], expected: "--value must be between 0 and 19"),
        Case(arguments: ["--snap", "sideways"], expected: "--snap"),
        Case(arguments: ["--headless", "--script", "/nonexistent/listdemo-script.txt"], expected: "cannot read"),
        Case(arguments: ["--headless"], expected: "script:2: unknown verb 'whee'",
             script: Array("0.5 wheel 1\n1.0 whee 3\n".utf8)),
        Case(arguments: ["--headless"], expected: "script:2: time 0.5 is earlier",
             script: Array("1.0 wheel 1\n0.5 wheel 1\n".utf8)),
        Case(arguments: ["--headless"], expected: "script:", script: randomBytes),
        Case(arguments: ["--headless", "--duration", "0.05", "--screenshot", "/nonexistent/dir/shot.png"],
             expected: "cannot write"),
        Case(arguments: ["--headless", "--trace", "/nonexistent/dir/trace.jsonl"], expected: "trace: cannot open"),
        Case(arguments: ["--duration", "0.05"], expected: "no display",
             environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "SDL_VIDEODRIVER": "x11"]),
        Case(arguments: ["--headless", "--duration", "0.05"], expected: "assets folder not found",
             environment: ["LISTDEMO_ASSETS": "/nonexistent/assets"]),
        // An assets folder without the fonts ("{dir}" is the test's own empty folder).
        Case(arguments: ["--headless", "--duration", "0.05"], expected: "font not found",
             environment: ["LISTDEMO_ASSETS": "{dir}"]),
    ]

    @Test(arguments: cases)
    func answersWithOneLineAndAFailingExit(_ bad: Case) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listdemo-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = bad.arguments
        if let script = bad.script {
            let path = directory.appendingPathComponent("script.txt")
            try Data(script).write(to: path)
            arguments += ["--script", path.path]
        }
        let process = Process()
        process.executableURL = PlatformTests.EndToEndTests.executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment
            .merging(bad.environment.mapValues { $0.replacingOccurrences(of: "{dir}", with: directory.path) }) { $1 }
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationReason == .exit, "no trap: \(stderr)")
        #expect(process.terminationStatus != 0)
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "one line, got: \(stderr)")
        #expect(stderr.contains(bad.expected), "\(stderr) names the problem (\(bad.expected))")
    }
}
