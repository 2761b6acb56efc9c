import Testing
@_spi(LayoutEditing) @testable import ScrollCore

/// Row numbers count every section's rows in order, skipping headers, footers and empty sections.
@Suite struct LayoutRowNumberTests {
    /// Sections of 3, 0, 1, 5 and 0 rows (the empty ones with and without header and footer), in
    /// a tree of 4-element leaves, so lookups descend through several levels.
    private static func layout() -> ListLayout {
        let layout = ListLayout(style: .plain, leafCapacity: 4, innerCapacity: 4)
        layout.reload(from: SectionsDataSource([3, 0, 1, 5, 0].enumerated().map { section, rows in
            ReferenceSection(header: section.isMultiple(of: 2) ? 20 : 0, rows: Array(repeating: .exact(44), count: rows),
                             footer: section == 1 ? 10 : 0)
        }))
        return layout
    }

    @Test func everyRowNumberNamesTheRowsInListOrderAndBack() {
        let layout = Self.layout()
        let expected = [(0, 0), (0, 1), (0, 2), (2, 0), (3, 0), (3, 1), (3, 2), (3, 3), (3, 4)]
            .map { ListIndexPath(row: $0.1, section: $0.0) }
        #expect(layout.numberOfRows == expected.count)
        #expect((0..<expected.count).map { layout.indexPath(ofRowNumber: $0) } == expected)
        #expect(expected.map { layout.rowNumber(of: $0) } == Array(0..<expected.count))
    }

    @Test func rowsOfOneHeightKeptAsARunAreNumberedOneByOne() {
        let layout = ListLayout(style: .plain, dataSource: SectionsDataSource([
            ReferenceSection(header: 0, rows: Array(repeating: .exact(44), count: 1_000), footer: 0),
            ReferenceSection(header: 30, rows: Array(repeating: .exact(62), count: 500), footer: 0),
        ]))
        for (number, indexPath) in [(0, ListIndexPath(row: 0, section: 0)), (577, ListIndexPath(row: 577, section: 0)),
                                    (999, ListIndexPath(row: 999, section: 0)), (1_000, ListIndexPath(row: 0, section: 1)),
                                    (1_499, ListIndexPath(row: 499, section: 1))] {
            #expect(layout.indexPath(ofRowNumber: number) == indexPath)
            #expect(layout.rowNumber(of: indexPath) == number)
        }
    }

    @Test func numbersAndIndexPathsOutsideTheListAreNil() {
        let layout = Self.layout()
        #expect(layout.indexPath(ofRowNumber: -1) == nil)
        #expect(layout.indexPath(ofRowNumber: 9) == nil)
        #expect(layout.rowNumber(of: ListIndexPath(row: 0, section: 1)) == nil, "section 1 has no rows")
        #expect(layout.rowNumber(of: ListIndexPath(row: 3, section: 0)) == nil)
        #expect(layout.rowNumber(of: ListIndexPath(row: 0, section: 5)) == nil)
    }

    @Test func numbersFollowAnInsertAboveThem() {
        let layout = Self.layout()
        layout.insertRow(at: ListIndexPath(row: 0, section: 2), height: .exact(30))
        #expect(layout.indexPath(ofRowNumber: 3) == ListIndexPath(row: 0, section: 2))
        #expect(layout.indexPath(ofRowNumber: 4) == ListIndexPath(row: 1, section: 2))
        #expect(layout.rowNumber(of: ListIndexPath(row: 4, section: 3)) == 9)
    }
}
