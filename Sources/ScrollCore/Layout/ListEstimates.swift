/// What a list assumes about the part of its content the data source has not been asked about yet,
/// so that laying out a list costs what has been seen, not what exists (UITableView's
/// `estimatedRowHeight` and `estimatedSectionHeaderHeight`; GTK4's list keeps what it has not shown as
/// counts, Flutter's slivers estimate what they have not built).
///
/// Sections not yet needed are held as runs, each laid out as `headerHeight`, `rowsPerSection` rows of
/// `rowHeight` and `footerHeight`, until the list reveals one: then it asks for that section's row count
/// and header and footer heights. Rows not yet needed are held as runs of `rowHeight`; an estimated run
/// is asked for its rows' heights when they are revealed, an exact one is known as it is.
public struct ListEstimates: Sendable, Equatable {
    /// The least height an estimate can have, so that everything estimated takes room on screen and is
    /// revealed when it is reached.
    public static let minimumHeight = 1.0

    /// The height of a row not asked about yet (at least `minimumHeight`). `.exact` says that rows not asked
    /// about have that height (the snap scene's 62 pt rows), so they are never asked one by one.
    public var rowHeight: RowHeight
    /// The rows of a section not asked about yet (at least 1); nil asks every section's row count when the
    /// list is built, as UITableView does.
    public var rowsPerSection: Int?
    /// The height of a section's header before the section is asked about (at least 0).
    public var headerHeight: Double
    /// The height of a section's footer before the section is asked about (at least 0).
    public var footerHeight: Double

    /// Estimates with the heights clamped to their ranges (a non-finite value counts as the least).
    public init(rowHeight: RowHeight, rowsPerSection: Int? = nil, headerHeight: Double = 0, footerHeight: Double = 0) {
        func atLeast(_ least: Double, _ value: Double) -> Double { value.isFinite ? max(least, value) : least }
        self.rowHeight = rowHeight.value >= Self.minimumHeight && rowHeight.value.isFinite
            ? rowHeight : .estimated(atLeast(Self.minimumHeight, rowHeight.value))
        self.rowsPerSection = rowsPerSection.map { min(max(1, $0), SumTreeRun.maxCount) }
        self.headerHeight = atLeast(0, headerHeight)
        self.footerHeight = atLeast(0, footerHeight)
    }

    /// The height of a section laid out by these estimates; only meaningful with `rowsPerSection`.
    var sectionHeight: Double {
        headerHeight + Double(rowsPerSection ?? 0) * rowHeight.value + footerHeight
    }
}
