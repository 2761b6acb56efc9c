import Testing
@testable import ScrollCore

/// Seed 000's "Demo Table": a grouped list of 20 rows of 44 pt under a 35 pt header.
private func demoTable(viewport: Double? = 400) -> (ListView, TestDataSource) {
    let data = TestDataSource(sections: [Array(repeating: 44, count: 20)], header: 35)
    let list = ListView(style: .grouped, dataSource: data)
    if let viewport { list.setViewportHeight(viewport, at: 0) }
    return (list, data)
}

struct ScrollToRowTests {
    // Content: header 0..35, row r at 35 + 44r; height 915; viewport 400: bounds 0...515.
    static let targets: [(row: Int, position: ScrollPosition, expected: Double)] = [
        (0, ScrollPosition.top, 35.0),           // grouped: no header reveal
        (5, .top, 255.0),                        // 35 + 220
        (5, .bottom, 0.0),                       // 299 − 400 < 0: clamped to the top
        (10, .bottom, 35 + 484 - 400.0),         // 119
        (10, .middle, 35 + 440 + 22 - 200.0),    // 297
        (19, .middle, 515.0),                    // centre would be 648: clamped to the end
        (19, .top, 515.0),
        (0, .bottom, 0.0),                       // negative: clamped to the top
    ]

    @Test(arguments: targets)
    func targetsFollowTheSpecAndAreClamped(row: Int, position: ScrollPosition, expected: Double) throws {
        let (list, _) = demoTable()
        let target = try list.targetOffset(forRowAt: ListIndexPath(row: row, section: 0), position: position)
        #expect(target == expected)
    }

    @Test func noneLeavesAFullyVisibleRowAndOtherwiseTakesTheNearerEdge() throws {
        let (list, _) = demoTable()
        try list.scrollToRow(ListIndexPath(row: 3, section: 0), position: .none, animated: false, at: 0)
        #expect(list.offset == 0)
        // Row 12 (563...607) is below: the bottom position (207) is nearer than the top (563).
        #expect(try list.targetOffset(forRowAt: ListIndexPath(row: 12, section: 0), position: .none) == 207)
        try list.scrollToRow(ListIndexPath(row: 19, section: 0), position: .bottom, animated: false, at: 0)
        // Row 1 (79...123) is above: the top (79) is nearer than the bottom.
        #expect(try list.targetOffset(forRowAt: ListIndexPath(row: 1, section: 0), position: .none) == 79)
    }

    @Test func insetsMoveTheVisibleArea() throws {
        let (list, _) = demoTable()
        list.setInsets(.init(top: 44, bottom: 20))
        #expect(list.bounds == ScrollBounds(min: -44, max: 535))
        #expect(try list.targetOffset(forRowAt: ListIndexPath(row: 5, section: 0), position: .top) == 255 - 44)
        #expect(try list.targetOffset(forRowAt: ListIndexPath(row: 10, section: 0), position: .bottom) == 119 + 20)
        // Visible area 336 pt tall starting 44 pt down: centre of row 10 (497) at 44 + 168.
        #expect(try list.targetOffset(forRowAt: ListIndexPath(row: 10, section: 0), position: .middle) == 497 - 212)
    }

    @Test func aPlainListsFirstRowRevealsItsHeader() throws {
        let data = TestDataSource(sections: [[44, 44], [44, 44, 44]], header: 30)
        let list = ListView(style: .plain, dataSource: data)
        list.setViewportHeight(50, at: 0)
        // Section 1 starts at 30 + 88 = 118; its header is 118...148, its first row 148...192.
        #expect(try list.targetOffset(forRowAt: ListIndexPath(row: 0, section: 1), position: .top) == 118)
        #expect(try list.targetOffset(forRowAt: ListIndexPath(row: 1, section: 1), position: .top) == 192)
    }

    /// Seed 000: the checked row is asked to scroll to the middle before the table has a size.
    @Test func aRequestBeforeLayoutWaitsForTheSizeAndEndsFullyVisible() throws {
        let (list, _) = demoTable(viewport: nil)
        #expect(try list.scrollToRow(ListIndexPath(row: 19, section: 0), position: .middle, animated: false, at: 0) == .queued)
        #expect(list.offset == 0)
        list.setViewportHeight(400, at: 0)
        #expect(list.pendingScrollCount == 0)
        #expect(list.offset == 515)
        let row = list.layout.rowSpan(at: ListIndexPath(row: 19, section: 0))
        #expect(row.y >= list.offset && row.maxY <= list.offset + 400)
    }

