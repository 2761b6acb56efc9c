import Foundation
import Glibc
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `--record`'s file is an output like every other: never one of the run's other files, never anything but a
    /// regular file, never half written under its name.
    @Suite struct RecordingHostileTests {
        @Test func aRecordingOntoAnotherFileOfTheRunIsRefusedBeforeAnythingIsWritten() throws {
            let folder = try TestFolder()
            let out = folder.path("out.png")
            try Data("0.1 wheel 1\n".utf8).write(to: URL(fileURLWithPath: folder.path("s.png")))
            #expect(commandLineFailure(["--headless", "--script", folder.path("s.png"), "--record", folder.path("./s.png")])
                == "listdemo: --record '\(folder.path("./s.png"))' is the same file as --script '\(folder.path("s.png"))': "
                    + "refusing to overwrite it")
            #expect(commandLineFailure(["--headless", "--trace", out, "--record", out])
                == "listdemo: --record '\(out)' is the same file as --trace '\(out)': refusing to write both")
            #expect(commandLineFailure(["--headless", "--screenshot", out, "--record", out])
                == "listdemo: --record '\(out)' is the same file as --screenshot '\(out)': refusing to write both")
            #expect(commandLineFailure(["form", "--save-to", out, "--record", out])
                == "listdemo: --record '\(out)' is the same file as --save-to '\(out)': refusing to write both")
            // The draft's name cannot end in .png; a link that does reaches it.
            try FileManager.default.createSymbolicLink(atPath: folder.path("draft.png"), withDestinationPath: "c.json.draft")
            #expect(commandLineFailure(["form", "--save-to", folder.path("c.json"), "--record", folder.path("draft.png")])
                == "listdemo: --record '\(folder.path("draft.png"))' is the same file as the form's draft "
                    + "'\(folder.path("c.json.draft"))': refusing to write both")
            #expect(commandLineFailure(["--record", folder.path("clip.gif")])
                == "listdemo: --record '\(folder.path("clip.gif"))': name a file ending in .png, .apng, .mp4 or .webm")
            #expect(commandLineFailure(["--headless", "--record", folder.path("Clip.APNG"), "--trace", out]) == nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["draft.png", "s.png"])
        }

        /// A script's screenshot is known only once the script is read: the run refuses it before its first frame.
        @Test func aScriptScreenshotOntoTheRecordingIsRefused() throws {
            let folder = try TestFolder()
            let run = try HeadlessRecordingRun(["feed", "--record", "r.png", "--trace", "t.jsonl"],
                                               script: "0.5 screenshot ./r.png\n", in: folder.url)
            #expect(run.run.status == 1)
            #expect(run.run.errors == "listdemo: script:1 screenshot './r.png' is the same file as --record 'r.png': "
                    + "refusing to write both\n")
            #expect(!FileManager.default.fileExists(atPath: folder.path("r.png")))
            #expect(!FileManager.default.fileExists(atPath: folder.path("t.jsonl")), "nothing was written")
        }

        /// A folder, a FIFO no one reads or a device node at the path is never opened, replaced or written: one line,
        /// before the trace is even opened. The nodes are the test's own, in its own folder.
        @Test(arguments: [FileIdentity.Kind.fifo, .characterDevice, .directory])
        func aRecordingNeverReplacesWhatIsNotARegularFile(_ kind: FileIdentity.Kind) throws {
            let folder = try TestFolder()
            guard let node = folder.node("node.png", kind) else { return }
            let run = try HeadlessRecordingRun(["feed", "--duration", "0.1", "--record", node, "--trace", "t.jsonl"],
                                               in: folder.url)
            #expect(run.run.status == 1)
            #expect(run.run.errors == "listdemo: refusing to write '\(node)': it is \(kind.description), not a regular file\n")
            #expect(FileIdentity(path: node)?.kind == kind)
            #expect(!FileManager.default.fileExists(atPath: folder.path("t.jsonl")))
        }

        /// A run killed while recording (SIGKILL at an exact byte of the recording, `LISTDEMO_FAULT`) leaves the old
        /// file whole, or no file; its torn temporary, exactly that many bytes, is removed by the next run that records
        /// there, whose recording then takes the old file's place.
        @Test(arguments: [1, 40_000, 300_000])
        func aKilledRunLeavesTheOldFileOrNone(_ byte: Int) throws {
            for old in [Data("an older recording".utf8), nil] {
                let folder = try TestFolder()
                if let old { try old.write(to: URL(fileURLWithPath: folder.path("r.png"))) }
                let killed = try HeadlessRecordingRun(["feed", "--record", "r.png"], script: RecordingTests.fling,
                                                      in: folder.url, environment: ["LISTDEMO_FAULT": "abort-after-bytes:\(byte)"])
                #expect(!killed.run.exited && killed.run.status == SIGKILL, "byte \(byte): killed, \(killed.run.errors)")
                #expect(FileManager.default.contents(atPath: folder.path("r.png")) == old, "byte \(byte)")
                let torn = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains(".tmp-") }
                #expect(torn.count == 1 && torn.first?.hasPrefix(".r.png.tmp-") == true, "byte \(byte): \(torn)")
                if let name = torn.first { #expect(FileIdentity(path: folder.path(name))?.size == byte) }

                let next = try HeadlessRecordingRun(["feed", "--duration", "0.1", "--record", "r.png"], in: folder.url)
                #expect(next.run.status == 0, "\(next.run.errors)")
                #expect(try APNGReading(path: folder.path("r.png")).frames == 7, "frames at 0, 1/60 … 6/60 s")
                #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).allSatisfy { !$0.contains(".tmp-") })
            }
        }

        /// The largest picture a run draws, two halves of 4095 × 8192 pixels, records as any other: 8192 × 8192 frames,
        /// two of them (frames at 0 and 1/60 s, the run ending at 0.01 s), about 0.8 GB at its peak in a debug build
        /// (the canvas, the frame read from it and the one before: 256 MB each).
        @Test func aComparisonAtTheLargestSizeRecords() throws {
            let folder = try TestFolder()
            let run = try HeadlessRecordingRun(["feed", "--compare", "uikit,android", "--size", "8192x8192",
                                                "--duration", "0.01", "--record", "big.png"], in: folder.url)
            #expect(run.run.status == 0, "\(run.run.errors)")
            let apng = try APNGReading(path: folder.path("big.png"))
            #expect(apng.width == 8192 && apng.height == 8192 && apng.frames == 2 && apng.durations == [16.7, 16.6])
        }

        /// A disk that fills while recording ends the run with one line; nothing is left under the name or beside it.
        @Test(.enabled(if: TinyDisk.unavailableReason == nil, "\(TinyDisk.unavailableReason ?? "")"))
        func aFullDiskEndsTheRunWithOneLine() throws {
            let disk = try TinyDisk(size: "256k")
            let folder = try TestFolder()
            let out = disk.folder.appendingPathComponent("r.png").path
            let run = try HeadlessRecordingRun(["feed", "--record", out], script: RecordingTests.fling, in: folder.url)
            #expect(run.run.status == 1)
            #expect(run.run.errors == "listdemo: cannot write '\(out)': No space left on device\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: disk.folder.path) == [])
        }
    }
}
