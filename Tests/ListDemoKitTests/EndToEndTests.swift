import Foundation
import Testing
@testable import ListDemoKit
import ScrollCore

/// Polls `condition` (what the app under test reports: its trace, its files, its windows) until it holds or
/// `seconds` pass (shared by the real-window tests). The default is only a guard against a hang that fails the
/// test, never a claim about how fast a busy machine gets there.
func waitUntil(_ seconds: Double = 60, _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
        if condition() { return true }
        usleep(20_000)
    }
    return condition()
}

extension PlatformTests {
    /// The real app in a real window under the test's own Xvfb, driven by real X clients: xdotool
    /// for the pointer and keys, and a close request like a window manager's close button.
    @Suite struct EndToEndTests {
        /// The `listdemo` executable built beside this test bundle.
        static var executable: URL {
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("listdemo")
        }

        /// The package's folder (for `Tests/Tools`).
        static let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

        /// xdotool's way to find the app's window and act on it as %1, by its class: the title names
        /// the scene ("Feed — listdemo"), and xdotool's name search cannot read a UTF-8 title in the C
        /// locale (`getwindowname` can). Never `--sync`: `Run` has waited for the window to map, and
        /// `--sync` would wait for ever once the app has exited; without it that is a failure at once.
        static let window = ["search", "--class", "^listdemo$"]

        /// A running app under a fresh Xvfb, with its trace.
        final class Run {
            let server: PlatformXvfb
            /// The compositor the app runs under, when it is a Wayland client (`wayland: true`).
            let weston: PlatformWeston?
            let process = Process()
            let directory: URL
            let trace: URL
            /// The app's standard error, in a file: a pipe's end can be inherited by other children and never close.
            private let errors: URL

            /// Starts the app with `arguments` on a fresh Xvfb of `screen` and the environment's
            /// `changes`; `prepare` acts on the server first (X resources). With `wayland`, under a
            /// weston (`compositor`: by default kiosk, at scale 2) in that server instead of as an X client. The desktop's scale
            /// settings and `LISTDEMO_RENDERER` of the test's own environment are left out, so the
            /// app runs with its defaults unless a test asks otherwise; text is in the bundled face.
            init(_ arguments: [String], screen: String = "1280x900x24", environment changes: [String: String] = [:],
                 wayland: Bool = false, compositor: PlatformWeston.Output = .kiosk,
                 prepare: (PlatformXvfb) throws -> Void = { _ in }) throws {
                #expect(FileManager.default.isExecutableFile(atPath: EndToEndTests.executable.path),
                        "build the listdemo product first")
                server = try PlatformXvfb(screen: screen)
                try prepare(server)
                weston = wayland ? try PlatformWeston(on: server, output: compositor) : nil
                directory = try PlatformTestSupport.temporaryDirectory()
                trace = directory.appendingPathComponent("trace.jsonl")
                errors = directory.appendingPathComponent("stderr.txt")
                try Data().write(to: errors)
                process.executableURL = EndToEndTests.executable
                process.arguments = arguments + ["--trace", trace.path]
                var environment = ProcessInfo.processInfo.environment
                for name in [DisplayScale.gdkScaleVariable, DisplayScale.qtScaleFactorVariable,
                             RendererPreference.environmentVariable] {
                    environment[name] = nil
                }
                environment["DISPLAY"] = server.display
                // No accessibility bridge unless a test asks (the accessibility tests bring their own bus):
                // where the desktop's session bus is started on demand, it would start an AT-SPI bus per run.
                environment["NO_AT_BRIDGE"] = "1"
                environment["SDL_VIDEODRIVER"] = "x11"
                // The bundled face, so what a window draws never depends on the machine's fonts.
                environment[FontChoice.environmentVariable] = "bundled"
                environment["XDG_CACHE_HOME"] = ExecutableRun.testCache  // a font match kept by a run: not in the user's cache
                // The form's file, when a test names none: the run's own, so windows of tests running at once never
                // meet each other's lock (a run that found another's opened read-only and said so).
                environment["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
                // Light unless a test brings its own desktop (a bus with a Settings portal, GTK_THEME).
                environment["DBUS_SESSION_BUS_ADDRESS"] = nil
                environment["GTK_THEME"] = nil
                if let weston {
                    environment["SDL_VIDEODRIVER"] = "wayland"
                    environment["WAYLAND_DISPLAY"] = weston.socket
                    environment["XDG_RUNTIME_DIR"] = weston.runtimeDirectory.path
                }
                environment.merge(changes) { $1 }
                process.environment = environment
                process.currentDirectoryURL = directory
                process.standardError = try FileHandle(forWritingTo: errors)
                try process.run()
                // Bounded: an app that fails to start must fail the test, not leave xdotool waiting. The bound is
                // generous: a debug build laying out ten million rows beside two CPU hogs took over 20 s to draw.
                if weston == nil {
                    let server = server, process = process
                    #expect(waitUntil(60) {
                        !process.isRunning || (try? server.xdotool(EndToEndTests.window)) != nil
                    }, "the window was mapped")
                }
                #expect(waitUntil(60) { !self.frames.isEmpty }, "the window drew its first frame")
            }

