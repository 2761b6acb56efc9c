import Testing
@testable import ScrollCore

/// Rows estimated at 100 pt whose real heights (40 ... 178.5 pt) differ, as the feed's posts do.
private final class EstimatedRows: ListDataSource {
    let count: Int
    init(rows count: Int) { self.count = count }
    static func real(_ indexPath: ListIndexPath) -> Double {
        40 + Double((indexPath.row * 37) % 139) + (indexPath.row % 2 == 0 ? 0 : 0.5)
    }
    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { count }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { .estimated(100) }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }
}

/// The scroll indicator as a thumb: its size and place, the thumb ↔ offset mapping a thumb drag
/// runs through, what a press near the edge hits, and a track press paging.
struct ScrollIndicatorTests {
    /// 100 rows of 50 pt (5,000 pt) in a 400 pt viewport: range 0 ... 4,600, track 3 ... 397.
    private func hundredRows() -> ListView {
        let list = ListView(dataSource: TestDataSource(rows: 100, height: 50))
        list.setViewportHeight(400, at: 0)
        list.advance(to: 0)
        return list
    }

    /// Length 394 · 400 / 5,000 = 31.52 is under the minimum, so 36; travel 358. Offset 2,300 is
    /// half the range: the thumb's top at 3 + 179 = 182; and back.
    @Test func theThumbIsPlacedByTheOffsetsFractionAndMapsBack() throws {
        let bounds = ScrollBounds(min: 0, max: 4600)
        let indicator = try #require(ScrollIndicator(offset: 2300, bounds: bounds, contentHeight: 5000, viewportHeight: 400))
        #expect(indicator.track == ListSpan(y: 3, height: 394))
        #expect(indicator.thumb == ListSpan(y: 182, height: 36))
        #expect(indicator.travel == 358)
        #expect(indicator.offset(forThumbTop: 182) == 2300)
        #expect(indicator.offset(forThumbTop: 3 + 358 / 4) == 1150)
        // Beyond either end of the track: clamped to the range's ends.
        #expect(indicator.offset(forThumbTop: -50) == 0)
        #expect(indicator.offset(forThumbTop: 3) == 0)
        #expect(indicator.offset(forThumbTop: 900) == 4600)
    }

