import Testing
@_spi(LayoutEditing) @testable import ScrollCore

/// A data source for run tests: sections of item heights; the rows' own answer is `rowAnswer`, and the estimates
/// (when `estimating`) lay out unrevealed sections as `rowsPerSection` rows of `rowEstimate` under a `header`.
final class RunsDataSource: ListDataSource {
    var sections: [[Double]]
    var header: Double
    var rowEstimate: Double
    var rowsPerSection: Int?
    var estimating: Bool
    /// What `heightForRow` says: nil gives the row's own height, exact.
    var rowAnswer: RowHeight?
    /// Every section and row range the layout asked about, in order.
    private(set) var askedSections: [Int] = []
    private(set) var askedRows = 0

    init(sections: [[Double]], header: Double = 0, rowEstimate: Double = 50, rowsPerSection: Int? = nil,
         estimating: Bool = true, rowAnswer: RowHeight? = nil) {
        self.sections = sections
        self.header = header
        self.rowEstimate = rowEstimate
        self.rowsPerSection = rowsPerSection
        self.estimating = estimating
        self.rowAnswer = rowAnswer
    }

    func numberOfSections() -> Int { sections.count }
    func numberOfRows(inSection section: Int) -> Int {
        askedSections.append(section)
        return sections[section].count
    }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight {
        askedRows += 1
        return rowAnswer ?? .exact(sections[indexPath.section][indexPath.row])
    }
    func heightForHeader(inSection section: Int) -> Double { header }
    func heightForFooter(inSection section: Int) -> Double { 0 }
    var estimates: ListEstimates? {
        estimating ? ListEstimates(rowHeight: .estimated(rowEstimate), rowsPerSection: rowsPerSection, headerHeight: header) : nil
    }
}

/// One section of `count` rows, all `height` tall, known without being asked one by one (the snap scene's rows).
final class UniformRows: ListDataSource {
    let count: Int
    let height: RowHeight
    private(set) var askedRows = 0

    init(count: Int, height: RowHeight) {
        self.count = count
        self.height = height
    }

    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { count }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight {
        askedRows += 1
        return .exact(62 + Double(indexPath.row % 4) * 8)
    }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }
    var estimates: ListEstimates? { ListEstimates(rowHeight: height) }
}

struct LayoutRunsTests {
    /// Sections of `rows` rows each, every row `height` tall: what the estimates say, so a layout of runs and
    /// a fully laid-out one must read the same everywhere.
    private func uniform(sections: Int, rows: Int, height: Double) -> [[Double]] {
        Array(repeating: Array(repeating: height, count: rows), count: sections)
    }