            deinit {
                // SIGKILL: the app inherits the test thread's signal mask, in which SIGTERM is blocked, so
                // a test that failed before its Ctrl+Q would otherwise wait here for ever.
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
                weston?.stop()
                server.stop()
                try? FileManager.default.removeItem(at: directory)
            }

            /// The trace's records so far (the app flushes it every frame).
            func records() -> [[String: Any]] {
                guard let text = try? String(contentsOf: trace, encoding: .utf8) else { return [] }
                return text.split(separator: "\n").compactMap {
                    try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
                }
            }

            var frames: [[String: Any]] { records().filter { $0["frame"] != nil } }

            /// The trace's events named `name`, in order.
            func events(_ name: String) -> [[String: Any]] { records().filter { $0["event"] as? String == name } }
            /// The flings started (every preset records them as "motion" records with purpose "fling").
            func flings() -> [[String: Any]] { events("motion").filter { $0["purpose"] as? String == "fling" } }

            /// Whether the last push or pop's slide has ended: a frame at or after its end is in the
            /// trace (input during the slide is ignored, so a test waits for this before the next).
            func slideEnded() -> Bool {
                guard let slide = (events("push") + events("pop")).max(by: { ($0["t"] as? Double ?? 0) < ($1["t"] as? Double ?? 0) }),
                      let t = slide["t"] as? Double, let duration = slide["duration"] as? Double else { return false }
                return frames.contains { ($0["t"] as? Double ?? 0) >= t + duration }
            }

