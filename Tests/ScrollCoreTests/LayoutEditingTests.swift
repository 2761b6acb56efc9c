import Testing
@_spi(LayoutEditing) @testable import ScrollCore

/// Checks every query of `layout` against the naive model, and the tree's invariants.
private func expectLayout(
    _ layout: ListLayout, matches model: ReferenceLayout, sourceLocation: SourceLocation = #_sourceLocation
) {
    let placed = model.placedElements
    #expect(layout.tree.invariantViolations == [], sourceLocation: sourceLocation)
    #expect(layout.numberOfSections == model.sections.count, sourceLocation: sourceLocation)
    #expect(layout.numberOfRows == model.rowCount, sourceLocation: sourceLocation)
    #expect(layout.contentHeight == (placed.last?.span.maxY ?? 0), sourceLocation: sourceLocation)
    #expect(layout.allElements == placed.filter { $0.span.height > 0 }, sourceLocation: sourceLocation)
    for element in placed {
        switch element.element {
        case .header(let section):
            #expect(layout.headerSpan(inSection: section) == element.span, sourceLocation: sourceLocation)
        case .row(let indexPath):
            #expect(layout.contains(indexPath), sourceLocation: sourceLocation)
            #expect(layout.rowSpan(at: indexPath) == element.span, sourceLocation: sourceLocation)
            let estimated = model.sections[indexPath.section].rows[indexPath.row].isEstimated
            #expect(layout.isHeightEstimated(at: indexPath) == estimated, sourceLocation: sourceLocation)
        case .footer(let section):
            #expect(layout.footerSpan(inSection: section) == element.span, sourceLocation: sourceLocation)
        }
        if element.span.height > 0 {
            #expect(layout.element(atY: element.span.y) == element, sourceLocation: sourceLocation)
            #expect(layout.element(atY: element.span.maxY - 0.5) == element, sourceLocation: sourceLocation)
        }
    }
    for (section, content) in model.sections.enumerated() {
        #expect(layout.numberOfRows(inSection: section) == content.rows.count, sourceLocation: sourceLocation)
        #expect(!layout.contains(ListIndexPath(row: content.rows.count, section: section)), sourceLocation: sourceLocation)
    }
    #expect(!layout.contains(ListIndexPath(row: 0, section: model.sections.count)), sourceLocation: sourceLocation)
}

private func makeLayout(_ model: ReferenceLayout, leafCapacity: Int = 4, innerCapacity: Int = 4) -> ListLayout {
    let layout = ListLayout(style: .plain, leafCapacity: leafCapacity, innerCapacity: innerCapacity)
    layout.reload(from: SectionsDataSource(model.sections))
    return layout
}

/// Three sections of 3, 0 and 9 rows: with leaves of 4 the content spans several leaves and levels.
private let smallModel = ReferenceLayout(sections: [
    ReferenceSection(header: 20, rows: [.exact(10), .exact(11), .exact(12)], footer: 5),
    ReferenceSection(header: 0, rows: [], footer: 0),
    ReferenceSection(header: 30, rows: (1...9).map { .estimated(Double($0)) }, footer: 0),
])

