@_spi(LayoutEditing) @testable import ScrollCore
import Testing

/// A data source that answers row heights in runs, and records the runs it was asked for.
private final class BulkDataSource: ListDataSource {
    let sections: [ReferenceSection]
    private(set) var runs: [(section: Int, rows: Range<Int>)] = []

    init(_ sections: [ReferenceSection]) {
        self.sections = sections
    }

    func numberOfSections() -> Int { sections.count }
    func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight {
        Issue.record("asked for row \(indexPath) one at a time")
        return sections[indexPath.section].rows[indexPath.row]
    }
    func heightForHeader(inSection section: Int) -> Double { sections[section].header }
    func heightForFooter(inSection section: Int) -> Double { sections[section].footer }
    func appendHeights(ofRows rows: Range<Int>, inSection section: Int, to heights: inout ContiguousArray<RowHeight>) {
        runs.append((section, rows))
        heights.append(contentsOf: sections[section].rows[rows])
    }
}

/// Sections whose rows cycle through exact and estimated heights: `rows` gives each section's row count.
private func sections(rows: [Int]) -> [ReferenceSection] {
    let heights: [RowHeight] = [.exact(44), .estimated(62), .exact(0), .exact(88.5), .estimated(124)]
    return rows.enumerated().map { section, count in
        ReferenceSection(header: section % 2 == 0 ? 28 : 0,
                         rows: (0..<count).map { heights[($0 + section) % heights.count] },
                         footer: section % 3 == 0 ? 10 : 0)
    }
}

@Suite struct BulkHeightsTests {
    @Test(arguments: [
        (rows: [Int](), leafCapacity: 4),
        (rows: [0, 0, 0], leafCapacity: 4),
        (rows: [1], leafCapacity: 4),
        (rows: [3, 0, 7, 1], leafCapacity: 4),
        (rows: [100, 5, 33], leafCapacity: 8),
        (rows: [1_000, 999], leafCapacity: 128),
    ])
    func aBulkSourceBuildsTheSameLayoutAsOneRowAtATime(rows: [Int], leafCapacity: Int) {
        let content = sections(rows: rows)
        let bulk = BulkDataSource(content)
        let fromRuns = ListLayout(style: .plain, leafCapacity: leafCapacity, innerCapacity: 4)
        fromRuns.reload(from: bulk)
        let oneByOne = ListLayout(style: .plain, leafCapacity: leafCapacity, innerCapacity: 4)
        oneByOne.reload(from: SectionsDataSource(content))

        #expect(fromRuns.allElements == ReferenceLayout(sections: content).placedElements.filter { $0.span.height > 0 })
        #expect(fromRuns.allElements == oneByOne.allElements)
        #expect(fromRuns.tree.invariantViolations == [])
        for (section, content) in content.enumerated() {
            for (row, height) in content.rows.enumerated() {
                #expect(fromRuns.isHeightEstimated(at: ListIndexPath(row: row, section: section)) == height.isEstimated)
            }
        }
        // The runs cover every row once, in order, and none is longer than a leaf.
        let asked = bulk.runs.flatMap { run in run.rows.map { ListIndexPath(row: $0, section: run.section) } }
        let expected = rows.enumerated().flatMap { section, count in (0..<count).map { ListIndexPath(row: $0, section: section) } }
        #expect(asked == expected)
        #expect(bulk.runs.allSatisfy { !$0.rows.isEmpty && $0.rows.count <= leafCapacity })
    }

    @Test func aMillionRowsTakeAboutOneCallPerLeaf() {
        let bulk = BulkDataSource(sections(rows: [1_000_000]))
        let layout = ListLayout(style: .plain, dataSource: bulk)
        #expect(layout.numberOfRows == 1_000_000)
        // Leaves are packed to 7/8 of 128 elements, so a run is 112 rows.
        #expect(bulk.runs.count == (1_000_000 + 2 + 111) / 112)
    }
}
