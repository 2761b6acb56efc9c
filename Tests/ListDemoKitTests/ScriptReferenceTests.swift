import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// docs/SCRIPTS.md is the script format's reference: every verb the parser knows has a section headed by its usage
    /// as the parser's own messages write it, every example runs as written in the scene it names, and every error it
    /// quotes is what the app prints.
    @Suite struct ScriptReferenceTests {
        static let reference: String = {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/SCRIPTS.md")
            return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        }()

        /// The examples: each ```script block with the scene named on the line before it ("Scene `feed`:").
        static let examples: [(scene: String, script: String)] = {
            let lines = reference.components(separatedBy: "\n")
            var examples: [(String, String)] = []
            var index = 0
            while index < lines.count {
                if lines[index] == "```script", index > 0,
                   let scene = lines[index - 1].split(separator: "`").dropFirst().first, lines[index - 1].hasPrefix("Scene ") {
                    let body = lines[(index + 1)...].prefix { $0 != "```" }
                    examples.append((String(scene), body.joined(separator: "\n") + "\n"))
                    index += body.count + 1
                }
                index += 1
            }
            return examples
        }()

        @Test(arguments: ScriptVerb.allCases)
        func everyVerbHasASectionHeadedByItsUsage(_ verb: ScriptVerb) {
            let written = verb.usage.isEmpty ? "`\(verb.rawValue)`" : "`\(verb.rawValue) \(verb.usage)`"
            let headings = Self.reference.components(separatedBy: "\n").filter { $0.hasPrefix("### ") }
            #expect(headings.contains { $0.contains(written) }, "no heading with \(written)")
        }

        @Test func everyVerbHasAnExample() {
            let used = Set(Self.examples.flatMap { example in
                example.script.split(separator: "\n").compactMap { $0.split(separator: " ").dropFirst().first.map(String.init) }
            })
            let missing = ScriptVerb.allCases.filter { !used.contains($0.rawValue) }
            #expect(missing.isEmpty, "verbs with no example: \(missing)")
        }

        /// Each example, in a folder of its own, exactly as the reference says to run it: it ends by itself with
        /// nothing on standard error and no `error` record in its trace.
        @Test(arguments: examples.indices)
        func everyExampleRunsAsWritten(_ index: Int) throws {
            let (scene, script) = Self.examples[index]
            #expect(throws: Never.self) { try Script.parse(script) }
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(script.utf8).write(to: folder.appendingPathComponent("s.txt"))
            let run = try ExecutableRun([scene, "--headless", "--script", "s.txt", "--trace", "t.jsonl"],
                                        environment: ExecutableRun.cleanEnvironment(["SDL_VIDEODRIVER": "dummy"]),
                                        in: folder, limit: .seconds(60))
            #expect(run.exited && run.status == 0 && run.errorLines.isEmpty, "\(scene): \(run.errors)")
            let trace = String(decoding: try Data(contentsOf: folder.appendingPathComponent("t.jsonl")), as: UTF8.self)
            #expect(!trace.contains(#""event":"error""#), "\(scene) example \(index) made an error record")
        }

        /// The errors the reference quotes, each from a script that makes it.
        @Test(arguments: [
            ("0 wheel 1\n0.1 wheel 1\n0.2 fling 3\n", "listdemo: script:3: unknown verb 'fling'"),
            ("0.5 quit\n0.1 quit\n", "listdemo: script:2: time 0.1 is earlier than the previous command (0.5)"),
            ("0 quit\n0 quit\n0 quit\n0.1 drag 1,1\n", "listdemo: script:4: drag needs 'X,Y X,Y SECONDS [hold SECONDS]'"),
            ("0.1 wheel 1\n0.2 wheel 1e300\n", "listdemo: script:2: wheel: notches must be from -1000 to 1000 (got '1e300')"),
            ("0.1 key Enter\n", "listdemo: script:1: key: unknown key 'Enter'"),
            ("0.1 drag 1,1 2,2 0.2\n0.3 drag 1,1 2,2 0.2\n0.3 drag 1,1 2,2 0.2\n",
             "listdemo: script:3: drag at 0.3 starts before the drag on line 2 releases (0.5); a script has one pointer"),
        ])
        func everyQuotedErrorIsWhatTheAppPrints(script: String, line: String) throws {
            #expect(Self.reference.contains("\n" + line + "\n"), "the reference quotes it")
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(script.utf8).write(to: folder.appendingPathComponent("s.txt"))
            let run = try ExecutableRun(["feed", "--headless", "--script", "s.txt"],
                                        environment: ExecutableRun.cleanEnvironment(["SDL_VIDEODRIVER": "dummy"]),
                                        in: folder, limit: .seconds(60))
            #expect(run.exited && run.status == 1)
            #expect(run.errorLines == [Substring(line)])
        }
    }
}
