import ScrollCore
import Testing
@testable import ListDemoKit

extension PlatformTests {
    /// Seed 004 headless with real text: posts are measured as they come on screen (or where the
    /// list is heading), so every visible row is drawn in the frame it appears, and End, Home and
    /// animated scrolls to a row land on the real target in one motion.
    @Suite struct FeedMeasuringTests {
        private func animations(_ driver: HeadlessDriver) -> [ScrollEvent] {
            driver.events.filter { if case .animation = $0 { true } else { false } }
        }

        /// Whether any pixel of the row at `indexPath` (as the last frame placed it) is dark: text.
        private func hasInk(_ image: RGBAImage, _ driver: HeadlessDriver, _ indexPath: ScrollCore.ListIndexPath) -> Bool {
            let list = driver.app.scene.list
            let area = driver.app.listArea
            let span = list.layout.rowSpan(at: indexPath)
            let top = max(area.minY, area.minY + span.y - list.offset)
            let bottom = min(area.maxY, area.minY + span.maxY - list.offset)
            for y in Int(top)..<Int(bottom) {
                for x in 0..<image.width where image[x, y].r < 128 { return true }
            }
            return false
        }

        /// Projected snapping where posts measured on the way move a section's start: 320 pt wide, posts wrap
        /// taller than estimated, and a 2,500 pt/s fling's rest (1,498.75, as the layout estimated it at the
        /// release no section start within 75 pt) turns out 30.75 pt past one once the posts are measured. The
        /// fling is aimed there as they are, keeping its velocity, and rests where the rest timing snaps (1,468)
        /// in one motion that never turns back; it used to rest at 1,498.75, between sections.
        @Test func aFlingIsAimedAtTheSectionStartMeasuringBringsNearItsRest() throws {
            let script = "0.1 drag 100,600 100,350 0.1\n"
            let rest = try HeadlessDriver(["feed", "--size", "320x800", "--snap", "rest"], script: script)
            try rest.run(until: 7)
            let projected = try HeadlessDriver(["feed", "--size", "320x800"], script: script)
            try projected.run(until: 7)
            #expect(rest.frames.last?.offset == 1468)
            #expect(projected.frames.last?.offset == 1468)
            #expect(projected.frames.last?.phase == .idle)
            let offsets = projected.frames.filter { $0.time >= 0.2 }.map(\.offset)
            for (a, b) in zip(offsets, offsets.dropFirst()) { #expect(b >= a - 1e-9, "turned back from \(a) to \(b)") }
            #expect(animations(projected).isEmpty, "no snap animation: \(animations(projected))")
        }

        /// 320 wide, then 900 wide again: posts re-wrap, most get shorter, and rows that this brings
        /// on screen are measured and drawn in the same frame (they were blank until a scroll).
        @Test func afterAResizeEveryRowOnScreenIsDrawnInTheFirstFrame() throws {
            let script = "0.2 resize 320x700\n0.4 resize 900x700\n0.6 resize 480x400\n0.8 resize 1200x900\n"
            let driver = try HeadlessDriver(["feed", "--size", "900x700"], script: script)
            var checked = 0
            while driver.time <= 1.0 {
                try driver.step()
                let image = try driver.canvas.readPixels()
                let list = driver.app.scene.list
                for indexPath in list.visibleRows {
                    let span = list.layout.rowSpan(at: indexPath)
                    // A row shows text from 8 pt below its top: one cut closer to an edge may show none.
                    guard span.y - list.offset >= -(span.height - 24), span.y - list.offset <= driver.app.listArea.height - 24
                    else { continue }
                    #expect(!list.layout.isHeightEstimated(at: indexPath), "row \(indexPath) measured at \(driver.time)")
                    #expect(hasInk(image, driver, indexPath), "row \(indexPath) drawn at \(driver.time) s, \(image.width) wide")
                    checked += 1
                }
            }
            #expect(checked > 200)
        }

        /// Seed 004 at 320 pt: comment lines longer than the row end in an ellipsis inside the
        /// row's right padding; nothing is drawn there (checked over several screens of the feed).
        @Test func atANarrowWidthNothingIsDrawnPastTheRowsEdge() throws {
            let driver = try HeadlessDriver(["feed", "--size", "320x700"], script: "0.5 key PageDown\n1 key PageDown\n1.5 key PageDown\n")
            var comments = 0
            for end in [0.4, 0.9, 1.4, 2.0] {
                try driver.run(until: end)
                let image = try driver.canvas.readPixels()
                // The current row (Page Down moved it) carries the keyboard's focus ring, drawn on purpose to the row's edge.
                for row in driver.app.scene.list.currentFrame.rows where row.indexPath.row > 0 && !row.isCurrent {
                    let rect = try #require(driver.app.shown).top.list.mapping.rect(row.span, inset: 0)
                    let top = max(Int(rect.minY), Int(driver.app.listArea.minY)), bottom = min(Int(rect.maxY) - 2, image.height)
                    guard bottom > top else { continue }
                    comments += 1
                    for y in top..<bottom {
                        for x in (320 - Int(Theme.rowPadding) + 1)..<314 {
                            // The background, or a header's drawn over the row.
                            let pixel = image[x, y]
                            #expect(pixel == Theme.light.systemBackground || pixel == Theme.light.headerBackground,
                                    "\(row.indexPath) drawn at (\(x), \(y))")
                        }
                    }
                }
            }
            #expect(comments > 10)
        }

