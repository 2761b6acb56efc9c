import Testing
@testable import ScrollCore

/// A small layout whose every position is worked out by hand:
///
///     section 0: header [0, 20), rows [20, 70) [70, 120) [120, 170) (the middle one estimated), footer [170, 180)
///     section 1: header [180, 210), rows [210, 250) [250, 290), no footer
///     section 2: no header, row [290, 334), no footer
///     section 3: nothing at all, at 334
///     section 4: header [334, 359), no rows, footer [359, 364)
private func sampleLayout(style: ListStyle = .plain) -> ListLayout {
    ListLayout(style: style, dataSource: SectionsDataSource([
        ReferenceSection(header: 20, rows: [.exact(50), .estimated(50), .exact(50)], footer: 10),
        ReferenceSection(header: 30, rows: [.exact(40), .exact(40)], footer: 0),
        ReferenceSection(header: 0, rows: [.exact(44)], footer: 0),
        ReferenceSection(header: 0, rows: [], footer: 0),
        ReferenceSection(header: 25, rows: [], footer: 5),
    ]))
}

private func path(_ section: Int, _ row: Int) -> ListIndexPath {
    ListIndexPath(row: row, section: section)
}

@Suite struct LayoutGeometryTests {
    @Test func countsAndContentHeightAddUpEverySection() {
        let layout = sampleLayout()
        #expect(layout.numberOfSections == 5)
        #expect(layout.numberOfRows == 6)
        #expect(layout.contentHeight == 364)
        #expect((-1...5).map(layout.numberOfRows(inSection:)) == [0, 3, 2, 1, 0, 0, 0])
    }

    @Test(arguments: [
        (path(0, 0), ListSpan(y: 20, height: 50)),
        (path(0, 1), ListSpan(y: 70, height: 50)),
        (path(0, 2), ListSpan(y: 120, height: 50)),
        (path(1, 0), ListSpan(y: 210, height: 40)),
        (path(1, 1), ListSpan(y: 250, height: 40)),
        (path(2, 0), ListSpan(y: 290, height: 44)),
    ])
    func rowSpansFollowHeadersAndEarlierRows(indexPath: ListIndexPath, expected: ListSpan) {
        #expect(sampleLayout().rowSpan(at: indexPath) == expected)
    }

    @Test(arguments: [
        // (section, header, footer, whole section)
        (0, ListSpan(y: 0, height: 20), ListSpan(y: 170, height: 10), ListSpan(y: 0, height: 180)),
        (1, ListSpan(y: 180, height: 30), ListSpan(y: 290, height: 0), ListSpan(y: 180, height: 110)),
        (2, ListSpan(y: 290, height: 0), ListSpan(y: 334, height: 0), ListSpan(y: 290, height: 44)),
        (3, ListSpan(y: 334, height: 0), ListSpan(y: 334, height: 0), ListSpan(y: 334, height: 0)),
        (4, ListSpan(y: 334, height: 25), ListSpan(y: 359, height: 5), ListSpan(y: 334, height: 30)),
    ])
    func sectionSpansRunFromHeaderTopToFooterBottom(section: Int, header: ListSpan, footer: ListSpan, whole: ListSpan) {
        let layout = sampleLayout()
        #expect(layout.headerSpan(inSection: section) == header)
        #expect(layout.footerSpan(inSection: section) == footer)
        #expect(layout.sectionSpan(inSection: section) == whole)
    }

    @Test(arguments: [
        (0, LayoutElement.header(section: 0), ListSpan(y: 0, height: 20)),
        (19.999, .header(section: 0), ListSpan(y: 0, height: 20)),
        (20, .row(path(0, 0)), ListSpan(y: 20, height: 50)),
        (69.5, .row(path(0, 0)), ListSpan(y: 20, height: 50)),
        (70, .row(path(0, 1)), ListSpan(y: 70, height: 50)),
        (170, .footer(section: 0), ListSpan(y: 170, height: 10)),
        (179.99, .footer(section: 0), ListSpan(y: 170, height: 10)),
        (180, .header(section: 1), ListSpan(y: 180, height: 30)),
        (290, .row(path(2, 0)), ListSpan(y: 290, height: 44)),
        (334, .header(section: 4), ListSpan(y: 334, height: 25)),
        (359, .footer(section: 4), ListSpan(y: 359, height: 5)),
        (363.9, .footer(section: 4), ListSpan(y: 359, height: 5)),
    ] as [(Double, LayoutElement, ListSpan)])
    func elementAtYOwnsItsTopEdgeAndSkipsEmptyElements(y: Double, element: LayoutElement, span: ListSpan) {
        #expect(sampleLayout().element(atY: y) == PlacedElement(element: element, span: span))
    }

