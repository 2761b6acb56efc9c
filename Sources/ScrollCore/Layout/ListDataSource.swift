/// What the layout needs from the data; the engine asks, the app answers.
///
/// Heights are in points; a negative or non-finite height counts as 0, and a negative count as none.
public protocol ListDataSource: AnyObject {
    /// The number of sections in the list.
    func numberOfSections() -> Int
    /// The number of rows in `section`.
    func numberOfRows(inSection section: Int) -> Int
    /// The height of the row at `indexPath`, exact or estimated.
    func heightForRow(at indexPath: IndexPath) -> RowHeight
    /// The height of the header of `section`; 0 means the section has no header.
    func heightForHeader(inSection section: Int) -> Double
    /// The height of the footer of `section`; 0 means the section has no footer.
    func heightForFooter(inSection section: Int) -> Double
}
