import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Nothing outside holds a window's start (issue 32): a bus that accepts and never answers as a bus costs a
    /// quarter second and one line, a signal ends a start blocked in a library within 2 s, and a failed start says one
    /// line. Every run has a time limit and is killed by PID; the fake buses say how far the app got.
    @Suite struct StartupHardeningTests {
        /// `--duration 1` in a window: what a hostile bus may add to it is a probe's budget, far under this.
        static let runBound = Duration.seconds(10)

        /// A window run of `--duration 1` under a fresh Xvfb (`prepare` acts on it first) with `environment`, its
        /// trace in `folder`; the bus tests' common run.
        private static func windowRun(in folder: URL, environment: [String: String],
                                      prepare: (PlatformXvfb) throws -> Void = { _ in }) throws -> (ExecutableRun, [[String: Any]]) {
            let server = try PlatformXvfb()
            defer { server.stop() }
            try prepare(server)
            let run = try ExecutableRun(["--duration", "1", "--trace", "trace.jsonl"],
                                        environment: ExecutableRun.cleanEnvironment(["DISPLAY": server.display, "SDL_VIDEODRIVER": "x11"])
                                            .merging(environment) { $1 },
                                        in: folder, limit: .seconds(120))
            let text = (try? String(contentsOf: folder.appendingPathComponent("trace.jsonl"), encoding: .utf8)) ?? ""
            let records = text.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            return (run, records)
        }

        /// The run drew, ended on its own well within the bound with status 0, and said exactly `line`'s start.
        private static func expectRanDespite(_ run: ExecutableRun, _ records: [[String: Any]], saying line: String) {
            #expect(!run.timedOut && run.exited && run.status == 0, "\(run.status) \(run.errors)")
            #expect(run.elapsed < runBound, "\(run.elapsed)")
            #expect(records.contains { $0["frame"] != nil }, "the window drew")
            #expect(run.errorLines.count == 1 && run.errorLines.first?.hasPrefix(line) == true, "\(run.errors)")
        }

        @Test(arguments: FakeBus.Behaviour.allCases)
        func aSessionBusThatNeverAnswersCostsAWindowRunOneLine(behaviour: FakeBus.Behaviour) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let bus = try FakeBus(at: folder.appendingPathComponent("bus").path, behaviour: behaviour)
            // The bridge on: it would ask the same bus.
            let (run, records) = try Self.windowRun(in: folder, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address,
                                                                               "NO_AT_BRIDGE": "0"])
            #expect(bus.heardAuthentication >= 1, "the app asked the bus")
            Self.expectRanDespite(run, records, saying: "listdemo: the session bus '\(bus.address)' did not answer (")
        }

        /// The systemd user bus's socket, found without DBUS_SESSION_BUS_ADDRESS.
        @Test func aUserBusSocketThatNeverAnswersCostsAWindowRunOneLine() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let bus = try FakeBus(at: folder.appendingPathComponent("bus").path, behaviour: .authenticatesOnly)
            let (run, records) = try Self.windowRun(in: folder, environment: ["XDG_RUNTIME_DIR": folder.path, "NO_AT_BRIDGE": "0"])
            #expect(bus.heardAuthentication >= 1, "the app asked the bus")
            Self.expectRanDespite(run, records, saying: "listdemo: the session bus '\(bus.address)' did not answer (")
        }

        /// The AT-SPI bus as the launcher names it on the X root window, and as AT_SPI_BUS_ADDRESS: the bridge is not
        /// started, and the window goes on (it froze after its first frame for ever).
        @Test(arguments: FakeBus.Behaviour.allCases.map { ($0, true) } + [(.authenticatesOnly, false)])
        func anAccessibilityBusThatNeverAnswersCostsAWindowRunOneLine(behaviour: FakeBus.Behaviour, onRootWindow: Bool) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let bus = try FakeBus(at: folder.appendingPathComponent("a11y").path, behaviour: behaviour)
            let (run, records) = try Self.windowRun(
                in: folder, environment: ["NO_AT_BRIDGE": "0"].merging(onRootWindow ? [:] : ["AT_SPI_BUS_ADDRESS": bus.address]) { $1 }
            ) { server in
                guard onRootWindow else { return }
                try server.run("/usr/bin/xprop", ["-root", "-f", "AT_SPI_BUS", "8s", "-set", "AT_SPI_BUS", bus.address])
            }
            #expect(bus.heardAuthentication >= 1, "the app asked the bus")
            Self.expectRanDespite(run, records, saying: "listdemo: no accessibility bus: '\(bus.address)' did not answer (")
        }

        /// fontconfig scanning a font folder whose "font" is a FIFO nobody writes blocks start-up inside fontconfig,
        /// where no flag is looked at (as a `<dir>/proc</dir>` did): SIGTERM or SIGINT ends the process within 2 s with
        /// one line and status 1, as they end `fc-match` in the same state.
        @Test(arguments: [SIGTERM, SIGINT])
        func aSignalEndsAStartBlockedInALibrary(signal: Int32) throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let fonts = folder.appendingPathComponent("fonts")
            try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: false)
            let fifo = fonts.appendingPathComponent("blocked.ttf").path
            #expect(mkfifo(fifo, 0o600) == 0)
            let configuration = folder.appendingPathComponent("fonts.conf")
            try """
                <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
                <fontconfig><dir>\(fonts.path)</dir><cachedir>\(folder.path)/fc-cache</cachedir></fontconfig>
                """.write(to: configuration, atomically: true, encoding: .utf8)
            let server = try PlatformXvfb()
            defer { server.stop() }
            let errors = folder.appendingPathComponent("stderr.txt")
            try Data().write(to: errors)
            let process = Process()
            process.executableURL = EndToEndTests.executable
            process.arguments = ["--duration", "1"]
            process.environment = ExecutableRun.cleanEnvironment([
                "DISPLAY": server.display, "SDL_VIDEODRIVER": "x11", FontChoice.environmentVariable: "desktop",
                "FONTCONFIG_FILE": configuration.path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            ])
            process.currentDirectoryURL = folder
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            // A FIFO opens for writing without waiting only once a reader has it open: fontconfig is in it, and stays
            // (nothing is ever written).
            var writer: Int32 = -1
            #expect(waitUntil(60) {
                writer = open(fifo, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
                return writer >= 0 || !process.isRunning
            }, "fontconfig opened the FIFO")
            defer { if writer >= 0 { close(writer) } }
            try #require(process.isRunning, "start-up is blocked")
            let signalled = ContinuousClock.now
            kill(process.processIdentifier, signal)
            #expect(waitUntil(2) { !process.isRunning }, "the signal ended the start within 2 s")
            let waited = ContinuousClock.now - signalled
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
            #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(process.terminationStatus)")
            #expect(try String(contentsOf: errors, encoding: .utf8) == "listdemo: interrupted by \(name) while starting\n")
            #expect(waited < .seconds(2), "\(waited)")
        }

        /// A failed start is the app's one line: without XDG_RUNTIME_DIR libwayland has nothing to connect to, and
        /// its own "error: XDG_RUNTIME_DIR is invalid or not set" line used to come first.
        @Test(arguments: [["DISPLAY": ":65000"], ["DISPLAY": ":65000", "XDG_RUNTIME_DIR": "relative"],
                          ["WAYLAND_DISPLAY": "wayland-65000"]])
        func aFailedStartIsOneLineWithoutLibwaylands(_ environment: [String: String]) throws {
            try #require(!FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X65000"), "no display :65000 here")
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let run = try ExecutableRun(["--duration", "1"], environment: ExecutableRun.cleanEnvironment(environment),
                                        in: folder, limit: .seconds(60))
            #expect(run.exited && run.status == 1, "\(run.status) \(run.errors)")
            #expect(run.errorLines.count == 1, "\(run.errors)")
            let expected = environment["DISPLAY"] == nil ? "listdemo: no display (WAYLAND_DISPLAY 'wayland-65000' is a socket in"
                : "listdemo: cannot connect to DISPLAY ':65000'"
            #expect(run.errors.hasPrefix(expected), "\(run.errors)")
        }
    }
}
