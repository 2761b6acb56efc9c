import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Under Wayland the window's title bar is the client's to draw: SDL 2.26 asks libdecor, whose
    /// plugin (Debian's `libdecor-0-plugin-1-cairo`, which `./dev` installs) draws it. Under weston's
    /// desktop shell (which draws none itself) the app's window has a bar above its content, with
    /// the title in it, so it can be moved and closed with the mouse.
    @Suite struct WaylandDecorationTests {
        @Test func underWestonTheWindowHasATitleBar() throws {
            let run = try EndToEndTests.Run(["--size", "400x500"], screen: "1000x1000x24", wayland: true,
                                            compositor: .desktop)
            let weston = try run.server.xdotool(PlatformWeston.window)
            // The pointer over the window, as a user's: a first frame presented before libdecor's
            // configure can stay black until the app draws again (SDL 2.26 reports no event for it).
            let before = run.frames.count
            try run.server.xdotool("mousemove", "--window", weston, "400", "400", "mousemove", "--window", weston, "410", "420")
            #expect(waitUntil(30) { run.frames.count > before }, "a frame after the pointer came")
            let shot = run.directory.appendingPathComponent("weston.png").path
            var image = RGBAImage(width: 0, height: 0)
            // The decoration is drawn by libdecor after the app's first frame: read weston's output until it shows.
            let decorated = waitUntil(30) {
                guard (try? run.server.run("/usr/bin/import", ["-window", weston, shot])) != nil,
                      let read = try? PNG.read(from: shot) else { return false }
                image = read
                return Self.titleBar(in: image) != nil
            }
            #expect(decorated, "a title bar above the app's content")
            if let bar = Self.titleBar(in: image) {
                #expect(bar.height >= 20, "a bar a mouse can hold: \(bar)")
                #expect(bar.lightPixels > 20, "the title is written in it")
            }
            try run.server.xdotool("key", "ctrl+q")
            #expect(run.exit(within: 20).status == 0)
        }

        /// The app's navigation bar (its background colour, 44 pt tall less its hairline, across the middle of weston's
        /// output) and the band right above it: an opaque grey bar across the window, with light
        /// text in it (the title), rather than weston's patterned background. Nil when there is none.
        static func titleBar(in image: RGBAImage) -> (height: Int, lightPixels: Int)? {
            let x = image.width / 2
            // Left of the bar's centred title, so the column crosses only the bar's background.
            guard let top = (0..<(image.height - 40)).first(where: { y in
                (y..<(y + 40)).allSatisfy { image[x - 150, $0] == Theme.light.barBackground }
            }), top > 0 else { return nil }
            let grey = image[x - 150, top - 1]
            // libdecor's cairo plugin: near-black focused, dark grey unfocused.
            guard max(grey.r, grey.g, grey.b) < 90, max(grey.r, grey.g, grey.b) - min(grey.r, grey.g, grey.b) <= 4 else { return nil }
            var height = 0
            while top - height - 1 >= 0, image[x - 150, top - height - 1] == grey { height += 1 }
            var light = 0
            for y in (top - height)..<top {
                // The bar spans the window (its buttons are at the right end, past x + 80).
                guard image[x + 80, y] == grey else { return nil }
                for column in (x - 150)...(x + 80) where image[column, y].r > 150 && image[column, y].g > 150 {
                    light += 1
                }
            }
            return (height, light)
        }
    }
}
