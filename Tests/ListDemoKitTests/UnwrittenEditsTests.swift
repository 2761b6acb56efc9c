import Foundation
import Glibc
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Edits that could still be lost (issue 21), each against the real executable under a time and memory limit:
    /// quitting with edits no file holds (the draft failed on a read-only disk: Ctrl+Q exited 0 with the text gone),
    /// two instances on one form file, a save file changed on disk, and a draft swapped for a link while running.
    @Suite struct UnwrittenEditsTests {
        /// The memory every run of these cases may take (address space).
        static let memory = 1 << 30

        /// Types into the first field and quits with Ctrl+Q, headless, with `--save-to saveTo`; the run's outcome.
        private func typeAndQuit(saveTo: String, in folder: URL) throws -> ExecutableRun {
            let script = folder.appendingPathComponent("type.txt")
            try "0.1 click 240,66\n0.2 type Alice\n0.5 key ctrl+Q\n".write(to: script, atomically: false, encoding: .utf8)
            return try ExecutableRun(["form", "--headless", "--script", script.path, "--save-to", saveTo],
                                     environment: ExecutableRun.cleanEnvironment(), in: folder, limit: .seconds(60),
                                     memory: Self.memory)
        }

        /// The trace's records in `file` so far.
        private static func records(_ file: URL) -> [[String: Any]] {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
            return text.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }

        private static func errorMessages(_ records: [[String: Any]]) -> [String] {
            records.filter { $0["event"] as? String == "error" }.compactMap { $0["message"] as? String }
        }

        /// Starts the real executable on `arguments` in `folder` under the memory limit, with the clean environment and
        /// `environment`, its standard error going to `errors`; the caller ends it (a hang guard of its own).
        private static func start(_ arguments: [String], environment: [String: String] = [:], in folder: URL,
                                  errors: URL) throws -> Process {
            #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -v \(Self.memory / 1024) && exec \"$0\" \"$@\"", EndToEndTests.executable.path]
                + arguments
            process.environment = ExecutableRun.cleanEnvironment(environment)
            process.currentDirectoryURL = folder
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            return process
        }

        private static func answers(_ records: [[String: Any]]) -> [String] {
            records.filter { $0["event"] as? String == "quit-confirmation" }.compactMap { $0["answer"] as? String }
        }

        // MARK: Quitting

        @Test(.enabled(if: TinyDisk.unavailableReason == nil, "\(TinyDisk.unavailableReason ?? "")"))
        func headlessQuittingWithEditsThatCouldNotBeWrittenFailsWithOneLine() throws {
            let disk = try TinyDisk()
            try disk.makeReadOnly()
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saveTo = disk.folder.appendingPathComponent("c.json").path
            let run = try typeAndQuit(saveTo: saveTo, in: folder)
            #expect(run.exited && run.status == 1)
            #expect(run.errors == "listdemo: quit with edits that could not be written: "
                    + "cannot write '\(saveTo).draft': Read-only file system\n")
        }

        /// The same edits on a writable disk are in the draft: quitting is quiet and succeeds.
        @Test func headlessQuittingWithEditsInTheDraftSucceeds() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saveTo = folder.appendingPathComponent("c.json").path
            let run = try typeAndQuit(saveTo: saveTo, in: folder)
            #expect(run.exited && run.status == 0)
            #expect(run.errors.isEmpty)
            #expect(try String(contentsOfFile: saveTo + ".draft", encoding: .utf8).contains("Alice"))
        }

        /// SIGTERM and SIGINT (Ctrl+C in the terminal) do not ask: a run holding unwritten edits ends at once,
        /// non-zero, with one line.
        @Test(.enabled(if: TinyDisk.unavailableReason == nil, "\(TinyDisk.unavailableReason ?? "")"),
              arguments: [SIGTERM, SIGINT])
        func aSignalWithUnwrittenEditsExitsNonZeroWithOneLine(signal: Int32) throws {
            let disk = try TinyDisk()
            try disk.makeReadOnly()
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saveTo = disk.folder.appendingPathComponent("c.json").path
            let script = folder.appendingPathComponent("type.txt")
            try "0.1 click 240,66\n0.2 type Alice\n".write(to: script, atomically: false, encoding: .utf8)
            let trace = folder.appendingPathComponent("trace.jsonl")
            let errors = folder.appendingPathComponent("stderr.txt")
            let process = try Self.start(["form", "--headless", "--duration", "86400", "--script", script.path,
                                          "--save-to", saveTo, "--trace", trace.path], in: folder, errors: errors)
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            #expect(waitUntil { !Self.errorMessages(Self.records(trace)).isEmpty }, "the draft failed")
            kill(process.processIdentifier, signal)
            try #require(waitUntil { !process.isRunning }, "signal \(signal) ended the run")
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 1)
            #expect(try String(contentsOf: errors, encoding: .utf8) == "listdemo: quit with edits that could not be written: "
                    + "cannot write '\(saveTo).draft': Read-only file system\n")
        }

        /// In a window, on a read-only disk: Ctrl+Q asks (the dialog drawn over the dimmed window), Escape cancels and
        /// the app runs on; closing the window asks again; a click on Save tries again and fails (the question stays);
        /// Down to Discard and Return quit, 0 and quietly: the user chose.
        @Test(.enabled(if: TinyDisk.unavailableReason == nil, "\(TinyDisk.unavailableReason ?? "")"))
        func inAWindowQuittingAsksSaveDiscardOrCancel() throws {
            let disk = try TinyDisk()
            try disk.makeReadOnly()
            let saveTo = disk.folder.appendingPathComponent("c.json").path
            let run = try EndToEndTests.Run(["form", "--save-to", saveTo])
            try run.server.xdotool(EndToEndTests.window + ["mousemove", "--window", "%1", "300", "66", "click", "1"])
            try run.server.xdotool("type", "--delay", "20", "Ada")
            #expect(waitUntil { Self.errorMessages(run.records()).contains("cannot write '\(saveTo).draft': Read-only file system") },
                    "the draft failed: \(run.events("error"))")
            try run.server.xdotool("key", "ctrl+q")
            #expect(waitUntil { Self.answers(run.records()) == ["asked"] }, "Ctrl+Q asked")
            // The frame after the question shows it: the window dimmed around the panel.
            let dialog = QuitDialog(reason: "", focused: .save, size: Size(width: 480, height: 800))
            let id = try run.server.xdotool(EndToEndTests.window)
            let shot = run.directory.appendingPathComponent("dialog.png").path
            var image = RGBAImage(width: 0, height: 0)
            #expect(waitUntil {
                guard (try? run.server.run("/usr/bin/import", ["-window", id, shot])) != nil,
                      let read = try? PNG.read(from: shot) else { return false }
                image = read
                return image[Int(dialog.panel.midX), Int(dialog.panel.minY) + 4] == Theme.light.barBackground
            }, "the dialog's panel is drawn")
            #expect(image[8, 790] != Theme.light.systemBackground, "the window around it is dimmed")

            try run.server.xdotool("key", "Escape")
            #expect(waitUntil { Self.answers(run.records()) == ["asked", "cancel"] }, "Escape cancelled")
            #expect(run.process.isRunning)

            let close = EndToEndTests.packageRoot.appendingPathComponent("Tests/Tools/close-window.py").path
            try run.server.run("/usr/bin/python3", [close, id])
            #expect(waitUntil { Self.answers(run.records()) == ["asked", "cancel", "asked"] }, "closing asked")
            let save = dialog.rect(of: .save)
            try run.server.xdotool(EndToEndTests.window + ["mousemove", "--window", "%1", "\(Int(save.midX))", "\(Int(save.midY))",
                                                           "click", "1"])
            #expect(waitUntil { Self.answers(run.records()).last == "save" }, "the click pressed Save")
            #expect(Self.errorMessages(run.records()).last == "cannot write '\(saveTo)': Read-only file system")
            #expect(run.process.isRunning, "a failed Save keeps asking")

            try run.server.xdotool("key", "--delay", "50", "Down", "Return")
            let exit = run.exit(within: 10)
            #expect(Self.answers(run.records()).last == "discard")
            #expect(exit.status == 0 && exit.stderr.isEmpty, "Discard quits as chosen: \(exit)")
        }

        /// What a launch says on standard error about a folder in the place of `saveTo`'s draft.
        private static func folderInPlaceOfTheDraft(_ saveTo: String) -> String {
            "listdemo: '\(saveTo).draft' is a directory, not a regular file: it is left alone and not saved to\n"
        }

        /// SIGINT in a window ends the run the normal way: with every edit in the draft, quietly with status 0, the
        /// draft holding them and the lock file gone; with a draft that could not be written (a folder in its
        /// place), status 1 and one line naming why, the question not asked (a signal is no user at the window).
        @Test(arguments: [false, true])
        func sigintInAWindowEndsItWithTheDraftWrittenOrOneLine(draftUnwritable: Bool) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saveTo = folder.appendingPathComponent("c.json").path
            if draftUnwritable { try FileManager.default.createDirectory(atPath: saveTo + ".draft", withIntermediateDirectories: false) }
            let run = try EndToEndTests.Run(["form", "--save-to", saveTo])
            // By keys, to the window under the pointer: a launch banner about the draft moves the rows down.
            try run.server.xdotool(EndToEndTests.window + ["mousemove", "--window", "%1", "240", "400"])
            try run.server.xdotool("key", "Tab")
            try run.server.xdotool("type", "--delay", "20", "Ada")
            let draft = saveTo + ".draft"
            if draftUnwritable {
                #expect(waitUntil { !Self.errorMessages(run.records()).isEmpty }, "the draft failed")
            } else {
                #expect(waitUntil { (try? Self.values(URL(fileURLWithPath: draft)))?.first == "Ada" }, "the draft has the edits")
            }
            kill(run.process.processIdentifier, SIGINT)
            let exit = run.exit(within: 60)
            #expect(Self.answers(run.records()).isEmpty, "nothing was asked")
            if draftUnwritable {
                let reason = try #require(Self.errorMessages(run.records()).last)
                #expect(exit.status == 1 && exit.stderr == Self.folderInPlaceOfTheDraft(saveTo)
                        + "listdemo: quit with edits that could not be written: \(reason)\n", "\(exit)")
            } else {
                #expect(exit.status == 0 && exit.stderr.isEmpty, "\(exit)")
                #expect(try Self.values(URL(fileURLWithPath: draft)).first == "Ada")
                #expect(!FileManager.default.fileExists(atPath: saveTo + ".lock"), "the lock was let go and removed")
            }
        }

        /// `--compare`'s two halves each keep a form (`c.json` and `c-right.json`), and quitting with edits neither
        /// draft holds (a folder in each draft's place) asks once for the window: a click on Cancel keeps the app
        /// running; Return (Save, focused) saves both halves and quits, 0. Another run: Discard quits, 0, nothing saved.
        @Test(arguments: [QuitDialog.Button.save, .discard])
        func inCompareModeQuittingAsksOnceForBothHalves(answer: QuitDialog.Button) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let left = folder.appendingPathComponent("c.json"), right = folder.appendingPathComponent("c-right.json")
            for file in [left, right] {
                try FileManager.default.createDirectory(atPath: file.path + ".draft", withIntermediateDirectories: false)
            }
            let size = Size(width: 960, height: 800)
            let run = try EndToEndTests.Run(["form", "--compare", "uikit,android", "--size", "960x800", "--save-to", left.path])
            // By keys, to the window under the pointer: the launch banners about the drafts move the rows down.
            try run.server.xdotool(EndToEndTests.window + ["mousemove", "--window", "%1", "240", "400"])
            try run.server.xdotool("key", "Tab")
            try run.server.xdotool("type", "--delay", "20", "Ada")
            #expect(waitUntil { Self.errorMessages(run.records()).count >= 2 }, "both halves' drafts failed")
            try run.server.xdotool("key", "ctrl+q")
            // Required: without the dialog the app has quit, and xdotool would wait for its window for ever.
            try #require(waitUntil { Self.answers(run.records()) == ["asked"] }, "Ctrl+Q asked")
            let cancel = QuitDialog(reason: "", focused: .save, size: size).rect(of: .cancel)
            try run.server.xdotool(EndToEndTests.window + ["mousemove", "--window", "%1", "\(Int(cancel.midX))",
                                                           "\(Int(cancel.midY))", "click", "1"])
            #expect(waitUntil { Self.answers(run.records()) == ["asked", "cancel"] }, "the click cancelled")
            #expect(run.process.isRunning)
            try run.server.xdotool("key", "ctrl+q")
            #expect(waitUntil { Self.answers(run.records()) == ["asked", "cancel", "asked"] }, "asked again")
            // Save has the focus; Down moves it to Discard.
            try run.server.xdotool(["key", "--delay", "50"] + (answer == .save ? ["Return"] : ["Down", "Return"]))
            let exit = run.exit(within: 60)
            #expect(Self.answers(run.records()).last == (answer == .save ? "save" : "discard"))
            #expect(exit.status == 0 && exit.stderr == Self.folderInPlaceOfTheDraft(left.path)
                    + Self.folderInPlaceOfTheDraft(right.path), "only the launch's lines: \(exit)")
            for file in [left, right] {
                if answer == .save {
                    #expect(try Self.values(file).first == "Ada", "\(file.lastPathComponent) saved")
                } else {
                    #expect(!FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent) not saved")
                }
            }
        }

        // MARK: Two instances

        /// Instance A owns the form file while it runs; B, started on the same file, opens it read-only naming A's PID
        /// (its typing and its save change nothing); A's typing stays in its draft; once A has ended, the next
        /// instance owns the file again (A's lock file gone).
        @Test func aSecondInstanceOpensTheFileReadOnlyNamingTheFirstsPID() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saveTo = folder.appendingPathComponent("c.json").path
            let typeA = folder.appendingPathComponent("a.txt")
            try "0.1 click 240,66\n0.2 type Alice\n".write(to: typeA, atomically: false, encoding: .utf8)
            let a = Process()
            a.executableURL = EndToEndTests.executable
            a.arguments = ["form", "--headless", "--duration", "86400", "--script", typeA.path, "--save-to", saveTo]
            a.environment = ExecutableRun.cleanEnvironment()
            a.currentDirectoryURL = folder
            a.standardError = FileHandle.nullDevice
            try a.run()
            defer { if a.isRunning { kill(a.processIdentifier, SIGKILL) } }
            let draft = saveTo + ".draft"
            #expect(waitUntil { (try? String(contentsOfFile: draft, encoding: .utf8))?.contains("Alice") == true },
                    "A's typing reached its draft")

            let typeB = folder.appendingPathComponent("b.txt")
            try "0.1 key Tab\n0.2 type Bob\n0.4 key ctrl+S\n0.6 quit\n".write(to: typeB, atomically: false, encoding: .utf8)
            let trace = folder.appendingPathComponent("b.jsonl")
            let b = try ExecutableRun(["form", "--headless", "--script", typeB.path, "--save-to", saveTo, "--trace", trace.path],
                                      environment: ExecutableRun.cleanEnvironment(), in: folder, limit: .seconds(60),
                                      memory: Self.memory)
            #expect(b.exited && b.status == 0, "B changed nothing, so it lost nothing: \(b.errors)")
            #expect(b.errors == "listdemo: '\(saveTo)' is open in listdemo (PID \(a.processIdentifier)): "
                    + "opened read-only, nothing will be saved\n")
            let readOnly = "Read-only: listdemo (PID \(a.processIdentifier)) has c.json open"
            #expect(Set(Self.errorMessages(Self.records(trace))) == [readOnly], "B's typing and Save were refused")
            #expect(!FileManager.default.fileExists(atPath: saveTo), "B's save wrote nothing")
            #expect(try String(contentsOfFile: draft, encoding: .utf8).contains("Alice"), "A's draft is A's")
            #expect(try !String(contentsOfFile: draft, encoding: .utf8).contains("Bob"))

            kill(a.processIdentifier, SIGTERM)
            try #require(waitUntil { !a.isRunning })
            a.waitUntilExit()
            #expect(a.terminationReason == .exit && a.terminationStatus == 0)
            #expect(!FileManager.default.fileExists(atPath: saveTo + ".lock"), "A removed its lock file")
            let c = try ExecutableRun(["form", "--headless", "--script", typeB.path, "--save-to", saveTo],
                                      environment: ExecutableRun.cleanEnvironment(), in: folder, limit: .seconds(60),
                                      memory: Self.memory)
            #expect(c.exited && c.status == 0 && c.errors.isEmpty, "\(c.errors)")
            let saved = try JSONDecoder().decode([String?].self, from: Data(contentsOf: URL(fileURLWithPath: saveTo)))
            #expect(saved.first == "AliceBob", "C restored A's draft, typed and saved")
        }

        /// Two real processes: A (headless) owns the form file and has typed "Alice" into its draft; B, a window on the
        /// same file, is read-only (its typing refused). When A ends (SIGTERM), B notices on its own (the trace's
        /// notice), takes the lock, restores A's draft and drops the read-only banner: B's typing then goes on from
        /// A's text and its Save writes both.
        @Test func aReadOnlyWindowTakesOverWhenTheOwnerEnds() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saveTo = folder.appendingPathComponent("c.json")
            let typeA = folder.appendingPathComponent("a.txt")
            try "0.1 click 240,66\n0.2 type Alice\n".write(to: typeA, atomically: false, encoding: .utf8)
            let a = try Self.start(["form", "--headless", "--duration", "86400", "--script", typeA.path, "--save-to", saveTo.path],
                                   in: folder, errors: folder.appendingPathComponent("a-stderr.txt"))
            defer { if a.isRunning { kill(a.processIdentifier, SIGKILL) } }
            let draft = URL(fileURLWithPath: saveTo.path + ".draft")
            #expect(waitUntil { (try? Self.values(draft))?.first == "Alice" }, "A's typing reached its draft")

            let b = try EndToEndTests.Run(["form", "--save-to", saveTo.path])
            let readOnly = "Read-only: listdemo (PID \(a.processIdentifier)) has c.json open"
            // Through XTEST to the window under the pointer (no window manager to focus it).
            try b.server.xdotool(EndToEndTests.window + ["mousemove", "--window", "%1", "240", "400"])
            try b.server.xdotool("key", "Tab")
            try b.server.xdotool("type", "--delay", "20", "x")
            #expect(waitUntil { Self.errorMessages(b.records()).contains(readOnly) }, "B's typing is refused while A runs")

            kill(a.processIdentifier, SIGTERM)
            try #require(waitUntil { !a.isRunning }, "SIGTERM ended A")
            a.waitUntilExit()
            #expect(a.terminationReason == .exit && a.terminationStatus == 0)
            let notice = "listdemo (PID \(a.processIdentifier)) has closed the file: editing it here now; Restored unsaved changes"
            #expect(waitUntil { b.events("notice").contains { $0["message"] as? String == notice } }, "\(b.events("notice"))")
            #expect(FileManager.default.fileExists(atPath: saveTo.path + ".lock"), "B holds the lock now")

            // B's field shows A's text, the caret at its end.
            try b.server.xdotool("type", "--delay", "20", "Bob")
            try b.server.xdotool("key", "ctrl+s")
            #expect(waitUntil { !b.events("save").isEmpty }, "B saved: \(b.events("error"))")
            #expect(try Self.values(saveTo).first == "AliceBob")
            try b.server.xdotool("key", "ctrl+q")
            let exit = b.exit(within: 60)
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stderr == "listdemo: '\(saveTo.path)' is open in listdemo (PID \(a.processIdentifier)): "
                    + "opened read-only, nothing will be saved\n", "only the launch's line")
        }

        /// `--compare` keeps a form per half (`c.json` left, `c-right.json` right), each taken over on its own: with
        /// A (headless) owning `c.json`, B's left half is read-only and its right half B's; when A ends, B's left
        /// half notices, takes the lock, restores A's draft, and B's typing there then goes on from A's text and its
        /// Save writes both, while the right half, owned all along, kept every key (the refused one too).
        @Test func inCompareModeAReadOnlyHalfTakesOverWhenTheOwnerEnds() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saveTo = folder.appendingPathComponent("c.json"), right = folder.appendingPathComponent("c-right.json")
            let typeA = folder.appendingPathComponent("a.txt")
            try "0.1 click 240,66\n0.2 type Alice\n".write(to: typeA, atomically: false, encoding: .utf8)
            let a = try Self.start(["form", "--headless", "--duration", "86400", "--script", typeA.path, "--save-to", saveTo.path],
                                   in: folder, errors: folder.appendingPathComponent("a-stderr.txt"))
            defer { if a.isRunning { kill(a.processIdentifier, SIGKILL) } }
            let draft = URL(fileURLWithPath: saveTo.path + ".draft")
            #expect(waitUntil { (try? Self.values(draft))?.first == "Alice" }, "A's typing reached its draft")

            let b = try EndToEndTests.Run(["form", "--compare", "uikit,android", "--size", "960x800", "--save-to", saveTo.path])
            let readOnly = "Read-only: listdemo (PID \(a.processIdentifier)) has c.json open"
            // Through XTEST to the left half under the pointer (no window manager to focus it).
            try b.server.xdotool(EndToEndTests.window + ["mousemove", "--window", "%1", "240", "400"])
            try b.server.xdotool("key", "Tab")
            try b.server.xdotool("type", "--delay", "20", "x")
            #expect(waitUntil { Self.errorMessages(b.records()).contains(readOnly) }, "the left half's typing is refused while A runs")
            #expect(FileManager.default.contents(atPath: right.path + ".lock") == Data("\(b.process.processIdentifier)\n".utf8),
                    "B owns the right half's file from the start")

            kill(a.processIdentifier, SIGTERM)
            try #require(waitUntil { !a.isRunning }, "SIGTERM ended A")
            a.waitUntilExit()
            #expect(a.terminationReason == .exit && a.terminationStatus == 0)
            let notice = "listdemo (PID \(a.processIdentifier)) has closed the file: editing it here now; Restored unsaved changes"
            #expect(waitUntil { b.events("notice").contains { $0["message"] as? String == notice } }, "\(b.events("notice"))")
            #expect(FileManager.default.contents(atPath: saveTo.path + ".lock") == Data("\(b.process.processIdentifier)\n".utf8),
                    "B holds the left half's lock now")

            try b.server.xdotool("type", "--delay", "20", "Bob")
            try b.server.xdotool("key", "ctrl+s")
            #expect(waitUntil { (try? Self.values(saveTo))?.first == "AliceBob" }, "B's left half saved: \(b.events("error"))")
            // Keys go to both halves and Ctrl+S saves both: the right half, B's all along, took the "x" too.
            #expect(waitUntil { (try? Self.values(right))?.first == "xBob" }, "B's right half saved its own text")
            try b.server.xdotool("key", "ctrl+q")
            let exit = b.exit(within: 60)
            #expect(exit.status == 0, "\(exit)")
            #expect(exit.stderr == "listdemo: '\(saveTo.path)' is open in listdemo (PID \(a.processIdentifier)): "
                    + "opened read-only, nothing will be saved\n", "only the launch's line")
        }

        // MARK: Changes on disk

        /// A save file changed on disk since the app read it is not overwritten: the first Ctrl+S refuses and names
        /// where the next keeps it; the second keeps it there and writes the app's values. A draft then swapped for a
        /// link to the save file is refused at the next edit (the same-file rule at every write), the save file
        /// untouched; SIGTERM then ends the run non-zero with one line, the edit being on no disk.
        @Test func aSaveFileChangedOnDiskOrADraftLinkedToItIsNeverOverwritten() throws {
            let run = try EndToEndTests.Run(["form", "--save-to", "c.json"])
            let saveTo = run.directory.appendingPathComponent("c.json").path
            try run.server.xdotool(EndToEndTests.window + ["mousemove", "--window", "%1", "300", "66", "click", "1"])
            try run.server.xdotool("type", "--delay", "20", "Ada")
            try run.server.xdotool("key", "ctrl+s")
            #expect(waitUntil { !run.events("save").isEmpty }, "the first save")
            let theirs = Data("[\"Theirs\"]\n".utf8)
            try theirs.write(to: URL(fileURLWithPath: saveTo))
            try run.server.xdotool("key", "ctrl+s")
            let refusal = "c.json changed on disk since it was read: Save again keeps that version as c.json.changed-1 and writes yours"
            #expect(waitUntil { Self.errorMessages(run.records()).contains(refusal) }, "\(run.events("error"))")
            #expect(FileManager.default.contents(atPath: saveTo) == theirs, "refused: their file stays")
            try run.server.xdotool("key", "ctrl+s")
            #expect(waitUntil { run.events("save").count == 2 }, "the second Ctrl+S saved")
            #expect(FileManager.default.contents(atPath: saveTo + ".changed-1") == theirs, "their version is kept")
            let ours = try JSONDecoder().decode([String?].self, from: Data(contentsOf: URL(fileURLWithPath: saveTo)))
            #expect(ours.first == "Ada")

            let draft = saveTo + ".draft"
            try FileManager.default.createSymbolicLink(atPath: draft, withDestinationPath: "c.json")
            let saved = FileManager.default.contents(atPath: saveTo)
            try run.server.xdotool("type", "--delay", "20", "x")
            let sameFile = "the form's draft 'c.json.draft' is the same file as --save-to 'c.json': refusing to write both"
            #expect(waitUntil { Self.errorMessages(run.records()).contains(sameFile) }, "\(run.events("error"))")
            #expect(FileManager.default.contents(atPath: saveTo) == saved, "the save file is untouched")
            kill(run.process.processIdentifier, SIGTERM)
            let exit = run.exit(within: 10)
            #expect(exit.status == 1)
            #expect(exit.stderr == "listdemo: quit with edits that could not be written: \(sameFile)\n")
        }

        /// A headless form on `c.json` in `folder` playing `script`, stopped (`LISTDEMO_FAULT=stop-before-replace:N`,
        /// SIGSTOP) when the Nth file it writes, written and synced, is about to replace its target (with `exchanges`
        /// false, as on a file system without `RENAME_EXCHANGE`: `no-exchange`); `whileStopped`
        /// changes the files then, as another program could, and the run goes on (SIGCONT) to its `quit`. Returns its
        /// trace's records and its exit status.
        private func runStopped(_ script: String, atReplace replace: Int, exchanges: Bool = true, in folder: URL,
                                whileStopped: () throws -> Void) throws -> (records: [[String: Any]], status: Int32?) {
            let scriptFile = folder.appendingPathComponent("script.txt")
            try script.write(to: scriptFile, atomically: false, encoding: .utf8)
            let trace = folder.appendingPathComponent("trace.jsonl")
            let process = try Self.start(["form", "--headless", "--script", scriptFile.path, "--save-to", "c.json",
                                          "--trace", trace.path],
                                         environment: ["LISTDEMO_FAULT": (exchanges ? "" : "no-exchange,")
                                                                            + "stop-before-replace:\(replace)"], in: folder,
                                         errors: folder.appendingPathComponent("stderr.txt"))
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            let stat = "/proc/\(process.processIdentifier)/stat"
            // The state letter follows the command's closing parenthesis; T is stopped.
            let stopped = waitUntil {
                guard let text = try? String(contentsOfFile: stat, encoding: .utf8), let close = text.lastIndex(of: ")") else { return false }
                return text[text.index(after: close)...].split(separator: " ").first == "T"
            }
            try #require(stopped, "the run stopped before its replace \(replace)")
            try whileStopped()
            kill(process.processIdentifier, SIGCONT)
            guard waitUntil(60, { !process.isRunning }) else { return (Self.records(trace), nil) }
            process.waitUntilExit()
            return (Self.records(trace), process.terminationReason == .exit ? process.terminationStatus : nil)
        }

        /// The form's values in the file at `path`.
        private static func values(_ path: URL) throws -> [String?] {
            try JSONDecoder().decode([String?].self, from: Data(contentsOf: path))
        }

        /// The save file changed on disk after the app's check and before its replace (written in place, as `echo >`
        /// does, at a deterministic stop of the app): the new file is swapped in, the one it displaced is found not to
        /// be the app's and swapped back, and the Save refused, naming where the next one keeps it; the next Save keeps
        /// it there and writes. The check-then-rename before left theirs overwritten.
        @Test func aSaveFileChangedJustBeforeTheReplaceIsPutBackAndTheSaveRefused() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saveTo = folder.appendingPathComponent("c.json")
            try JSONEncoder().encode(["Mine"] + Array(repeating: String?.none, count: FormScene.fieldCount - 1)).write(to: saveTo)
            let theirs = Data("[\"Theirs\"]\n".utf8)
            // Replace 1 is the draft (typing), replace 2 the first Save.
            let (records, status) = try runStopped("0.1 key Tab\n0.2 type Ada\n0.4 key ctrl+S\n0.6 key ctrl+S\n0.8 quit\n",
                                                   atReplace: 2, in: folder) {
                #expect(try Self.values(saveTo).first == "Mine", "stopped before the save's replace")
                let file = try FileHandle(forUpdating: saveTo)
                try file.truncate(atOffset: 0)
                try file.write(contentsOf: theirs)
                try file.close()
            }
            #expect(status == 0)
            #expect(Self.errorMessages(records) == ["c.json changed on disk since it was read: Save again keeps that version "
                                                    + "as c.json.changed-1 and writes yours"])
            #expect(records.filter { $0["event"] as? String == "save" }.compactMap { $0["t"] as? Double } == [0.6])
            #expect(FileManager.default.contents(atPath: saveTo.path + ".changed-1") == theirs, "their version is kept whole")
            #expect(try Self.values(saveTo).first == "MineAda")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(!left.contains { $0.contains(".tmp-") || $0 == "c.json.draft" }, "no temporary or draft is left: \(left)")
        }

        /// Where the file system cannot exchange (`LISTDEMO_FAULT=no-exchange`, the EINVAL of some network and FUSE
        /// file systems), the save checks right before a plain rename: a save file changed on disk while the app was
        /// stopped before its replace is refused and left untouched, never even renamed (its ctime is the one its
        /// change gave it: an exchange and swap back would have renamed it twice); an unchanged one is replaced.
        @Test func withoutExchangeASaveStillRefusesAChangedFileAndSavesAnUnchangedOne() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saveTo = folder.appendingPathComponent("c.json")
            let mine = try JSONEncoder().encode(["Mine"] + Array(repeating: String?.none, count: FormScene.fieldCount - 1))
            try mine.write(to: saveTo)
            let theirs = Data("[\"Theirs\"]\n".utf8)
            var changed: timespec?
            // Replace 1 is the draft (typing), replace 2 the Save.
            let refused = try runStopped("0.1 key Tab\n0.2 type Ada\n0.4 key ctrl+S\n0.6 quit\n", atReplace: 2,
                                         exchanges: false, in: folder) {
                let file = try FileHandle(forUpdating: saveTo)
                try file.truncate(atOffset: 0)
                try file.write(contentsOf: theirs)
                try file.close()
                changed = Self.changeTime(saveTo)
            }
            #expect(refused.status == 0)
            #expect(Self.errorMessages(refused.records) == ["c.json changed on disk since it was read: Save again keeps that "
                                                            + "version as c.json.changed-1 and writes yours"])
            #expect(FileManager.default.contents(atPath: saveTo.path) == theirs, "their file stays")
            let after = Self.changeTime(saveTo)
            #expect(changed != nil && after?.tv_sec == changed?.tv_sec && after?.tv_nsec == changed?.tv_nsec,
                    "their file was never renamed: \(String(describing: changed)) then \(String(describing: after))")

            try FileManager.default.removeItem(at: saveTo)
            try FileManager.default.removeItem(atPath: saveTo.path + ".draft")
            try mine.write(to: saveTo)
            let script = folder.appendingPathComponent("save.txt")
            try "0.1 key Tab\n0.2 type Ada\n0.4 key ctrl+S\n0.6 quit\n".write(to: script, atomically: false, encoding: .utf8)
            let saved = try ExecutableRun(["form", "--headless", "--script", script.path, "--save-to", "c.json"],
                                          environment: ExecutableRun.cleanEnvironment(["LISTDEMO_FAULT": "no-exchange"]),
                                          in: folder, limit: .seconds(60), memory: Self.memory)
            #expect(saved.exited && saved.status == 0 && saved.errors.isEmpty, "\(saved.errors)")
            #expect(try Self.values(saveTo).first == "MineAda")
            let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(!left.contains { $0.contains(".tmp-") || $0 == "c.json.draft" || $0.contains(".changed-") },
                    "no temporary, draft or kept file is left: \(left)")
        }

        /// The status-change time of the file at `url`, or nil when there is none.
        private static func changeTime(_ url: URL) -> timespec? {
            var status = stat()
            return stat(url.path, &status) == 0 ? status.st_ctim : nil
        }

        /// A draft another program made while the app was about to write its first one (at a deterministic stop) is
        /// not replaced: the edit is refused once, naming where the next keeps it; the next keeps it and writes. Then a
        /// draft replaced by another program while a Save is about to replace the save file is not removed by that
        /// Save as superseded: it is kept aside too.
        @Test func aDraftAnotherProgramMadeOrReplacedIsNeitherOverwrittenNorRemoved() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let saveTo = folder.appendingPathComponent("c.json")
            let draft = folder.appendingPathComponent("c.json.draft")
            // The banner names the kept file by its resolved path.
            let resolved = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
            let theirs = Data("[\"Their draft\"]\n".utf8)
            let first = try runStopped("0.1 key Tab\n0.2 type Ada\n0.3 type b\n0.5 key ctrl+S\n0.7 quit\n", atReplace: 1, in: folder) {
                #expect(!FileManager.default.fileExists(atPath: draft.path), "stopped before the first draft's replace")
                try theirs.write(to: draft)
            }
            #expect(first.status == 0)
            #expect(Self.errorMessages(first.records) == ["c.json.draft changed on disk since the app wrote it: the next edit "
                                                          + "keeps that version as c.json.draft.changed-1 and writes yours"])
            let notices = first.records.filter { $0["event"] as? String == "notice" }.compactMap { $0["message"] as? String }
            #expect(notices == ["The draft changed on disk is kept as \(resolved)/c.json.draft.changed-1"])
            #expect(FileManager.default.contents(atPath: draft.path + ".changed-1") == theirs)
            #expect(try Self.values(saveTo).first == "Adab")
            #expect(!FileManager.default.fileExists(atPath: draft.path), "the app's own draft is removed by the save")

            let replacement = Data("[\"Their second draft\"]\n".utf8)
            // Replace 1 is the draft (typing), replace 2 the Save.
            let second = try runStopped("0.1 key Tab\n0.2 type c\n0.4 key ctrl+S\n0.6 quit\n", atReplace: 2, in: folder) {
                #expect(try Self.values(draft).first == "Adabc", "the app's draft is there")
                let staged = folder.appendingPathComponent("staged")
                try replacement.write(to: staged)
                #expect(rename(staged.path, draft.path) == 0)
            }
            #expect(second.status == 0 && Self.errorMessages(second.records).isEmpty)
            #expect(try Self.values(saveTo).first == "Adabc")
            #expect(FileManager.default.contents(atPath: draft.path + ".changed-2") == replacement, "their draft is kept")
            #expect(!FileManager.default.fileExists(atPath: draft.path))
        }

        /// A `--screenshot` path swapped for a link to the save file while the window runs: the screenshot taken at
        /// quitting is refused with one line (exit 1) and the save file is untouched.
        @Test func aScreenshotPathSwappedForALinkToTheSaveFileIsRefusedAtTheWrite() throws {
            let run = try EndToEndTests.Run(["form", "--save-to", "c.json", "--screenshot", "shot.png"])
            let saveTo = run.directory.appendingPathComponent("c.json").path
            let saved = Data("[\"Saved\"]\n".utf8)
            try saved.write(to: URL(fileURLWithPath: saveTo))
            try FileManager.default.createSymbolicLink(atPath: run.directory.appendingPathComponent("shot.png").path,
                                                       withDestinationPath: "c.json")
            // Through XTEST to the window under the pointer (no window manager to focus it).
            try run.server.xdotool(EndToEndTests.window + ["mousemove", "--window", "%1", "240", "400"])
            try run.server.xdotool("key", "ctrl+q")
            let exit = run.exit(within: 10)
            #expect(exit.status == 1)
            #expect(exit.stderr == "listdemo: --screenshot 'shot.png' is the same file as --save-to 'c.json': refusing to write both\n")
            #expect(FileManager.default.contents(atPath: saveTo) == saved)
        }
    }
}

