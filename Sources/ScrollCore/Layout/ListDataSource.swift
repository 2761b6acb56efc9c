/// What the layout needs from the data; the engine asks, the app answers.
///
/// Only `numberOfRows(inSection:)` and `heightForRow(at:)` are required: a list has one section
/// and no headers or footers unless the source says otherwise. `ArrayDataSource` answers from
/// arrays of heights. The list holds its source weakly, as UITableView does (the object that owns a
/// list is usually its source): keep a reference to it, or batch updates and reloads throw
/// `ListError.dataSourceGone`.
///
/// Heights are in points; a negative or non-finite height counts as 0, and a negative count as none.
public protocol ListDataSource: AnyObject {
    /// The number of sections in the list; 1 unless implemented.
    func numberOfSections() -> Int
    /// The number of rows in `section`.
    func numberOfRows(inSection section: Int) -> Int
    /// The height of the row at `indexPath`, exact or estimated.
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight
    /// The height of the header of `section`; 0 (the default) means the section has no header.
    func heightForHeader(inSection section: Int) -> Double
    /// The height of the footer of `section`; 0 (the default) means the section has no footer.
    func heightForFooter(inSection section: Int) -> Double
    /// Appends the heights of `rows` (rows of `section`, in order) to `heights`: one call for a run of
    /// rows, so that building a layout asks once per leaf (about 112 rows) instead of once per row.
    ///
    /// Optional: the default asks `heightForRow(at:)` for each row. Implement it when the list is long
    /// and the heights are cheap to produce in bulk; it must append exactly `rows.count` heights, the
    /// same ones `heightForRow(at:)` gives.
    func appendHeights(ofRows rows: Range<Int>, inSection section: Int, to heights: inout ContiguousArray<RowHeight>)
    /// How the list lays out what it has not asked about yet; nil asks every count and height when the
    /// list is built. With estimates, building asks only for the number of sections (and every section's
    /// row count when `rowsPerSection` is nil), and the rest is asked as the list reveals it.
    ///
    /// Optional: the default is nil.
    var estimates: ListEstimates? { get }
}

extension ListDataSource {
    /// No estimates: every count and height is asked when the list is built.
    public var estimates: ListEstimates? { nil }
    /// One section.
    public func numberOfSections() -> Int { 1 }
    /// No header.
    public func heightForHeader(inSection section: Int) -> Double { 0 }
    /// No footer.
    public func heightForFooter(inSection section: Int) -> Double { 0 }

    /// Asks `heightForRow(at:)` for each row of `rows`, in order.
    /// - Complexity: O(`rows.count`) calls to `heightForRow(at:)`.
    public func appendHeights(ofRows rows: Range<Int>, inSection section: Int, to heights: inout ContiguousArray<RowHeight>) {
        for row in rows {
            heights.append(heightForRow(at: ListIndexPath(row: row, section: section)))
        }
    }
}
