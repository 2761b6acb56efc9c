import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The window at its edges, as issue 21 found them, in a real window under Xvfb driven by
    /// xdotool (no window manager: nothing enforces the size hints but the app itself). Each waits
    /// on what the app reports in its trace, never on the machine's speed.
    @Suite struct WindowEdgeTests {
        typealias Run = EndToEndTests.Run

        /// The window's size and place as xdotool reports them.
        private func geometry(_ run: Run, _ id: String) throws -> (x: Int, y: Int, width: Int, height: Int) {
            let text = try run.server.xdotool("getwindowgeometry", "--shell", id)
            var values: [String: Int] = [:]
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: "=")
                if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
            }
            return (values["X"] ?? -1, values["Y"] ?? -1, values["WIDTH"] ?? -1, values["HEIGHT"] ?? -1)
        }

        /// The peak resident memory of the app so far, in bytes (the kernel's VmHWM).
        private func peakMemory(_ run: Run) -> Int {
            guard let status = try? String(contentsOfFile: "/proc/\(run.process.processIdentifier)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                  let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
            return kilobytes * 1024
        }

        /// Resizes the window to `width` × `height` pixels and waits until the trace says the app
        /// lays out at `layout` points and has presented a frame since.
        private func resize(_ run: Run, _ id: String, _ width: Int, _ height: Int, layout: (Double, Double)) throws {
            let before = run.records().count
            try run.server.xdotool("windowsize", id, "\(width)", "\(height)")
            #expect(waitUntil(30) {
                let records = run.records().dropFirst(before)
                guard let resize = records.lastIndex(where: { $0["event"] as? String == "resize" }),
                      records[resize]["width"] as? Double == layout.0, records[resize]["height"] as? Double == layout.1
                else { return false }
                return records[resize...].contains { $0["frame"] != nil }
            }, "a frame laid out at \(layout) after the resize to \(width)x\(height)")
        }

        /// The size hints ask for at least 320 × 400 points and at most 8192 pixels a side; a resize
        /// past the largest (xdotool's 32767 × 32767 ended the app "Out of memory"; 20000 × 20000 took
        /// 1.6 GB) is undone before a frame allocates it, and one below the smallest lays out at the
        /// smallest, cut off at the window's edge: the app keeps running and quits cleanly.
        @Test func noSizeAWindowManagerChoosesEndsTheApp() throws {
            let run = try Run(["feed"])
            let id = try run.server.xdotool(EndToEndTests.window)
            let hints = try run.server.run("/usr/bin/xprop", ["-id", id, "WM_NORMAL_HINTS"])
            #expect(hints.contains("program specified minimum size: 320 by 400"), "\(hints)")
            #expect(hints.contains("program specified maximum size: 8192 by 8192"), "\(hints)")

            try resize(run, id, 32767, 32767, layout: (8192, 8192))
            let huge = try geometry(run, id)
            #expect(huge.width <= 8192 && huge.height <= 8192, "undone to at most 8192: \(huge)")
            #expect(run.process.isRunning)
            // A frame of 8192 × 8192 is 256 MB; the 20000 × 20000 one took 1.6 GB.
            #expect(peakMemory(run) < 700_000_000, "peak \(peakMemory(run)) bytes")

            try resize(run, id, 120, 90, layout: (320, 400))
            #expect(run.process.isRunning)
            let shot = run.directory.appendingPathComponent("small.png").path
            try run.server.run("/usr/bin/import", ["-window", id, shot])
            let image = try PNG.read(from: shot)
            #expect(image.width == 120 && image.height == 90)
            // Laid out 320 wide, the bar's title "Feed" is centred at x = 160, past this window's
            // right edge, instead of squeezed over the bar's left; the list is drawn below it.
            func dark(_ ys: Range<Int>) -> Int {
                var count = 0
                for y in ys {
                    for x in 0..<image.width {
                        let pixel = image[x, y]
                        if pixel.r < 80, pixel.g < 80, pixel.b < 80 { count += 1 }
                    }
                }
                return count
            }
            #expect(dark(0..<44) == 0, "no title squeezed into the bar")
            #expect(dark(44..<90) > 0, "the list is drawn")
            try resize(run, id, 480, 800, layout: (480, 800))
            try run.server.xdotool("key", "ctrl+q")
            let exit = run.exit(within: 20)
            #expect(exit.status == 0, "stderr: \(exit.stderr)")
        }

        /// `--scale 4` on a 1280 × 900 screen asked for 1920 × 3200 pixels and opened at (−320, −1150)
        /// with its bar off screen: the window fits the display's usable area, its bar at the top.
        @Test func aWindowLargerThanTheScreenOpensOnIt() throws {
            let run = try Run(["--scale", "4"], screen: "1280x900x24")
            let id = try run.server.xdotool(EndToEndTests.window)
            let placed = try geometry(run, id)
            #expect(placed.x >= 0 && placed.y >= 0 && placed.x + placed.width <= 1280 && placed.y + placed.height <= 900,
                    "on the screen: \(placed)")
            let shot = run.directory.appendingPathComponent("scale4.png").path
            try run.server.run("/usr/bin/import", ["-window", "root", shot])
            let image = try PNG.read(from: shot)
            // The bar (44 pt, 176 px at scale 4) holds the title "listdemo" in black at its centre.
            let dark = (0..<176).flatMap { y in (400..<880).map { image[$0, y] } }.filter { $0.r < 60 && $0.g < 60 }
            #expect(dark.count > 2000, "the bar's title is on screen (\(dark.count) dark pixels)")
            try run.server.xdotool("key", "ctrl+q")
            #expect(run.exit(within: 20).status == 0)
        }

        /// Press, hide the window (`xdotool windowunmap`), release, show it: the drag ended as a
        /// release without velocity when the window was hidden, the list rests, and a move without
        /// the button scrolls nothing (it stayed `dragging` and followed the pointer).
        @Test func aDragOfAWindowThatIsHiddenEnds() throws {
            let run = try Run(["snap", "--snap", "off"])
            let id = try run.server.xdotool(EndToEndTests.window)
            try run.server.xdotool("mousemove", "--window", id, "240", "600", "mousedown", "1",
                                   "mousemove", "--window", id, "240", "560")
            #expect(waitUntil(30) { run.frames.last?["phase"] as? String == "dragging" }, "dragging")
            // A quick last move, then the window goes: released, it would fling.
            try run.server.xdotool("mousemove", "--window", id, "240", "400", "windowunmap", "--sync", id,
                                   "mouseup", "1", "windowmap", "--sync", id)
            #expect(waitUntil(30) {
                let phases = run.frames.suffix(2).map { $0["phase"] as? String }
                return phases.count == 2 && phases.allSatisfy { $0 == "idle" }
            }, "the list rests")
            #expect(run.flings().isEmpty, "no fling: \(run.flings())")
            let rest = try #require(run.frames.last?["offset"] as? Double)
            let before = run.frames.count
            try run.server.xdotool("mousemove", "--window", id, "240", "200")
            #expect(waitUntil(30) { run.frames.count > before }, "a frame after the move")
            #expect(run.frames.last?["offset"] as? Double == rest, "a move without the button scrolls nothing")
            #expect(run.frames.last?["phase"] as? String == "idle")
            // Mapped again without a window manager, the window has no keyboard focus until given it.
            try run.server.xdotool("windowfocus", "--sync", id, "key", "ctrl+q")
            #expect(run.exit(within: 20).status == 0)
        }

        /// Press and drag, then another window takes the keyboard focus (a dialog opening, Alt+Tab):
        /// the drag ends then, as a release without velocity, while the button is still down; moves
        /// with the button still held, and after its release, scroll nothing, and nothing flings.
        @Test func aDragEndsWhenTheWindowLosesTheFocus() throws {
            let run = try Run(["snap", "--snap", "off"])
            let id = try run.server.xdotool(EndToEndTests.window)
            // Another client's window beside the app's (no window manager: it takes no focus by being mapped).
            let other = try PlatformXvfb.spawn("/usr/bin/xmessage", ["-name", "other", "-geometry", "+0+0", "another window"],
                                               standardOutput: nil, environment: ["DISPLAY=\(run.server.display)"])
            defer { PlatformXvfb.terminate(other) }
            let otherID = try run.server.xdotool("search", "--sync", "--classname", "^other$")
            // The app has the focus (SDL reports it a moment after X gives it), as a user's window would.
            try run.server.xdotool("windowfocus", "--sync", id)
            func focused() -> Bool? { run.events("focus").last?["focused"] as? Bool }
            #expect(waitUntil { focused() == true }, "the trace says the window has the focus")

            try run.server.xdotool("mousemove", "--window", id, "240", "600", "mousedown", "1",
                                   "mousemove", "--window", id, "240", "560", "mousemove", "--window", id, "240", "400")
            #expect(waitUntil { run.frames.last?["phase"] as? String == "dragging" && run.frames.last?["offset"] as? Double == 200 },
                    "dragging, 200 pt from the top")
            try run.server.xdotool("windowfocus", "--sync", otherID)
            // The button is still down: only the focus going can have ended the drag.
            #expect(waitUntil { focused() == false && run.frames.last?["phase"] as? String == "idle" },
                    "the focus went and the list rests: \(run.frames.last ?? [:])")
            #expect(run.events("release").last?["velocity"] as? Double == 0, "released without velocity")
            #expect(run.flings().isEmpty, "no fling: \(run.flings())")

            // A move still holding the button, then one after releasing it: neither scrolls.
            for (step, commands) in [("held", ["mousemove", "--window", id, "240", "300"]),
                                     ("released", ["mouseup", "1", "mousemove", "--window", id, "240", "100"])] {
                let before = run.frames.count
                try run.server.xdotool(commands)
                #expect(waitUntil { run.frames.count > before }, "a frame after the move (\(step))")
                #expect(run.frames.last?["offset"] as? Double == 200, "a move (\(step)) scrolls nothing: \(run.frames.last ?? [:])")
                #expect(run.frames.last?["phase"] as? String == "idle")
            }
            #expect(run.flings().isEmpty)
            try run.server.xdotool("windowfocus", "--sync", id, "key", "ctrl+q")
            #expect(run.exit(within: 20).status == 0)
        }

        /// README's `--compare` drag at x = 240 of 480 lands on the 2 pt divider: it belongs to the
        /// nearer half, and (one input driving both) both halves scroll.
        @Test func aDragOnTheCompareDividerScrollsBothHalves() throws {
            let run = try Run(["snap", "--compare", "uikit,uikit", "--snap", "off", "--size", "480x800"])
            try run.server.xdotool(PlatformXvfb.verticalDrag(in: EndToEndTests.window, x: 240, from: 600,
                                                             through: stride(from: 560, through: 400, by: -40), pause: 0.02))
            #expect(waitUntil(30) {
                let panes = Dictionary(grouping: run.frames, by: { $0["pane"] as? String ?? "" })
                return ["left", "right"].allSatisfy { pane in
                    (panes[pane]?.last?["offset"] as? Double ?? 0) >= 150 && panes[pane]?.last?["phase"] as? String == "idle"
                }
            }, "both halves scrolled and rest")
            try run.server.xdotool("key", "ctrl+q")
            #expect(run.exit(within: 20).status == 0)
        }
    }
}
