import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `X11SelectionReader` against xclip as the owner, on an Xvfb of the test's own: plain and INCR
    /// transfers, PRIMARY, no owner, and an owner that never answers (bounded by the deadline).
    @Suite struct X11SelectionReaderTests {
        private static let xclip = "/usr/bin/xclip"

        /// xclip owning `selection` with `text`, serving one request (`-loops 1`, so it exits once a
        /// transfer has finished: INCR's last, empty chunk included) or any number.
        private static func owner(_ text: Data, selection: String, server: PlatformXvfb, loops: Int? = 1,
                                  in directory: URL) throws -> Owner {
            let file = directory.appendingPathComponent("\(selection).txt")
            try text.write(to: file)
            let pid = try PlatformXvfb.spawn(xclip, ["-quiet", "-selection", selection] + (loops.map { ["-loops", "\($0)"] } ?? [])
                                             + ["-i", file.path], standardOutput: nil, environment: ["DISPLAY=\(server.display)"])
            return Owner(pid)
        }

        /// An owner the test started, reaped by `exited` or else stopped and reaped by `stop` (which the
        /// test defers, so no xclip outlives its test whichever check fails first).
        private final class Owner {
            let pid: pid_t
            private var status: Int32?

            init(_ pid: pid_t) { self.pid = pid }

            /// The owner's exit status once it has exited (reaping it), waiting at most `seconds`; nil while it runs.
            func exited(within seconds: Double) -> Int32? {
                var status: Int32 = 0
                if self.status == nil, waitUntil(seconds, { waitpid(pid, &status, WNOHANG) == pid }) { self.status = status }
                return self.status
            }

            /// Stops the owner (continuing it first, in case the test stopped it) and reaps it, unless it was reaped.
            func stop() {
                guard status == nil else { return }
                kill(pid, SIGCONT)
                PlatformXvfb.terminate(pid)
                status = -1
            }
        }

        @Test func twoMegabytesByINCRKeepTheStartAndFinishTheTransfer() throws {
            let server = try PlatformXvfb()
            defer { server.stop() }
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let reader = try #require(X11SelectionReader(display: server.display, pump: {}))
            let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 2_000_000 / 45)
            let owner = try Self.owner(Data(text.utf8), selection: "clipboard", server: server, in: directory)
            defer { owner.stop() }
            #expect(waitUntil { reader.hasOwner(.clipboard) }, "xclip took the clipboard")
            let start = ContinuousClock.now
            let read = try #require(reader.read(.clipboard))
            let took = ContinuousClock.now - start
            #expect(read.text == String(text.utf8.prefix(X11SelectionReader.keptBytes))!)
            #expect(!read.isWhole, "2 MB is more than the reader keeps")
            #expect(owner.exited(within: 5) == 0, "xclip saw the INCR transfer to its end and exited")
            #expect(took < .seconds(X11SelectionReader.deadline), "read in \(took)")
        }

        @Test func aSmallUTF8TextIsReadWhole() throws {
            let server = try PlatformXvfb()
            defer { server.stop() }
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let reader = try #require(X11SelectionReader(display: server.display, pump: {}))
            #expect(reader.read(.primary) == nil && !reader.hasOwner(.primary), "no owner, no text")
            let owner = try Self.owner(Data("Zoë 👩🏽‍💻\nÅngström".utf8), selection: "primary", server: server, in: directory)
            defer { owner.stop() }
            #expect(waitUntil { reader.hasOwner(.primary) })
            #expect(reader.read(.primary) == ClipboardText(text: "Zoë 👩🏽‍💻\nÅngström", isWhole: true))
            #expect(owner.exited(within: 5) == 0)
            #expect(!reader.hasOwner(.clipboard), "PRIMARY is not CLIPBOARD")
        }

        /// An owner that never answers (xclip stopped): the read gives up at the deadline with nothing,
        /// instead of holding the app's frame.
        @Test func anOwnerThatNeverAnswersCostsTheDeadlineAndNoMore() throws {
            let server = try PlatformXvfb()
            defer { server.stop() }
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let reader = try #require(X11SelectionReader(display: server.display, pump: {}))
            let owner = try Self.owner(Data("stuck".utf8), selection: "clipboard", server: server, loops: nil, in: directory)
            defer { owner.stop() }
            #expect(waitUntil { reader.hasOwner(.clipboard) })
            kill(owner.pid, SIGSTOP)
            let start = ContinuousClock.now
            #expect(reader.read(.clipboard) == nil)
            let took = ContinuousClock.now - start
            #expect(took >= .seconds(X11SelectionReader.deadline) && took < .seconds(X11SelectionReader.deadline + 1), "\(took)")
        }
    }
}
