import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `listdemo report TRACE --perfetto OUT.json` (issue 33): the Trace Event Format that Perfetto UI and
    /// chrome://tracing open, checked against the format's rules and against the trace it came from.
    @Suite struct PerfettoExportTests {
        /// The memory a run may take beyond four times its trace's size (address space), as the PNG report's.
        static let memory = ReportHostileTests.memory

        /// A fling released at 0.2 s, a wheel notch landing in it, a thumb grabbed and let go, then rest: its trace,
        /// written by the real executable, headless, with `extra` arguments.
        private static func trace(in folder: URL, _ extra: [String] = []) throws -> String {
            let script = folder.appendingPathComponent("fling.txt")
            try "0.2 drag 240,600 240,200 0.2\n1.5 wheel 3\n4 quit\n".write(to: script, atomically: false, encoding: .utf8)
            let path = folder.appendingPathComponent("trace.jsonl").path
            let run = try ExecutableRun(["snap", "--headless", "--snap", "off", "--script", script.path, "--trace", path]
                                            + extra,
                                        environment: ExecutableRun.cleanEnvironment(), in: folder, limit: .seconds(120))
            #expect(run.exited && run.status == 0, "\(run.errors.prefix(300))")
            return path
        }

        /// Runs `listdemo report` with `arguments` in `folder`, under the report's time and memory bounds.
        private static func report(_ arguments: [String], trace: String, in folder: URL,
                                   limit: Duration = .seconds(60)) throws -> ExecutableRun {
            let size = (try FileManager.default.attributesOfItem(atPath: trace)[.size] as? Int) ?? 0
            return try ExecutableRun(["report", trace] + arguments, environment: ExecutableRun.cleanEnvironment(),
                                     in: folder, limit: limit, memory: memory + 4 * size)
        }

        /// The export's events, each checked for the keys the format requires of its kind.
        private static func events(_ path: String) throws -> [[String: Any]] {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
            let events = try #require((object as? [String: Any])?["traceEvents"] as? [[String: Any]])
            for event in events {
                #expect(event["name"] is String && event["ph"] is String && event["ts"] is NSNumber
                        && event["pid"] is NSNumber && event["tid"] is NSNumber, "\(event)")
                switch event["ph"] as? String {
                case "X": #expect(event["dur"] is NSNumber, "\(event)")
                case "C":
                    let args = try #require(event["args"] as? [String: Any])
                    #expect(!args.isEmpty && args.values.allSatisfy { $0 is NSNumber }, "\(event)")
                case "i": #expect(event["s"] as? String == "t", "\(event)")
                default: #expect(event["ph"] as? String == "M", "\(event)")
                }
            }
            return events
        }

        /// Every track's times, in the file's order, never go back: a thread's slices and instants by `tid`, a
        /// counter by its name.
        private static func expectIncreasingTimes(_ events: [[String: Any]]) {
            var last: [String: Double] = [:]
            for event in events where event["ph"] as? String != "M" {
                let ts = (event["ts"] as! NSNumber).doubleValue
                let track = event["ph"] as? String == "C" ? "counter " + (event["name"] as! String)
                    : "thread \(event["tid"] as! NSNumber)"
                #expect(ts >= last[track] ?? 0, "\(track) went back to \(ts)")
                last[track] = ts
            }
        }

        private static func threadNames(_ events: [[String: Any]]) -> [String] {
            events.filter { $0["name"] as? String == "thread_name" }.compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        }

        @Test func everyFrameIsASliceOfItsWorkEndingWhenPresented() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let trace = try Self.trace(in: folder)
            let out = folder.appendingPathComponent("t.json").path
            let run = try Self.report(["--perfetto", out], trace: trace, in: folder)
            #expect(run.exited && run.status == 0 && run.errors.isEmpty, "\(run.errors.prefix(300))")
            let events = try Self.events(out)
            let frames = try TraceFile.lines(trace).filter { $0.frame != nil }
            let slices = events.filter { $0["ph"] as? String == "X" }
            #expect(slices.count == frames.count)
            var previousEnd = 0.0
            for (slice, frame) in zip(slices, frames) {
                #expect(slice["name"] as? String == "frame \(frame.frame!)")
                let (start, duration) = ((slice["ts"] as! NSNumber).doubleValue, (slice["dur"] as! NSNumber).doubleValue)
                #expect(abs(start + duration - (frame.presentTime ?? frame.t!) * 1_000_000) < 1e-3)
                // As long as the frame's work, unless that would start it before the slice before it ended.
                let work = try #require(frame.workMilliseconds) * 1000
                #expect(abs(duration - work) < 1e-3 || (duration < work && abs(start - previousEnd) < 1e-3))
                previousEnd = start + duration
                let args = try #require(slice["args"] as? [String: Any])
                #expect(args["frame"] as? Int == frame.frame && args["phase"] as? String == frame.phase)
            }
            Self.expectIncreasingTimes(events)
            #expect(Self.threadNames(events) == ["list"])
            let counters = Set(events.filter { $0["ph"] as? String == "C" }.compactMap { $0["name"] as? String })
            #expect(counters.isSuperset(of: ["offset", "velocity", "deviation", "input latency"]))
            let instants = events.filter { $0["ph"] as? String == "i" }.compactMap { $0["name"] as? String }
            #expect(instants.contains("release"))
            #expect(instants.contains("motion fling · uikit deceleration"), "\(instants)")
            // The wheel notch lands in the running fling: it sends it to a new destination, along the cubic that
            // keeps its velocity, which the record names.
            #expect(instants.contains("retarget wheel · cubic, velocity kept"), "\(instants)")
        }

        @Test func aCompareTraceHasAThreadPerHalf() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let trace = try Self.trace(in: folder, ["--compare", "uikit,android"])
            let out = folder.appendingPathComponent("t.json").path
            try Report.run(ReportOptions(trace: trace, out: nil, perfetto: out), assets: PlatformTestSupport.assets())
            let events = try Self.events(out)
            #expect(Self.threadNames(events) == ["list (left)", "list (right)"])
            #expect(events.filter { $0["ph"] as? String == "X" }.count == (try TraceFile.lines(trace).filter { $0.frame != nil }.count))
            let counters = Set(events.filter { $0["ph"] as? String == "C" }.compactMap { $0["name"] as? String })
            #expect(counters.isSuperset(of: ["offset (left)", "offset (right)"]))
            Self.expectIncreasingTimes(events)
        }

        /// A frame stalled 8 ms into a fling carries the report's verdict on its slice: presented late by 8 ms
        /// (`FrameFigures`), no refresh missed; the frames on time carry none, and the JSON figures count the same one.
        @Test func aLateFramesSliceSaysWhyItWasLate() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("stall.txt")
            try "0.2 drag 240,600 240,200 0.2\n0.6 stall 0.008\n2 quit\n".write(to: script, atomically: false, encoding: .utf8)
            let trace = folder.appendingPathComponent("trace.jsonl").path
            let run = try ExecutableRun(["snap", "--headless", "--snap", "off", "--script", script.path, "--trace", trace],
                                        environment: ExecutableRun.cleanEnvironment(), in: folder, limit: .seconds(120))
            #expect(run.exited && run.status == 0, "\(run.errors.prefix(300))")
            let out = folder.appendingPathComponent("t.json").path
            try Report.run(ReportOptions(trace: trace, out: nil, perfetto: out), assets: PlatformTestSupport.assets())
            let late = try Self.events(out).filter { ($0["args"] as? [String: Any])?["reason"] != nil }
            try #require(late.count == 1, "\(late)")
            let args = try #require(late[0]["args"] as? [String: Any])
            #expect(args["reason"] as? String == "presented late")
            #expect(abs((args["hitch_ms"] as? Double ?? 0) - 8) < 1e-6 && args["missed_refreshes"] == nil)
            #expect(abs((args["t"] as? Double ?? 0) - 0.6) < 1 / 60.0, "the frame at the stall's time")
        }

        @Test func bothOutputsAreWritten() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let trace = try Self.trace(in: folder)
            let (png, json) = (folder.appendingPathComponent("r.png").path, folder.appendingPathComponent("r.json").path)
            let run = try Self.report(["--out", png, "--perfetto", json], trace: trace, in: folder)
            #expect(run.exited && run.status == 0, "\(run.errors.prefix(300))")
            #expect(try PNG.read(from: png).width == Int(ReportRenderer.width))
            #expect(try !Self.events(json).isEmpty)
        }

        /// The export is refused onto the trace, onto the PNG and without any output, each in one line before anything
        /// is read; onto a folder, in one line before the trace is read.
        @Test func anOutputThatCannotBeTheExportIsRefused() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let trace = folder.appendingPathComponent("t.jsonl").path
            try "{}\n".write(toFile: trace, atomically: true, encoding: .utf8)
            let refusals: [([String], String)] = [
                (["--perfetto", folder.path + "/./t.jsonl"], "listdemo report: --perfetto '\(folder.path)/./t.jsonl' is the same file as the trace"),
                (["--out", "r", "--perfetto", "./r"], "listdemo report: --perfetto './r' is the same file as --out 'r'"),
                ([], "listdemo report: name what to write: --out FILE.png, --json, --perfetto FILE.json, or more than one"),
            ]
            for (arguments, message) in refusals {
                guard case .failure(let refusal) = ListDemoOptions.interpret(["report", trace] + arguments) else {
                    Issue.record("\(arguments) accepted")
                    continue
                }
                #expect(refusal.hasPrefix(message), "\(refusal)")
                #expect(!refusal.contains("\n"))
            }
            #expect(ListDemoMain.run(["report", trace]) == 2)
            guard case .report(let options) = ListDemoOptions.interpret(["report", trace, "--perfetto", "t.json"]) else {
                Issue.record("refused")
                return
            }
            #expect(options == ReportOptions(trace: trace, out: nil, perfetto: "t.json"))

            try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder"), withIntermediateDirectories: false)
            let run = try Self.report(["--perfetto", "folder"], trace: trace, in: folder)
            #expect(run.exited && run.status == 1)
            #expect(run.errorLines == ["listdemo report: --perfetto 'folder': it is a directory, not a regular file"],
                    "\(run.errors.prefix(300))")
        }

        /// The report's hostile traces (`ReportHostileTests.makeTrace`) end in an export or one line, in bounded time
        /// and memory; a refused one leaves no file behind.
        @Test(arguments: [
            ("subnormal-interval", true), ("far-presentation", true), ("tiny-velocity-qt", true),
            ("motions-without-rest", true), ("frames-without-deviation", true), ("many-panes", true),
            ("minimal-frames", true), ("blank-lines", true), ("backwards", true),
            ("long-line", false), ("overflowing-number", false), ("negative-latency", false), ("year-long-work", false),
            ("negative-time", false),
        ])
        func aHostileTraceEndsInAnExportOrOneLine(name: String, exports: Bool) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let trace = try ReportHostileTests.makeTrace(name, in: folder)
            let out = folder.appendingPathComponent("t.json").path
            let run = try Self.report(["--perfetto", out], trace: trace, in: folder, limit: .seconds(120))
            #expect(run.exited && !run.timedOut, "\(name): \(run.errors.prefix(300))")
            if exports {
                #expect(run.status == 0 && run.errors.isEmpty, "\(name): \(run.errors.prefix(300))")
                Self.expectIncreasingTimes(try Self.events(out))
            } else {
                #expect(run.status == 1 && run.errorLines.count == 1, "\(name): \(run.errors.prefix(300))")
                #expect(!FileManager.default.fileExists(atPath: out))
                // Nor its temporary.
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.hasPrefix(".t.json") })
            }
        }

        /// A frame whose time runs backwards is left out, as the PNG leaves it out, and counted in `otherData`.
        @Test func framesRunningBackwardsAreLeftOutAndCounted() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let trace = try ReportHostileTests.makeTrace("backwards", in: folder)
            let out = folder.appendingPathComponent("t.json").path
            try PerfettoExport.write(trace: trace, to: out)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out)))
                as? [String: Any])
            #expect((object["otherData"] as? [String: Any])?["frames_left_out"] as? Int == 9)
            #expect(try Self.events(out).filter { $0["ph"] as? String == "X" }.count == 1)
        }
    }
}