@Suite struct LayoutEditingTests {
    @Test(arguments: [
        ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0), ListIndexPath(row: 3, section: 0),
        ListIndexPath(row: 0, section: 1),
        ListIndexPath(row: 0, section: 2), ListIndexPath(row: 5, section: 2), ListIndexPath(row: 9, section: 2),
    ])
    func insertedRowPushesLaterElementsDown(at indexPath: ListIndexPath) {
        var model = smallModel
        let layout = makeLayout(model)
        layout.insertRow(at: indexPath, height: .exact(100))
        model.sections[indexPath.section].rows.insert(.exact(100), at: indexPath.row)
        expectLayout(layout, matches: model)
        #expect(layout.rowSpan(at: indexPath).height == 100)
    }

    @Test(arguments: [
        ListIndexPath(row: 0, section: 0), ListIndexPath(row: 1, section: 0), ListIndexPath(row: 2, section: 0),
        ListIndexPath(row: 0, section: 2), ListIndexPath(row: 4, section: 2), ListIndexPath(row: 8, section: 2),
    ])
    func deletedRowPullsLaterElementsUp(at indexPath: ListIndexPath) {
        var model = smallModel
        let layout = makeLayout(model)
        layout.deleteRow(at: indexPath)
        model.sections[indexPath.section].rows.remove(at: indexPath.row)
        expectLayout(layout, matches: model)
    }

    @Test func deletingEveryRowLeavesTheSectionWithItsHeaderAndFooter() {
        var model = smallModel
        let layout = makeLayout(model)
        for _ in 0..<3 {
            layout.deleteRow(at: ListIndexPath(row: 0, section: 0))
        }
        model.sections[0].rows = []
        expectLayout(layout, matches: model)
        #expect(layout.sectionSpan(inSection: 0) == ListSpan(y: 0, height: 25))
    }

    @Test(arguments: [0, 1, 2, 3])
    func insertedSectionGoesBeforeTheOneAtItsIndex(at section: Int) {
        var model = smallModel
        let layout = makeLayout(model)
        let inserted = ReferenceSection(header: 7, rows: (0..<11).map { .exact(Double(40 + $0)) }, footer: 3)
        layout.insertSection(at: section, headerHeight: 7, footerHeight: 3, rowHeights: inserted.rows)
        model.sections.insert(inserted, at: section)
        expectLayout(layout, matches: model)
    }

    @Test(arguments: [0, 1, 2])
    func deletedSectionTakesItsHeaderRowsAndFooter(at section: Int) {
        var model = smallModel
        let layout = makeLayout(model)
        layout.deleteSection(at: section)
        model.sections.remove(at: section)
        expectLayout(layout, matches: model)
    }

    @Test func emptiedLayoutAcceptsNewSections() {
        var model = smallModel
        let layout = makeLayout(model)
        for _ in model.sections {
            layout.deleteSection(at: 0)
        }
        model.sections = []
        expectLayout(layout, matches: model)
        #expect(layout.contentHeight == 0)

        layout.insertSection(at: 0, headerHeight: 0, footerHeight: 0, rowHeights: [RowHeight]())
        layout.insertRow(at: ListIndexPath(row: 0, section: 0), height: .exact(44))
        model.sections = [ReferenceSection(header: 0, rows: [.exact(44)], footer: 0)]
        expectLayout(layout, matches: model)
    }

    @Test func hugeSectionSplitsIntoManyLeavesAndLeavesAsWholly() {
        var model = smallModel
        let layout = makeLayout(model)
        let rows = (0..<1000).map { RowHeight.exact(Double($0 % 7 + 1)) }
        layout.insertSection(at: 1, headerHeight: 1, footerHeight: 1, rowHeights: rows)
        model.sections.insert(ReferenceSection(header: 1, rows: rows, footer: 1), at: 1)
        expectLayout(layout, matches: model)

        layout.deleteSection(at: 1)
        model.sections.remove(at: 1)
        expectLayout(layout, matches: model)
    }

    /// Seeded random inserts, deletes and height changes of rows and sections, compared with the naive model.
    /// Small capacities make the tree deep, so the operations split, merge and rebalance nodes at every level.
    @Test(arguments: [(4, 4, 1), (5, 6, 2), (16, 8, 3), (128, 64, 4)] as [(Int, Int, UInt64)])
    func randomEditsMatchTheNaiveModel(leafCapacity: Int, innerCapacity: Int, seed: UInt64) {
        var random = RandomEdits(seed: seed)
        var model = ReferenceLayout(sections: (0..<50).map { _ in random.section(maxRows: 120) })
        let layout = makeLayout(model, leafCapacity: leafCapacity, innerCapacity: innerCapacity)
        expectLayout(layout, matches: model)

        for step in 1...6000 {
            random.edit(layout, &model)
            if step.isMultiple(of: 10) {
                #expect(layout.tree.invariantViolations == [], "after step \(step)")
            }
            if step.isMultiple(of: 500) {
                expectLayout(layout, matches: model)
            }
        }

        while !model.sections.isEmpty {
            let section = random.int(in: 0..<model.sections.count)
            layout.deleteSection(at: section)
            model.sections.remove(at: section)
            #expect(layout.tree.invariantViolations == [])
        }
        expectLayout(layout, matches: model)
    }

    /// With heights that are not sums of powers of two, positions are rounded, and a leaf's end summed
    /// through the tree can differ by an ulp from the end of its last element summed along the path.
    /// Lookups must still agree with spans, and a y in such a gap belongs to the element before it.
    @Test func fractionalHeightsKeepLookupsConsistentWithSpans() {
        var random = SplitMix64(seed: 7)
        let sections = (0..<30).map { _ in
            ReferenceSection(
                header: Double.random(in: 0..<1, using: &random) < 0.5 ? 0 : Double.random(in: 1..<30, using: &random),
                rows: (0..<Int.random(in: 0..<120, using: &random)).map { _ in .exact(Double.random(in: 0.01..<80, using: &random)) },
                footer: Double.random(in: 0..<1, using: &random) < 0.5 ? 0 : 0.1
            )
        }
        let layout = makeLayout(ReferenceLayout(sections: sections))
        let elements = layout.allElements
        for element in elements {
            #expect(layout.element(atY: element.span.y) == element)
            if case .row(let indexPath) = element.element {
                #expect(layout.rowSpan(at: indexPath) == element.span)
            }
        }
        var gaps = 0
        for (before, after) in zip(elements, elements.dropFirst()) where before.span.maxY < after.span.y {
            gaps += 1
            #expect(layout.element(atY: before.span.maxY) == before)
        }
        #expect(gaps > 0, "no rounding gap: the fallback of the offset descent went untested")
        #expect(layout.element(atY: layout.contentHeight.nextDown) == elements.last)
    }
}

