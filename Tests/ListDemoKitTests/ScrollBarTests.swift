import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// The scroll indicator as a desktop scroll bar, headless on the virtual clock: it widens into
    /// a thumb near the right edge, fades out after rest, a press on the thumb drags the content
    /// the same way (to exactly the end on ten million rows), a press on the track pages.
    @Suite struct ScrollBarTests {
        /// The feed is 480 wide: the list's right edge is x = 480, the thumb 8 pt wide at 468 ... 476
        /// on a 12 pt track at 466 ... 478; the thin bar is 3 pt at 474 ... 477. The list starts at y = 44.
        static let edgeX = 474.0

        /// Pixels in column `x` from window y `top` to `bottom` that are not the rows' white.
        private func marked(_ image: RGBAImage, x: Int, from top: Int, to bottom: Int) -> Int {
            (top..<bottom).filter { image[x, $0] != Theme.light.systemBackground && image[x, $0] != Theme.light.headerBackground }.count
        }

        /// Issue 21's failure under load, on the virtual clock: the press on the thumb, its moves past the track's
        /// end and the release all arrive before one frame (bunched), so the rows at the end are first measured
        /// after the release. The list rests at the content's end as measured — as when frames come between the
        /// moves — instead of 84 pt short of it, where it stayed for good.
        @Test(arguments: [true, false])
        func aThumbReleasedAtTheTracksEndRestsAtTheEnd(bunched: Bool) throws {
            let script = bunched ? "0.5 press 474,60\n0.5 move 474,500\n0.5 move 474,850\n0.5 release 474,850\n"
                : "0.5 press 474,60\n0.516 move 474,500\n0.533 move 474,850\n0.6 release 474,850\n"
            let driver = try HeadlessDriver(["feed", "--sections", "3400000", "--size", "480x800"], script: script)
            try driver.run(until: 1.5)
            let list = driver.app.scene.list
            #expect(list.phase == .idle)
            #expect(list.bounds.max > 600_000_000)
            #expect(list.offset == list.bounds.max, "at the end: \(list.offset) of \(list.bounds.max)")
        }

        @Test func thePointerNearTheEdgeWidensTheThumbAndLeavingLetsItFade() throws {
            // The thumb is 36 pt at the top of the track (window y 47 ... 83) over ten million rows.
            let driver = try HeadlessDriver(["feed", "--sections", "3400000", "--size", "480x800"],
                                            script: "0.1 move 474,300\n0.5 move 200,300\n")
            try driver.run(until: 0.3)
            let wide = try driver.canvas.readPixels()
            assertImageSnapshot(of: wide, named: "scrollbar-wide")
            #expect(marked(wide, x: 472, from: 47, to: 83) == 36, "the wide thumb's column is drawn its whole length")
            #expect(wide[472, 60] != wide[472, 300], "the thumb is darker than its track")
            #expect(marked(wide, x: 467, from: 100, to: 780) == 680, "the track runs the list's height")
            #expect(marked(wide, x: 460, from: 47, to: 83) == 0, "nothing left of the track")

            // The pointer left at 0.5: thin, opaque for 0.5 s, then fading over 0.25 s.
            try driver.run(until: 0.9)
            let thin = try driver.canvas.readPixels()
            #expect(marked(thin, x: 470, from: 47, to: 83) == 0, "no longer wide")
            #expect(marked(thin, x: 475, from: 47, to: 83) == 36, "the thin bar")
            #expect(driver.app.indicatorLook(at: 1.0) == .init(alpha: 1, isWide: false))
            #expect(abs(driver.app.indicatorLook(at: 1.125).alpha - 0.5) < 1e-9)
            try driver.run(until: 1.3)
            let gone = try driver.canvas.readPixels()
            #expect(marked(gone, x: 475, from: 47, to: 83) == 0, "faded out")
            #expect(!driver.app.isAnimating(at: 1.3), "nothing left to draw")
        }

        /// The pointer leaving the window over the edge (the X server's LeaveNotify) lets the thumb
        /// narrow and fade; a held thumb stays wide and keeps following the pointer.
        @Test func leavingTheWindowNarrowsTheThumbUnlessItIsHeld() throws {
            let driver = try SceneDriver(["feed", "--size", "480x800"])
            driver.send(.pointerMoved(Point(x: 476, y: 300)))
            #expect(driver.app.indicatorLook(at: driver.time).isWide)
            driver.run(until: 0.5)
            driver.send(.pointerLeft)
            #expect(driver.app.indicatorLook(at: 0.5) == .init(alpha: 1, isWide: false))
            #expect(driver.app.indicatorLook(at: 1.25).alpha == 0, "faded 0.75 s after it left")

            driver.send(.pointerDown(Point(x: 476, y: 60)))
            driver.send(.pointerLeft)
            #expect(driver.app.indicatorLook(at: 0.5).isWide, "held")
            driver.send(.pointerMoved(Point(x: 476, y: 200)))
            driver.run(until: 0.6)
            #expect(driver.app.scene.list.offset > 0, "still following the pointer")
            driver.send(.pointerUp(Point(x: 476, y: 200)))
            #expect(!driver.app.scene.list.isDraggingThumb)
        }

        /// A press held on the track pages again and again (after 0.3 s, every 0.1 s exactly, at any
        /// frame rate: README's figures) until the thumb reaches the pointer, then stops; it never
        /// pages back past it.
        @Test(arguments: [60, 45, 144])
        func aPressHeldOnTheTrackRepeatsUntilTheThumbReachesIt(fps: Int) throws {
            // 100 sections (about 23,000 pt): the pointer at window y 500 is 453 pt down the track.
            let driver = try HeadlessDriver(["feed", "--sections", "100", "--size", "480x800", "--fps", "\(fps)"],
                                            script: "0.2 press 474,500\n4 release 474,500\n")
            try driver.run(until: 5)
            let pages = driver.events.compactMap { event -> Double? in
                switch event {
                case .animation(let t, .key, _, _, _, _), .retarget(let t, .key, _, _, _, _, _): t
                default: nil
                }
            }
            #expect(pages.count > 5, "held, it repeats: \(pages)")
            #expect(pages.first == 0.2)
            #expect(pages.dropFirst().first.map { abs($0 - 0.5) < 1e-9 } == true, "0.3 s after the press: \(pages)")
            #expect(zip(pages.dropFirst(), pages.dropFirst(2)).allSatisfy { abs($1 - $0 - 0.1) < 1e-9 },
                    "then every 0.1 s: \(pages)")
            #expect(pages.last! < 4, "stopped before the release, at the pointer")
            let thumb = try #require(driver.frames.last?.indicator?.thumb)
            #expect(thumb.y <= 456 && thumb.y + thumb.height > 456, "the thumb reached the pointer: \(thumb)")
            let offsets = driver.frames.map(\.offset)
            #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "only toward the pointer")
        }

        /// Scrolling shows the thin bar; 0.5 s after the list comes to rest it starts to fade.
        @Test func theIndicatorFadesOutAfterTheListComesToRest() throws {
            let driver = try HeadlessDriver(["feed", "--size", "480x800"], script: "0.1 wheel 2\n")
            try driver.run(until: 3)
            let rest = try #require(driver.frames.last { $0.phase != .idle }).time + 1.0 / 60
            #expect(driver.app.indicatorLook(at: rest + 0.4) == .init(alpha: 1, isWide: false))
            #expect(driver.app.indicatorLook(at: rest + 0.6).alpha < 1)
            #expect(driver.app.indicatorLook(at: rest + 0.75).alpha == 0)
            #expect(driver.app.indicatorLook(at: 0.2) == .init(alpha: 1, isWide: false), "shown while it scrolls")
        }

        /// Ten million rows at estimated heights, the thumb dragged from the top of the track to
        /// past its bottom: the content moves the pointer's way every frame and lands exactly on the
        /// end of the content as measured then; no list drag, no fling.
        @Test func draggingTheThumbToTheTracksEndReachesExactlyTheEnd() throws {
            let driver = try HeadlessDriver(["feed", "--sections", "3400000", "--size", "480x800"],
                                            script: "0.2 drag 474,60 474,900 0.6\n")
            try driver.run(until: 1.5)
            #expect(driver.app.scene.list.layout.numberOfRows > 10_000_000)
            let offsets = driver.frames.map(\.offset)
            #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "the content follows the thumb down")
            let last = try #require(driver.frames.last)
            #expect(last.offset == last.bounds.max && last.offset > 600_000_000, "at the end: \(last.offset)")
            let released = driver.events.compactMap { if case .thumbRelease(_, let o, let end) = $0 { (o, end) } else { nil } }
            #expect(released.count == 1 && released.first?.0 == released.first?.1)
            #expect(driver.events.contains { if case .thumbGrab = $0 { true } else { false } })
            #expect(!driver.events.contains { if case .release = $0 { true } else { false } }, "not a list drag")
            #expect(driver.frames.allSatisfy { $0.phase == .idle })
            // Halfway through the drag the content is about halfway (the pointer at 60 + 420 = 480
            // of a 3 ... 753 track less the thumb): proportional, within a few thousand rows' worth.
            let middle = try #require(driver.frames.first { $0.time >= 0.5 })
            let indicator = try #require(middle.indicator)
            let pointerY = 60 + 840 * (middle.time - 0.2) / 0.6 - 44
            let fraction = (pointerY - 13 - indicator.track.y) / indicator.travel
            #expect(abs(middle.offset / middle.bounds.max - fraction) < 1e-3, "\(middle.offset) of \(middle.bounds.max)")
        }

        /// A press on the track below the thumb pages toward it, animated (a screen less one row),
        /// and above it pages back; neither drags nor selects.
        @Test func aTrackClickPagesTowardIt() throws {
            let driver = try HeadlessDriver(["feed", "--size", "480x800"],
                                            script: "0.2 click 474,600\n1.2 click 474,50\n")
            try driver.run(until: 1.0)
            let animations = driver.events.compactMap { event -> (Double, Double)? in
                if case .animation(_, .key, let from, let to, _, _) = event { (from, to) } else { nil }
            }
            let page = try #require(animations.first)
            #expect(page.0 == 0 && page.1 > 500 && page.1 < 756, "a screen (756) less a row: \(page)")
            let paged = driver.frames.last!.offset
            #expect(paged > 500 && driver.frames.last!.phase == .idle)
            #expect(driver.frames.contains { $0.phase == .animating }, "animated")
            try driver.run(until: 2.2)
            #expect(driver.frames.last!.offset < paged, "a click above the thumb pages back")
            #expect(driver.app.scene.list.selection == nil, "no row was clicked")
        }
    }
}
