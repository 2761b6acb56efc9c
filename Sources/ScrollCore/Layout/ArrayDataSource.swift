/// A data source over arrays of heights, for lists whose heights are known up front: a menu, a
/// settings page, a C caller's rows. Change `sections` first, then tell the list in a batch update:
///
/// ```swift
/// let rows = ArrayDataSource(rowHeights: Array(repeating: 44, count: 100))
/// let list = ListView(dataSource: rows)      // the list holds it weakly: keep `rows`
/// rows.sections[0].rows.insert(.exact(60), at: 0)
/// try list.performBatchUpdates(at: now) { try list.insertRows([ListIndexPath(row: 0, section: 0)], at: now) }
/// ```
public final class ArrayDataSource: ListDataSource {
    /// One section: its header and footer heights (0: none) and its rows' heights.
    public struct Section: Equatable, Sendable {
        /// The header's height in points (0: no header).
        public var headerHeight: Double
        /// The footer's height in points (0: no footer).
        public var footerHeight: Double
        /// The rows' heights, top to bottom: exact, or estimated until the list measures the row.
        public var rows: [RowHeight]

        /// A section of `rows`, with a header and a footer of these heights (0: none).
        public init(rows: [RowHeight], headerHeight: Double = 0, footerHeight: Double = 0) {
            self.rows = rows
            self.headerHeight = headerHeight
            self.footerHeight = footerHeight
        }
    }

    /// The sections as the list should show them after the next batch update.
    public var sections: [Section]

    /// A source of these sections.
    public init(sections: [Section]) { self.sections = sections }

    /// One section without header or footer, row i `rowHeights[i]` points tall.
    public convenience init(rowHeights: [Double]) {
        self.init(sections: [Section(rows: rowHeights.map(RowHeight.exact))])
    }

    public func numberOfSections() -> Int { sections.count }
    public func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }
    public func heightForRow(at indexPath: ListIndexPath) -> RowHeight { sections[indexPath.section].rows[indexPath.row] }
    public func heightForHeader(inSection section: Int) -> Double { sections[section].headerHeight }
    public func heightForFooter(inSection section: Int) -> Double { sections[section].footerHeight }
}
