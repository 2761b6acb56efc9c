import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `--record`: an animated PNG of every presented frame, each shown until the next present, read back by Pillow
    /// (`APNGReading`), which shares no code with the app's writer.
    @Suite struct RecordingTests {
        /// A fling in the feed: released at 0.4 s, still moving at 1.0 s, at rest at 4.93 s (297 frames at 60 Hz).
        static let fling = "0.2 drag 240,600 240,200 0.2\n"

        /// One headless recording of the fling with its trace, made once for the tests that read it, in a folder of
        /// its own that the next test run replaces (no test is left to remove it).
        static let flingRecording = Result {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listdemo-tests-fling-recording")
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return try recordFling(in: folder)
        }

        private static func recordFling(in folder: URL) throws -> HeadlessRecordingRun {
            try HeadlessRecordingRun(["feed", "--record", "fling.png", "--trace", "fling.jsonl"], script: fling, in: folder)
        }

        /// Frame count, delays and the pixels of the frame shown at 1.0 s, against the trace and a screenshot.
        @Test func aHeadlessFlingsRecordingHoldsEveryPresentedFrameForItsTime() throws {
            let recording = try Self.flingRecording.get()
            #expect(recording.run.status == 0 && recording.run.errors.isEmpty, "\(recording.run.errors)")
            let records = try recording.records("fling.jsonl")
            let presents = try records.filter { $0["frame"] != nil }.map { try #require($0["present_t"] as? Double) }
            let at1s = try #require(presents.firstIndex(of: 1.0), "frame n is presented at exactly n/60 s")
            let shown = recording.path("shown.png"), before = recording.path("before.png")
            let apng = try APNGReading(path: recording.path("fling.png"), extracting: [at1s: shown, at1s - 1: before])
            #expect(apng.format == "PNG" && apng.animated && apng.mode == "RGB")
            #expect(apng.width == 480 && apng.height == 800, "the window's pixels at scale 1")
            #expect(presents.count > 200, "the fling ran to rest (4.93 s): \(presents.count) frames")
            #expect(apng.frames == presents.count, "one frame for each frame the trace says was presented")

            // Each frame shows from its present to the next; the last for one refresh. The file's delays are rounded
            // to 0.05 ms at each end, never summed: each is within 0.1 ms, all of them within 0.05 ms of the run.
            let ends = Array(presents.dropFirst()) + [presents.last! + 1 / 60]
            let misses = zip(apng.durations, zip(presents, ends)).enumerated().filter { _, pair in
                abs(pair.0 - (pair.1.1 - pair.1.0) * 1000) > 0.1
            }
            #expect(misses.isEmpty, "frames whose delay is not their time on screen: \(misses.prefix(5))")
            let total = apng.durations.reduce(0, +), runTime = (ends.last! - presents[0]) * 1000
            #expect(abs(total - runTime) < 1, "\(total) ms of delays against \(runTime) ms of run")
            #expect(abs(apng.durations[..<at1s].reduce(0, +) - 1000) < 0.1, "frame \(at1s) shows from 1.0 s")
            let end = try #require(records.last)
            #expect(end["event"] as? String == "recording" && end["path"] as? String == "fling.png"
                    && end["frames"] as? Int == presents.count && end["dropped"] as? Int == 0
                    && abs((end["t"] as? Double ?? 0) - ends.last!) < 1e-9, "\(end)")

            // Another run takes a screenshot at 1.0 s: the recording shows exactly those pixels then, and the frame
            // before it (mid-fling, the rows elsewhere) differs, so the match says which frame it is.
            let screenshot = try HeadlessRecordingRun(["feed"], script: Self.fling + "1.0 screenshot shot.png\n",
                                                      in: PlatformTestSupport.temporaryDirectory())
            defer { try? FileManager.default.removeItem(at: screenshot.folder) }
            #expect(screenshot.run.status == 0, "\(screenshot.run.errors)")
            let expected = try PNG.read(from: screenshot.path("shot.png"))
            #expect(try PNG.read(from: shown) == expected)
            #expect(try PNG.read(from: before) != expected)
        }

        /// The virtual clock and the fixed pictures make a headless recording the same file every run.
        @Test func aHeadlessRecordingIsTheSameByteForByteEveryRun() throws {
            let first = try Self.flingRecording.get()
            let second = try Self.recordFling(in: PlatformTestSupport.temporaryDirectory())
            defer { try? FileManager.default.removeItem(at: second.folder) }
            #expect(second.run.status == 0, "\(second.run.errors)")
            let bytes = try Data(contentsOf: URL(fileURLWithPath: first.path("fling.png")))
            #expect(bytes.count > 100_000, "a real recording: \(bytes.count) bytes")
            #expect(try Data(contentsOf: URL(fileURLWithPath: second.path("fling.png"))) == bytes)
        }

        /// Frames written through `AnimationRecorder` come back from Pillow as given, with their delays: a region
        /// drawn over the frame before it, and an unchanged frame (one pixel), composed as a viewer composes them.
        @Test func pillowComposesTheRecordersRegionsIntoTheFramesGiven() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("r.apng").path
            let white = RGBAImage(width: 4, height: 3, fill: .white)
            var marked = white
            marked[2, 1] = Color(r: 255, g: 0, b: 0)
            marked[3, 2] = Color(r: 0, g: 0, b: 255)
            let recorder = try AnimationRecorder(path: path)
            for (frame, time) in [(white, 0.0), (marked, 0.1), (marked, 0.25)] { try recorder.add(frame, presentedAt: time) }
            #expect(!FileManager.default.fileExists(atPath: path), "nothing under the name before the end")
            #expect(try recorder.end(lastFrameEnding: 0.5))
            try recorder.commit()
            let names = (0..<3).map { folder.appendingPathComponent("\($0).png").path }
            let apng = try APNGReading(path: path, extracting: [0: names[0], 1: names[1], 2: names[2]])
            #expect(apng.frames == 3 && apng.width == 4 && apng.height == 3)
            #expect(apng.durations == [100, 150, 250])
            #expect(try names.map { try PNG.read(from: $0) } == [white, marked, marked])
        }

        /// A window's recording thread behind: while it compresses one frame, two more wait and the next finds no
        /// room (and is not taken, so the run counts it dropped); once it catches up it records the frames it took, in
        /// order. The sink stands in for the compressor and holds the thread on the first frame until released.
        @Test func aFrameFindingTheQueueFullIsNotTakenAndTheOthersAreRecordedInOrder() throws {
            final class HeldSink: FrameSink, @unchecked Sendable {
                let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
                var times: [Double] = []
                func add(_ frame: RGBAImage, presentedAt time: Double) throws {
                    if times.isEmpty {
                        started.signal()
                        release.wait()
                    }
                    times.append(time)
                }
            }
            let sink = HeldSink()
            let queue = try RecordingQueue(sink: sink)
            let frame = RGBAImage(width: 1, height: 1, fill: .white)
            #expect(queue.offer(frame, presentedAt: 0))
            sink.started.wait()
            #expect(queue.offer(frame, presentedAt: 1) && queue.offer(frame, presentedAt: 2))
            #expect(!queue.hasRoom && !queue.offer(frame, presentedAt: 3), "RecordingQueue.capacity (2) frames wait")
            sink.release.signal()
            try queue.finish()
            #expect(sink.times == [0, 1, 2])
        }

        /// 60 Hz delays in 0.1 ms ticks: 16.7 or 16.6 ms each, and 60 of them exactly one second (rounding each on
        /// its own, 16.7 ms sixty times, would make 1.002 s).
        @Test func delaysAtSixtyHertzAddUpToTheSecond() {
            var delays = FrameDelays(firstPresent: 3.0)
            let given = (1...60).map { delays.delay(until: 3.0 + Double($0) / 60) }
            #expect(given.allSatisfy { $0.denominator == 10_000 && ($0.numerator == 166 || $0.numerator == 167) })
            #expect(given.map { Int($0.numerator) }.reduce(0, +) == 10_000)
        }

        /// A delay longer than 16 bits of 0.1 ms takes a coarser unit, and the next delay makes up its rounding.
        @Test func aLongDelayTakesCoarserUnitsAndTheNextMakesUpTheRounding() {
            var delays = FrameDelays(firstPresent: 0)
            // 6.55361 s is 65,536 ticks, one too many: 6.554 s in milliseconds (65,540 ticks)...
            #expect(delays.delay(until: 6.55361) == FrameDelays.Delay(numerator: 6554, denominator: 1000))
            // ...so the next frame, presented at 6.57 s (65,700 ticks), shows 16.0 ms and not its 16.39.
            #expect(delays.delay(until: 6.57) == FrameDelays.Delay(numerator: 160, denominator: 10_000))
            // An hour (36,000,000 ticks) in tenths of a second; past 65,535 s a frame shows for at most that.
            #expect(delays.delay(until: 3606.57) == FrameDelays.Delay(numerator: 36_000, denominator: 10))
            #expect(delays.delay(until: 200_000) == FrameDelays.Delay(numerator: .max, denominator: 1))
        }

        /// The region stored for a frame is the smallest holding every changed pixel; an unchanged frame is one pixel.
        @Test func aFramesRegionIsTheBoxOfWhatChanged() {
            let before = RGBAImage(width: 8, height: 6, fill: .white)
            var after = before
            #expect(after.changedRegion(since: before) == PixelRegion(x: 0, y: 0, width: 1, height: 1))
            after[7, 5] = .black
            #expect(after.changedRegion(since: before) == PixelRegion(x: 7, y: 5, width: 1, height: 1))
            after[2, 1] = .black
            after[5, 3] = .black
            #expect(after.changedRegion(since: before) == PixelRegion(x: 2, y: 1, width: 6, height: 5))
            var row = before
            row[0, 2] = .black
            row[7, 2] = .black
            #expect(row.changedRegion(since: before) == PixelRegion(x: 0, y: 2, width: 8, height: 1))
        }

        /// A frame of another size (a resized window) is cut to the recording's size or filled out with black.
        @Test func aFrameOfAnotherSizeIsCutOrFilledOut() {
            var wide = RGBAImage(width: 3, height: 1, fill: .white)
            wide[2, 0] = Color(r: 255, g: 0, b: 0)
            let fitted = wide.fitted(width: 2, height: 2)
            #expect(fitted.pixels == [Color.white.argb, Color.white.argb, Color.black.argb, Color.black.argb])
        }
    }
}