    @Test(arguments: [-0.5, 364, 1000, -.infinity, .infinity, .nan])
    func elementAtYIsNilOutsideTheContent(y: Double) {
        #expect(sampleLayout().element(atY: y) == nil)
        #expect(sampleLayout().indexPathForRow(atY: y) == nil)
    }

    @Test(arguments: [
        (20, path(0, 0)), (119.5, path(0, 1)), (250, path(1, 1)), (300, path(2, 0)),
        (10, nil), (175, nil), (180, nil), (340, nil), (360, nil),
    ] as [(Double, ListIndexPath?)])
    func indexPathForRowIsNilInHeadersAndFooters(y: Double, expected: ListIndexPath?) {
        #expect(sampleLayout().indexPathForRow(atY: y) == expected)
    }

    @Test(arguments: [
        (path(0, 0), true), (path(0, 2), true), (path(1, 1), true), (path(2, 0), true),
        (path(0, 3), false), (path(1, -1), false), (path(-1, 0), false), (path(3, 0), false),
        (path(4, 0), false), (path(5, 0), false), (path(Int.max, Int.max), false),
        (path(Int.min, 0), false), (path(0, Int.min), false), (path(0, Int.max), false),
    ])
    func containsAnswersForAnyIndexPathWithoutTrapping(indexPath: ListIndexPath, expected: Bool) {
        #expect(sampleLayout().contains(indexPath) == expected)
    }

    @Test func emptyLayoutHasNoContent() {
        let layout = ListLayout()
        #expect(layout.numberOfSections == 0)
        #expect(layout.numberOfRows == 0)
        #expect(layout.contentHeight == 0)
        #expect(layout.element(atY: 0) == nil)
        #expect(layout.contains(path(0, 0)) == false)
        #expect(layout.numberOfRows(inSection: 0) == 0)
        #expect(layout.elements(from: -10, to: 100).isEmpty)
        #expect(layout.stickyHeader(visibleTop: 0) == nil)
    }

    @Test func estimatedHeightsCountUntilRowsAreMeasured() {
        let layout = sampleLayout()
        #expect(layout.isHeightEstimated(at: path(0, 1)))
        #expect(!layout.isHeightEstimated(at: path(0, 0)))

        layout.setRowHeight(.exact(62.5), at: path(0, 1))

        #expect(!layout.isHeightEstimated(at: path(0, 1)))
        #expect(layout.rowSpan(at: path(0, 1)) == ListSpan(y: 70, height: 62.5))
        #expect(layout.rowSpan(at: path(0, 2)) == ListSpan(y: 132.5, height: 50))
        #expect(layout.contentHeight == 376.5)

        layout.setRowHeight(.estimated(10), at: path(2, 0))
        #expect(layout.isHeightEstimated(at: path(2, 0)))
        #expect(layout.contentHeight == 342.5)
    }

    @Test func headerAndFooterHeightsCanAppearAndDisappear() {
        let layout = sampleLayout()
        layout.setHeaderHeight(16, inSection: 2)
        layout.setFooterHeight(0, inSection: 0)
        #expect(layout.headerSpan(inSection: 2) == ListSpan(y: 280, height: 16))
        #expect(layout.element(atY: 280)?.element == .header(section: 2))
        #expect(layout.element(atY: 170)?.element == .header(section: 1))
        #expect(layout.contentHeight == 370)
    }

    @Test func invalidHeightsCountAsZero() {
        let layout = ListLayout(style: .plain, dataSource: SectionsDataSource([
            ReferenceSection(header: -5, rows: [.exact(.nan), .exact(10), .estimated(-.infinity)], footer: .infinity),
        ]))
        #expect(layout.contentHeight == 10)
        #expect(layout.rowSpan(at: path(0, 1)) == ListSpan(y: 0, height: 10))
        #expect(layout.rowSpan(at: path(0, 2)) == ListSpan(y: 10, height: 0))
    }

    @Test(arguments: [(RowHeight.exact(44), 44.0, false), (.estimated(30.5), 30.5, true)])
    func rowHeightTellsItsValueAndWhetherItIsAGuess(height: RowHeight, value: Double, estimated: Bool) {
        #expect(height.value == value)
        #expect(height.isEstimated == estimated)
    }

