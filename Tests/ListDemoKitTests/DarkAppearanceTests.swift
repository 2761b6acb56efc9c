import Foundation
import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// `--appearance dark` headless: every scene (and the overlay, and a push half way) in UIKit's dark
    /// system colours at 1x and 2x, compared with the references under
    /// `__Snapshots__/DarkAppearanceTests/` (record with `LISTDEMO_RECORD_SNAPSHOTS=1`).
    @Suite struct DarkAppearanceTests {
        private static let timer = FrameTimer.fixed(work: 0.004, overlay: 0.0002)

        @Test(arguments: [
            ("menu", [], nil),
            ("options", ["options", "--value", "10"], nil),
            ("snap", ["snap"], "0.2 click 440,137\n"),
            ("live", ["live"], "0.5 key Insert\n"),
            ("form", ["form"], "0.2 click 300,160\n0.3 type Ada\n0.4 key shift+Left\n"),
            ("feed", ["feed", "--snap", "off"], "0 scroll-to 3 0 top\n0.1 pan -20\n"),
            ("overlay", ["snap", "--overlay", "--snap", "off"], "0.2 drag 240,600 240,300 0.1\n0.9 quit\n"),
            ("mid-push", [], "0.2 click 240,76\n0.4 quit\n"),
        ] as [(name: String, arguments: [String], script: String?)], [1, 2])
        func everySceneInDark(scene: (name: String, arguments: [String], script: String?), scale: Int) throws {
            let (name, arguments, script) = scene
            let directory = try PlatformTestSupport.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let saveTo = ["--save-to", directory.appendingPathComponent("c.json").path]
            let image = try PlatformTestSupport.renderHeadless(
                arguments + ["--appearance", "dark", "--scale", "\(scale)"] + (arguments.first == "form" ? saveTo : []),
                script: script, timer: Self.timer)
            #expect((image.width, image.height) == (480 * scale, 800 * scale))
            // The navigation bar is dark, whatever the scene.
            #expect(image[2, 2] == Theme.dark.barBackground)
            assertImageSnapshot(of: image, named: "\(name)-\(scale)x")
        }

        /// Headless, `auto` is light (a headless run never asks the desktop), and `dark` changes the colours only.
        @Test func autoIsLightHeadless() throws {
            let auto = try PlatformTestSupport.renderHeadless([], timer: Self.timer)
            let light = try PlatformTestSupport.renderHeadless(["--appearance", "light"], timer: Self.timer)
            let dark = try PlatformTestSupport.renderHeadless(["--appearance", "dark"], timer: Self.timer)
            #expect(auto.pixels == light.pixels, "a headless run does not consult the desktop")
            #expect(auto[2, 2] == Theme.light.barBackground && dark[2, 2] == Theme.dark.barBackground)
        }
    }

    /// iOS's Reduce Motion (`--reduce-motion`, or the desktop's animations turned off): a push
    /// cross-fades in place instead of sliding, and the highlight and the scroll indicator go at
    /// once; the frames repeat run to run (the app's clock drives them).
    @Suite struct ReducedMotionTests {
        /// A background pixel at the window's left and right edges through a push from the menu
        /// (plain, white) to Demo Table (inset grouped: grey beside its sections).
        private func edges(_ arguments: [String], at times: [Double]) throws -> [(left: Color, right: Color)] {
            let driver = try HeadlessDriver(arguments, script: "0.2 click 240,76\n")
            return try times.map { time in
                try driver.run(until: time)
                let image = try driver.canvas.readPixels()
                return (image[4, 400], image[474, 400])
            }
        }

        @Test func aPushCrossFadesInPlace() throws {
            let white = Theme.light.systemBackground, grey = Theme.light.systemGroupedBackground
            let film = try edges(["--reduce-motion"], at: [0.2, 0.3, 0.375, 0.45, 0.6])
            #expect(film.first! == (white, white) && film.last! == (grey, grey))
            for (left, right) in film {
                #expect(left == right, "nothing slides: both edges show the same blend (\(left), \(right))")
            }
            let reds = film.map { Int($0.left.r) }
            #expect(reds == reds.sorted(by: >), "the grey scene fades in: \(reds)")
            #expect(reds.dropFirst().dropLast().allSatisfy { $0 > Int(grey.r) && $0 < Int(white.r) },
                    "half way it is a blend of both: \(reds)")
            // Without it, the same frame slides: Demo Table's row at the right, the dimmed menu at the left.
            let slide = try edges([], at: [0.375])
            #expect(slide[0].left != slide[0].right)
        }

        @Test func theCrossFadeRepeatsRunToRunAndMatchesItsReference() throws {
            func midFade() throws -> RGBAImage {
                let driver = try HeadlessDriver(["--reduce-motion"], script: "0.2 click 240,76\n")
                try driver.run(until: 0.375)
                #expect(driver.app.navigator.transition?.style == .crossFade)
                return try driver.canvas.readPixels()
            }
            let first = try midFade()
            #expect(try midFade().pixels == first.pixels)
            assertImageSnapshot(of: first, named: "mid-push-cross-fade")
        }

        @Test func theIndicatorAndTheHighlightGoAtOnce() throws {
            let driver = try HeadlessDriver(["feed", "--reduce-motion"], script: "0.1 wheel 2\n")
            try driver.run(until: 3)
            let rest = try #require(driver.frames.last { $0.phase != .idle }).time + 1.0 / 60
            #expect(driver.app.indicatorLook(at: rest + 0.45) == .init(alpha: 1, isWide: false), "it lingers as ever")
            #expect(driver.app.indicatorLook(at: rest + 0.55).alpha == 0, "then goes without fading")
            #expect(!driver.app.isAnimating(at: rest + 0.55))
            // Snap's row 1 (window y 106 ..< 168), tapped beside its switch: no highlight to fade.
            let reduced = try SceneDriver(["snap", "--reduce-motion"])
            reduced.click(x: 100, y: 137)
            #expect(reduced.app.fadingHighlight == nil, "the tapped row's highlight goes at once")
            let normal = try SceneDriver(["snap"])
            normal.click(x: 100, y: 137)
            #expect(normal.app.fadingHighlight != nil)
        }

        /// A tapped switch is on its new side at once (no slide to draw), where it otherwise slides 0.25 s.
        @Test func aSwitchFlipsWithoutSliding() throws {
            for reduced in [true, false] {
                let driver = try SceneDriver(["snap"] + (reduced ? ["--reduce-motion"] : []))
                let scene = try #require(driver.app.scene as? SnapScene)
                driver.run(until: 0.1)
                // Row 1's switch (window y 106 ..< 168).
                driver.click(x: 440, y: 137)
                #expect(scene.isOn(row: 1))
                #expect(scene.knobProgress(row: 1, at: driver.time) == (reduced ? 1 : 0), "reduced: \(reduced)")
                #expect(scene.knobProgress(row: 1, at: driver.time + 0.1) == (reduced ? 1 : Switch.slide.progress(at: 0.4)))
                #expect(driver.app.isAnimating(at: driver.time + 0.1) == !reduced)
            }
        }

        /// A row inserted at the top fades in at its place, full height, and the rows below are at
        /// their new places at once; a deleted row fades where it was, full height. Without reduced
        /// motion the same frame shows them sliding, growing and shrinking (UITableView's).
        @Test func batchUpdatesFadeInPlace() throws {
            let height = LiveScene.rowHeight
            for reduced in [true, false] {
                let driver = try SceneDriver(["live"] + (reduced ? ["--reduce-motion"] : []))
                let list = driver.app.scene.list
                driver.run(until: 0.5)
                driver.key("Insert")
                driver.run(until: 0.65)
                let inserted = list.appearance(ofRow: ListIndexPath(row: 0, section: 0))
                let below = list.appearance(ofRow: ListIndexPath(row: 1, section: 0))
                #expect(inserted.alpha > 0.2 && inserted.alpha < 0.8, "half way through its fade: \(inserted.alpha)")
                if reduced {
                    #expect(inserted.span == ListSpan(y: 0, height: height) && below.span == ListSpan(y: height, height: height))
                } else {
                    #expect(inserted.span.height < height && below.span.y < height, "\(inserted) \(below)")
                }
                driver.run(until: 1.5)
                // Row 3 (window y 224 ..< 284) selected, then deleted.
                driver.click(x: 200, y: 254)
                driver.key("Delete")
                driver.run(until: driver.time + 0.15)
                let animation = try #require(list.updateAnimation)
                let ghost = try #require(animation.ghosts.first)
                let look = animation.appearance(of: ghost, at: driver.time)
                #expect(look.alpha > 0.2 && look.alpha < 0.8)
                #expect((look.span.height == height) == reduced, "\(look)")
                let next = list.appearance(ofRow: ListIndexPath(row: 3, section: 0))
                #expect((next.span.y == 3 * height) == reduced, "the row that follows: \(next)")
            }
        }
    }
}
