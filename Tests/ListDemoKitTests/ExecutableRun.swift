import Foundation
import Testing
import ListDemoKit

/// One run of the real `listdemo` executable under a time limit: a hang ends as a failed run (killed), never as a
/// stalled test suite.
struct ExecutableRun {
    /// The exit status, or the signal that ended the run.
    let status: Int32
    /// Whether it exited (rather than dying by a signal, as a trap or the time limit's kill does).
    let exited: Bool
    /// Whether it was still running at the time limit and was killed.
    let timedOut: Bool
    /// Everything it wrote to standard error.
    let errors: String
    /// Everything it wrote to standard output (`report --json`).
    let output: String
    /// Wall-clock time from launch to exit.
    let elapsed: Duration

    /// Standard error's lines, empty ones left out.
    var errorLines: [Substring] { errors.split(separator: "\n", omittingEmptySubsequences: true) }

    /// Runs `arguments` in `directory` with `environment` (the whole environment: nothing is inherited), killing the
    /// process if it is still running after `limit`; with `memory`, under `ulimit -v` of that many bytes (address
    /// space), so a run that would take more fails to allocate instead of growing.
    init(_ arguments: [String], environment: [String: String], in directory: URL, limit: Duration,
         memory: Int? = nil) throws {
        let process = Process()
        if let memory {
            // The shell sets the limit and becomes listdemo ($0), which inherits it.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(memory / 1024) && exec \"$0\" \"$@\"",
                                 PlatformTests.EndToEndTests.executable.path] + arguments
        } else {
            process.executableURL = PlatformTests.EndToEndTests.executable
            process.arguments = arguments
        }
        process.environment = environment
        process.currentDirectoryURL = directory
        // A file, not a pipe: a process that fills a pipe nobody reads would hang for the wrong reason.
        let errorsFile = directory.appendingPathComponent("stderr-\(UUID().uuidString).txt")
        guard FileManager.default.createFile(atPath: errorsFile.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: errorsFile.path])
        }
        let errorsHandle = try FileHandle(forWritingTo: errorsFile)
        defer { try? errorsHandle.close() }
        process.standardError = errorsHandle
        let outputFile = directory.appendingPathComponent("stdout-\(UUID().uuidString).txt")
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: outputFile.path])
        }
        let outputHandle = try FileHandle(forWritingTo: outputFile)
        defer { try? outputHandle.close() }
        process.standardOutput = outputHandle
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        let start = ContinuousClock.now
        try process.run()
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) * 1e-18
        timedOut = ended.wait(timeout: .now() + seconds) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        elapsed = ContinuousClock.now - start
        process.waitUntilExit()
        exited = process.terminationReason == .exit
        status = process.terminationStatus
        errors = String(decoding: try Data(contentsOf: errorsFile), as: UTF8.self)
        output = String(decoding: try Data(contentsOf: outputFile), as: UTF8.self)
    }

    /// The environment of a fresh login with no display: only PATH and HOME (and the bundled face,
    /// so no picture depends on the machine's fonts, and the tests' own cache and data folders), then `extra`.
    static func cleanEnvironment(_ extra: [String: String] = [:]) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        return ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? "/",
                FontChoice.environmentVariable: "bundled", "XDG_CACHE_HOME": testCache, "XDG_DATA_HOME": testData]
            .merging(extra) { $1 }
    }

    /// This process's environment with the bundled face, the tests' own cache and data folders and `changes` applied.
    static func inheritedEnvironment(_ changes: [String: String] = [:]) -> [String: String] {
        ProcessInfo.processInfo.environment.merging([FontChoice.environmentVariable: "bundled",
                                                     "XDG_CACHE_HOME": testCache, "XDG_DATA_HOME": testData]) { $1 }
            .merging(changes) { $1 }
    }

    /// Where the runs keep what the app caches (`FontMatchCache`'s font match), instead of the user's cache.
    static let testCache = FileManager.default.temporaryDirectory.appendingPathComponent("listdemo-tests-cache").path
    /// Where the runs keep the form's file when a test names none, instead of the user's data folder.
    static let testData = FileManager.default.temporaryDirectory.appendingPathComponent("listdemo-tests-data").path
}
