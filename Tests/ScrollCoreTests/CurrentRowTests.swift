import Testing
@testable import ScrollCore

/// The keyboard's current row in the engine: it steps across sections (skipping empty ones),
/// stops at the ends, and an empty list has none.
@Suite struct CurrentRowTests {
    private func list(_ sections: [ReferenceSection], height: Double = 200) -> (ListView, SectionsDataSource) {
        let source = SectionsDataSource(sections)
        let list = ListView(style: .grouped, dataSource: source)
        list.setViewportHeight(height, at: 0)
        return (list, source)
    }

    @Test func stepsAcrossSectionsSkippingEmptyOnesAndStopsAtTheEnds() {
        let rows = { (count: Int) in Array(repeating: RowHeight.exact(40), count: count) }
        let (list, source) = list([ReferenceSection(header: 10, rows: rows(2), footer: 0),
                                   ReferenceSection(header: 10, rows: [], footer: 10),
                                   ReferenceSection(header: 0, rows: [], footer: 0),
                                   ReferenceSection(header: 10, rows: rows(1), footer: 0)])
        _ = source
        var visited: [ListIndexPath] = []
        for _ in 0..<6 {
            list.moveCurrentRow(.lineDown, at: 0)
            visited.append(list.currentRow!)
        }
        #expect(visited == [ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0), ListIndexPath(row: 0, section: 3),
                            ListIndexPath(row: 0, section: 3), ListIndexPath(row: 0, section: 3), ListIndexPath(row: 0, section: 3)])
        list.moveCurrentRow(.lineUp, at: 0)
        #expect(list.currentRow == ListIndexPath(row: 1, section: 0), "Up skips the empty sections back")
        list.moveCurrentRow(.end, at: 0)
        #expect(list.currentRow == ListIndexPath(row: 0, section: 3))
        list.moveCurrentRow(.home, at: 0)
        #expect(list.currentRow == ListIndexPath(row: 0, section: 0))
        list.moveCurrentRow(.lineUp, at: 0)
        #expect(list.currentRow == ListIndexPath(row: 0, section: 0), "Up at the first row stays")
        #expect(throws: ListError.self) { try list.setCurrentRow(ListIndexPath(row: 0, section: 1)) }
    }

    @Test func anEmptyListHasNoCurrentRow() {
        let (list, source) = list([ReferenceSection(header: 10, rows: [], footer: 10)])
        _ = source
        for step in [ListView.KeyStep.lineDown, .lineUp, .pageDown, .pageUp, .home, .end] {
            list.moveCurrentRow(step, at: 0)
            #expect(list.currentRow == nil)
        }
    }
}
