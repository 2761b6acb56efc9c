import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Typing cannot grow memory without bound: every version of a field typed one character at a
    /// time is a new text texture, so the text cache is bounded in bytes, and a field takes at most
    /// 1,000 characters however much is typed or pasted at once.
    @Suite struct TypingMemoryTests {
        /// A folder for the form's files: in memory where the system has one, so 3,000 drafts
        /// (each synced to disk) cost no disk time.
        private func folder() throws -> URL {
            let shared = URL(fileURLWithPath: "/dev/shm")
            let base = FileManager.default.isWritableFile(atPath: shared.path) ? shared : FileManager.default.temporaryDirectory
            let url = base.appendingPathComponent("listdemo-tests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }

        private func run(_ script: String, in directory: URL) throws -> (Canvas, firstField: String?) {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let saveTo = directory.appendingPathComponent("c.json").path
            guard case .run(let options) = ListDemoOptions.interpret(["form", "--headless", "--save-to", saveTo]) else {
                throw PlatformError("bad arguments")
            }
            let canvas = try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(),
                                            script: try Script.parse(script)).run().canvas
            let draft = FileManager.default.contents(atPath: saveTo + ".draft")
            let values = try draft.map { try JSONDecoder().decode([String?].self, from: $0) }
            return (canvas, values?.first ?? nil)
        }

        @Test func typingThreeThousandCharactersOneAtATimeKeepsTheTextCacheWithinItsBudget() throws {
            let directory = try folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            // Two characters a frame at 60 fps: 1,500 drawn versions of a field up to 1,000 characters wide.
            var script = "0.05 key Tab\n"
            for n in 0..<3_000 { script += "\(0.1 + Double(n) / 120) type a\n" }
            let (canvas, field) = try run(script, in: directory)
            let statistics = canvas.textCacheStatistics
            #expect(field == String(repeating: "a", count: FormScene.maximumLength))
            #expect(statistics.misses > FormScene.maximumLength / 2, "every version drawn up to the cap was rasterised")
            #expect(statistics.evictions > 0, "the budget, not the entry count, decided")
            #expect(statistics.count < Canvas.textCacheCapacity)
            #expect(statistics.peakBytes <= Canvas.textCacheByteBudget, "\(statistics.peakBytes) bytes at most")
        }

        @Test func aMegabyteTypedAtOnceLeavesAThousandCharacters() throws {
            let directory = try folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let (_, field) = try run("0.05 key Tab\n0.1 type " + String(repeating: "b", count: 1 << 20) + "\n", in: directory)
            #expect(field == String(repeating: "b", count: FormScene.maximumLength))
        }
    }
}
