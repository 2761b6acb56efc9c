import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `--record NAME.mp4` and `.webm`: the frames piped to ffmpeg, read back with ffprobe and ffmpeg (which `./dev
    /// test` installs); and what happens without ffmpeg, or with one that fails.
    @Suite struct RecordingVideoTests {
        static let ffmpeg = FFmpeg.locate(path: ProcessInfo.processInfo.environment["PATH"])
        static let missing = "ffmpeg is not installed: ./dev test installs it"

        /// What ffprobe says of a video's stream: codec, size, frames decoded, duration in seconds.
        private func probe(_ path: String) throws -> [String: String] {
            let output = try run("/usr/bin/ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                      "-show_entries", "stream=codec_name,width,height,nb_read_frames:format=duration",
                                                      "-of", "default=noprint_wrappers=1", path])
            return Dictionary(output.split(separator: "\n").compactMap { line in
                line.firstIndex(of: "=").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
            }) { $1 }
        }

        private func run(_ executable: String, _ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }

        /// Mean difference per channel between two images of one size, 0...255.
        private func meanDifference(_ a: RGBAImage, _ b: RGBAImage) -> Double {
            let sum = zip(a.pixels, b.pixels).reduce(0) { total, pair in
                let (x, y) = (Color(argb: pair.0), Color(argb: pair.1))
                return total + abs(Int(x.r) - Int(y.r)) + abs(Int(x.g) - Int(y.g)) + abs(Int(x.b) - Int(y.b))
            }
            return Double(sum) / Double(a.pixels.count * 3)
        }

        /// A headless fling with a 50 ms stall at 1.0 s, as H.264 and as VP9: one video frame a refresh from the first
        /// present to one refresh after the last, so the stall's three refreshes without a frame hold the frame before
        /// it (video frames = presented frames + 3); and the frame shown at 1.2 s is, within the codec's loss, the
        /// screenshot another run takes then, nearer to it than the frames either side.
        /// A machine without ffmpeg fails here, saying how to get it: never a silent skip.
        @Test(arguments: [("mp4", "h264"), ("webm", "vp9")])
        func aHeadlessFlingAsAVideoHoldsEveryRefreshOfTheRun(_ format: (container: String, codec: String)) throws {
            let ffmpeg = try #require(Self.ffmpeg, "\(Self.missing)")
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = RecordingTests.fling + "1.0 stall 0.05\n"
            let video = try HeadlessRecordingRun(["feed", "--record", "v.\(format.container)", "--trace", "t.jsonl"],
                                                 script: script, in: folder)
            #expect(video.run.status == 0, "\(video.run.errors)")
            let presents = try video.records("t.jsonl").filter { $0["frame"] != nil }.compactMap { $0["present_t"] as? Double }
            let facts = try probe(video.path("v.\(format.container)"))
            #expect(facts["codec_name"] == format.codec && facts["width"] == "480" && facts["height"] == "800")
            #expect(facts["nb_read_frames"] == "\(presents.count + 3)", "\(facts) for \(presents.count) presented frames")
            let duration = try #require(facts["duration"].flatMap(Double.init))
            #expect(abs(duration - (presents.last! + 1 / 60)) < 0.5 / 60, "\(duration) s")

            let shot = try HeadlessRecordingRun(["feed"], script: script + "1.2 screenshot shot.png\n", in: folder)
            #expect(shot.run.status == 0, "\(shot.run.errors)")
            let expected = try PNG.read(from: folder.appendingPathComponent("shot.png").path)
            // Refresh 72 is 1.2 s; the video's frames are refreshes from the first present.
            let differences = try [71, 72, 73].map { frame in
                let out = folder.appendingPathComponent("f\(frame).png").path
                _ = try run(ffmpeg, ["-v", "error", "-i", video.path("v.\(format.container)"), "-vf",
                                           "select=eq(n\\,\(frame))", "-frames:v", "1", "-y", out])
                return meanDifference(try PNG.read(from: out), expected)
            }
            #expect(differences[1] < 3 && differences[1] < differences[0] && differences[1] < differences[2], "\(differences)")
        }

        /// Without ffmpeg on PATH a video is refused at launch with one line naming the package; nothing is written.
        @Test func withoutFFmpegAVideoIsOneLineNamingThePackage() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try HeadlessRecordingRun(["feed", "--duration", "0.1", "--record", "v.mp4", "--trace", "t.jsonl"],
                                               in: folder, environment: ["PATH": folder.path])
            #expect(run.run.status == 1)
            #expect(run.run.errors == "listdemo: --record 'v.mp4': MP4 and WebM recordings are made by the ffmpeg program, "
                    + "which is not installed (Debian's package: ffmpeg)\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix("std") } == [])
        }

        /// An ffmpeg that fails (here a stand-in that complains and exits) ends the run with its exit status and its
        /// first line of errors; the target keeps its old file and no temporary is left.
        @Test func aFailingFFmpegEndsTheRunWithItsFirstErrorLine() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let fake = folder.appendingPathComponent("ffmpeg")
            try "#!/bin/sh\necho \"Unknown encoder 'libx264'\" >&2\necho second line >&2\nexit 1\n"
                .write(to: fake, atomically: true, encoding: .utf8)
            chmod(fake.path, 0o755)
            try Data("older".utf8).write(to: folder.appendingPathComponent("v.mp4"))
            let run = try HeadlessRecordingRun(["feed", "--record", "v.mp4"], script: RecordingTests.fling, in: folder,
                                               environment: ["PATH": folder.path + ":/usr/bin:/bin"])
            #expect(run.run.status == 1)
            #expect(run.run.errors == "listdemo: ffmpeg exited with status 1: Unknown encoder 'libx264'\n")
            #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("v.mp4").path) == Data("older".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy { !$0.contains(".tmp-") })
        }
    }
}
