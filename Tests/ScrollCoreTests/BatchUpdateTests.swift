import Testing
@testable import ScrollCore

/// Seed 002's "Locations": one section of 50 pt rows in a 400 pt viewport.
private func locations(rows: Int = 30) -> (ListView, TestDataSource) {
    let data = TestDataSource(rows: rows, height: 50)
    let list = ListView(dataSource: data)
    list.setViewportHeight(400, at: 0)
    list.advance(to: 0)
    return (list, data)
}

private func screenY(_ list: ListView, _ row: Int) -> Double {
    list.layout.rowSpan(at: ListIndexPath(row: row, section: 0)).y - list.offset
}

struct BatchUpdateTests {
    @Test func rowsInsertedAboveTheScreenDoNotMoveWhatIsOnIt() throws {
        let (list, data) = locations()
        try list.scrollToRow(ListIndexPath(row: 10, section: 0), position: .top, animated: false, at: 0)
        let before = screenY(list, 10)
        data.sections[0].insert(contentsOf: [50, 70], at: 0)
        try list.insertRows([ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0)], at: 1)
        #expect(list.offset == 500 + 120)
        #expect(screenY(list, 12) == before, "the same item, two rows further down, at the same place")
        #expect(list.appearance(ofRow: ListIndexPath(row: 12, section: 0)).span.y - list.offset == before,
                "and it does not slide either")
    }

    /// Rows inserted right at the row that starts at the top edge go before it: off screen, so it
    /// stays put. Two rows, the second starting where the first pushed the anchor row.
    @Test func rowsInsertedExactlyAtTheTopEdgeDoNotMoveWhatIsOnIt() throws {
        let (list, data) = locations()
        try list.scrollToRow(ListIndexPath(row: 10, section: 0), position: .top, animated: false, at: 0)
        data.sections[0].insert(contentsOf: [50, 70], at: 10)
        try list.insertRows([ListIndexPath(row: 10, section: 0), ListIndexPath(row: 11, section: 0)], at: 1)
        #expect(list.offset == 500 + 120)
        #expect(screenY(list, 12) == 0, "the row that was at the top still is")
    }

    /// A finger on the list at its top: the list is not resting, so a row inserted above what the
    /// finger holds keeps it still (only a list resting at its top shows new rows pushing down).
    @Test func aDraggedListAtItsTopKeepsItsRowsStill() throws {
        let (list, data) = locations()
        list.pointerDown(y: 200, at: 0.5)
        data.sections[0].insert(50, at: 0)
        try list.insertRows([ListIndexPath(row: 0, section: 0)], at: 1)
        #expect(list.offset == 50)
        #expect(screenY(list, 1) == 0)
    }

    @Test func atTheTopNewRowsShowAndTheRestSlidesDown() throws {
        let (list, data) = locations()
        data.sections[0].insert(50, at: 0)
        try list.insertRows([ListIndexPath(row: 0, section: 0)], at: 1)
        #expect(list.offset == 0)
        // At the start of the animation the new row is invisible and the old first row where it was.
        let inserted = list.appearance(ofRow: ListIndexPath(row: 0, section: 0))
        #expect(inserted.alpha == 0 && inserted.span.height == 0)
        #expect(list.appearance(ofRow: ListIndexPath(row: 1, section: 0)).span.y == 0)
        list.advance(to: 1.15)
        let half = list.appearance(ofRow: ListIndexPath(row: 1, section: 0)).span.y
        #expect(half > 0 && half < 50)
        list.advance(to: 1.3)
        #expect(list.appearance(ofRow: ListIndexPath(row: 0, section: 0)) == .init(span: ListSpan(y: 0, height: 50), alpha: 1))
        #expect(list.appearance(ofRow: ListIndexPath(row: 1, section: 0)).span.y == 50)
        #expect(list.updateAnimation == nil)
    }

    @Test func deletedRowsFadeOutAsGhostsAndTheRowsBelowSlideUp() throws {
        let (list, data) = locations()
        data.sections[0].remove(at: 2)
        try list.deleteRows([ListIndexPath(row: 2, section: 0)], at: 1)
        let animation = try #require(list.updateAnimation)
        #expect(animation.ghosts.map(\.indexPath) == [ListIndexPath(row: 2, section: 0)])
        #expect(animation.appearance(of: animation.ghosts[0], at: 1).alpha == 1)
        #expect(animation.appearance(of: animation.ghosts[0], at: 1.3).alpha == 0)
        // The row that was 3 (now 2) starts where it was, at 150, and slides to 100.
        #expect(list.appearance(ofRow: ListIndexPath(row: 2, section: 0)).span.y == 150)
        list.advance(to: 1.3)
        #expect(list.appearance(ofRow: ListIndexPath(row: 2, section: 0)).span.y == 100)
    }

    /// The cross-fade (reduced motion): from the batch's end every row is at its new place, an
    /// inserted row at full height fading in, a deleted row's ghost at full height fading out where it was.
    @Test func aCrossFadeMovesNothingAndOnlyFades() throws {
        let (list, data) = locations()
        list.updateAnimationStyle = .crossFade
        data.sections[0].insert(50, at: 0)
        data.sections[0].remove(at: 4)
        try list.performBatchUpdates(at: 1) {
            try list.insertRows([ListIndexPath(row: 0, section: 0)], at: 1)
            try list.deleteRows([ListIndexPath(row: 3, section: 0)], at: 1)
        }
        let animation = try #require(list.updateAnimation)
        #expect(animation.style == .crossFade)
        list.advance(to: 1.15)
        let inserted = list.appearance(ofRow: ListIndexPath(row: 0, section: 0))
        #expect(inserted.span == ListSpan(y: 0, height: 50) && inserted.alpha > 0 && inserted.alpha < 1)
        for row in 1..<8 {
            #expect(list.appearance(ofRow: ListIndexPath(row: row, section: 0)) == .init(span: ListSpan(y: Double(row) * 50, height: 50), alpha: 1))
        }
        let ghost = try #require(animation.ghosts.first)
        let fading = animation.appearance(of: ghost, at: 1.15)
        #expect(fading.span == ghost.span && fading.alpha > 0 && fading.alpha < 1)
        #expect(abs(fading.alpha + inserted.alpha - 1) < 1e-12, "one fades out as the other fades in")
    }

    @Test func theSelectionFollowsItsItem() throws {
        let (list, data) = locations()
        try list.select(ListIndexPath(row: 5, section: 0))
        data.sections[0].removeSubrange(0..<2)
        try list.deleteRows([ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0)], at: 1)
        #expect(list.selection == ListIndexPath(row: 3, section: 0))
        data.sections[0].insert(50, at: 0)
        try list.insertRows([ListIndexPath(row: 0, section: 0)], at: 2)
        #expect(list.selection == ListIndexPath(row: 4, section: 0))
        data.sections[0].remove(at: 4)
        try list.deleteRows([ListIndexPath(row: 4, section: 0)], at: 3)
        #expect(list.selection == nil, "deleting the selected row clears the selection")
    }

    @Test func batchesNestAndApplyAtTheOutermostEnd() throws {
        let (list, data) = locations()
        list.beginUpdates()
        data.sections[0].insert(50, at: 0)
        try list.insertRows([ListIndexPath(row: 0, section: 0)], at: 0)
        list.beginUpdates()
        data.sections[0].append(50)
        try list.insertRows([ListIndexPath(row: 31, section: 0)], at: 0)
        try list.endUpdates(at: 0)
        #expect(list.layout.numberOfRows == 30, "nothing applied inside the batch")
        try list.endUpdates(at: 0)
        #expect(list.layout.numberOfRows == 32)
    }

    @Test func aCountMismatchIsADescribedErrorAndTheListReloads() {
        let (list, data) = locations()
        data.sections[0].append(contentsOf: [50, 50])   // two rows added, one announced
        #expect(throws: ListError.inconsistentUpdate(
            "section 0 has 32 rows in the data source, expected 31 (30 before, 1 inserted or moved in, 0 deleted or moved out)")) {
            try list.performBatchUpdates(at: 1) {
                try list.insertRows([ListIndexPath(row: 30, section: 0)], at: 1)
            }
        }
        #expect(list.layout.numberOfRows == 32, "reloaded from the data source")
        #expect(events(of: list).contains { if case .error(1, let m) = $0 { m.hasPrefix("invalid batch update") } else { false } })
        list.wheel(notches: 1, at: 2)
        settle(list, from: 2)
        #expect(list.offset == 120, "and keeps running")
    }

    @Test(arguments: [
        ([ListIndexPath(row: 30, section: 0)], "deleting or moving row 30 of section 0, which does not exist"),
        ([ListIndexPath(row: -1, section: 0)], "deleting or moving row -1 of section 0, which does not exist"),
        ([ListIndexPath(row: 0, section: 4)], "deleting or moving row 0 of section 4, which does not exist"),
    ])
    func deletingRowsThatDoNotExistIsAnError(rows: [ListIndexPath], reason: String) {
        let (list, data) = locations()
        #expect(throws: ListError.inconsistentUpdate(reason)) { try list.deleteRows(rows, at: 1) }
        #expect(list.layout.numberOfRows == data.sections[0].count)
    }

    @Test func sectionsInsertAndDeleteWithTheirRows() throws {
        let data = TestDataSource(sections: [[50, 50], [50]], header: 20)
        let list = ListView(dataSource: data)
        list.setViewportHeight(400, at: 0)
        data.insertSection([30, 30, 30], at: 1, header: 20)
        try list.insertSections([1], at: 0)
        #expect(list.layout.numberOfSections == 3)
        #expect(list.layout.numberOfRows(inSection: 1) == 3)
        #expect(list.layout.sectionSpan(inSection: 2).y == 120 + 110)
        data.deleteSection(at: 0)
        try list.deleteSections([0], at: 0)
        #expect(list.layout.numberOfSections == 2)
        #expect(list.layout.contentHeight == 110 + 70)
    }

    @Test func aMovedRowKeepsItsHeightAndItsSelection() throws {
        let data = TestDataSource(sections: [[10, 20, 30, 40]])
        let list = ListView(dataSource: data)
        list.setViewportHeight(400, at: 0)
        try list.select(ListIndexPath(row: 0, section: 0))
        data.sections[0] = [20, 30, 10, 40]
        try list.moveRow(ListIndexPath(row: 0, section: 0), to: ListIndexPath(row: 2, section: 0), at: 0)
        #expect(list.layout.rowSpan(at: ListIndexPath(row: 2, section: 0)) == ListSpan(y: 50, height: 10))
        #expect(list.selection == ListIndexPath(row: 2, section: 0))
    }

    @Test func mappingFollowsUITableViewsOrderOfDeletesThenInserts() {
        var update = BatchUpdate()
        update.deletedRows = [ListIndexPath(row: 1, section: 0), ListIndexPath(row: 3, section: 0)]
        update.insertedRows = [ListIndexPath(row: 0, section: 0)]
        update.deletedSections = [1]
        let resolved = update.resolved()
        // Old rows 0, 2, 4 survive; after the insert at 0 they are 1, 2, 3.
        #expect(resolved.newIndexPath(forOld: ListIndexPath(row: 0, section: 0)) == ListIndexPath(row: 1, section: 0))
        #expect(resolved.newIndexPath(forOld: ListIndexPath(row: 2, section: 0)) == ListIndexPath(row: 2, section: 0))
        #expect(resolved.newIndexPath(forOld: ListIndexPath(row: 4, section: 0)) == ListIndexPath(row: 3, section: 0))
        #expect(resolved.newIndexPath(forOld: ListIndexPath(row: 1, section: 0)) == nil)
        #expect(resolved.newIndexPath(forOld: ListIndexPath(row: 0, section: 1)) == nil)
        #expect(resolved.newIndexPath(forOld: ListIndexPath(row: 5, section: 2)) == ListIndexPath(row: 5, section: 1))
    }
}
