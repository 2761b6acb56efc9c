import Testing
@testable import ScrollCore

/// The frame description: what a frame draws, in viewport space, as one value that drawing,
/// the overlay and hit testing read.
struct FrameDescriptionTests {
    /// Three sections of ten 50 pt rows under 30 pt headers (530 pt each), a 400 pt viewport.
    private func sections() -> ListView {
        let list = ListView(style: .plain, dataSource: TestDataSource(sections: Array(repeating: Array(repeating: 50, count: 10), count: 3),
                                                                     header: 30))
        list.setViewportHeight(400, at: 0)
        return list
    }

    @Test func rowsAndHeadersAreInViewportSpace() throws {
        let list = sections()
        try list.scrollToRow(ListIndexPath(row: 8, section: 0), position: .top, animated: false, at: 0)
        let frame = list.advance(to: 0)
        // Row 8 of section 0 starts at 30 + 400 = 430: the offset.
        #expect(frame.offset == 430)
        #expect(frame.rows.first?.indexPath == ListIndexPath(row: 8, section: 0))
        #expect(frame.rows.first?.span == ListSpan(y: 0, height: 50))
        for row in frame.rows {
            #expect(row.span.y == list.layout.rowSpan(at: row.indexPath).y - 430)
            #expect(row.alpha == 1 && row.height == 50)
        }
        // Section 1's header (530 ... 560) is on screen at 100; section 0's is pinned at the top.
        #expect(frame.headers == [.init(section: 1, span: ListSpan(y: 100, height: 30))])
        #expect(frame.stickyHeader == .init(section: 0, span: ListSpan(y: 0, height: 30)))
        #expect(frame.rows.map(\.indexPath) == list.visibleRows)
    }

    /// UIScrollView's bar: track 394 pt, length 394 · 400 / 1590 = 99.1, at 430 / 1190 of the rest.
    @Test func theIndicatorIsTheVisibleFractionAtTheOffsetsFraction() throws {
        let list = sections()
        try list.scrollToRow(ListIndexPath(row: 8, section: 0), position: .top, animated: false, at: 0)
        let bar = try #require(list.advance(to: 0).indicator).thumb
        let length = 394 * 400 / 1590.0
        #expect(abs(bar.height - length) < 1e-9)
        #expect(abs(bar.y - (3 + (394 - length) * 430 / 1190)) < 1e-9)
        #expect(ScrollIndicator(offset: 0, bounds: ScrollBounds(min: 0, max: 0), contentHeight: 300,
                                viewportHeight: 400) == nil, "content that fits shows no bar")
    }

    @Test func hitTestingFindsTheRowDrawnAtAPoint() throws {
        let list = sections()
        try list.scrollToRow(ListIndexPath(row: 8, section: 0), position: .top, animated: false, at: 0)
        let frame = list.advance(to: 0)
        #expect(frame.row(atY: 10) == nil, "under the pinned header")
        #expect(frame.row(atY: 40)?.indexPath == ListIndexPath(row: 8, section: 0))
        #expect(frame.row(atY: 99.9)?.indexPath == ListIndexPath(row: 9, section: 0))
        #expect(frame.row(atY: 110) == nil, "a header at its own place")
        #expect(frame.row(atY: 131)?.indexPath == ListIndexPath(row: 0, section: 1))
        #expect(frame.row(atY: 500) == nil)
    }

    /// While a deleted row fades out it is a ghost; the rows below slide from where they were.
    @Test func aDeletionShowsItsGhostAndSlidingRows() throws {
        let data = TestDataSource(rows: 10, height: 50)
        let list = ListView(dataSource: data)
        list.setViewportHeight(400, at: 0)
        try list.select(ListIndexPath(row: 3, section: 0))
        list.advance(to: 0)
        data.sections[0].remove(at: 1)
        try list.deleteRows([ListIndexPath(row: 1, section: 0)], at: 0)
        let frame = list.advance(to: 0.15)
        let ghost = try #require(frame.ghosts.first)
        #expect(ghost.indexPath == ListIndexPath(row: 1, section: 0))
        #expect(ghost.alpha > 0 && ghost.alpha < 1)
        #expect(ghost.span.y == 50 && ghost.span.height < 50)
        let moved = try #require(frame.rows.first { $0.indexPath == ListIndexPath(row: 2, section: 0) })
        #expect(moved.span.y > 100 && moved.span.y < 150, "sliding up from 150 toward 100")
        #expect(moved.isSelected, "the selection followed its item to row 2")
        #expect(list.advance(to: 0.3).ghosts.isEmpty)
    }

    @Test func aFrameCarriesTheRunningMotionAndTheGesturesSegments() {
        let list = sections()
        list.key(.end, at: 0)
        let frame = list.advance(to: 0.1)
        #expect(frame.phase == .animating)
        #expect(frame.motion?.purpose == .animation(.key))
        #expect(frame.segments.last == frame.motion)
        #expect(frame.velocity > 0)
        let rest = list.advance(to: 1)
        #expect(rest.motion == nil && rest.phase == .idle && rest.offset == rest.bounds.max)
    }
}
