import Foundation
import Testing
@testable import ListDemoKit

/// A FIFO in a fresh folder with a reader that never reads (issue 21: `listdemo feed --trace /dev/stdout | sleep 50`).
private final class StalledFIFO {
    let folder: URL
    let path: String
    /// The read end, held open and never read: the writer can open it, and fills it.
    let reader: Int32

    init() throws {
        folder = try PlatformTestSupport.temporaryDirectory()
        path = folder.appendingPathComponent("trace.fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        reader = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        #expect(reader >= 0)
    }

    /// Bytes waiting in the pipe.
    var waiting: Int32 {
        var count: Int32 = 0
        _ = ioctl(reader, UInt(FIONREAD), &count)
        return count
    }

    /// Whether `writer` has filled the pipe and stopped: 48 KB of its 64 KB wait (a record that does not fit stops
    /// the writer short of 64 KB), and one of its threads sleeps in write(2) on the pipe, as the kernel reports it
    /// (`/proc/PID/task/*/wchan`: `anon_pipe_write`, `pipe_write`, or `pipe_wait` before Linux 5.6) — not judged by
    /// how long no byte came, which a busy machine can stretch.
    func isStalled(writer: Process) -> Bool {
        guard waiting >= 48_000 else { return false }
        let tasks = "/proc/\(writer.processIdentifier)/task"
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
        return threads.contains { thread in
            let wchan = (try? String(contentsOfFile: "\(tasks)/\(thread)/wchan", encoding: .utf8)) ?? ""
            return wchan.hasSuffix("pipe_write") || wchan.hasPrefix("pipe_wait")
        }
    }

    /// Starts reading on a thread of its own everything the writer sends until it closes its end; `lines()` waits
    /// for the end.
    func drain() -> Drained {
        let drained = Drained()
        let reader = reader
        _ = fcntl(reader, F_SETFL, 0)
        Thread {
            var bytes = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = read(reader, &bytes, bytes.count)
                if count <= 0 { break }
                drained.data.append(contentsOf: bytes[..<count])
            }
            drained.ended.signal()
        }.start()
        return drained
    }

    /// What `drain` read. `@unchecked Sendable`: `data` is written by the reading thread only until it signals
    /// `ended`, and read only after.
    final class Drained: @unchecked Sendable {
        var data = Data()
        let ended = DispatchSemaphore(value: 0)

        func lines() -> [String] {
            ended.wait()
            return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        }
    }

    deinit {
        close(reader)
        try? FileManager.default.removeItem(at: folder)
    }
}

extension PlatformTests {
    /// The trace never holds up a frame, and SIGTERM and SIGINT end a run whatever it waits on (issue 21).
    @Suite struct TraceStallTests {
        /// A window's writer behind a reader that stopped: appends return at once, the records that do not fit are
        /// counted, and once the reader reads again the trace says how many were dropped where they were.
        @Test(.timeLimit(.minutes(1)))
        func aWindowsTraceDropsAndCountsWhatAStalledReaderCannotTake() throws {
            let fifo = try StalledFIFO()
            let writer = try TraceWriter(path: fifo.path, flushEvery: 1, pacing: .dropsWhenBehind)
            // 4 MB of records: four times the writer's capacity and sixty times the pipe's.
            let total = 20_000
            let padding = String(repeating: "x", count: 180)
            for index in 0..<total { try writer.append(["n": .int(index), "pad": .string(padding)]) }
            #expect(fifo.waiting > 0)
            let drained = fifo.drain()
            try writer.close()
            let lines = drained.lines()
            let records = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            #expect(records.count == lines.count, "every line whole")
            let written = records.compactMap { $0["n"] as? Int }
            let dropped = records.filter { $0["event"] as? String == "dropped" }.compactMap { $0["records"] as? Int }
            #expect(!dropped.isEmpty)
            #expect(written.count + dropped.reduce(0, +) == total, "each record written or counted")
            #expect(written == written.sorted(), "in order")
            #expect(records.last?["event"] as? String == "dropped", "the count follows what was written before it")
        }