            /// Waits for the app to exit and returns its status and what it printed on stderr.
            func exit(within seconds: Double) -> (status: Int32?, stderr: String) {
                guard waitUntil(seconds, { !self.process.isRunning }) else { return (nil, "still running") }
                process.waitUntilExit()
                let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
                return (process.terminationStatus, stderr)
            }
        }

        /// `--duration 0.001` is how start-up is measured (Benchmarks/floor): the run ends after its first frame, never
        /// before it, however long the window takes to prepare that frame (it used to end without drawing whenever
        /// the scene took over a millisecond to set up after the window opened).
        @Test func aShortDurationEndsTheRunOnlyAfterItsFirstFrame() throws {
            let run = try Run(["snap", "--variable", "--rows", "1000000", "--size", "480x800", "--duration", "0.001"])
            let (status, stderr) = run.exit(within: 60)
            #expect(status == 0, "\(stderr)")
            #expect(run.frames.count >= 1, "a frame was drawn and presented before the exit")
        }

        /// Once the app has exited, acting on its window fails at once, saying why (`window` used to `--sync`, which
        /// waits for a window that will never come: a failing test hung the suite); and an X client that does hang
        /// (here `search --sync` for a class no window has) is killed at its limit and fails.
        @Test func actingOnTheWindowOfAnAppThatHasExitedFailsInsteadOfHanging() throws {
            let run = try Run(["feed", "--size", "480x800", "--duration", "0.001"])
            #expect(run.exit(within: 60).status == 0)
            let start = ContinuousClock.now
            #expect {
                try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "240", "400", "click", "1"])
            } throws: {
                "\($0)".hasSuffix("exited with status 256 (no window matched: has the app exited?)")
            }
            #expect {
                try run.server.xdotool(["search", "--sync", "--class", "^no-such-window$"], limit: .seconds(1))
            } throws: {
                "\($0)" == "/usr/bin/xdotool search --sync --class ^no-such-window$ did not finish within 1.0 seconds: killed"
            }
            // Only a guard against a hang: the kill comes after 1 s, the failure before it at once.
            #expect(ContinuousClock.now - start < .seconds(30))
        }

        @Test func wheelAndAQuickDragMoveTheListAndCtrlQQuits() throws {
            // Without snapping, a fling starts at exactly the release velocity (a projected snap
            // retargets it to land on a section start).
            let run = try Run(["feed", "--size", "480x800", "--snap", "off"])
            // Three wheel notches toward the end: an animated 360 pt.
            try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "240", "400", "click", "--repeat", "3", "--delay", "30", "5"])
            #expect(waitUntil { run.frames.contains { ($0["offset"] as? Double ?? 0) >= 300 } },
                    "wheel notches scrolled the list")
            // The frames that showed the notches say how long each waited, from SDL's stamp to the present.
            let latencies = run.frames.compactMap { $0["input_latency_ms"] as? Double }
            #expect(!latencies.isEmpty && latencies.allSatisfy { $0 >= 0 && $0 < 1000 }, "\(latencies)")

            // A quick drag upward, released while moving. The release velocity depends on how the
            // moves reached the app (a loaded machine may hand them over bunched, or after a pause),
            // so the test reads the velocity the app measured (the trace's `release` event) and
            // checks what the app did with it: a release at or above the fling threshold flings at
            // exactly that velocity; a slower one does not fling. Up to five drags, until one is fast.
            var flung = false
            for attempt in 1...5 where !flung {
                try run.server.xdotool(PlatformXvfb.verticalDrag(in: Self.window, x: 240, from: 700,
                                                                 through: stride(from: 650, through: 250, by: -50),
                                                                 pause: 0.008))
                #expect(waitUntil { run.events("release").count == attempt }, "drag \(attempt) was released")
                guard let release = run.events("release").last, let t = release["t"] as? Double,
                      let velocity = release["velocity"] as? Double else { break }
                #expect(velocity >= 0, "an upward drag releases toward the end: \(release)")
                if velocity >= ScrollPhysics.uikit.release.minimumFlingVelocity {
                    #expect(waitUntil { run.flings().contains { $0["t"] as? Double == t } },
                            "a release at \(velocity) pt/s flung the list")
                    let fling = run.flings().first { $0["t"] as? Double == t }
                    #expect(fling?["velocity"] as? Double == velocity, "the fling starts at the release velocity")
                    #expect(waitUntil { run.frames.contains { $0["phase"] as? String == "decelerating" } },
                            "frames were drawn while it decelerated")
                    flung = true
                } else {
                    #expect(waitUntil { run.frames.last?["phase"] as? String == "idle" }, "a slow release rests")
                    #expect(!run.flings().contains { $0["t"] as? Double == t },
                            "a release at \(velocity) pt/s does not fling")
                }
            }
            #expect(flung, "one of five quick drags reached the app as a fling: \(run.events("release"))")

            // Through XTEST to the window under the pointer (no window manager here to focus it).
            try run.server.xdotool("key", "ctrl+q")
            let exit = run.exit(within: 10)
            #expect(exit.status == 0, "Ctrl+Q exits 0; stderr: \(exit.stderr)")
        }

        /// Seed 001's recipe (`--snap rest`) in a real window: a slow drag that rests before release
        /// does not fling, and the list snaps so a row starts exactly at the top. Then the window is
        /// closed as a window manager closes it (WM_DELETE_WINDOW) and the app exits 0.
        @Test func aSlowDragInSnapEndsOnARowBoundaryAndClosingTheWindowExits() throws {
            let run = try Run(["snap", "--snap", "rest"])
            // Rest well past the 40 ms after which a release carries no velocity.
            try run.server.xdotool(PlatformXvfb.verticalDrag(in: Self.window, x: 240, from: 600,
                                                             through: stride(from: 590, through: 420, by: -10),
                                                             pause: 0.02, hold: 0.2))
            #expect(waitUntil { run.records().contains { $0["event"] as? String == "animation" && $0["kind"] as? String == "snap" } },
                    "the release started a snap")
            #expect(waitUntil {
                guard let last = run.frames.last, last["phase"] as? String == "idle", let offset = last["offset"] as? Double
                else { return false }
                return offset > 0 && offset.truncatingRemainder(dividingBy: 62) == 0
            }, "the list came to rest on a row boundary: \(run.frames.last ?? [:])")
            #expect(run.flings().isEmpty, "a slow drag does not fling")

            let id = try run.server.xdotool(Self.window)
            try run.server.run("/usr/bin/python3", [Self.packageRoot.appendingPathComponent("Tests/Tools/close-window.py").path, id])
            let exit = run.exit(within: 10)
            #expect(exit.status == 0, "closing the window exits 0; stderr: \(exit.stderr)")
        }

        /// Seed 003 in a real window: typing into fields and Ctrl+S writes the file.
        @Test func typingIntoTheFormAndCtrlSWritesTheFile() throws {
            let run = try Run(["form", "--save-to", "classmates.json"])
            let saved = run.directory.appendingPathComponent("classmates.json")
            // Row 0's field is at window y 44 ... 88; the pointer stays over the window so XTEST
            // keys reach it (no window manager to focus it).
            try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "300", "66", "click", "1"])
            try run.server.xdotool("type", "--delay", "20", "Ada")
            try run.server.xdotool("key", "Tab")
            try run.server.xdotool("type", "--delay", "20", "Grace")
            try run.server.xdotool("key", "ctrl+s")
            #expect(waitUntil { FileManager.default.fileExists(atPath: saved.path) }, "Ctrl+S wrote the file")
            try run.server.xdotool("key", "ctrl+q")
            let exit = run.exit(within: 10)
            #expect(exit.status == 0, "stderr: \(exit.stderr)")

            let values = try JSONSerialization.jsonObject(with: Data(contentsOf: saved)) as? [Any]
            #expect(values?.count == 20)
            #expect(values?.first as? String == "Ada")
            #expect(values?.dropFirst().first as? String == "Grace")
            #expect(values?.dropFirst(2).allSatisfy { $0 is NSNull } == true, "untouched fields are null")
        }

        /// The instrument in a real window: a scripted 2,000 pt/s fling with one frame stalled
        /// 8 ms. The trace records that frame presented about 8 ms after its target and off the curve by
        /// the curve's travel in that time (about v · 8 ms), and the overlay's plot marks it as a fault.
        @Test func aStalledFrameShowsInTheTraceAndTheOverlayWithItsSize() throws {
            let folder = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("stall.txt")
            try "0.5 drag 240,600 240,200 0.2\n0.75 stall 0.008\n1.6 quit\n".write(to: script, atomically: true,
                                                                                    encoding: .utf8)
            let run = try Run(["snap", "--snap", "off", "--overlay", "--script", script.path, "--screenshot", "shot.png"])
            let exit = run.exit(within: 20)
            #expect(exit.status == 0, "stderr: \(exit.stderr)")

            let frames = run.frames
            // The fling's curve (UIKit's deceleration: x(τ) = from + v0 (r^(1000 τ) − 1) / k, r = 0.998, k = 1000 ln r), from
            // its motion record: a frame's deviation is the curve's travel between its target and its presentation.
            let fling = try #require(run.flings().first)
            let (t0, from, v0) = (fling["t"] as! Double, fling["from"] as! Double, fling["velocity"] as! Double)
            let k = 1000 * log(0.998)
            func curve(_ time: Double) -> Double { from + v0 * (pow(0.998, 1000 * (time - t0)) - 1) / k }
            func expectedDeviation(_ frame: [String: Any]) -> Double {
                abs(curve(frame["present_t"] as! Double) - curve(frame["t"] as! Double))
            }
            func lateness(_ frame: [String: Any]) -> Double { (frame["present_t"] as! Double) - (frame["t"] as! Double) }
            let decelerating = frames.filter { ($0["phase"] as! String) == "decelerating" }
            #expect(decelerating.count > 10)
            let stalled = try #require(frames.first { ($0["t"] as! Double) >= 0.75 })
            // The stall, less a fraction of a millisecond of the present cost learnt. A loaded machine makes frames
            // late as well (waking and presenting): the stalled one is at most as late again as the latest other frame
            // of the fling, plus a refresh.
            let latestOther = decelerating.filter { ($0["t"] as! Double) != (stalled["t"] as! Double) }.map(lateness).max() ?? 0
            #expect(lateness(stalled) > 0.0075 && lateness(stalled) < 0.008 + max(0, latestOther) + 1.0 / 60,
                    "presented \(lateness(stalled)) s after its target; the latest other frame \(latestOther) s")
            // Its velocity is the curve's at its target, whenever a loaded machine let that frame come (the curve's
            // velocity is v0 · r^(1000 τ)); the fling was released near 2,000 pt/s.
            let velocity = stalled["velocity"] as! Double
            let target = stalled["t"] as! Double
            #expect(v0 > 1500 && v0 < 2500, "\(fling)")
            #expect(abs(velocity - v0 * pow(0.998, 1000 * (target - t0))) < 0.01 * v0, "\(stalled)")
            // Every frame of the fling reads what its own lateness made it, the stalled one included.
            for frame in decelerating + [stalled] {
                let expected = expectedDeviation(frame)
                #expect(abs((frame["deviation"] as! Double) - expected) < 0.01 * expected + 0.01, "\(frame)")
            }

            let shot = try PNG.read(from: run.directory.appendingPathComponent("shot.png").path)
            var faults = 0
            for y in 0..<shot.height { for x in 0..<shot.width where shot[x, y] == Theme.light.overlay.fault { faults += 1 } }
            #expect(faults >= 9, "the overlay marks the late frame")
        }

        /// Issue 11: the feed resized narrow and wide again as a user drags the window's edge (here
        /// `xdotool windowsize`): after each resize the window must show every row drawn. A blank
        /// row is a white band taller than any gap inside a drawn row (text lines are at most about
        /// 20 px apart; an undrawn post is at least 64 px of white).
        @Test func resizingTheFeedNarrowAndWideLeavesNoRowBlank() throws {
            let run = try Run(["feed", "--size", "900x700"])
            let id = try run.server.xdotool(Self.window)
            for (width, height) in [(320, 700), (900, 700), (480, 500), (1000, 800)] {
                let before = run.frames.count
                try run.server.xdotool(["windowsize", id, "\(width)", "\(height)"])
                #expect(waitUntil { run.frames.count > before }, "a frame was drawn at \(width)x\(height)")
                // Nothing moves after a resize: the window shows the frame the trace says is at rest.
                #expect(waitUntil {
                    let frames = run.frames
                    return frames.count > before && frames.last?["phase"] as? String == "idle"
                }, "the app drew a frame at rest at \(width)x\(height)")
                let shot = run.directory.appendingPathComponent("resized-\(width).png").path
                try run.server.run("/usr/bin/import", ["-window", id, shot])
                let image = try PNG.read(from: shot)
                #expect(image.width == width && image.height == height, "the window is \(width)x\(height)")
                var blank = 0, longest = 0
                for y in Int(Theme.navigationBarHeight)..<image.height {
                    let white = (0..<(image.width - 8)).allSatisfy { image[$0, y] == Theme.light.systemBackground }
                    blank = white ? blank + 1 : 0
                    longest = max(longest, blank)
                }
                #expect(longest < 40, "a white band \(longest) px tall at \(width)x\(height): a row drawn blank")
            }
            try run.server.xdotool("key", "ctrl+q")
            let exit = run.exit(within: 10)
            #expect(exit.status == 0, "stderr: \(exit.stderr)")
        }

        /// Keyboard only, in a real window: from the menu Down and Return open the options (the title
        /// follows), Down puts the ring on the first fully visible option and Return checks it, Up
        /// scrolls exactly one row to show the option above and Space checks that one, Escape goes
        /// back. No pointer button is pressed at any point.
        @Test func theMenuAndTheOptionsByKeyboardAlone() throws {
            let run = try Run(["--size", "480x800"])
            let id = try run.server.xdotool(Self.window).trimmingCharacters(in: .whitespacesAndNewlines)
            func title() -> String {
                ((try? run.server.xdotool("getwindowname", id)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            }
            #expect(title() == "listdemo")
            // The pointer rests over the window (no window manager here to focus it) and never clicks.
            try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "240", "400"])
            try run.server.xdotool("key", "--delay", "100", "Down", "Return")
            #expect(waitUntil { title() == "Demo Table — listdemo" }, "the options opened; title \(title())")
            // The options open at the end (offset 194): option 4 is the first fully visible row.
            #expect(waitUntil { run.frames.last?["offset"] as? Double == 194 })
            // Keys during the push's slide are ignored (as UIKit ignores touches): wait for a frame after it.
            #expect(waitUntil { run.slideEnded() }, "the push's slide ended: \(run.events("push"))")
            try run.server.xdotool("key", "--delay", "100", "Down", "Return", "Up", "space")
            // Up from option 4 scrolls option 3 (content y 167) to the top: one animation, 27 pt.
            #expect(waitUntil {
                run.events("animation").contains { $0["kind"] as? String == "scroll-to" && $0["to"] as? Double == 167 }
            }, "Up scrolled to option 3: \(run.events("animation"))")
            #expect(waitUntil {
                guard let last = run.frames.last else { return false }
                return last["phase"] as? String == "idle" && last["offset"] as? Double == 167
            }, "the list came to rest with option 3 at the top: \(run.frames.last ?? [:])")
            var image = RGBAImage(width: 0, height: 0)
            func tint(_ xs: Range<Int>, _ ys: Range<Int>) -> Int {
                var count = 0
                for y in ys { for x in xs where image[x, y] == Theme.light.tint { count += 1 } }
                return count
            }
            // Option 3 is at window y 44 ..< 88, option 4 at 88 ..< 132; the checkmark's ink is
            // x 434 ..< 448; the ring is 2 pt inside the row (x 18 ..< 20 on its left side, straight
            // between its rounded corners).
            // The window shows what the app drew last: read it until Space's checkmark is drawn.
            let shot = run.directory.appendingPathComponent("keys.png").path
            #expect(waitUntil {
                guard (try? run.server.run("/usr/bin/import", ["-window", id, shot])) != nil,
                      let read = try? PNG.read(from: shot) else { return false }
                image = read
                return tint(432..<448, 44..<88) > 10
            }, "option 3 is checked")
            #expect(tint(432..<448, 88..<132) == 0, "option 4 no longer is")
            #expect(tint(18..<20, 56..<76) == 40, "the ring is on option 3")
            #expect(tint(18..<20, 100..<120) == 0, "and not on option 4")
            #expect(!run.records().contains { $0["event"] as? String == "release" }, "no pointer was used")

            try run.server.xdotool("key", "Escape")
            #expect(waitUntil { title() == "listdemo" }, "Escape went back to the menu; title \(title())")
            try run.server.xdotool("key", "ctrl+q")
            let exit = run.exit(within: 10)
            #expect(exit.status == 0, "stderr: \(exit.stderr)")
        }

        /// Seed 000 in a real window: clicking a row moves the checkmark to it.
        @Test func clickingAnOptionMovesTheCheckmark() throws {
            let run = try Run(["options", "--screenshot", "shot.png"])
            // Option 19 is checked and scrolled into view at the end (offset 194): option 9 is at
            // window y 281 ... 325, option 19 at 721 ... 765.
            try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "240", "300", "click", "1"])
            #expect(waitUntil { run.frames.count >= 2 }, "the click drew a frame")
            try run.server.xdotool("key", "ctrl+q")
            let exit = run.exit(within: 10)
            #expect(exit.status == 0, "stderr: \(exit.stderr)")

            let shot = try PNG.read(from: run.directory.appendingPathComponent("shot.png").path)
            func tintPixels(rowTop: Int) -> Int {
                var count = 0
                for y in rowTop..<(rowTop + 44) {
                    for x in 420..<464 where shot[x, y] == Theme.light.tint { count += 1 }
                }
                return count
            }
            #expect(tintPixels(rowTop: 281) > 10, "option 9 is checked")
            #expect(tintPixels(rowTop: 721) == 0, "option 19 is not")
        }
    }
}
