import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// What the real executable prints about hostile input (issue 21): every echoed input quoted, escaped and cut, so
    /// a message is one readable line; the environment's mistakes named as they are. Each case runs under a time
    /// limit and an address-space limit.
    @Suite struct MessageHostileTests {
        static let memory = 1 << 30

        /// Escape sequences, OSC, BEL, U+2028 and U+202E in a path come out escaped; nothing of them reaches the
        /// terminal raw.
        static let hostilePath = "nofolder/\u{1B}[31mred\u{1B}]0;title\u{07}\u{2028}line\u{202E}gnp.png"

        static func run(_ arguments: [String], environment: [String: String] = ExecutableRun.cleanEnvironment(),
                        in folder: URL) throws -> ExecutableRun {
            try ExecutableRun(arguments, environment: environment, in: folder, limit: .seconds(60), memory: memory)
        }

        /// No control, format or separator character in `text` but its line breaks.
        static func isPrintable(_ text: String) -> Bool {
            text.unicodeScalars.allSatisfy { scalar in
                scalar == "\n" || ![.control, .format, .lineSeparator, .paragraphSeparator]
                    .contains(scalar.properties.generalCategory)
            }
        }

        @Test func anEightMegabyteUnknownVerbIsQuotedCut() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("verb.txt")
            try ("0 " + String(repeating: "x", count: 8 << 20) + "\n").write(to: script, atomically: false, encoding: .utf8)
            let run = try Self.run(["snap", "--headless", "--script", script.path], in: folder)
            #expect(run.exited && run.status == 1)
            #expect(run.errorLines.count == 1)
            #expect(run.errors.utf8.count < 400, "\(run.errors.utf8.count) bytes")
            #expect(run.errors == "listdemo: script:1: unknown verb '" + String(repeating: "x", count: String.longestQuote)
                    + "…' (8388608 characters)\n")
        }

        @Test(arguments: [["snap", "--headless", "--duration", "0.1", "--screenshot"],
                          ["snap", "--headless", "--duration", "0.1", "--trace"],
                          ["report", "trace.jsonl", "--out"]])
        func aPathWithEscapesIsPrintedEscaped(arguments: [String]) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            try #"{"frame":0,"t":0,"offset":0}"#.appending("\n").write(to: folder.appendingPathComponent("trace.jsonl"),
                                                                     atomically: false, encoding: .utf8)
            let run = try Self.run(arguments + [Self.hostilePath], in: folder)
            #expect(run.exited && run.status != 0)
            #expect(run.errorLines.count == 1, "\(run.errors)")
            #expect(Self.isPrintable(run.errors), "\(run.errors.debugDescription)")
            #expect(run.errors.contains(#"'nofolder/\u{1b}[31mred\u{1b}]0;title\u{7}\u{2028}line\u{202e}gnp.png'"#),
                    "\(run.errors.debugDescription)")
        }

        /// The form's save and draft failures in the trace (and its banner) quote the path the same way.
        @Test func aSavePathWithAnEscapeSequenceIsEscapedInTheTrace() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("save.txt")
            try "0.1 click 240,66\n0.2 type A\n0.3 key ctrl+S\n1 quit\n".write(to: script, atomically: false, encoding: .utf8)
            let trace = folder.appendingPathComponent("trace.jsonl")
            _ = try Self.run(["form", "--headless", "--script", script.path, "--save-to", "nofolder/\u{1B}[31mx.json",
                              "--trace", trace.path], in: folder)
            let errors = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
                .compactMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
                .filter { $0["event"] as? String == "error" }.compactMap { $0["message"] as? String }
            #expect(errors.contains("cannot write 'nofolder/\\u{1b}[31mx.json': No such file or directory"), "\(errors)")
            #expect(errors.allSatisfy(Self.isPrintable))
        }

        /// SDL_VIDEODRIVER and LISTDEMO_RENDERER that name nothing SDL has are named; "set DISPLAY" is never said
        /// where DISPLAY is set.
        @Test(arguments: [
            (["SDL_VIDEODRIVER": "nonsense", "DISPLAY": ":0"], "listdemo: SDL_VIDEODRIVER 'nonsense' is no video driver SDL has (it has "),
            (["SDL_VIDEODRIVER": "wayland"], "listdemo: cannot open a window with SDL_VIDEODRIVER 'wayland': "),
            (["SDL_VIDEODRIVER": "dummy", "LISTDEMO_RENDERER": "nonsense"],
             "listdemo: LISTDEMO_RENDERER 'nonsense' is no render driver SDL has (it has "),
        ])
        func theEnvironmentsMistakeIsNamed(environment: [String: String], message: String) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            // A runtime folder of the test's own: no compositor's socket is in it.
            let run = try Self.run(["snap", "--duration", "1"],
                                   environment: ExecutableRun.cleanEnvironment(environment.merging(["XDG_RUNTIME_DIR": folder.path]) { $1 }),
                                   in: folder)
            #expect(run.exited && run.status == 1)
            #expect(run.errorLines.count == 1, "\(run.errors)")
            #expect(run.errors.hasPrefix(message), "\(run.errors)")
            #expect(!run.errors.contains("set DISPLAY"))
        }

        /// An SDL hint the app sets, set by the user's environment too, leaves the user's value and runs
        /// (SDL refuses the app's value then; the app once exited 1 with "cannot set SDL hint").
        @Test func aHintTheEnvironmentSetsIsTheUsersChoice() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try Self.run(["snap", "--duration", "0.2"],
                                   environment: ExecutableRun.cleanEnvironment(["SDL_VIDEODRIVER": "dummy",
                                                                                "SDL_FRAMEBUFFER_ACCELERATION": "1"]),
                                   in: folder)
            #expect(run.exited && run.status == 0, "\(run.errors)")
            #expect(run.errors.isEmpty, "\(run.errors)")
        }

        /// A script's insert on the menu says the menu has no editable rows (not "the listdemo scene").
        @Test func anInsertOnTheMenuNamesTheMenu() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("insert.txt")
            try "0.1 insert 0 0\n0.2 quit\n".write(to: script, atomically: false, encoding: .utf8)
            let trace = folder.appendingPathComponent("trace.jsonl")
            let run = try Self.run(["--headless", "--script", script.path, "--trace", trace.path], in: folder)
            #expect(run.exited && run.status == 0, "\(run.errors)")
            let text = try String(contentsOf: trace, encoding: .utf8)
            #expect(text.contains(#""message":"insert: the menu has no editable rows (only the live scene's rows can be inserted or deleted)""#))
        }

        /// A script from a FIFO that trickles a byte every 3 s (each read answers within the 5 s per-read limit) fails
        /// at the overall deadline instead of never starting.
        @Test func aTricklingScriptMeetsAnOverallDeadline() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let fifo = folder.appendingPathComponent("script.fifo").path
            #expect(mkfifo(fifo, 0o600) == 0)
            // The writer end, opened without waiting for the app (O_RDWR on a FIFO never blocks on Linux).
            let writer = open(fifo, O_RDWR | O_CLOEXEC)
            #expect(writer >= 0)
            let stop = DispatchSemaphore(value: 0)
            Thread {
                while stop.wait(timeout: .now() + 3) == .timedOut { _ = write(writer, "#", 1) }
                close(writer)
            }.start()
            defer { stop.signal() }
            let run = try Self.run(["snap", "--headless", "--script", fifo], in: folder)
            #expect(run.exited && run.status == 1)
            #expect(run.errorLines.count == 1)
            // The run's time limit is the guard: a script that never ends would be killed (not `exited`).
            #expect(run.errors.contains("not read to its end within \(Int(Script.readDeadline)) s"), "\(run.errors)")
        }
    }
}
