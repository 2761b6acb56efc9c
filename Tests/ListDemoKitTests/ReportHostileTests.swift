import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `listdemo report` against traces made to break it (issue 21): each case runs the real executable on a trace
    /// the test writes, under a time limit and an address-space limit (`ulimit -v`), and must end with a PNG or one
    /// line, never a trap, a hang or memory beyond `TraceAnalysis`'s documented bound.
    @Suite struct ReportHostileTests {
        /// What a case expects: a report, or one line containing `fragment` and exit status 1.
        enum Outcome: Sendable, CustomStringConvertible {
            case report
            case refused(String)
            var description: String {
                switch self {
                case .report: "a report"
                case .refused(let fragment): "refused with \(fragment)"
                }
            }
        }

        /// The address space every case may take beyond four times its trace's size: the debug build reads a small
        /// trace within about 60 MB.
        static let memory = 80 << 20

        /// Writes `count` lines made by `line` to `path`, through a buffer.
        static func write(_ path: String, count: Int, _ line: (Int) -> String) throws {
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            var buffer = ""
            for index in 0..<count {
                buffer += line(index) + "\n"
                if buffer.utf8.count > 1 << 20 {
                    try handle.write(contentsOf: Data(buffer.utf8))
                    buffer = ""
                }
            }
            try handle.write(contentsOf: Data(buffer.utf8))
        }

        /// A trace of `count` wheel animations that never come to rest (issue 21: 100,000 of them took 75 s and
        /// 166 MB), and a last frame.
        static func motionsWithoutRest(_ path: String, count: Int) throws {
            try write(path, count: count + 2) { index in
                switch index {
                case 0: #"{"frame":0,"t":0,"offset":0,"phase":"idle"}"#
                case count + 1: #"{"frame":1,"t":\#(count).5,"offset":0,"phase":"wheel"}"#
                default: #"{"event":"animation","t":\#(index - 1),"kind":"wheel","from":0,"to":120,"duration":0.2,"curve":"ease-out"}"#
                }
            }
        }

        /// Writes the trace of case `name` into `folder`; returns its path.
        static func makeTrace(_ name: String, in folder: URL) throws -> String {
            let path = folder.appendingPathComponent(name + ".jsonl").path
            func lines(_ lines: [String]) throws {
                try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
            }
            switch name {
            case "subnormal-interval":
                // Two frames 1e-323 ms apart: the budget and every histogram bin came from an unbounded ratio.
                try lines([#"{"frame":0,"t":0,"dt_ms":1e-323,"offset":0,"phase":"wheel"}"#,
                           #"{"frame":1,"t":0,"dt_ms":1e-323,"offset":0,"phase":"wheel"}"#])
            case "far-presentation":
                // 200 wheel frames a nanosecond apart, the last presented at the latest time a trace may hold (1e7 s;
                // 1e11 s made a bin beyond Int.max, and is refused now: "far-time").
                try write(path, count: 200) { index in
                    let present = index == 199 ? "1e7" : "\(Double(index) * 1e-9)"
                    return #"{"frame":\#(index),"t":\#(Double(index) * 1e-9),"dt_ms":0.000001,"present_t":\#(present),"offset":0,"phase":"wheel"}"#
                }
            case "tiny-velocity-qt", "tiny-velocity-flutter", "tiny-velocity-android", "tiny-velocity-gtk":
                // A fling at 1e-300 pt/s reached the presets' preconditions ("a deceleration is positive").
                let physics = String(name.split(separator: "-").last!)
                let curve = ScrollPhysics.named(physics)!.fling.curveName
                try lines([#"{"event":"motion","t":0,"purpose":"fling","physics":"\#(physics)","curve":"\#(curve)","from":0,"to":100,"velocity":1e-300,"duration":1}"#,
                           #"{"event":"motion","t":0.5,"purpose":"fling","physics":"\#(physics)","curve":"\#(curve)","from":0,"to":1e-300,"velocity":2000,"duration":1}"#,
                           #"{"frame":0,"t":0.1,"offset":1,"phase":"decelerating"}"#,
                           #"{"frame":1,"t":0.2,"offset":1,"phase":"idle"}"#])
            case "motions-without-rest":
                try motionsWithoutRest(path, count: 100_000)
            case "frames-without-deviation":
                // 20,000 animations of 10 frames each with no deviation: each frame asks which motion was running.
                // Its limit is 180 s: the linear scan took 4 min 54 s; the debug build now takes about 10 s alone, 22 s
                // beside two CPU hogs and over 60 s with the suite's other hostile traces running beside it too.
                try write(path, count: 220_001) { index in
                    guard index > 0 else { return #"{"frame":0,"t":0,"offset":0,"phase":"idle"}"# }
                    let (animation, frame) = ((index - 1) / 11, (index - 1) % 11)
                    return frame == 0
                        ? #"{"event":"animation","t":\#(animation),"kind":"wheel","from":0,"to":120,"duration":0.2,"curve":"ease-out"}"#
                        : #"{"frame":\#(index),"t":\#(Double(animation) + Double(frame) * 0.01),"offset":1,"phase":"wheel"}"#
                }
            case "many-panes":
                try write(path, count: 20_000) { #"{"frame":\#($0),"t":0,"offset":0,"phase":"idle","pane":"p\#($0)"}"# }
            case "minimal-frames":
                // 4 MB of the smallest frame lines: each became a 300-byte record (a 64 MB trace took 1.39 GB).
                try write(path, count: 4 << 20 / 29) { _ in #"{"frame":0,"t":0,"offset":0}"# }
            case "long-line":
                // One 2 MB line whose ignored array the decoder would build (a 240 MB one took 6 GB).
                try ("{\"frame\":0,\"t\":0,\"offset\":0,\"x\":[" + String(repeating: "1,", count: 1 << 20) + "1]}\n")
                    .write(toFile: path, atomically: false, encoding: .utf8)
            case "blank-lines":
                // Spaces, a lone carriage return, a tab: skipped like the empty line.
                try #"{"frame":0,"t":0,"offset":0}"#.appending("\n    \n\r\n\t \r\n\n")
                    .appending(#"{"frame":1,"t":0.1,"offset":0}"# + "\r\n").write(toFile: path, atomically: false, encoding: .utf8)
            case "backwards":
                // Frame times running backwards: p50 read -16.67 ms and dots left the plot.
                try write(path, count: 10) { #"{"frame":\#($0),"t":\#(Double(10 - $0) / 60),"dt_ms":16.667,"offset":\#($0),"phase":"wheel"}"# }
            case "refresh-zero":
                // A refresh of 0 Hz would make every budget infinite.
                try lines([#"{"event":"display","t":0,"refresh_hz":0}"#, #"{"frame":0,"t":0,"offset":0}"#])
            case "overflowing-number":
                try lines([#"{"frame":0,"t":1e400,"offset":0}"#])
            case "negative-latency":
                try lines([#"{"frame":0,"t":0,"offset":0}"#, #"{"frame":1,"t":0.1,"offset":0,"input_latency_ms":-5e10}"#])
            case "year-long-work":
                try lines([#"{"frame":0,"t":0,"offset":0,"work_ms":3.2e10}"#])
            case "far-time":
                try lines([#"{"frame":0,"t":0,"offset":0}"#, #"{"frame":1,"t":1e11,"offset":0}"#])
            case "negative-frame":
                try lines([#"{"frame":-4,"t":0,"offset":0}"#])
            case "nan-as-string":
                try lines([#"{"frame":0,"t":0,"offset":"NaN"}"#])
            case "earlier-records":
                // What earlier versions wrote: UIKit's fling and bounce under their own names, a retarget naming no curve.
                try lines([#"{"frame":0,"t":0,"offset":0,"phase":"idle"}"#,
                           #"{"event":"deceleration","t":0.1,"from":0,"velocity":2000,"rate":0.998,"rest":999}"#,
                           #"{"frame":1,"t":0.2,"offset":200,"phase":"decelerating"}"#,
                           #"{"event":"bounce","t":0.3,"from":0,"velocity":-100,"to":0,"duration":0.5}"#,
                           #"{"event":"retarget","t":0.4,"kind":"wheel","from":0,"velocity":10,"to":57,"duration":0.2}"#,
                           #"{"frame":2,"t":0.5,"offset":0,"phase":"idle"}"#])
            case "unknown-record":
                // A record no listdemo writes is named, never skipped: a report would otherwise draw without it.
                try lines([#"{"frame":0,"t":0,"offset":0}"#, #"{"event":"teleport","t":0.1,"to":500}"#])
            case "unknown-record-unfinished":
                // The same as the trace's last line without its line break: a whole record, not one cut short.
                try (#"{"frame":0,"t":0,"offset":0}"# + "\n" + #"{"event":"teleport","t":0.1}"#)
                    .write(toFile: path, atomically: false, encoding: .utf8)
            case "unknown-animation-curve":
                // The report once drew any curve it did not know as ease-out.
                try lines([#"{"frame":0,"t":0,"offset":0}"#,
                           #"{"event":"animation","t":0.1,"kind":"wheel","from":0,"to":57,"duration":0.2,"curve":"wobble"}"#])
            case "unknown-retarget-curve":
                try lines([#"{"frame":0,"t":0,"offset":0}"#,
                           #"{"event":"retarget","t":0.1,"kind":"wheel","from":0,"velocity":10,"to":57,"duration":0.2,"curve":"gecko"}"#])
            case "foreign-motion-curve":
                // A curve of another preset: Qt never runs Android's spline.
                try lines([#"{"frame":0,"t":0,"offset":0}"#,
                           #"{"event":"motion","t":0.1,"purpose":"fling","curve":"android spline","physics":"qt","from":0,"velocity":2000,"to":1333.3,"duration":1.33}"#])
            case "unknown-preset":
                try lines([#"{"frame":0,"t":0,"offset":0}"#,
                           #"{"event":"motion","t":0.1,"purpose":"fling","curve":"ios fling","physics":"ios9","from":0,"velocity":2000,"to":999,"duration":3}"#])
            case "negative-time":
                try lines([#"{"frame":0,"t":0,"offset":0}"#, #"{"event":"animation","t":-3,"kind":"snap","from":0,"to":1,"duration":0.5,"curve":"ease-out"}"#])
            default:
                throw CocoaError(.featureUnsupported)
            }
            return path
        }

        @Test(arguments: [
            ("subnormal-interval", Outcome.report),
            ("far-presentation", .report),
            ("tiny-velocity-qt", .report),
            ("tiny-velocity-flutter", .report),
            ("tiny-velocity-android", .report),
            ("tiny-velocity-gtk", .report),
            ("motions-without-rest", .report),
            ("frames-without-deviation", .report),
            ("many-panes", .report),
            ("minimal-frames", .report),
            ("blank-lines", .report),
            ("backwards", .report),
            ("earlier-records", .report),
            ("refresh-zero", .refused(#"refresh-zero.jsonl':1: "refresh_hz" is 0.0, which no display has (1 to 1000 Hz)"#)),
            ("long-line", .refused("long-line.jsonl':1: a line longer than 64 KB is no trace record")),
            ("overflowing-number", .refused("overflowing-number.jsonl':1: not a trace record")),
            ("negative-latency", .refused(#"negative-latency.jsonl':2: "input_latency_ms" is -50000000000.0, which no trace of a list holds (0 to 3600000.0 ms)"#)),
            ("year-long-work", .refused(#"year-long-work.jsonl':1: "work_ms" is 32000000000.0, which no trace of a list holds (0 to 3600000.0 ms)"#)),
            ("negative-time", .refused(#"negative-time.jsonl':2: "t" is -3.0, which no trace of a list holds (0 to 10000000.0 s)"#)),
            ("far-time", .refused(#"far-time.jsonl':2: "t" is 100000000000.0, which no trace of a list holds (0 to 10000000.0 s)"#)),
            ("negative-frame", .refused(#"negative-frame.jsonl':1: "frame" is -4, which no trace of a list holds (0 or more)"#)),
            ("nan-as-string", .refused(#"nan-as-string.jsonl':1: "offset" is not of its kind"#)),
            ("unknown-record", .refused("unknown-record.jsonl':2: unknown record 'teleport': listdemo writes no record of that name")),
            ("unknown-record-unfinished", .refused("unknown-record-unfinished.jsonl':2: unknown record 'teleport'")),
            ("unknown-animation-curve", .refused(#"unknown-animation-curve.jsonl':2: this "animation" record names the curve 'wobble', which listdemo does not run (it runs 'ease-out', 'ease-in-out', 'linear', 'cubic, velocity kept', 'firefox smooth scroll')"#)),
            ("unknown-retarget-curve", .refused(#"unknown-retarget-curve.jsonl':2: this "retarget" record names the curve 'gecko', which listdemo does not run"#)),
            ("foreign-motion-curve", .refused(#"foreign-motion-curve.jsonl':2: this "motion" record names the curve 'android spline', which the preset qt does not run (it runs 'qt flick', 'qt overshoot and rebound')"#)),
            ("unknown-preset", .refused(#"unknown-preset.jsonl':2: this "motion" record names the preset 'ios9', which listdemo does not have (uikit, android"#)),
        ] as [(String, Outcome)])
        func aHostileTraceEndsInAReportOrOneLine(name: String, outcome: Outcome) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let trace = try Self.makeTrace(name, in: folder)
            let out = folder.appendingPathComponent("report.png").path
            // TraceAnalysis's bound: at most four times the trace's size beyond a fixed amount.
            let size = try #require(try FileManager.default.attributesOfItem(atPath: trace)[.size] as? Int)
            // With the PNG, the JSON: one line, bounded by `TraceAnalysis.keptMotions` whatever the trace.
            let run = try ExecutableRun(["report", trace, "--out", out, "--json"], environment: ExecutableRun.cleanEnvironment(),
                                        in: folder, limit: .seconds(name == "frames-without-deviation" ? 180 : 60),
                                        memory: Self.memory + 4 * size)
            #expect(run.exited && !run.timedOut, "\(name): \(run.errors.prefix(300))")
            switch outcome {
            case .report:
                #expect(run.status == 0, "\(name): \(run.errors.prefix(300))")
                #expect(run.errors.isEmpty)
                let image = try PNG.read(from: out)
                #expect(image.width == Int(ReportRenderer.width))
                #expect(run.output.split(separator: "\n").count == 1)
                #expect(run.output.utf8.count < 4 << 20, "\(name): \(run.output.utf8.count) bytes of JSON")
                #expect((try? JSONSerialization.jsonObject(with: Data(run.output.utf8))) is [String: Any], "\(name)")
            case .refused(let fragment):
                #expect(run.status == 1)
                #expect(run.errorLines.count == 1)
                #expect(run.errors.contains(fragment), "\(run.errors.prefix(300))")
                #expect(!FileManager.default.fileExists(atPath: out))
            }
        }

        /// /proc/self/pagemap says it holds 0 bytes and reads as many as the address space: a read with a byte
        /// limit refuses it at once (it was read until memory ran out). Read-only, so harmless to open.
        @Test func aFileWhoseSizeLiesIsReadWithALimit() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try ExecutableRun(["report", "/proc/self/pagemap", "--out", folder.appendingPathComponent("r.png").path],
                                        environment: ExecutableRun.cleanEnvironment(), in: folder, limit: .seconds(30),
                                        memory: Self.memory)
            #expect(run.exited && run.status == 1, "\(run.errors.prefix(300))")
            #expect(run.errorLines.count == 1)
            #expect(run.errors.contains("'/proc/self/pagemap':1: "), "\(run.errors.prefix(300))")
        }

        /// `--out` is checked before the trace is read: a trace that takes seconds to analyse is refused without
        /// being read when the PNG could not be written, and `--out ""` says that it is empty.
        @Test(arguments: [
            ("", "listdemo report: --out is empty: name the file to write"),
            ("missing/report.png", "listdemo report: --out 'missing/report.png': No such file or directory"),
            ("folder/", "listdemo report: --out 'folder/' names a folder: name the file to write"),
            ("folder", "listdemo report: --out 'folder': it is a directory, not a regular file"),
        ])
        func anOutputThatCannotBeWrittenIsRefusedBeforeTheAnalysis(out: String, message: String) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("folder"), withIntermediateDirectories: false)
            let trace = try Self.makeTrace("motions-without-rest", in: folder)
            // Its last line is no record: a report that read the trace before checking `--out` would name that
            // line instead (after seconds of analysis); the limit is only the guard against a hang.
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: trace))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("not a record\n".utf8))
            try handle.close()
            // With the PNG, the JSON: one line, bounded by `TraceAnalysis.keptMotions` whatever the trace.
            let run = try ExecutableRun(["report", trace, "--out", out, "--json"], environment: ExecutableRun.cleanEnvironment(),
                                        in: folder, limit: .seconds(120), memory: Self.memory)
            #expect(run.exited && run.status == 1)
            #expect(run.errorLines == [Substring(message)], "\(run.errors.prefix(300))")
        }

        /// What the report keeps of the hostile traces: the motions past a gesture's capacity are counted (and the
        /// picture says "first 256 of … motions"), the backward frames and unbuildable records are counted.
        @Test func whatIsNotKeptIsCounted() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let motions = folder.appendingPathComponent("motions.jsonl").path
            try Self.motionsWithoutRest(motions, count: 300)
            let piled = try TraceAnalysis(tracePath: motions)
            let gesture = try #require(piled.gestures.first)
            #expect(piled.gestureCount == 1)
            #expect(gesture.segments.count == GestureRecording.segmentCapacity)
            #expect(gesture.segmentsLeftOut == 300 - GestureRecording.segmentCapacity)

            let backwards = try TraceAnalysis(tracePath: try Self.makeTrace("backwards", in: folder))
            #expect(backwards.backwardFrames == 9)
            #expect(backwards.timings.count == 1)
            #expect(Spread(backwards.intervals).p50 >= 0)

            let earlier = try TraceAnalysis(tracePath: try Self.makeTrace("earlier-records", in: folder))
            #expect(earlier.motionsLeftOut == 3, "a deceleration, a bounce and a retarget without its curve")
            #expect(earlier.gestureCount == 0)

            for physics in ["qt", "flutter", "android", "gtk"] {
                let tiny = try TraceAnalysis(tracePath: try Self.makeTrace("tiny-velocity-" + physics, in: folder))
                #expect(tiny.motionsLeftOut == 2, "\(physics)")
            }

            let subnormal = try TraceAnalysis(tracePath: try Self.makeTrace("subnormal-interval", in: folder))
            // The budget is the display's refresh, never the frames' spacing: this trace does not say it, so 60 Hz.
            #expect(subnormal.refresh == DisplayRefresh.assumed)
        }
    }
}
