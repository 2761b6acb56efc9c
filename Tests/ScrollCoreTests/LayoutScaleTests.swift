import Testing
@_spi(LayoutEditing) import ScrollCore

/// 100,000 sections, each a 30 pt header, 100 rows of 44 pt and a 10 pt footer: 4,440 pt per section.
private final class UniformDataSource: ListDataSource {
    func numberOfSections() -> Int { 100_000 }
    func numberOfRows(inSection section: Int) -> Int { 100 }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { .estimated(44) }
    func heightForHeader(inSection section: Int) -> Double { 30 }
    func heightForFooter(inSection section: Int) -> Double { 10 }
}

@Suite struct LayoutScaleTests {
    @Test func tenMillionRowsAreFoundAtTheFarEnd() {
        let layout = ListLayout(style: .plain, dataSource: UniformDataSource())
        #expect(layout.numberOfRows == 10_000_000)
        #expect(layout.numberOfSections == 100_000)
        #expect(layout.contentHeight == 444_000_000)

        // Last row: 99,999 sections of 4,440 pt, then the 30 pt header and 99 rows of 44 pt.
        let last = ListIndexPath(row: 99, section: 99_999)
        #expect(layout.rowSpan(at: last) == ListSpan(y: 443_999_946, height: 44))
        #expect(layout.indexPathForRow(atY: 443_999_946) == last)
        #expect(layout.indexPathForRow(atY: 443_999_989.5) == last)
        #expect(layout.element(atY: 443_999_990) == PlacedElement(element: .footer(section: 99_999), span: ListSpan(y: 443_999_990, height: 10)))
        #expect(layout.sectionSpan(inSection: 99_999) == ListSpan(y: 443_995_560, height: 4_440))
        #expect(layout.numberOfRows(inSection: 99_999) == 100)
        #expect(!layout.contains(ListIndexPath(row: 100, section: 99_999)))
        #expect(layout.stickyHeader(visibleTop: 443_999_975)?.span == ListSpan(y: 443_999_970, height: 30))

        // Row 50 of section 50,000: 50,000 × 4,440 + 30 + 50 × 44 = 222,002,230.
        let middle = ListIndexPath(row: 50, section: 50_000)
        #expect(layout.indexPathForRow(atY: 222_002_230) == middle)
        layout.insertRow(at: middle, height: .exact(100))
        layout.setRowHeight(.exact(43), at: ListIndexPath(row: 0, section: 0))
        #expect(layout.rowSpan(at: last) == ListSpan(y: 443_999_946 + 100 - 1, height: 44))
        #expect(layout.contentHeight == 444_000_099)
        #expect(layout.memoryFootprint < 16 * layout.numberOfRows)
    }
}
