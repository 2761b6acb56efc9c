import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The form's files end to end: a headless script that edits, scrolls and saves, and the real
    /// executable killed mid-edit, whose draft the next launch restores.
    @Suite struct FormFileTests {
        /// The saved (or draft) values in `file`, nil while it is missing or incomplete.
        private func values(in file: URL) -> [String?]? {
            guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
            return try? JSONDecoder().decode([String?].self, from: data)
        }

        /// Click and Tab into fields, type, scroll the edited rows away and back, Ctrl+S.
        @Test func aScriptedEditScrollAndSaveWritesEveryValue() throws {
            setenv("SDL_VIDEODRIVER", "dummy", 1)
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let saveTo = directory.appendingPathComponent("classmates.json")
            let trace = directory.appendingPathComponent("trace.jsonl")
            guard case .run(var options) = ListDemoOptions.interpret(
                ["form", "--headless", "--size", "480x400", "--save-to", saveTo.path, "--trace", trace.path]) else {
                Issue.record("bad arguments")
                return
            }
            options.headless = true
            let script = try Script.parse("""
                0.1 click 300,66
                0.2 type Ada Lovelace
                0.3 key Tab
                0.4 type Grace Hopper
                0.5 key Return
                0.6 type Radia
                0.6 key Backspace
                0.7 key shift+Tab
                0.7 key shift+Tab
                0.7 key shift+Tab
                0.8 type Zed
                1.5 drag 240,380 240,100 0.2 hold 0.1
                2.5 wheel 10
                3.5 wheel -10
                4.5 key ctrl+S
                """)
            try HeadlessRunner(options: options, assets: PlatformTestSupport.assets(), script: script).run()
            let expected: [String?] = ["Ada Lovelace", "Grace Hopper", "Radi"] + Array(repeating: nil, count: 16) + ["Zed"]
            #expect(values(in: saveTo) == expected)
            #expect(!FileManager.default.fileExists(atPath: saveTo.path + ".draft"))
            let saves = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").filter { $0.contains(#""event":"save""#) }
            #expect(saves == [#"{"event":"save","t":4.5,"path":"\#(saveTo.path)"}"#])
        }

        /// SIGKILL after typing loses nothing: the draft holds the text, the next launch restores it
        /// (here it saves at once, so the save file shows what it restored).
        @Test func aKilledRunLeavesADraftTheNextLaunchRestores() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let saveTo = directory.appendingPathComponent("classmates.json")
            let draft = URL(fileURLWithPath: saveTo.path + ".draft")
            let typing = directory.appendingPathComponent("typing.txt")
            try "0.1 key Tab\n0.2 type Ada\n0.3 key Tab\n0.4 type Grace\n".write(to: typing, atomically: true, encoding: .utf8)
            let expected: [String?] = ["Ada", "Grace"] + Array(repeating: nil, count: 18)

            // A virtual day of frames takes far longer to draw than the typing, so it is still running when killed.
            let first = try launch(["--script", typing.path, "--duration", "86400"], saveTo: saveTo)
            let deadline = ContinuousClock.now + .seconds(30)
            while values(in: draft) != expected, first.isRunning, ContinuousClock.now < deadline { usleep(10_000) }
            #expect(first.isRunning, "still running when killed")
            kill(first.processIdentifier, SIGKILL)
            first.waitUntilExit()
            #expect(first.terminationReason == .uncaughtSignal)
            #expect(values(in: draft) == expected)
            #expect(!FileManager.default.fileExists(atPath: saveTo.path))

            let saving = directory.appendingPathComponent("save.txt")
            try "0.1 key ctrl+S\n".write(to: saving, atomically: true, encoding: .utf8)
            let second = try launch(["--script", saving.path], saveTo: saveTo)
            second.waitUntilExit()
            #expect(second.terminationStatus == 0)
            #expect(values(in: saveTo) == expected)
            #expect(!FileManager.default.fileExists(atPath: draft.path))
        }

        /// Saves are atomic: a run that saves again and again, killed with SIGKILL at varying
        /// moments, always leaves a whole file — one of the versions it saved, never a torn one.
        @Test func aRunKilledWhileSavingLeavesAWholeOldOrNewFile() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let saveTo = directory.appendingPathComponent("classmates.json")
            // Each step types one more letter into the first field and saves: version n holds n letters.
            var script = "0.01 key Tab\n"
            for step in 1...400 {
                script += "\(Double(step) * 0.02) type x\n\(Double(step) * 0.02 + 0.01) key ctrl+S\n"
            }
            let saving = directory.appendingPathComponent("saving.txt")
            try script.write(to: saving, atomically: true, encoding: .utf8)

            var versionsSeen = Set<Int>()
            for round in 0..<12 {
                let run = try launch(["--script", saving.path], saveTo: saveTo)
                // Wait for this round's first save, then let it run a little longer each round.
                let deadline = ContinuousClock.now + .seconds(30)
                let before = values(in: saveTo)?.first.flatMap { $0?.count } ?? 0
                while run.isRunning, (values(in: saveTo)?.first.flatMap { $0?.count } ?? 0) <= before,
                      ContinuousClock.now < deadline { usleep(1_000) }
                usleep(useconds_t(round * 3_000))
                kill(run.processIdentifier, SIGKILL)
                run.waitUntilExit()
                let saved = values(in: saveTo)
                #expect(saved?.count == 20, "round \(round): a whole file")
                let field = saved?.first ?? nil
                #expect(field.map { $0.allSatisfy { $0 == "x" } } == true, "round \(round): one saved version, got \(String(describing: field))")
                if let field { versionsSeen.insert(field.count) }
                try? FileManager.default.removeItem(atPath: saveTo.path + ".draft")
                try? FileManager.default.removeItem(at: saveTo)
            }
            #expect(versionsSeen.count > 1, "the kills landed at different moments: \(versionsSeen.sorted())")
        }

        /// Starts `listdemo form --headless` with `arguments`, saving to `saveTo`.
        private func launch(_ arguments: [String], saveTo: URL) throws -> Process {
            let process = Process()
            process.executableURL = EndToEndTests.executable
            process.arguments = ["form", "--headless", "--save-to", saveTo.path] + arguments
            var environment = ProcessInfo.processInfo.environment
            environment["SDL_VIDEODRIVER"] = "dummy"
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
    }
}