    /// The thumb's end of travel is exactly the range's end, however unround the numbers.
    @Test(arguments: [1234.567, 987_654_321.123, 0.1 + 0.2])
    func theTracksEndIsExactlyTheEnd(max: Double) throws {
        let bounds = ScrollBounds(min: -17.3, max: max)
        let indicator = try #require(ScrollIndicator(offset: 0, bounds: bounds, contentHeight: max + 417.3 + 400,
                                                     viewportHeight: 411.7))
        #expect(indicator.offset(forThumbTop: indicator.track.y + indicator.travel) == max)
        #expect(indicator.offset(forThumbTop: indicator.track.y) == -17.3)
        let atEnd = try #require(ScrollIndicator(offset: max, bounds: bounds, contentHeight: max + 417.3 + 400,
                                                 viewportHeight: 411.7))
        #expect(abs(atEnd.thumb.y + atEnd.thumb.height - (atEnd.track.y + atEnd.track.height)) < 1e-9)
    }

    /// Long content gets the minimum (36 pt), never less; a short viewport's thumb fills its track.
    @Test func theThumbNeverGetsShorterThanTheMinimum() throws {
        let long = try #require(ScrollIndicator(offset: 5e8, bounds: ScrollBounds(min: 0, max: 1e9 - 600),
                                                contentHeight: 1e9, viewportHeight: 600))
        #expect(long.thumb.height == 36)
        #expect(ScrollIndicator.minimumLength >= 30)
        let short = try #require(ScrollIndicator(offset: 0, bounds: ScrollBounds(min: 0, max: 1000),
                                                 contentHeight: 1030, viewportHeight: 30))
        #expect(short.thumb.height == 24, "the whole 24 pt track")
        #expect(short.offset(forThumbTop: 10) == 0, "no travel: nothing to map")
    }

    @Test func aPressNearTheEdgeHitsTheThumbOrTheTrack() throws {
        let indicator = try #require(hundredRows().indicator)  // thumb 3 ... 39
        #expect(indicator.hit(atY: 20, distanceFromEdge: 5) == .thumb)
        #expect(indicator.hit(atY: 3, distanceFromEdge: 16) == .thumb)
        #expect(indicator.hit(atY: 39, distanceFromEdge: 5) == .trackBelow)
        #expect(indicator.hit(atY: 300, distanceFromEdge: 0) == .trackBelow)
        #expect(indicator.hit(atY: 20, distanceFromEdge: 16.5) == nil, "too far from the edge: the list's")
        #expect(indicator.hit(atY: 20, distanceFromEdge: -1) == nil)
        #expect(indicator.hit(atY: 400, distanceFromEdge: 5) == nil, "below the viewport")
        let middle = try #require(ScrollIndicator(offset: 2300, bounds: ScrollBounds(min: 0, max: 4600),
                                                  contentHeight: 5000, viewportHeight: 400))
        #expect(middle.hit(atY: 100, distanceFromEdge: 5) == .trackAbove)
    }

    /// The content follows the thumb in the same direction, proportionally; the thumb stays under
    /// the pointer where it was grabbed; the end of the track is exactly the end.
    @Test func draggingTheThumbMovesTheContentWithIt() throws {
        let list = hundredRows()
        #expect(list.beginThumbDrag(y: 20, at: 0.1))  // grabbed 17 pt below its top
        var events: [ScrollEvent] = []
        list.takeEvents { if case .thumbGrab = $0 { events.append($0) } }
        #expect(events == [.thumbGrab(time: 0.1, offset: 0)])
        list.moveThumb(toY: 20 + 179, at: 0.2)
        var frame = list.advance(to: 0.2)
        #expect(frame.offset == 2300, "half the travel is half the range")
        #expect(frame.indicator?.thumb.y == 182 && frame.indicator?.isDragged == true)
        list.moveThumb(toY: 100, at: 0.3)
        frame = list.advance(to: 0.3)
        #expect(abs(frame.offset - 4600.0 * 80 / 358) < 1e-9, "up again, proportionally")
        list.moveThumb(toY: 2000, at: 0.4)
        frame = list.advance(to: 0.4)
        #expect(frame.offset == list.bounds.max && frame.offset == 4600)
        #expect(frame.phase == .idle)
        list.endThumbDrag(at: 0.5)
        events = []
        list.takeEvents { if case .thumbRelease = $0 { events.append($0) } }
        #expect(events == [.thumbRelease(time: 0.5, offset: 4600, end: 4600)])
        #expect(list.indicator?.isDragged == false)
        list.moveThumb(toY: 20, at: 0.6)
        #expect(list.advance(to: 0.6).offset == 4600, "a move after the release moves nothing")
    }

    /// While the thumb holds the content, wheel notches, pans and keys do not move it; a batch
    /// update that changes the content height moves the content, not the thumb.
    @Test func aHeldThumbIgnoresTheWheelAndKeysAndOutlastsAnUpdate() throws {
        let data = TestDataSource(rows: 100, height: 50)
        let list = ListView(dataSource: data)
        list.setViewportHeight(400, at: 0)
        list.advance(to: 0)
        #expect(list.beginThumbDrag(y: 20, at: 0))
        list.moveThumb(toY: 20 + 179, at: 0.1)
        #expect(list.advance(to: 0.1).offset == 2300)
        list.wheel(notches: 3, at: 0.2)
        list.wheel(delta: 40, at: 0.2)
        list.key(.end, at: 0.2)
        #expect(list.advance(to: 1).offset == 2300)
        // 100 more rows at the start: 10,000 pt of content, range 9,600; the thumb (still 36 pt)
        // stays at 182, half its travel: half the new range.
        data.sections[0].insert(contentsOf: Array(repeating: 50, count: 100), at: 0)
        try list.performBatchUpdates(at: 1) {
            try list.insertRows((0..<100).map { ListIndexPath(row: $0, section: 0) }, at: 1)
        }
        let frame = list.advance(to: 2) { _ in nil }
        #expect(frame.indicator?.thumb.y == 182)
        #expect(frame.offset == 4800)
    }

    /// A list that shows whole rows snaps after a thumb drag as after any drag: the snap starts at
    /// the release, from where the thumb left the content, and lands on a row boundary.
    @Test func aSnapListSnapsAfterTheThumbIsReleased() throws {
        let list = hundredRows()
        list.snapPolicy = .completeCells
        #expect(list.beginThumbDrag(y: 20, at: 0))
        list.moveThumb(toY: 20 + 100, at: 0.1)
        let left = list.advance(to: 0.1).offset  // 4600 · 100 / 358 = 1284.9…
        #expect(left.truncatingRemainder(dividingBy: 50) != 0)
        list.endThumbDrag(at: 2)
        var snap: ScrollEvent?
        list.takeEvents { if case .animation(_, .snap, _, _, _, _) = $0 { snap = $0 } }
        guard case .animation(2, .snap, left, let to, _, _) = try #require(snap) else {
            Issue.record("no snap from the release: \(String(describing: snap))")
            return
        }
        #expect(to.truncatingRemainder(dividingBy: 50) == 0)
        list.advance(to: 4)
        #expect(list.offset == to && list.phase == .idle)
    }

    /// A press on the thumb stops a fling where it is.
    @Test func grabbingTheThumbStopsAFling() {
        let list = hundredRows()
        list.pointerDown(y: 300, at: 0)
        list.pointerMoved(y: 200, at: 0.02)
        list.pointerMoved(y: 100, at: 0.04)
        list.pointerUp(at: 0.04)
        list.advance(to: 0.1)
        #expect(list.phase == .decelerating)
        let thumb = list.indicator!.thumb
        #expect(list.beginThumbDrag(y: thumb.y + 5, at: 0.1))
        let offset = list.offset
        #expect(list.phase == .idle)
        #expect(list.advance(to: 0.5).offset == offset)
    }

    /// A press on the track pages toward it, animated, a screen less one row (400 − 50 = 350), as
    /// Page Down and Page Up do.
    @Test func aTrackPressPagesTowardIt() throws {
        let list = hundredRows()
        list.pageTowardTrack(y: 300, at: 0)
        var events: [ScrollEvent] = []
        list.takeEvents { if case .animation = $0 { events.append($0) } }
        guard case .animation(_, .key, 0, 350, _, _) = try #require(events.first) else {
            Issue.record("not a page down: \(events)")
            return
        }
        list.advance(to: 1)
        #expect(list.offset == 350)
        list.pageTowardTrack(y: 5, at: 1)
        list.advance(to: 2)
        #expect(list.offset == 0, "above the thumb pages back up")
        list.pageTowardTrack(y: 20, at: 2)
        list.advance(to: 3)
        #expect(list.offset == 0, "a press on the thumb itself does not page")
    }

    /// Rows estimated at 100 pt measured as they come on screen: each frame's measuring changes
    /// the content height (and, above the screen, the offset), yet after every frame of the drag
    /// the thumb's top is where the pointer less the grab puts it, and the track's end is exactly
    /// the end of the content as it then stands. Over 2,000 rows a frame's measuring moves the
    /// content height by a few percent (the thumb would jump by points); over 10,000,000 by
    /// millionths.
    @Test(arguments: [2_000, 10_000_000])
    func measuringMidDragKeepsTheThumbUnderThePointer(rows: Int) throws {
        let list = ListView(dataSource: EstimatedRows(rows: rows))
        list.setViewportHeight(600, at: 0)
        list.advance(to: 0) { EstimatedRows.real($0) }
        let start = try #require(list.indicator)
        #expect(start.thumb.height >= 36)
        let grab = 10.0
        #expect(list.beginThumbDrag(y: start.thumb.y + grab, at: 0))
        var heights: Set<Double> = []
        var last = 0.0
        for step in 1...120 {
            let t = Double(step) / 60
            let pointer = start.thumb.y + grab + Double(step) * 5  // 5 pt a frame, down past the end (600 pt)
            list.moveThumb(toY: pointer, at: t)
            let frame = list.advance(to: t) { EstimatedRows.real($0) }
            heights.insert(frame.contentHeight)
            let indicator = try #require(frame.indicator)
            let expectedTop = min(pointer - grab, indicator.track.y + indicator.travel)
            #expect(abs(indicator.thumb.y - expectedTop) < 1e-6, "frame \(step): thumb at \(indicator.thumb.y), pointer says \(expectedTop)")
            #expect(frame.offset >= last, "the content moves the pointer's way")
            last = frame.offset
            #expect(frame.rows.allSatisfy { !list.layout.isHeightEstimated(at: $0.indexPath) }, "every row drawn was measured")
        }
        #expect(heights.count > 60, "measuring changed the content height on most frames: \(heights.count)")
        #expect(list.offset == list.bounds.max, "the track's end is exactly the end")
        list.endThumbDrag(at: 3)
        #expect(list.advance(to: 3) { EstimatedRows.real($0) }.offset == list.bounds.max)
    }
}