    @Test func anAnimatedRequestAnimatesAndSaysSo() throws {
        let (list, _) = demoTable()
        try list.scrollToRow(ListIndexPath(row: 10, section: 0), position: .middle, animated: true, at: 1)
        #expect(list.phase == .animating)
        #expect(events(of: list).contains(.animation(time: 1, kind: .scrollTo, from: 0, to: 297, duration: 0.3, curve: .easeOut)))
        settle(list, from: 1)
        #expect(list.offset == 297)
    }

    @Test(arguments: [ListIndexPath(row: 20, section: 0), ListIndexPath(row: -1, section: 0),
                      ListIndexPath(row: 0, section: 1), ListIndexPath(row: 0, section: -3), ListIndexPath(row: .max, section: .max)])
    func anIndexPathThatDoesNotExistIsAnErrorNotACrash(indexPath: ListIndexPath) {
        let (list, _) = demoTable()
        #expect(throws: ListError.noSuchRow(indexPath)) {
            try list.scrollToRow(indexPath, position: .top, animated: true, at: 0)
        }
        #expect(list.offset == 0)
    }

    @Test func aQueuedRequestForARowThatIsGoneBecomesAnErrorEvent() throws {
        let (list, _) = demoTable(viewport: nil)
        try list.scrollToRow(ListIndexPath(row: 40, section: 0), position: .top, animated: false, at: 0)
        list.setViewportHeight(400, at: 0.5)
        #expect(events(of: list).contains { if case .error(0.5, let m) = $0 { m.contains("no row at section 0, row 40") } else { false } })
        #expect(list.pendingScrollCount == 0)
    }

    /// Seed 002: asking to scroll to a row inserted in the same batch works, after the batch.
    @Test func aRequestDuringABatchUsesTheDataAsItStandsAfterIt() throws {
        let (list, data) = demoTable()
        list.beginUpdates()
        data.sections[0].append(44)
        try list.insertRows([ListIndexPath(row: 20, section: 0)], at: 0)
        #expect(try list.scrollToRow(ListIndexPath(row: 20, section: 0), position: .top, animated: false, at: 0) == .queued)
        try list.endUpdates(at: 0)
        #expect(list.offset == 559, "the new end: 35 + 21·44 − 400")
    }
}

struct EstimatedHeightTests {
    /// Rows of estimated 100 pt; the visible area starts 30 pt into row 5.
    private func estimatedList() -> ListView {
        let data = TestDataSource(rows: 40, height: 100)
        data.estimated = true
        let list = ListView(dataSource: data)
        list.setViewportHeight(400, at: 0)
        _ = try? list.scrollToRow(ListIndexPath(row: 5, section: 0), position: .top, animated: false, at: 0)
        list.wheel(delta: 30, at: 0)
        return list
    }

    private func screenY(_ list: ListView, _ row: Int) -> Double {
        list.layout.rowSpan(at: ListIndexPath(row: row, section: 0)).y - list.offset
    }

    @Test func measuringARowAboveTheScreenDoesNotMoveWhatIsOnIt() throws {
        let list = estimatedList()
        let before = screenY(list, 6)
        try list.setMeasuredHeight(140, forRowAt: ListIndexPath(row: 2, section: 0))
        #expect(screenY(list, 6) == before)
        #expect(!list.layout.isHeightEstimated(at: ListIndexPath(row: 2, section: 0)))
    }

    @Test func measuringTheRowCutByTheTopEdgeGrowsItUpward() throws {
        let list = estimatedList()
        let before = screenY(list, 6)
        try list.setMeasuredHeight(118, forRowAt: ListIndexPath(row: 5, section: 0))
        #expect(screenY(list, 6) == before, "the first row starting on screen stays put")
        try list.setMeasuredHeight(80, forRowAt: ListIndexPath(row: 6, section: 0))
        #expect(screenY(list, 6) == before, "a row on screen keeps its top")
        #expect(screenY(list, 7) == before + 80)
    }

    @Test func atTheTopRowsGrowDownward() throws {
        let data = TestDataSource(rows: 40, height: 100)
        data.estimated = true
        let list = ListView(dataSource: data)
        list.setViewportHeight(400, at: 0)
        try list.setMeasuredHeight(150, forRowAt: ListIndexPath(row: 0, section: 0))
        #expect(list.offset == 0)
        #expect(screenY(list, 1) == 150)
    }

    @Test func measuringARowThatDoesNotExistIsAnError() {
        let list = estimatedList()
        #expect(throws: ListError.noSuchRow(ListIndexPath(row: 40, section: 0))) {
            try list.setMeasuredHeight(10, forRowAt: ListIndexPath(row: 40, section: 0))
        }
    }
}
