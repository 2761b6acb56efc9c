import ScrollCore
import Testing
@testable import ListDemoKit

/// Android 12's stretch as the renderer draws it: `ListView.Frame.stretch` read, each span of the
/// content scaled along the scroll axis away from the pulled edge.
@Suite struct StretchDrawingTests {
    /// A 600 pt viewport's rows: at the top, in the middle, and ending at the bottom edge.
    static let spans = [ListSpan(y: 0, height: 44), ListSpan(y: 300, height: 44), ListSpan(y: 556, height: 44), ListSpan(y: -20, height: 44)]

    @Test func noStretchLeavesEverySpanExactlyAsItWas() {
        for span in Self.spans {
            #expect(ViewportMapping.stretched(span, by: 0, viewportHeight: 600) == span)
        }
        // A list not yet laid out (no viewport) draws what the frame says, whatever the stretch.
        #expect(ViewportMapping.stretched(ListSpan(y: 10, height: 5), by: -12, viewportHeight: 0) == ListSpan(y: 10, height: 5))
    }

    /// Pulled past the start (stretch −12 in 600 pt, scale 1.02): the top edge stays, a row's
    /// top moves by 2 % of its distance from it, the bottom edge by the whole 12 pt.
    @Test func aPullPastTheStartScalesDownwardFromTheTop() {
        let drawn = Self.spans.map { ViewportMapping.stretched($0, by: -12, viewportHeight: 600) }
        #expect(drawn[0].y == 0)
        #expect(abs(drawn[0].height - 44.88) < 1e-9)
        #expect(abs(drawn[1].y - 306) < 1e-9)
        #expect(abs(drawn[2].maxY - 612) < 1e-9)
        #expect(abs(drawn[3].y - -20.4) < 1e-9)
        // Rows stay in order and touching: the content is scaled, not moved row by row.
        #expect(abs(ViewportMapping.stretched(ListSpan(y: 44, height: 10), by: -12, viewportHeight: 600).y - drawn[0].maxY) < 1e-9)
    }

    /// Pulled past the end (stretch +12): mirrored, the bottom edge stays and the top moves up 12 pt.
    @Test func aPullPastTheEndScalesUpwardFromTheBottom() {
        let drawn = Self.spans.map { ViewportMapping.stretched($0, by: 12, viewportHeight: 600) }
        #expect(abs(drawn[0].y - -12) < 1e-9)
        #expect(abs(drawn[1].y - 294) < 1e-9)
        #expect(abs(drawn[2].maxY - 600) < 1e-9)
        #expect(abs(drawn[2].height - 44.88) < 1e-9)
    }
}

extension PlatformTests {
    /// The stretch on screen: the snap scene pulled 300 pt down past its top and held, under
    /// Android's physics alone and as the right half of `--compare uikit,android` (the left half
    /// rubber-bands instead). References under `__Snapshots__/StretchDrawingTests/`.
    @Suite struct StretchScreenshotTests {
        /// Pressed at 0.2 s, 300 pt down by 0.5 s, held until 1.5 s; the frames are taken at 0.6 s.
        static let pull = "0.2 drag 240,200 240,500 0.3 hold 1\n"

        @Test func androidDrawsAPullPastTheTopAsAStretch() throws {
            let driver = try HeadlessDriver(["snap", "--physics", "android"], script: Self.pull)
            try driver.run(until: 0.6)
            let frame = try #require(driver.frames.last)
            // Clamped at the top, and the pull drawn: 3.2 % of the viewport at most.
            #expect(frame.offset == 0)
            #expect(frame.stretch < -10 && frame.stretch > -0.032 * frame.viewportHeight)
            assertImageSnapshot(of: try driver.canvas.readPixels(), named: "android-pulled")
        }

        /// Hit testing reads the stretch the frame draws: a point just above where row 10 is drawn
        /// (the stretch moved it 8 pt down) hits row 9, which is drawn there, though row 10 lies there
        /// in the unstretched viewport.
        @Test func aPointUnderTheStretchHitsTheRowDrawnThere() throws {
            let driver = try HeadlessDriver(["snap", "--physics", "android"], script: Self.pull)
            try driver.run(until: 0.6)
            let shown = try #require(driver.app.shown)
            let list = shown.top.list
            #expect(list.frame.stretch < -10)
            let row10 = try #require(list.frame.rows.first { $0.indexPath == ListIndexPath(row: 10, section: 0) })
            let drawn = list.mapping.rowRect(row10.span)
            let point = Point(x: 240, y: drawn.minY - 2)
            #expect(list.mapping.fixedRect(row10.span).contains(point), "unstretched, row 10 would be hit")
            #expect(shown.row(at: point)?.indexPath == ListIndexPath(row: 9, section: 0))
            #expect(shown.row(at: Point(x: 240, y: drawn.minY + 1))?.indexPath == ListIndexPath(row: 10, section: 0))
            // Window and viewport convert both ways through the one mapping.
            for span in list.frame.rows.map(\.span) {
                #expect(abs(list.mapping.contentY(atWindowY: list.mapping.rowRect(span).minY) - span.y) < 1e-9)
            }
        }

        @Test func eachHalfOfACompareDrawsItsOwnFramesStretch() throws {
            let driver = try HeadlessDriver(["snap", "--compare", "uikit,android"],
                                            script: Self.pull.replacingOccurrences(of: "240,", with: "120,"))
            try driver.run(until: 0.6)
            let panes = try #require(driver.paneFrames.last)
            #expect(panes[0].stretch == 0 && panes[0].offset < 0)  // UIKit's rubber band scrolls instead
            #expect(panes[1].stretch < -5 && panes[1].offset == 0)
            assertImageSnapshot(of: try driver.canvas.readPixels(), named: "compare-pulled")
        }
    }
}
