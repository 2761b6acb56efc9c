import Testing
@testable import ScrollCore

/// A source that says only what it must: how many rows, and how tall.
private final class RowsOnly: ListDataSource {
    var heights: [Double]
    init(_ heights: [Double]) { self.heights = heights }
    func numberOfRows(inSection section: Int) -> Int { heights.count }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { .exact(heights[indexPath.row]) }
}

struct DataSourceDefaultsTests {
    @Test func aSourceWithOnlyRowsIsOneSectionWithoutHeadersOrFooters() {
        let source = RowsOnly([40, 60, 80])
        let list = ListView(dataSource: source)
        #expect(list.layout.numberOfSections == 1)
        #expect(list.layout.headerSpan(inSection: 0).height == 0)
        #expect(list.layout.contentHeight == 180)
        #expect(list.layout.rowSpan(at: ListIndexPath(row: 2, section: 0)) == ListSpan(y: 100, height: 80))
    }

    @Test func anArraySourceGivesItsSectionsAndTakesUpdates() throws {
        let source = ArrayDataSource(sections: [
            .init(rows: [.exact(50), .exact(50)], headerHeight: 28),
            .init(rows: [.estimated(44)], headerHeight: 28, footerHeight: 10),
        ])
        let list = ListView(dataSource: source)
        list.setViewportHeight(300, at: 0)
        #expect(list.layout.contentHeight == 28 + 100 + 28 + 44 + 10)
        #expect(list.layout.isHeightEstimated(at: ListIndexPath(row: 0, section: 1)))
        source.sections[0].rows.insert(.exact(70), at: 1)
        try list.performBatchUpdates(at: 1) { try list.insertRows([ListIndexPath(row: 1, section: 0)], at: 1) }
        #expect(list.layout.rowSpan(at: ListIndexPath(row: 1, section: 0)) == ListSpan(y: 78, height: 70))
        #expect(ArrayDataSource(rowHeights: [1, 2]).sections == [.init(rows: [.exact(1), .exact(2)])])
    }

    @Test func aListWhoseSourceIsGoneSaysSoInsteadOfIgnoringUpdates() {
        var source: ArrayDataSource? = ArrayDataSource(rowHeights: [50, 50, 50])
        let list = ListView(dataSource: source!)
        list.setViewportHeight(300, at: 0)
        source = nil   // the list holds it weakly
        #expect(throws: ListError.dataSourceGone) { try list.insertRows([ListIndexPath(row: 0, section: 0)], at: 1) }
        #expect(throws: ListError.dataSourceGone) { try list.reloadData(at: 2) }
        #expect(list.layout.numberOfRows == 3, "the layout stays as it was")
        let errors = events(of: list).compactMap { if case .error(let t, let message) = $0 { "\(t) \(message)" } else { nil } }
        #expect(errors == ["1.0 \(ListError.dataSourceGone)", "2.0 \(ListError.dataSourceGone)"])
        #expect(!list.isUpdating, "the batch ended")
        list.wheel(notches: 0.5, at: 3)
        settle(list, from: 3)
        #expect(list.offset == 0, "content that fits does not scroll, and the list keeps running")
    }

    @Test func anErrorInsideABatchStillEndsIt() {
        let list = ListView(dataSource: ArrayDataSource(rowHeights: [50]))
        struct Stop: Error {}
        #expect(throws: Stop.self) { try list.performBatchUpdates(at: 0) { throw Stop() } }
        #expect(!list.isUpdating)
    }
}

struct EventQueueTests {
    @Test func eventsNobodyTakesAreBoundedOldestFirst() {
        // 20,000 rows of 10 pt in a 600 pt viewport: each page jump hides about 60 rows and shows 60.
        // One list's events are taken every frame (all of them), the other's never.
        let (taken, untaken) = (0..<2).map { _ in
            let list = ListView(dataSource: ArrayDataSource(rowHeights: Array(repeating: 10, count: 20_000)))
            list.setViewportHeight(600, at: 0)
            return list
        }.pair
        var all: [ScrollEvent] = []
        var t = 0.0
        for page in 1...100 {
            t += 1.0 / 60
            for list in [taken, untaken] {
                try? list.setContentOffset(Double(page) * 600, animated: false, at: t)
                list.advance(to: t)
            }
            all += events(of: taken)
        }
        #expect(all.count > 2 * ListView.eventCapacity)
        let kept = events(of: untaken)
        #expect(kept == Array(all.suffix(ListView.eventCapacity)), "the newest are kept, in order")
        #expect(untaken.droppedEventCount == all.count - ListView.eventCapacity)
        #expect(taken.droppedEventCount == 0)
        untaken.advance(to: t + 1)
        #expect(events(of: untaken).isEmpty, "taking them empties the queue")
    }
}

private extension Array {
    var pair: (Element, Element) { (self[0], self[1]) }
}

struct StickyHeaderSnapTests {
    /// Plain style, sections of a 28 pt header and ten 50 pt rows: section 0 spans 0 ... 528.
    private static func list() -> ListView {
        let sections = (0..<20).map { _ in ArrayDataSource.Section(rows: Array(repeating: .exact(50), count: 10), headerHeight: 28) }
        let list = ListView(style: .plain, dataSource: ArrayDataSource(sections: sections))
        list.snapPolicy = .completeCells
        list.setViewportHeight(500, at: 0)
        return list
    }

    // At 100 the pinned header covers 100 ... 128 and row 2 starts at 128: nothing is cut.
    // At 110 row 2 is cut by 10 pt under the header: it comes down to the header's bottom.
    // At 125 it is cut by half: row 3 goes up to the header's bottom.
    @Test(arguments: [(100.0, 100.0), (110, 100), (125, 150), (140, 150)])
    func aSnappedRowsTopIsAtThePinnedHeadersBottom(rest: Double, snapped: Double) throws {
        let list = Self.list()
        let release = drag(list, by: rest, hold: 0.1, start: 0)
        list.advance(to: release)
        settle(list, from: release)
        #expect(list.offset == snapped)
        let header = try #require(list.stickyHeader)
        let firstBelow = try #require(list.layout.element(atY: header.span.maxY))
        #expect(firstBelow.span.y == header.span.maxY, "no row cut under the header")
    }
}
