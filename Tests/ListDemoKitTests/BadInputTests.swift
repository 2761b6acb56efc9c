import Foundation
import Testing

/// Bad input from outside — arguments, scripts, paths, the environment — gets one clear line on
/// standard error and a non-zero exit from the real executable, within a time limit: never a trap,
/// a stack trace or a run that never ends (a run still going at its limit is killed and fails).
struct BadInputTests {
    /// One bad invocation and a fragment its message must contain.
    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var expected: String
        var script: [UInt8]? = nil
        /// Changes to the test's own environment ("{dir}" is the case's own empty folder).
        var environment: [String: String] = [:]
        /// Start from an environment with only PATH and HOME (a fresh login with no display) instead of the test's.
        var clean = false
        /// The longest the run may take: generous for a debug build on a busy machine, yet a hang fails.
        var limit: Duration = .seconds(20)
        var testDescription: String {
            (arguments + (script.map { [String(decoding: $0.prefix(60), as: UTF8.self).debugDescription] } ?? []))
                .joined(separator: " ")
        }
    }

    static let randomBytes: [UInt8] = {
        var state: UInt64 = 0x5EED
        return (0..<512).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }()

    /// A headless run of `script`.
    private static func script(_ text: String, _ expected: String, scene: String = "snap") -> Case {
        Case(arguments: [scene, "--headless"], expected: expected, script: Array(text.utf8))
    }

    /// No display and no `--headless`: one line and a failure, never a window on a driver that shows
    /// nothing or a run that goes on (the limit only guards against a hang).
    private static func noDisplay(_ environment: [String: String], _ expected: String) -> Case {
        Case(arguments: ["feed"], expected: expected, environment: environment, clean: true)
    }

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

        // Issue 11: every number has a finite range (InputLimits), on the command line...
        Case(arguments: ["--size", "99x800"], expected: "--size must be between 100x100 and 8192x8192"),
        Case(arguments: ["--size", "480x8193"], expected: "--size must be between 100x100 and 8192x8192"),
        Case(arguments: ["--scale", "0"], expected: "--scale must be auto or a number from 1 to 4 in steps of 0.25 (got '0')"),
        Case(arguments: ["--scale", "NaN"], expected: "--scale must be auto or a number from 1 to 4 in steps of 0.25"),
        Case(arguments: ["--scale", "3.7"], expected: "--scale must be auto or a number from 1 to 4 in steps of 0.25"),
        Case(arguments: ["--scale", "1e300"], expected: "--scale must be auto or a number from 1 to 4 in steps of 0.25"),
        Case(arguments: ["--headless", "--size", "4096x800", "--scale", "2.25"],
             expected: "--size 4096x800 at --scale 2.25 is 9216 pixels on a side; at most 8192"),
        Case(arguments: ["--fps", "1001"], expected: "--fps must be a whole number from 1 to 1000"),
        Case(arguments: ["--fps", "1e300"], expected: "--fps must be a whole number from 1 to 1000"),
        Case(arguments: ["--headless", "--duration", "1e300"],
             expected: "--duration must be a number of seconds greater than 0 and at most 86400 (got '1e300')"),
        Case(arguments: ["--headless", "--duration", "inf"], expected: "--duration must be a number of seconds"),
        Case(arguments: ["--headless", "--duration", "0"], expected: "--duration must be a number of seconds"),
        Case(arguments: ["--headless", "--duration", "-1"], expected: "--duration must be a number of seconds"),
        Case(arguments: ["--headless", "--duration", "86401"], expected: "--duration must be a number of seconds"),
        Case(arguments: ["live", "--headless", "--duration", "1", "--auto", "1e-9"],
             expected: "--auto must be at least 1/60 s (one frame at --fps 60), so at most one row arrives per frame"),
        Case(arguments: ["live", "--headless", "--duration", "1", "--auto", "0.001", "--fps", "120"],
             expected: "--auto must be at least 1/120 s"),
        Case(arguments: ["live", "--auto", "0"], expected: "--auto must be a number of seconds greater than 0"),
        Case(arguments: ["live", "--auto", "-1"], expected: "--auto must be a number of seconds greater than 0"),
        Case(arguments: ["live", "--auto", "1e300"], expected: "--auto must be a number of seconds"),
        Case(arguments: ["live", "--auto", "nan"], expected: "--auto must be a number of seconds"),
        // Headless, a run without a script ends when the list rests, as it does between two timed rows.
        Case(arguments: ["live", "--headless", "--auto", "1"],
             expected: "--auto in a --headless run needs --duration SECONDS or a --script"),
        Case(arguments: ["snap", "--rows", "0"], expected: "--rows must be a whole number from 1 to 1000000000"),
        Case(arguments: ["snap", "--rows", "1000000001"], expected: "--rows must be a whole number from 1 to 1000000000"),
        Case(arguments: ["feed", "--sections", "1e300"], expected: "--sections must be a whole number"),
        Case(arguments: ["feed", "--sections", "-1"], expected: "--sections must be a whole number"),
        Case(arguments: ["--seed", "18446744073709551616"], expected: "--seed must be a whole number from 0 to"),
        Case(arguments: ["--value", "-1"], expected: "--value must be a whole number"),
        Case(arguments: ["--value", "1e300"], expected: "--value must be a whole number"),

        // ...and in scripts, including the inputs that aborted, trapped or never ended.
        script("0 drag 240,600 240,200 1e10\n", "script:1: drag: duration must be greater than 0 and at most 86400 seconds"),
        script("0 drag 240,600 240,200 1e300\n", "script:1: drag: duration must be"),
        script("0 drag 240,600 240,200 0\n", "script:1: drag: duration must be"),
        script("0 drag 240,600 240,200 -0.25\n", "script:1: drag: duration must be"),
        script("0 drag 240,600 240,200 0.25 hold 1e300\n", "script:1: drag: hold must be"),
        script("0 drag 240,600 240,200 0.25 hold 0\n", "script:1: drag: hold must be"),
        script("0 drag 240,600 240,200 0.25 hold -5\n", "script:1: drag: hold must be"),
        script("1e300 quit\n", "script:1: time must be from 0 to 86400 seconds (got '1e300')"),
        script("0 wheel 1\n86400.5 quit\n", "script:2: time must be from 0 to 86400 seconds"),
        script("1e10 wheel 1\n", "script:1: time must be from 0 to 86400 seconds"),
        script("-1 quit\n", "script:1: negative time -1"),
        script("0 wheel 1e300\n", "script:1: wheel: notches must be from -1000 to 1000"),
        script("0 wheel -1e10\n", "script:1: wheel: notches must be from -1000 to 1000"),
        script("0 pan 1e300\n", "script:1: pan: points must be from -1000000 to 1000000"),
        script("0 pan -1e10\n", "script:1: pan: points must be from -1000000 to 1000000"),
        script("0 click 1e300,5\n", "script:1: click: coordinates must be from -1000000 to 1000000"),
        script("0 move -1e10,0\n", "script:1: move: coordinates must be from -1000000 to 1000000"),
        script("0 press 5,1e7\n", "script:1: press: coordinates must be from -1000000 to 1000000"),
        script("0 release 5,-1e300\n", "script:1: release: coordinates must be from -1000000 to 1000000"),
        script("0 drag 1e300,0 0,0 1\n", "script:1: drag: coordinates must be from -1000000 to 1000000"),
        script("0 press 5,nan\n", "script:1: press: '5,nan' is not a point X,Y"),
        script("0 resize 99999x100\n", "script:1: resize: size must be between 100x100 and 8192x8192"),
        script("0 resize 50x50\n", "script:1: resize: size must be between 100x100 and 8192x8192"),
        script("0 scroll-to 0 -1 top\n", "script:1: scroll-to: row must be a whole number from 0 to 2147483647"),
        script("0 scroll-to 99999999999 0 top\n", "script:1: scroll-to: section must be a whole number from 0 to"),
        script("0 insert 0 2147483648\n", "script:1: insert: row must be a whole number from 0 to 2147483647", scene: "live"),
        script("0 drag 240,600 240,200 1 hold 1\n1.5 drag 240,600 240,200 1\n",
               "script:2: drag at 1.5 starts before the drag on line 1 releases (2.0); a script has one pointer"),
        script("0 delete -3 0\n", "script:1: delete: section must be a whole number from 0 to", scene: "live"),

        // Issue 11: with no display and no --headless, SDL picked a driver that shows nothing and the app ran forever.
        noDisplay([:], "listdemo: no display (DISPLAY and WAYLAND_DISPLAY are unset); use --headless to run without one"),
        noDisplay(["DISPLAY": "", "WAYLAND_DISPLAY": ""], "no display (DISPLAY and WAYLAND_DISPLAY are unset)"),
        // A desktop whose X server is gone (a valid XDG_RUNTIME_DIR, as a login has, so Wayland's probe is quiet).
        noDisplay(["DISPLAY": ":65000", "XDG_RUNTIME_DIR": "{dir}"],
                  "listdemo: no display (cannot connect to DISPLAY ':65000'); use --headless to run without one"),
        noDisplay(["WAYLAND_DISPLAY": "listdemo-no-such-compositor", "XDG_RUNTIME_DIR": "{dir}"],
                  "no display (cannot connect to WAYLAND_DISPLAY 'listdemo-no-such-compositor')"),
    ]

    /// A new empty folder for one run, removed by the caller.
    private static func folder() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listdemo-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// `arguments` with `--script` pointing at `script` written into `directory`, if any.
    private static func arguments(_ arguments: [String], script: [UInt8]?, in directory: URL) throws -> [String] {
        guard let script else { return arguments }
        let path = directory.appendingPathComponent("script.txt")
        try Data(script).write(to: path)
        return arguments + ["--script", path.path]
    }

    @Test(arguments: cases)
    func answersWithOneLineAndAFailingExit(_ bad: Case) throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let changes = bad.environment.mapValues { $0.replacingOccurrences(of: "{dir}", with: directory.path) }
        let run = try ExecutableRun(
            try Self.arguments(bad.arguments, script: bad.script, in: directory),
            environment: bad.clean ? ExecutableRun.cleanEnvironment(changes) : ExecutableRun.inheritedEnvironment(changes),
            in: directory, limit: bad.limit)

        #expect(!run.timedOut, "still running after \(bad.limit): \(run.errors)")
        #expect(run.exited, "no trap: \(run.errors)")
        #expect(run.status != 0)
        #expect(run.errorLines.count == 1, "one line, got: \(run.errors)")
        #expect(run.errors.contains(bad.expected), "\(run.errors) names the problem (\(bad.expected))")
    }

    /// A FIFO that nothing writes to as `--script`: opening it waited for a writer for ever; now a read
    /// waits at most `Script.readTimeout` (5 s) and the run fails with one line.
    @Test func aScriptFIFOThatNothingWritesToFailsInTime() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("script.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try ExecutableRun(["snap", "--headless", "--script", fifo],
                                    environment: ExecutableRun.inheritedEnvironment([:]), in: directory, limit: .seconds(20))
        #expect(!run.timedOut, "still running after 20 s: \(run.errors)")
        #expect(run.exited && run.status != 0)
        #expect(run.errorLines.count == 1, "one line, got: \(run.errors)")
        #expect(run.errors.contains("script: cannot read '\(fifo)': no data within 5 s"), "\(run.errors)")
    }

    /// Hostile-looking input whose documented behaviour is a normal run: it must end, in time, with exit 0 and a
    /// silent standard error.
    struct Good: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var script: String? = nil
        var limit: Duration = .seconds(60)
        var testDescription: String { (arguments + [script.map { $0.prefix(120).debugDescription } ?? ""]).joined(separator: " ") }
    }

    static let goods: [Good] = [
        // A drag of a day (the longest allowed) costs no more than a short one: samples are made as time passes.
        Good(arguments: ["snap", "--headless", "--duration", "1"], script: "0 drag 240,600 240,200 86400 hold 86400\n"),
        // Ten million rows still work.
        Good(arguments: ["snap", "--headless", "--duration", "0.05", "--rows", "1000000000", "--size", "200x300"]),
        // The shortest --auto, one row a frame, ends with its --duration.
        Good(arguments: ["live", "--headless", "--duration", "1", "--auto", "0.016666666666666666"]),
        // A timed live scene with a script ends when the script has run out and the list rests.
        Good(arguments: ["live", "--headless", "--auto", "0.5"], script: "0 wheel 1\n0.7 wheel -1\n"),
        // Rows and sections that do not exist are the data source's business: an error event, not a failure.
        Good(arguments: ["snap", "--headless"],
             script: "0 scroll-to 2147483647 2147483647 top animated\n0 insert 5 5\n0 delete 0 2147483647\n"),
        // A pointer the script presses and never releases holds the list still: the run ends once the script has
        // run out (it waited forever for the release; found by the random scripts below).
        Good(arguments: ["snap", "--headless"], script: "0 press 240,600\n0.2 move 240,500\n"),
        Good(arguments: ["menu", "--headless"], script: "1 press 5,240\n1 click 0,-50\n"),
        // Many commands at once cost a constant each (200,000 wheel lines at t = 0 took longer than a minute).
        Good(arguments: ["snap", "--headless", "--duration", "0.1"],
             script: String(repeating: "0 wheel 1\n", count: 200_000)),
        // The limits' edges are inside them.
        Good(arguments: ["snap", "--headless", "--size", "100x100", "--fps", "1000", "--duration", "0.01"],
             script: "0 wheel 1000\n0 wheel -1000\n0 pan 1e6\n0 pan -1e6\n0 click -1e6,1e6\n0 resize 8192x100\n"),
    ]

    @Test(arguments: goods)
    func endsInTimeWithSuccess(_ good: Good) throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try ExecutableRun(
            try Self.arguments(good.arguments, script: good.script.map { Array($0.utf8) }, in: directory),
            environment: ExecutableRun.inheritedEnvironment(), in: directory, limit: good.limit)
        #expect(!run.timedOut, "still running after \(good.limit)")
        #expect(run.exited && run.status == 0, "exit \(run.status): \(run.errors)")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }
}
