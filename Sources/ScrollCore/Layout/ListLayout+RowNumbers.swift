/// Rows counted across sections: row number n is the n-th row of the whole list, section by
/// section (headers and footers are not rows). This is how a table interface with one row count
/// (AT-SPI's, a screen reader asking for "row 40 of 1,000,000") names a sectioned list's rows.
extension ListLayout {
    /// The row numbered `number` (0 ..< `numberOfRows`); nil outside that range.
    /// - Complexity: O(log n).
    public func indexPath(ofRowNumber number: Int) -> ListIndexPath? {
        guard number >= 0, number < numberOfRows, let hit = tree.seek(SumTreeRowCountTarget(row: number)) else { return nil }
        let (prefix, item) = (hit.prefix, hit.element)
        let within = number - prefix.rows
        switch item.tag.kind {
        case .row:
            // A row, or a run of rows of one height: the `within`-th of the run.
            return ListIndexPath(row: prefix.trailingRows + within, section: prefix.sections - 1)
        case .sections:
            // A run of sections not yet measured, each with `rowsEach` rows.
            let each = max(1, item.run.rowsEach)
            return ListIndexPath(row: within % each, section: prefix.sections + within / each)
        default:
            return nil
        }
    }

    /// The number of the row at `indexPath` counted over every section; nil when there is no such row.
    /// - Complexity: O(log n).
    public func rowNumber(of indexPath: ListIndexPath) -> Int? {
        guard let hit = rowHit(at: indexPath) else { return nil }
        switch hit.item.tag.kind {
        case .sections: return hit.prefix.rows + hit.offset * hit.item.run.rowsEach + indexPath.row
        default: return hit.prefix.rows + hit.offset
        }
    }
}

/// The row with `row` rows of any section before it: the element at whose end the run first holds more rows.
struct SumTreeRowCountTarget: SumTreeTarget {
    var row: Int
    func isReached(by prefix: SumTreeSummary) -> Bool { prefix.rows > row }
}