/// Picks seeded random edits and applies each to both a layout and the naive model.
private struct RandomEdits {
    private var generator: SplitMix64

    init(seed: UInt64) {
        generator = SplitMix64(seed: seed)
    }

    mutating func int(in range: Range<Int>) -> Int {
        Int.random(in: range, using: &generator)
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &generator) < probability
    }

    mutating func rowHeight() -> RowHeight {
        let height = chance(0.1) ? 0 : Double(int(in: 1..<61))
        return chance(0.3) ? .estimated(height) : .exact(height)
    }

    mutating func decorationHeight() -> Double {
        chance(0.5) ? 0 : Double(int(in: 10..<41))
    }

    mutating func section(maxRows: Int) -> ReferenceSection {
        let rows = (0..<int(in: 0..<maxRows + 1)).map { _ in rowHeight() }
        return ReferenceSection(header: decorationHeight(), rows: rows, footer: decorationHeight())
    }

    mutating func edit(_ layout: ListLayout, _ model: inout ReferenceLayout) {
        let sectionCount = model.sections.count
        let section = sectionCount == 0 ? 0 : int(in: 0..<sectionCount)
        let rowCount = sectionCount == 0 ? 0 : model.sections[section].rows.count
        switch sectionCount == 0 ? 0 : int(in: 0..<100) {
        case 0..<8:
            let at = int(in: 0..<sectionCount + 1)
            let inserted = self.section(maxRows: chance(0.2) ? 80 : 12)
            layout.insertSection(at: at, headerHeight: inserted.header, footerHeight: inserted.footer, rowHeights: inserted.rows)
            model.sections.insert(inserted, at: at)
        case 8..<13:
            layout.deleteSection(at: section)
            model.sections.remove(at: section)
        case 13..<50:
            let row = int(in: 0..<rowCount + 1)
            let height = rowHeight()
            layout.insertRow(at: ListIndexPath(row: row, section: section), height: height)
            model.sections[section].rows.insert(height, at: row)
        case 50..<85 where rowCount > 0:
            let row = int(in: 0..<rowCount)
            layout.deleteRow(at: ListIndexPath(row: row, section: section))
            model.sections[section].rows.remove(at: row)
        case 85..<95 where rowCount > 0:
            let row = int(in: 0..<rowCount)
            let height = rowHeight()
            layout.setRowHeight(height, at: ListIndexPath(row: row, section: section))
            model.sections[section].rows[row] = height
        default:
            let height = decorationHeight()
            if chance(0.5) {
                layout.setHeaderHeight(height, inSection: section)
                model.sections[section].header = height
            } else {
                layout.setFooterHeight(height, inSection: section)
                model.sections[section].footer = height
            }
        }
    }
}