    @Test func aListOfRunsReadsLikeTheSameListLaidOutInFull() {
        let sections = uniform(sections: 40, rows: 3, height: 50)
        let runs = ListLayout(style: .plain, dataSource: RunsDataSource(sections: sections, header: 24, rowsPerSection: 3))
        let full = ListLayout(style: .plain, dataSource: RunsDataSource(sections: sections, header: 24, estimating: false))
        #expect(runs.tree.total.elements == 1, "one run of 40 sections")
        #expect(runs.contentHeight == full.contentHeight && runs.numberOfRows == full.numberOfRows)
        #expect(runs.allElements == full.allElements)
        for y in stride(from: -10.0, through: full.contentHeight + 10, by: 7.25) {
            #expect(runs.element(atY: y) == full.element(atY: y), "at \(y)")
        }
        for section in [0, 17, 39] {
            #expect(runs.sectionSpan(inSection: section) == full.sectionSpan(inSection: section))
            #expect(runs.footerSpan(inSection: section) == full.footerSpan(inSection: section))
            #expect(runs.stickyHeader(visibleTop: full.sectionSpan(inSection: section).y + 30)?.span
                == full.stickyHeader(visibleTop: full.sectionSpan(inSection: section).y + 30)?.span)
            for row in 0..<3 {
                #expect(runs.rowSpan(at: ListIndexPath(row: row, section: section)) == full.rowSpan(at: ListIndexPath(row: row, section: section)))
            }
        }
        #expect(!runs.contains(ListIndexPath(row: 3, section: 5)) && !runs.contains(ListIndexPath(row: 0, section: 40)))
        #expect(!runs.isRevealed(section: 7))
    }

    @Test func revealingAsksOnlyForWhatLiesInTheRangeAndSplitsTheRuns() {
        let data = RunsDataSource(sections: uniform(sections: 1000, rows: 3, height: 60), header: 24, rowEstimate: 50,
                                  rowsPerSection: 3)
        let layout = ListLayout(style: .plain, dataSource: data)
        // Estimated sections are 24 + 3 × 50 = 174 pt; [3480, 3880) starts at section 20 and, as estimated, ends
        // in section 22. Sections 20 and 21 are 204 pt (24 + 3 × 60), which pushes section 22 out of the range.
        let grown = layout.reveal(from: 3480, to: 3880, keeping: 0, from: data)
        #expect(grown == 0, "nothing above the anchor")
        #expect(data.askedSections == [20, 21], "only the sections in the range were counted")
        #expect((0..<1000).filter { layout.isRevealed(section: $0) } == [20, 21])
        #expect(layout.sectionSpan(inSection: 20) == ListSpan(y: 3480, height: 204))
        #expect(layout.sectionSpan(inSection: 22).y == 3888)
        #expect(layout.isHeightEstimated(at: ListIndexPath(row: 0, section: 20)) == false)
        #expect(layout.contentHeight == 998 * 174 + 2 * 204)
        #expect(layout.reveal(from: 3480, to: 3880, keeping: 0, from: data) == nil, "nothing left to ask there")
    }

    @Test func contentAboveTheAnchorGrowsUpwardSoTheAnchorsContentStaysPut() throws {
        let data = RunsDataSource(sections: uniform(sections: 100, rows: 5, height: 40), header: 20, rowEstimate: 30,
                                  rowsPerSection: 2)
        let layout = ListLayout(style: .plain, dataSource: data)
        #expect(layout.revealSection(50, keeping: 0, from: data) == 0, "below the anchor: nothing above it grew")
        let anchor = layout.headerSpan(inSection: 50).y
        #expect(anchor == 50 * 80)
        // Sections 10 and 11 (80 pt estimated, 220 pt real) lie above the anchor.
        let grown = try #require(layout.reveal(from: 800, to: 960, keeping: anchor, from: data))
        #expect(layout.isRevealed(section: 10) && grown >= 140)
        #expect(layout.headerSpan(inSection: 50).y == anchor + grown, "section 50 moved by exactly what was returned")
        #expect(layout.revealSection(60, keeping: anchor + grown, from: data) == 0, "a section below the anchor grows downward")
        #expect(layout.headerSpan(inSection: 50).y == anchor + grown)
    }

    @Test func aBillionRowsOfOneExactHeightAreOneRunAndNeverAskedOneByOne() throws {
        let data = UniformRows(count: 1_000_000_000, height: .exact(62))
        let layout = ListLayout(style: .plain, dataSource: data)
        #expect(layout.numberOfRows == 1_000_000_000 && layout.contentHeight == 62e9)
        #expect(layout.memoryFootprint < 1024)
        let last = ListIndexPath(row: 999_999_999, section: 0)
        #expect(layout.rowSpan(at: last) == ListSpan(y: 62e9 - 62, height: 62))
        #expect(layout.indexPathForRow(atY: 62e9 - 1) == last)
        #expect(layout.reveal(from: 62e9 - 800, to: 62e9, keeping: 0, from: data) == nil && data.askedRows == 0)
        // A measured row is split out of the run, and the rows around it keep their places.
        layout.setRowHeight(.exact(100), at: ListIndexPath(row: 500, section: 0))
        #expect(layout.rowSpan(at: ListIndexPath(row: 501, section: 0)) == ListSpan(y: 501 * 62 + 38, height: 62))
        #expect(layout.tree.total.elements == 5)
    }

    /// Rows revealed a screen at a time, as a fling reveals them, pack into full leaves: a million of them cost
    /// no more than a million rows built in bulk (10.7 bytes each, docs/BENCHMARKS.md).
    @Test func rowsRevealedScreenByScreenCostAboutTenBytesEach() {
        let data = UniformRows(count: 1_000_000_000, height: .estimated(76))
        let layout = ListLayout(style: .plain, dataSource: data)
        var y = 0.0
        while data.askedRows < 200_000 {
            y += 800
            _ = layout.reveal(from: y - 800, to: y, keeping: y - 800, from: data)
        }
        let perRow = Double(layout.memoryFootprint) / Double(data.askedRows)
        #expect(perRow < 11, "\(perRow) bytes a row")
        #expect(layout.numberOfRows == 1_000_000_000)
    }

    @Test func editsInsideRunsSplitThemAndKeepCounts() {
        let data = RunsDataSource(sections: uniform(sections: 3, rows: 10, height: 50), estimating: true)
        let layout = ListLayout(style: .plain, dataSource: data)
        let full = ListLayout(style: .plain, dataSource: RunsDataSource(sections: uniform(sections: 3, rows: 10, height: 50),
                                                                         estimating: false, rowAnswer: .estimated(50)))
        for edit in [{ (l: ListLayout) in l.insertRow(at: ListIndexPath(row: 4, section: 1), height: .exact(30)) },
                     { $0.insertRow(at: ListIndexPath(row: 11, section: 1), height: .exact(20)) },
                     { $0.deleteRow(at: ListIndexPath(row: 7, section: 2)) },
                     { $0.setRowHeight(.exact(90), at: ListIndexPath(row: 0, section: 0)) },
                     { $0.insertSection(at: 2, headerHeight: 10, footerHeight: 0, rowHeights: [.exact(5)]) },
                     { $0.deleteSection(at: 0) }] {
            edit(layout)
            edit(full)
            #expect(layout.allElements == full.allElements)
            #expect(layout.numberOfRows == full.numberOfRows)
        }
    }

    @Test func sectionsInsertedAndDeletedInsideARunOfSectionsCutIt() {
        let sections = uniform(sections: 10, rows: 2, height: 50)
        let runs = ListLayout(style: .plain, dataSource: RunsDataSource(sections: sections, header: 10, rowsPerSection: 2))
        let full = ListLayout(style: .plain, dataSource: RunsDataSource(sections: sections, header: 10, estimating: false,
                                                                         rowAnswer: .estimated(50)))
        for layout in [runs, full] {
            layout.insertSection(at: 4, headerHeight: 30, footerHeight: 4, rowHeights: [.exact(7), .exact(9)])
            layout.deleteSection(at: 8)
            layout.deleteSection(at: 0)
        }
        #expect(runs.numberOfSections == 9 && runs.allElements == full.allElements)
        #expect(runs.isRevealed(section: 3) && !runs.isRevealed(section: 4))
    }
}