        /// Seed 004 with projected snapping: the fling is aimed at a section's start on release, and
        /// still rests exactly on one after the posts it passes are measured.
        @Test(arguments: ["240,700 240,500 0.1", "240,700 240,300 0.08", "240,700 240,600 0.1"])
        func aProjectedFlingRestsOnASectionStart(drag: String) throws {
            let driver = try HeadlessDriver(["feed", "--snap", "projected"], script: "0.2 drag \(drag)\n")
            try driver.run(until: 6)
            let list = driver.app.scene.list
            #expect(list.phase == .idle)
            let placed = try #require(list.layout.element(atY: list.offset))
            #expect(placed.span.y == list.offset, "rests on an element's start: \(placed)")
            if case .header = placed.element {} else { Issue.record("rests on \(placed.element), not a section's start") }
        }

        @Test(arguments: [["feed"], ["feed", "--snap", "off"], ["feed", "--sections", "8"]])
        func endRestsOnTheRealEndAndASecondEndDoesNotMove(arguments: [String]) throws {
            let driver = try HeadlessDriver(arguments, script: "0.5 key End\n2 key End\n")
            try driver.run(until: 1.9)
            let list = driver.app.scene.list
            let end = list.bounds.max
            #expect(list.offset == end)
            #expect(animations(driver).count == 1, "one motion")
            #expect(driver.frames.allSatisfy { $0.offset <= end }, "never past the end (then back)")
            try driver.run(until: 3)
            #expect(animations(driver).count == 1, "the second End has nowhere to go")
            #expect(list.offset == end)
        }

        /// Ten million sections, laid out as they are reached: End rests exactly on the end of the content as
        /// the data source has it, Home on its top, and an animated scroll to the last row of the last section
        /// shows it exactly at the bottom; the layout holds only what was seen.
        @Test func atTenMillionSectionsEndHomeAndTheLastRowAreExact() throws {
            let driver = try HeadlessDriver(["feed", "--sections", "10000000", "--size", "480x800"],
                                            script: "0.2 key End\n2 key Home\n")
            let list = driver.app.scene.list
            let data = try #require(list.dataSource)
            let last = ListIndexPath(row: data.numberOfRows(inSection: 9_999_999) - 1, section: 9_999_999)
            try driver.run(until: 1.9)
            #expect(list.offset == list.bounds.max && list.layout.isRevealed(section: 9_999_999))
            #expect(list.layout.rowSpan(at: last).maxY == list.layout.contentHeight, "the last row ends the content")
            #expect(list.visibleRows.last == last)
            #expect(list.visibleRows.allSatisfy { !list.layout.isHeightEstimated(at: $0) }, "every row on screen measured")
            try driver.run(until: 3.9)
            #expect(list.offset == 0)
            try list.scrollToRow(last, position: .bottom, animated: true, at: driver.time)
            try driver.run(until: 6)
            #expect(list.offset == list.bounds.max)
            #expect(list.layout.rowSpan(at: last).maxY == list.offset + driver.app.listArea.height)
            #expect(list.layout.memoryFootprint < 100_000, "what was seen, not ten million sections: \(list.layout.memoryFootprint) bytes")
        }

        @Test(arguments: [["feed"], ["feed", "--snap", "off"]])
        func homeRestsAtTheTop(arguments: [String]) throws {
            let driver = try HeadlessDriver(arguments, script: "0.2 scroll-to 40 1 top\n0.5 key Home\n")
            try driver.run(until: 2)
            #expect(driver.app.scene.list.offset == 0)
            #expect(animations(driver).count == 1)
        }

        /// The row is fully shown at the bottom (it was below the screen), with no second motion.
        @Test func anAnimatedScrollToARowBelowShowsItAtTheBottom() throws {
            let driver = try HeadlessDriver(["feed"], script: "0.2 scroll-to 40 1 none animated\n")
            try driver.run(until: 2)
            let list = driver.app.scene.list
            let span = list.layout.rowSpan(at: ListIndexPath(row: 1, section: 40))
            #expect(span.maxY == list.offset + driver.app.listArea.height)
            #expect(list.visibleRows.contains(ListIndexPath(row: 1, section: 40)))
            #expect(animations(driver).count == 1)
        }

        @Test func anAnimatedScrollToTheMiddleCentresTheRow() throws {
            let driver = try HeadlessDriver(["feed"], script: "0.2 scroll-to 10 2 middle animated\n")
            try driver.run(until: 2)
            let list = driver.app.scene.list
            let span = list.layout.rowSpan(at: ListIndexPath(row: 2, section: 10))
            #expect(abs(span.y + span.height / 2 - (list.offset + driver.app.listArea.height / 2)) < 1e-9)
        }
    }
}
