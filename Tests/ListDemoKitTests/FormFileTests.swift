import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The form's files end to end: a headless script that edits, scrolls and saves, and the real
    /// executable killed mid-edit, whose draft the next launch restores.
    @Suite struct FormFileTests {
        /// The saved (or draft) values in `file`, nil while it is missing or incomplete.
        private func values(in file: URL) -> [String?]? { values(in: file.path) }

        private func values(in path: String) -> [String?]? {
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
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
                # Shift+Tab from the first field goes through the bar (Save, Back) before wrapping to the last.
                0.7 key shift+Tab
                0.7 key shift+Tab
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

        /// A kill after typing loses nothing: the draft holds the text, the next launch restores it
        /// (here it saves at once, so the save file shows what it restored). The run stops itself
        /// right after its second draft is written (`LISTDEMO_FAULT`), not on a wall-clock guess.
        @Test func aKilledRunLeavesADraftTheNextLaunchRestores() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let saveTo = directory.appendingPathComponent("classmates.json")
            let draft = URL(fileURLWithPath: saveTo.path + ".draft")
            let typing = directory.appendingPathComponent("typing.txt")
            try "0.1 key Tab\n0.2 type Ada\n0.3 key Tab\n0.4 type Grace\n0.5 type !\n".write(to: typing, atomically: true, encoding: .utf8)
            let expected: [String?] = ["Ada", "Grace"] + Array(repeating: nil, count: 18)

            let first = try launch(["--script", typing.path], saveTo: saveTo, fault: "abort-after-files:2")
            first.waitUntilExit()
            #expect(first.terminationReason == .uncaughtSignal && first.terminationStatus == SIGKILL)
            #expect(values(in: draft) == expected, "the third edit never happened")
            #expect(!FileManager.default.fileExists(atPath: saveTo.path))

            let saving = directory.appendingPathComponent("save.txt")
            try "0.1 key ctrl+S\n".write(to: saving, atomically: true, encoding: .utf8)
            let second = try launch(["--script", saving.path], saveTo: saveTo)
            second.waitUntilExit()
            #expect(second.terminationStatus == 0)
            #expect(values(in: saveTo) == expected)
            #expect(!FileManager.default.fileExists(atPath: draft.path))
        }

        /// Saves are atomic, at every kill point. Each step types one more letter into the first
        /// field (a draft is written) and saves (the save file is written, the draft removed);
        /// version n holds n letters. The run is killed after exactly B bytes have gone into
        /// temporary files, for B across every file (first and last bytes, one short of whole,
        /// whole but not yet renamed, and every 11th byte between). Each kill leaves exactly the
        /// files the byte count predicts: the last renamed save whole, the draft whole or absent,
        /// and the torn temporary, which the next launch removes while it restores every letter.
        @Test func aRunKilledAtAnyByteOfASaveLeavesWholeFilesAndLosesNothing() throws {
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let saveTo = directory.appendingPathComponent("classmates.json")
            let draft = saveTo.path + ".draft"
            let steps = 3
            var script = "0.01 key Tab\n"
            for step in 1...steps {
                script += "\(Double(step) * 0.02) type x\n\(Double(step) * 0.02 + 0.01) key ctrl+S\n"
            }
            let saving = directory.appendingPathComponent("saving.txt")
            try script.write(to: saving, atomically: true, encoding: .utf8)
            let restoring = directory.appendingPathComponent("restoring.txt")
            try "0.01 key ctrl+S\n".write(to: restoring, atomically: true, encoding: .utf8)

            /// Version n of the file: n letters in the first field.
            func version(_ n: Int) -> [String?] { [String(repeating: "x", count: n)] + Array(repeating: nil, count: 19) }
            // The files written, in order: draft 1, save 1, draft 2, save 2, ... and their sizes.
            let sizes = try (1...steps).flatMap { n in
                let size = try FormStore.encode(version(n).map { $0 ?? "" }).count
                return [size, size]
            }
            var killPoints = Set<Int>()
            var before = 0
            for size in sizes {
                killPoints.formUnion([before + 1, before + size - 1, before + size])
                killPoints.formUnion(stride(from: before + 1, to: before + size, by: 11))
                before += size
            }

            for budget in killPoints.sorted() {
                // Which file the budget ends in, and how far into it.
                var file = 0
                var start = 0
                while budget > start + sizes[file] { start += sizes[file]; file += 1 }
                let step = file / 2 + 1
                let inSave = file % 2 == 1

                let run = try launch(["--script", saving.path], saveTo: saveTo, fault: "abort-after-bytes:\(budget)")
                run.waitUntilExit()
                #expect(run.terminationReason == .uncaughtSignal, "byte \(budget): killed")
                #expect(values(in: saveTo.path) == (step == 1 ? nil : version(step - 1)),
                        "byte \(budget): the last whole save, step \(step)")
                #expect(values(in: draft) == (inSave ? version(step) : nil), "byte \(budget): the draft")
                let torn = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".tmp-") }
                let expectedTemporary = "." + (inSave ? "classmates.json" : "classmates.json.draft") + ".tmp-"
                #expect(torn.count == 1 && torn[0].hasPrefix(expectedTemporary), "byte \(budget): \(torn)")
                if let name = torn.first {
                    #expect(FileIdentity(path: directory.appendingPathComponent(name).path)?.size == budget - start)
                }

                // The next launch clears the torn temporary and saves everything that was typed and kept.
                let restore = try launch(["--script", restoring.path], saveTo: saveTo)
                restore.waitUntilExit()
                #expect(restore.terminationStatus == 0)
                let kept = inSave ? step : step - 1
                #expect(values(in: saveTo.path) == (kept == 0 ? Array(repeating: nil, count: 20) : version(kept)),
                        "byte \(budget): every letter that reached a whole file")
                let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                #expect(left.allSatisfy { !$0.contains(".tmp-") }, "byte \(budget): \(left)")
                try? FileManager.default.removeItem(atPath: draft)
                try? FileManager.default.removeItem(at: saveTo)
            }
        }

        /// Starts `listdemo form --headless` with `arguments`, saving to `saveTo`.
        private func launch(_ arguments: [String], saveTo: URL, fault: String? = nil) throws -> Process {
            let process = Process()
            process.executableURL = EndToEndTests.executable
            process.arguments = ["form", "--headless", "--save-to", saveTo.path] + arguments
            var environment = ProcessInfo.processInfo.environment
            environment["SDL_VIDEODRIVER"] = "dummy"
            environment["LISTDEMO_FAULT"] = fault
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
    }
}
