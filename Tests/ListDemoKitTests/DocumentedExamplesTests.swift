import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Every example the docs mark runnable (a ```sh runnable block) runs as written after `./dev demo` has built the
    /// app: a document's blocks in order, in one fresh folder, `./dev demo` standing for the binary this build made
    /// (what `./dev demo` runs once it has built), headless, each command's status checked.
    @Suite struct DocumentedExamplesTests {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()

        /// The runnable blocks of the document at `path` (from the package's root), in order.
        static func runnableBlocks(_ path: String) -> [String] {
            let text = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
            var blocks: [String] = []
            var current: [String]?
            for line in text.components(separatedBy: "\n") {
                if current != nil {
                    if line == "```" { blocks.append(current!.joined(separator: "\n")); current = nil } else { current!.append(line) }
                } else if line == "```sh runnable" {
                    current = []
                }
            }
            return blocks
        }

        static let documents = [
            "README.md", "docs/COMMAND-LINE.md", "docs/TRACE.md", "docs/PHYSICS.md", "docs/SCRIPTS.md",
            "docs/RECORDINGS.md"]

        @Test func theDocumentsHaveRunnableExamples() {
            #expect(Self.documents.map { Self.runnableBlocks($0).count } == [1, 1, 2, 3, 1, 1])
            // No example calls a binary the two commands do not build.
            let others = [
                "docs/FIGURES.md", "docs/ARCHITECTURE.md", "docs/KEYS.md", "docs/FILES.md", "docs/FONTS.md",
                "docs/PLATFORM.md", "docs/LIBRARY.md"]
            for document in Self.documents + others {
                let text = (try? String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)) ?? ""
                #expect(!text.contains(".build/debug/listdemo"), "\(document) names the debug binary")
            }
        }

        @Test(arguments: documents)
        func everyRunnableExampleRuns(_ document: String) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = "set -eu\n" + Self.runnableBlocks(document).joined(separator: "\n")
                .replacingOccurrences(of: "./dev demo", with: "\"$LISTDEMO\"") + "\n"
            try Data(script.utf8).write(to: folder.appendingPathComponent("examples.sh"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["examples.sh"]
            process.currentDirectoryURL = folder
            process.environment = ExecutableRun.cleanEnvironment([
                "SDL_VIDEODRIVER": "dummy", "LISTDEMO": PlatformTests.EndToEndTests.executable.path])
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(document): \(said)")
            #expect(said.isEmpty, "\(document): \(said)")
        }
    }
}