/// The quit dialog through the app's own input routing (no window needed: a run that is not headless asks).
@Suite struct QuitDialogTests {
    /// A form whose draft cannot be written (a folder is in its place) but whose save file can.
    private func formWithAnUnwritableDraft() throws -> (SceneDriver, URL) {
        let folder = try PlatformTestSupport.temporaryDirectory()
        let saveTo = folder.appendingPathComponent("c.json").path
        try FileManager.default.createDirectory(atPath: saveTo + ".draft", withIntermediateDirectories: false)
        let driver = try SceneDriver(["form", "--size", "480x800", "--save-to", saveTo])
        driver.run(until: 0.1)
        driver.key("Tab")
        driver.send(.textInput("Ada"))
        return (driver, folder)
    }

    private func answers(_ driver: SceneDriver) -> [String] {
        driver.sceneEvents.compactMap { if case .quitConfirmation(_, let answer) = $0 { answer } else { nil } }
    }

    @Test func saveFromTheKeyboardWritesTheEditsAndQuits() throws {
        let (driver, folder) = try formWithAnUnwritableDraft()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(driver.app.unwrittenEdits?.hasPrefix("refusing to write") == true)
        driver.key("Q", .ctrl)
        #expect(!driver.app.quitRequested && answers(driver) == ["asked"])
        // Modal: a key the dialog does not use reaches nothing behind it.
        driver.send(.textInput("zzz"))
        driver.key("Tab")
        driver.key("Tab", .shift)
        driver.key("Return")
        #expect(answers(driver) == ["asked", "save"])
        #expect(driver.app.quitRequested && driver.app.unwrittenEdits == nil)
        let saved = try JSONDecoder().decode([String?].self, from: Data(contentsOf: folder.appendingPathComponent("c.json")))
        #expect(saved.first == "Ada", "typing while asked went nowhere")
    }