        /// The real app's window with its trace going into a FIFO nobody reads: the wheel scrolls it long past the
        /// pipe's 64 KB, and then the window closes (a window manager's close), SIGTERM or SIGINT ends it within the
        /// writer's wait, with one line saying how much of the trace was not written.
        @Test(arguments: ["close", "SIGTERM", "SIGINT"])
        func aStalledTraceReaderNeitherFreezesNorHoldsTheWindow(ending: String) throws {
            let server = try PlatformXvfb(screen: "1280x900x24")
            defer { server.stop() }
            let fifo = try StalledFIFO()
            let errors = fifo.folder.appendingPathComponent("stderr.txt")
            try Data().write(to: errors)
            let process = Process()
            process.executableURL = EndToEndTests.executable
            process.arguments = ["feed", "--trace", fifo.path]
            process.environment = ExecutableRun.cleanEnvironment(["DISPLAY": server.display, "SDL_VIDEODRIVER": "x11"])
            process.currentDirectoryURL = fifo.folder
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            #expect(waitUntil { !process.isRunning || (try? server.xdotool(EndToEndTests.window)) != nil },
                    "the window was mapped")
            // Wheel notches for about 8 s: frames at 60 Hz with their events fill the pipe (64 KB; the writer stops with a
            // record that does not fit) in about 4 s.
            try server.xdotool(EndToEndTests.window + ["mousemove", "--window", "%1", "240", "400",
                                                       "click", "--repeat", "120", "--delay", "60", "5"])
            #expect(waitUntil(60) { fifo.isStalled(writer: process) }, "the trace filled the pipe: \(fifo.waiting) bytes")
            switch ending {
            case "close":
                let id = try server.xdotool(EndToEndTests.window)
                try server.run("/usr/bin/python3",
                               [EndToEndTests.packageRoot.appendingPathComponent("Tests/Tools/close-window.py").path, id])
            case "SIGTERM": kill(process.processIdentifier, SIGTERM)
            default: kill(process.processIdentifier, SIGINT)
            }
            try #require(waitUntil { !process.isRunning }, "the app ended")
            process.waitUntilExit()
            let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            #expect(process.terminationReason == .exit && process.terminationStatus == 1)
            #expect(stderr.split(separator: "\n").count == 1)
            #expect(stderr.contains("stopped taking records"), "\(stderr)")
        }

        /// A headless run waits for its trace's writer (its trace is its result), but SIGTERM ends even that wait;
        /// SIGINT ends a headless form run the normal way, its typing in the draft and nothing on stderr.
        @Test func signalsEndAHeadlessRunWhateverItWaitsOn() throws {
            let fifo = try StalledFIFO()
            let process = Process()
            process.executableURL = EndToEndTests.executable
            process.arguments = ["feed", "--headless", "--duration", "86400", "--trace", fifo.path]
            process.environment = ExecutableRun.cleanEnvironment()
            process.currentDirectoryURL = fifo.folder
            let stalledErrors = Pipe()
            process.standardError = stalledErrors
            try process.run()
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            #expect(waitUntil(60) { fifo.isStalled(writer: process) }, "the trace filled the pipe")
            kill(process.processIdentifier, SIGTERM)
            try #require(waitUntil { !process.isRunning }, "SIGTERM ended the run")
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 1)
            let stalledMessage = String(decoding: stalledErrors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(stalledMessage.hasPrefix("listdemo: trace: '\(fifo.path)' stopped taking records: "), "\(stalledMessage)")
            #expect(stalledMessage.split(separator: "\n").count == 1)

            let script = fifo.folder.appendingPathComponent("type.txt")
            try "0.1 click 240,66\n0.2 type Alice\n".write(to: script, atomically: true, encoding: .utf8)
            let form = Process()
            form.executableURL = EndToEndTests.executable
            form.arguments = ["form", "--headless", "--duration", "86400", "--script", script.path, "--save-to", "c.json"]
            form.environment = ExecutableRun.cleanEnvironment()
            form.currentDirectoryURL = fifo.folder
            let errors = Pipe()
            form.standardError = errors
            try form.run()
            defer { if form.isRunning { kill(form.processIdentifier, SIGKILL) } }
            let draft = fifo.folder.appendingPathComponent("c.json.draft")
            #expect(waitUntil { (try? String(contentsOf: draft, encoding: .utf8))?.contains("Alice") == true },
                    "the typing reached the draft")
            kill(form.processIdentifier, SIGINT)
            try #require(waitUntil { !form.isRunning }, "SIGINT ended the run")
            form.waitUntilExit()
            #expect(form.terminationReason == .exit && form.terminationStatus == 0)
            #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
            #expect(try String(contentsOf: draft, encoding: .utf8).contains("Alice"))
        }
    }
}
