import Foundation
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Under Wayland the window's title bar is the client's to draw: SDL 2.26 asks libdecor, whose
    /// plugin (Debian's `libdecor-0-plugin-1-cairo`, which `./dev` installs) draws it. Under weston's
    /// desktop shell (which draws none itself) the app's window has a bar above its content, with
    /// the title in it, so it can be moved and closed with the mouse.
    @Suite struct WaylandDecorationTests {
        @Test func underWestonTheWindowHasATitleBarAndItsContent() throws {
            let run = try EndToEndTests.Run(["--size", "400x500"], screen: "1000x1000x24", wayland: true,
                                            compositor: .desktop)
            let weston = try run.server.xdotool(PlatformWeston.window)
            // weston's desktop shell activates the new window after its first frame: a configure for which libdecor
            // draws its title bar and shadow anew, shown only with the app's next commit. The app draws a frame for
            // the focus change (nothing else makes it draw: the pointer is outside weston's output, no key is sent);
            // without that frame the window stayed black, title bar included, until the pointer came.
            #expect(waitUntil {
                let records = run.records()
                guard let focus = records.lastIndex(where: { $0["event"] as? String == "focus" && $0["focused"] as? Bool == true })
                else { return false }
                return records[focus...].contains { $0["frame"] != nil }
            }, "a frame after the window was focused")
            let shot = run.directory.appendingPathComponent("weston.png").path
            var image = RGBAImage(width: 0, height: 0)
            // Read weston's output until it shows what the app committed (weston repaints on its own clock).
            let shown = waitUntil(30) {
                guard (try? run.server.run("/usr/bin/import", ["-window", weston, shot])) != nil,
                      let read = try? PNG.read(from: shot) else { return false }
                image = read
                return Self.titleBar(in: image) != nil && Self.content(in: image) != nil
            }
            #expect(shown, "a title bar above the app's content, and the content drawn")
            if let bar = Self.titleBar(in: image) {
                #expect(bar.height >= 20, "a bar a mouse can hold: \(bar)")
                #expect(bar.lightPixels > 20, "the title is written in it")
            }
            if let content = Self.content(in: image) {
                #expect(content.background > 10_000 && content.ink > 40, "the menu's rows and their text: \(content)")
            }
            // X's keyboard focus to weston's window (the pointer, outside it, does not give it).
            try run.server.xdotool("windowfocus", "--sync", weston, "key", "ctrl+q")
            #expect(run.exit(within: 20).status == 0)
        }

        /// The app's content under its navigation bar (found by `titleBar`'s column): the menu's
        /// rows, in the list's background colour, and their text in dark ink. Nil when the bar is not there.
        static func content(in image: RGBAImage) -> (background: Int, ink: Int)? {
            let x = image.width / 2
            guard let top = (0..<(image.height - 40)).first(where: { y in
                (y..<(y + 40)).allSatisfy { image[x - 150, $0] == Theme.light.barBackground }
            }) else { return nil }
            var background = 0, ink = 0
            for y in (top + Int(Theme.navigationBarHeight))..<min(image.height, top + 400) {
                for column in (x - 150)..<(x + 150) {
                    let pixel = image[column, y]
                    if pixel == Theme.light.systemBackground { background += 1 }
                    if pixel.r < 90, pixel.g < 90, pixel.b < 90 { ink += 1 }
                }
            }
            return (background, ink)
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