    @Test func aClickOnDiscardQuitsAndAPressThatLeavesTheButtonDoesNot() throws {
        let (driver, folder) = try formWithAnUnwritableDraft()
        defer { try? FileManager.default.removeItem(at: folder) }
        driver.send(.quit)
        let dialog = QuitDialog(reason: "", focused: .save, size: driver.app.windowSize)
        let discard = dialog.rect(of: .discard), cancel = dialog.rect(of: .cancel)
        driver.send(.pointerDown(Point(x: discard.midX, y: discard.midY)))
        driver.send(.pointerUp(Point(x: cancel.midX, y: cancel.midY)))
        #expect(!driver.app.quitRequested && answers(driver) == ["asked"], "pressed on one button, released on another")
        driver.click(x: discard.midX, y: discard.midY)
        #expect(answers(driver) == ["asked", "discard"])
        #expect(driver.app.quitRequested && driver.app.shell.discardedEdits)
    }

    @Test func withEveryEditInTheDraftQuittingDoesNotAsk() throws {
        let folder = try PlatformTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let driver = try SceneDriver(["form", "--save-to", folder.appendingPathComponent("c.json").path])
        driver.key("Tab")
        driver.send(.textInput("Ada"))
        driver.key("Q", .ctrl)
        #expect(driver.app.quitRequested && answers(driver).isEmpty)
    }
}
