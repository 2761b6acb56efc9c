/// What a run of elements adds up to.
///
/// The summary of everything before an element is that element's position: its y (`height`),
/// its element index, its global row index, its section (`sections - 1` for rows and footers,
/// `sections` for a header) and, for a row, its row within the section (`trailingRows`).
struct SumTreeSummary: Equatable {
    /// Sum of the heights.
    var height = 0.0
    /// Number of elements (headers, rows and footers).
    var elements = 0
    /// Number of rows.
    var rows = 0
    /// Number of headers; every section has exactly one, so this counts the sections begun.
    var sections = 0
    /// Rows after the last header of the run, or all its rows when it holds no header.
    var trailingRows = 0

    /// Extends the run by `next`, which follows it.
    ///
    /// Counts add without overflow checks: they are bounded by the number of elements, which fits in memory.
    mutating func append(_ next: SumTreeSummary) {
        height += next.height
        elements &+= next.elements
        rows &+= next.rows
        trailingRows = next.sections > 0 ? next.trailingRows : trailingRows &+ next.trailingRows
        sections &+= next.sections
    }

    /// Extends the run by one element.
    mutating func append(_ element: SumTreeElement) {
        height += element.height
        elements &+= 1
        switch element.tag.kind {
        case .row:
            rows &+= 1
            trailingRows &+= 1
        case .header:
            sections &+= 1
            trailingRows = 0
        case .footer:
            break
        }
    }
}
