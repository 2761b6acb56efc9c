import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests.EndToEndTests {
    /// The trace's first record: how the frames reach the screen.
    private static func display(_ run: Run) throws -> [String: Any] {
        let first = try #require(run.records().first)
        #expect(first["event"] as? String == "display", "the trace starts with the display: \(first)")
        return first
    }

    /// Text rasterised at the pixel size mixes colours inside 2×2 pixel blocks at its edges; a 1x
    /// picture enlarged 2× has every block one colour. The share of mixed blocks among inked ones.
    private static func mixedBlockShare(_ image: RGBAImage, x: Range<Int>, y: Range<Int>) -> Double {
        let paper = image[x.lowerBound, y.lowerBound]
        var inked = 0, mixed = 0
        for by in stride(from: y.lowerBound, to: y.upperBound - 1, by: 2) {
            for bx in stride(from: x.lowerBound, to: x.upperBound - 1, by: 2) {
                let block = [image[bx, by], image[bx + 1, by], image[bx, by + 1], image[bx + 1, by + 1]]
                guard block.contains(where: { $0 != paper }) else { continue }
                inked += 1
                if Set(block.map { [$0.r, $0.g, $0.b] }).count > 1 { mixed += 1 }
            }
        }
        return inked > 100 ? Double(mixed) / Double(inked) : 0
    }

    /// `--scale auto` on X11 reads the X resources' Xft.dpi (192: scale 2), as Qt does: the window
    /// is 2× the points, a click in window pixels lands on the row at half of them, a thumb drag
    /// in pixels moves the scroll bar in points, wheel notches scroll 120 points each, and the
    /// window's pixels are the headless 2x picture.
    @Test func xftDPIOf192OpensATwiceAsLargeWindowThatWorksInPoints() throws {
        // No snapping, so the wheel's notches travel their 120 points exactly.
        let run = try Run(["--size", "400x420", "--snap", "off"]) { server in
            try server.run("/usr/bin/xprop", ["-root", "-f", "RESOURCE_MANAGER", "8s", "-set", "RESOURCE_MANAGER",
                                              "Xft.antialias:\t1\nXft.dpi:\t192\n"])
        }
        let display = try Self.display(run)
        #expect(display["driver"] as? String == "x11" && display["renderer"] as? String == "software", "\(display)")
        #expect(display["scale"] as? Double == 2 && display["scale_source"] as? String == "Xft.dpi 192", "\(display)")
        // SDL's software renderer has no vsync: the runner sleeps to the refresh it predicts.
        #expect(display["pacing"] as? String == "predicted", "\(display)")
        let geometry = try run.server.xdotool(Self.window + ["getwindowgeometry", "%1"])
        #expect(geometry.contains("Geometry: 800x840"), "400×420 points at 2: \(geometry)")

        let shot = run.directory.appendingPathComponent("menu.png").path
        try run.server.run("/usr/bin/import", ["-window", "root", "-crop", "800x840+240+30", "+repage", shot])
        let window = try PNG.read(from: shot)
        let headless = try HeadlessRunner(options: {
            var options = ListDemoOptions()
            options.headless = true
            options.size = Size(width: 400, height: 420)
            options.scale = .fixed(2)
            return options
        }(), assets: PlatformTestSupport.assets()).run().canvas.readPixels()
        let difference = ImageDifference.compare(headless, window)
        #expect(difference == nil, "the window shows the headless 2x menu: \(difference?.summary ?? "")")
        #expect(Self.mixedBlockShare(window, x: 300..<500, y: 20..<68) > 0.5, "the title is crisp")

        // The Snap row is at 108 ... 172 points: window pixels 216 ... 344.
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "400", "300", "click", "1"])
        #expect(waitUntil { (try? run.server.xdotool(Self.window + ["getwindowname", "%1"])) == "Snap — listdemo" },
                "the click opened the snap scene")
        // Input during the push's slide would be ignored (as UIKit ignores touches): wait for its end.
        #expect(waitUntil { run.slideEnded() }, "the push's slide ended: \(run.events("push"))")
        // The scroll bar's thumb, 6 points from the right edge (window x 788) at the top of the
        // track (47 ... 83 points: pixels 94 ... 166), dragged past the window's bottom: the end.
        try run.server.xdotool(PlatformXvfb.verticalDrag(in: Self.window, x: 788, from: 120,
                                                         through: stride(from: 200, through: 1000, by: 100),
                                                         pause: 0.02, approach: 600))
        #expect(waitUntil { !run.events("thumb-release").isEmpty }, "the press in pixels hit the thumb in points")
        let release = try #require(run.events("thumb-release").first)
        let end = try #require(release["end"] as? Double)
        #expect(release["offset"] as? Double == end, "the track's end is the content's end: \(release)")

        // Two notches back toward the start: 120 points each, not 120 pixels.
        try run.server.xdotool(Self.window + ["mousemove", "--window", "%1", "400", "500", "click", "--repeat", "2",
                                              "--delay", "30", "4"])
        func wheel() -> [[String: Any]] {
            run.events("animation").filter { $0["kind"] as? String == "wheel" }
                + run.events("retarget").filter { $0["kind"] as? String == "wheel" }
        }
        // The second notch comes 30 ms after the first: wait for the trace to hold both.
        #expect(waitUntil { wheel().compactMap { $0["to"] as? Double }.min() == end - 240 },
                "two notches of 120 points: \(wheel())")
        try run.server.xdotool("key", "ctrl+q")
        #expect(run.exit(within: 10).status == 0)
    }

    /// Hostile desktop settings cannot make a window of absurd size: one warning line, scale 1.
    @Test(arguments: [
        (["GDK_SCALE": "1e300"], "Xft.dpi:\t192\n", "GDK_SCALE '1e300'"),
        ([:], "Xft.dpi:\t-5\n", "Xft.dpi '-5'"),
        (["QT_SCALE_FACTOR": "nan"], "", "QT_SCALE_FACTOR 'nan'"),
    ] as [([String: String], String, String)])
    func aHostileDesktopScaleOpensAtScaleOneWithAWarning(environment: [String: String], resources: String,
                                                         named: String) throws {
        let run = try Run(["--size", "320x400"], environment: environment) { server in
            if !resources.isEmpty {
                try server.run("/usr/bin/xprop", ["-root", "-f", "RESOURCE_MANAGER", "8s", "-set", "RESOURCE_MANAGER",
                                                  resources])
            }
        }
        let display = try Self.display(run)
        #expect(display["scale"] as? Double == 1 && display["scale_source"] as? String == "default", "\(display)")
        let geometry = try run.server.xdotool(Self.window + ["getwindowgeometry", "%1"])
        #expect(geometry.contains("Geometry: 320x400"), "\(geometry)")
        try run.server.xdotool("key", "ctrl+q")
        let exit = run.exit(within: 10)
        #expect(exit.status == 0)
        #expect(exit.stderr == "listdemo: ignoring \(named): not \(exit.stderr.dropFirst("listdemo: ignoring \(named): not ".count))",
                "one line naming the setting: \(exit.stderr)")
        #expect(exit.stderr.hasSuffix("; drawing at scale 1\n") && exit.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// Native Wayland at scale 2 (weston's X11 backend in the test's Xvfb, issue 13): the default
    /// renderer draws (software cannot under Wayland; the next SDL lists does), the wheel and a
    /// drag sent to weston's X window reach the app through weston's seat, and weston's window
    /// shows the feed at twice its points, crisp.
    @Test func underWestonAtScaleTwoTheDefaultsDrawAndScroll() throws {
        let run = try Run(["feed"], screen: "1000x1700x24", wayland: true)
        let display = try Self.display(run)
        #expect(display["driver"] as? String == "wayland", "\(display)")
        #expect(display["scale"] as? Double == 2 && display["scale_source"] as? String == "wayland", "\(display)")
        let renderer = try #require(display["renderer"] as? String)
        #expect(renderer != "software", "software has no framebuffer under Wayland; \(renderer) drew")
        // The GL renderer asks for vsync (swap interval 1) and SDL grants it: frames follow weston's presents.
        #expect(display["pacing"] as? String == "vsync", "\(display)")

        // weston's output is 480×800 logical pixels at 2: its X window is 960×1600 and the app fills it.
        let geometry = try run.server.xdotool(PlatformWeston.window + ["getwindowgeometry", "%1"])
        #expect(geometry.contains("Geometry: 960x1600"), "\(geometry)")
        let shot = run.directory.appendingPathComponent("feed.png").path
        #expect(waitUntil {
            (try? run.server.run("/usr/bin/import", ["-window", "root", "-crop", "960x1600+0+0", "+repage", shot])) != nil
                && ((try? PNG.read(from: shot)).map { Self.mixedBlockShare($0, x: 380..<580, y: 20..<68) > 0.5 } ?? false)
        }, "weston's window shows the app's crisp 2x title")
        let window = try PNG.read(from: shot)
        var headless = ListDemoOptions()
        (headless.scene, headless.headless, headless.scale) = (.feed, true, .fixed(2))
        let picture = try HeadlessRunner(options: headless, assets: PlatformTestSupport.assets()).run().canvas.readPixels()
        let difference = ImageDifference.compare(picture, window, tolerance: 8)
        #expect(difference.map { Double($0.differingPixels) < 0.02 * Double($0.totalPixels) } ?? true,
                "the window is the headless 2x feed, up to the GPU's text blending: \(difference?.summary ?? "")")

        // Three notches at the window's middle (weston's pixels: points × 2).
        try run.server.xdotool(PlatformWeston.window + ["mousemove", "--window", "%1", "480", "800",
                                                        "click", "--repeat", "3", "--delay", "30", "5"])
        #expect(waitUntil { run.frames.contains { ($0["offset"] as? Double ?? 0) >= 300 } }, "the wheel scrolled")
        #expect(waitUntil { run.frames.last?["phase"] as? String == "idle" }, "and came to rest")
        let before = try #require(run.frames.last?["offset"] as? Double)

        // A slow drag up by 400 pixels: 200 points of content.
        try run.server.xdotool(PlatformXvfb.verticalDrag(in: PlatformWeston.window, x: 480, from: 1300,
                                                         through: stride(from: 1250, through: 900, by: -50),
                                                         pause: 0.03, hold: 0.2))
        #expect(waitUntil { !run.events("release").isEmpty }, "the drag reached the app")
        let release = try #require(run.events("release").first)
        let dragged = try #require(release["offset"] as? Double) - before
        #expect(abs(dragged - 200) < 1, "400 pixels of pointer are 200 points of content: \(dragged)")
        try run.server.xdotool("key", "ctrl+q")
        let exit = run.exit(within: 10)
        #expect(exit.status == 0, "stderr: \(exit.stderr)")
    }
}
