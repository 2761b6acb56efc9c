import Foundation
import Glibc
import Testing
@testable import ListDemoKit

/// Outputs never clobber inputs or each other, and never replace what is not a regular file: the
/// same file named twice (as written, through `./`, a symlink or a hard link) is refused before
/// anything is written; screenshots write a symlink's target and refuse a FIFO, a device or a folder.
@Suite struct OutputPathTests {
    @Test func theSameFileAsInputAndOutputIsRefused() throws {
        let folder = try TestFolder()
        let script = folder.path("s.txt")
        try Data("0.1 wheel 1\n".utf8).write(to: URL(fileURLWithPath: script))
        try FileManager.default.createSymbolicLink(atPath: folder.path("link.txt"), withDestinationPath: "s.txt")
        #expect(link(script, folder.path("hard.txt")) == 0)

        let spellings = [script, folder.path("./s.txt"), folder.path("sub/../s.txt"), folder.path("link.txt"),
                         folder.path("hard.txt")]
        try FileManager.default.createDirectory(atPath: folder.path("sub"), withIntermediateDirectories: false)
        for spelling in spellings {
            let line = commandLineFailure(["--script", script, "--trace", spelling])
            #expect(line == "listdemo: --trace '\(spelling)' is the same file as --script '\(script)': refusing to overwrite it")
        }
        #expect(FileManager.default.contents(atPath: script) == Data("0.1 wheel 1\n".utf8))
    }

    @Test func twoOutputsToOneFileAreRefused() throws {
        let folder = try TestFolder()
        let out = folder.path("out")
        #expect(commandLineFailure(["--headless", "--screenshot", out, "--trace", out])
            == "listdemo: --screenshot '\(out)' is the same file as --trace '\(out)': refusing to write both")
        #expect(commandLineFailure(["form", "--save-to", out, "--trace", out + ".draft"])
            == "listdemo: --trace '\(out).draft' is the same file as the form's draft '\(out).draft': refusing to write both")
        #expect(commandLineFailure(["form", "--save-to", out, "--screenshot", folder.path("./out")])
            == "listdemo: --screenshot '\(folder.path("./out"))' is the same file as --save-to '\(out)': refusing to write both")
        // The default form file (in the data folder) counts too: the menu can always open the form.
        let form = ListDemoOptions().formFile()
        #expect(form.hasSuffix("/listdemo/classmates.json"))
        #expect(commandLineFailure(["feed", "--trace", form])
            == "listdemo: --trace '\(form)' is the same file as the form's file '\(form)': refusing to write both")
        #expect(commandLineFailure(["feed", "--trace", "classmates.json", "--save-to", folder.path("c.json")]) == nil,
                "classmates.json in the current folder is no file of the run's")
        #expect(!FileManager.default.fileExists(atPath: out))
        // Distinct files are fine.
        #expect(commandLineFailure(["--headless", "--screenshot", out, "--trace", out + ".jsonl", "--save-to", folder.path("c")]) == nil)
    }

    @Test func aScriptScreenshotOntoAnotherFileIsRefusedBeforeTheRun() throws {
        let folder = try TestFolder()
        let trace = folder.path("t.jsonl")
        let script = folder.path("s.txt")
        try Data("0.1 screenshot \(folder.path("./t.jsonl"))\n".utf8).write(to: URL(fileURLWithPath: script))
        guard case .run(var options) = ListDemoOptions.interpret(["feed", "--headless", "--script", script, "--trace", trace])
        else {
            Issue.record("the flags alone are fine")
            return
        }
        options.saveTo = folder.path("c.json")
        #expect(throws: (any Error).self) { _ = try RunSession(options: options) }
        do {
            _ = try RunSession(options: options)
        } catch {
            #expect("\(error)" == "script:1 screenshot '\(folder.path("./t.jsonl"))' is the same file as --trace '\(trace)': refusing to write both")
        }
        #expect(!FileManager.default.fileExists(atPath: trace), "nothing was written")
    }

    // MARK: Screenshots end to end

    /// Runs the real executable headless for a moment with `--screenshot path`.
    private func screenshot(to path: String) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = PlatformTests.EndToEndTests.executable
        process.arguments = ["feed", "--headless", "--duration", "0.05", "--size", "100x100", "--screenshot", path,
                             "--save-to", path + ".form"]
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "dummy"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test(arguments: [FileIdentity.Kind.fifo, .characterDevice, .directory])
    func aScreenshotNeverReplacesWhatIsNotARegularFile(_ kind: FileIdentity.Kind) throws {
        let folder = try TestFolder()
        guard let node = folder.node("node", kind) else { return }
        let run = try screenshot(to: node)
        #expect(run.status == 1)
        #expect(run.stderr == "listdemo: refusing to write '\(node)': it is \(kind.description), not a regular file\n")
        #expect(FileIdentity(path: node)?.kind == kind)
    }

    @Test func aScreenshotThroughASymlinkWritesItsTarget() throws {
        let folder = try TestFolder()
        let link = folder.path("shot.png")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "pictures/real.png")
        try FileManager.default.createDirectory(atPath: folder.path("pictures"), withIntermediateDirectories: false)
        let run = try screenshot(to: link)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileIdentity(path: link)?.kind == .symlink)
        #expect(try PNG.read(from: folder.path("pictures/real.png")).width == 100)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("pictures")) == ["real.png"])
    }

    /// A run killed while writing a screenshot leaves `.NAME.tmp-PID-N`; the next run that writes
    /// that screenshot removes it (its process is gone), and leaves a live process's alone.
    @Test func aKilledScreenshotsTemporaryIsRemovedByTheNextRun() throws {
        let folder = try TestFolder()
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let stale = folder.path(".shot.png.tmp-\(finished.processIdentifier)-7")
        let live = folder.path(".shot.png.tmp-\(getpid())-7")
        for path in [stale, live] { try Data("torn".utf8).write(to: URL(fileURLWithPath: path)) }
        let run = try screenshot(to: folder.path("shot.png"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live))
        #expect(try PNG.read(from: folder.path("shot.png")).width == 100)
    }
}
