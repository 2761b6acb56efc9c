import Foundation
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// Reads lines from a pipe a child writes, keeping what follows a line for the next one.
    final class LineReader {
        let writeEnd: Int32
        private let readEnd: Int32
        private var buffer: [UInt8] = []

        init() throws {
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { throw XvfbError("cannot make a pipe: \(String(cString: strerror(errno)))") }
            readEnd = fds[0]
            writeEnd = fds[1]
        }

        deinit { close(readEnd) }

        /// Once the child has its copy, so the pipe ends when the child does.
        func closeWriteEnd() { close(writeEnd) }

        func line(within timeout: Duration) throws -> String {
            let deadline = ContinuousClock.now + timeout
            while !buffer.contains(UInt8(ascii: "\n")) {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { throw XvfbError("no line within \(timeout)") }
                var poller = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, Int32(left.components.seconds * 1000) + 1) >= 0 || errno == EINTR else {
                    throw XvfbError("cannot wait for a line: \(String(cString: strerror(errno)))")
                }
                guard poller.revents != 0 else { continue }
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = read(readEnd, &chunk, chunk.count)
                guard count > 0 else { throw XvfbError("the writer ended before a line") }
                buffer += chunk[..<count]
            }
            let end = buffer.firstIndex(of: UInt8(ascii: "\n"))!
            defer { buffer.removeSubrange(...end) }
            return String(decoding: buffer[..<end], as: UTF8.self)
        }
    }

    /// A session bus of the test's own (`dbus-run-session`) running `command`, a shell command with the
    /// bus's address in its environment, after printing the address (`output` reads what the command
    /// prints next); stopped with everything it started. The accessibility and Settings portal tests
    /// each run their service in one.
    final class SessionBus {
        /// DBUS_SESSION_BUS_ADDRESS of the session.
        let address: String
        /// What the command prints after the address.
        let output: LineReader
        private let pid: pid_t

        /// Fails at once, saying what to install (`packages`), when dbus-run-session or one of `tools` is missing.
        init(running command: String, needing tools: [String], from packages: String) throws {
            for tool in ["/usr/bin/dbus-run-session"] + tools {
                guard FileManager.default.isExecutableFile(atPath: tool) else {
                    throw XvfbError("\(tool) is missing: run ./dev test, which installs \(packages)")
                }
            }
            output = try LineReader()
            pid = try PlatformXvfb.spawn("/usr/bin/dbus-run-session", [
                "--", "/bin/sh", "-c", "echo \"$DBUS_SESSION_BUS_ADDRESS\"; " + command,
            ], standardOutput: output.writeEnd, environment: ["PATH=/usr/bin:/bin"], ownProcessGroup: true)
            output.closeWriteEnd()
            do {
                address = try output.line(within: .seconds(20))
            } catch {
                kill(-pid, SIGTERM)
                _ = PlatformXvfb.wait(for: pid)
                throw error
            }
        }

        deinit {
            kill(-pid, SIGTERM)
            _ = PlatformXvfb.wait(for: pid)
        }

        /// What a program needs in its environment to use this session.
        var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }
    }
}