    @Test(arguments: [(9.99, false), (10, true), (24.5, true), (25, false)])
    func spanHoldsItsTopButNotItsBottom(y: Double, inside: Bool) {
        let span = ListSpan(y: 10, height: 15)
        #expect(span.maxY == 25)
        #expect(span.contains(y) == inside)
        #expect(!ListSpan(y: 10, height: 0).contains(10))
    }

    @Test func elementSectionNamesTheOwningSection() {
        #expect(LayoutElement.header(section: 3).section == 3)
        #expect(LayoutElement.row(path(7, 2)).section == 7)
        #expect(LayoutElement.footer(section: 1).section == 1)
    }
}

@Suite struct LayoutForEachElementTests {
    @Test(arguments: [
        (15, 75, [LayoutElement.header(section: 0), .row(path(0, 0)), .row(path(0, 1))]),
        (20, 70, [.row(path(0, 0))]),
        (285, 340, [.row(path(1, 1)), .row(path(2, 0)), .header(section: 4)]),
        (-100, 10, [.header(section: 0)]),
        (360, 1000, [.footer(section: 4)]),
        (334, 334, []),
        (200, 100, []),
        (364, 500, []),
        (-50, 0, []),
    ] as [(Double, Double, [LayoutElement])])
    func visitsExactlyTheNonEmptyElementsIntersectingTheRange(top: Double, bottom: Double, expected: [LayoutElement]) {
        let layout = sampleLayout()
        let found = layout.elements(from: top, to: bottom)
        #expect(found.map(\.element) == expected)
        for placed in found {
            #expect(layout.element(atY: placed.span.y) == placed)
        }
    }

    @Test func stopsAsSoonAsTheBodyReturnsFalse() {
        var visited: [LayoutElement] = []
        sampleLayout().forEachElement(from: 0, to: 364) { placed in
            visited.append(placed.element)
            return visited.count < 2
        }
        #expect(visited == [.header(section: 0), .row(path(0, 0))])
    }

    @Test func wholeContentListsEveryNonEmptyElementInOrder() {
        let expected: [LayoutElement] = [
            .header(section: 0), .row(path(0, 0)), .row(path(0, 1)), .row(path(0, 2)), .footer(section: 0),
            .header(section: 1), .row(path(1, 0)), .row(path(1, 1)),
            .row(path(2, 0)),
            .header(section: 4), .footer(section: 4),
        ]
        #expect(sampleLayout().allElements.map(\.element) == expected)
    }
}

@Suite struct LayoutStickyHeaderTests {
    @Test(arguments: [
        (0, 0, ListSpan(y: 0, height: 20)),        // section top at the visible top: natural position
        (100, 0, ListSpan(y: 100, height: 20)),    // pinned to the visible top
        (159, 0, ListSpan(y: 159, height: 20)),
        (165, 0, ListSpan(y: 160, height: 20)),    // pushed: its bottom meets section 1's header at 180
        (179.5, 0, ListSpan(y: 160, height: 20)),
        (180, 1, ListSpan(y: 180, height: 30)),    // the next section takes over at its natural position
        (200, 1, ListSpan(y: 200, height: 30)),
        (275, 1, ListSpan(y: 260, height: 30)),    // section 1 has no footer: pushed by its own end at 290
        (340, 4, ListSpan(y: 339, height: 25)),    // last section: held above its bottom at 364
    ] as [(Double, Int, ListSpan)])
    func headerOfTheSectionAtTheTopStaysPinnedUntilPushedOff(visibleTop: Double, section: Int, span: ListSpan) {
        let sticky = sampleLayout().stickyHeader(visibleTop: visibleTop)
        #expect(sticky?.section == section)
        #expect(sticky?.span == span)
    }

    @Test(arguments: [-10, 300, 364, 2000] as [Double])
    func noStickyHeaderWithoutASectionHeaderAtTheTop(visibleTop: Double) {
        #expect(sampleLayout().stickyHeader(visibleTop: visibleTop) == nil)
    }

    @Test(arguments: [0, 100, 165, 340] as [Double])
    func groupedStyleHasNoStickyHeader(visibleTop: Double) {
        #expect(sampleLayout(style: .grouped).stickyHeader(visibleTop: visibleTop) == nil)
    }
}
