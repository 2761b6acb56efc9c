/// What a run of items adds up to.
///
/// The summary of everything before an item is that item's position: its y (`height`), its item
/// index (`elements`), its global row index, its section (`sections - 1` for rows and footers,
/// `sections` for a header or a run of sections) and, for a row, its row within the section
/// (`trailingRows`). A run counts every row or section it stands for; unrevealed sections count
/// their estimated rows.
struct SumTreeSummary: Equatable {
    /// Sum of the heights.
    var height = 0.0
    /// Number of items (headers, rows, footers and runs): what edits index by.
    var elements = 0
    /// Number of rows.
    var rows = 0
    /// Number of headers; every section has exactly one, so this counts the sections begun.
    var sections = 0
    /// Rows after the last header of the run, or all its rows when it holds no header.
    var trailingRows = 0
    /// Items the data source has yet to be asked about (`SumTreeElementTag.isPending`).
    var pending = 0

    /// Extends the run by `next`, which follows it.
    ///
    /// Counts add without overflow checks: they are bounded by the number of elements, which fits in memory,
    /// and by runs of at most 2^32 rows or sections, whose product fits in 64 bits.
    mutating func append(_ next: SumTreeSummary) {
        height += next.height
        elements &+= next.elements
        rows &+= next.rows
        trailingRows = next.sections > 0 ? next.trailingRows : trailingRows &+ next.trailingRows
        sections &+= next.sections
        pending &+= next.pending
    }

    /// Extends the run by one item.
    @inline(__always)
    mutating func append(_ element: SumTreeElement) {
        if element.tag.isRun {
            append(run: element)
        } else {
            append(single: element.height, element.tag.kind)
        }
    }

    /// Extends the run by a run of rows or sections: kept out of line, so the hot loops stay small.
    @inline(never)
    mutating func append(run element: SumTreeElement) {
        elements &+= 1
        height += element.totalHeight
        if element.tag.isPending { pending &+= 1 }
        let count = element.run.count
        if element.tag.kind == .sections {
            sections &+= count
            rows &+= count &* element.run.rowsEach
            trailingRows = element.run.rowsEach
        } else {
            rows &+= count
            trailingRows &+= count
        }
    }

    /// Extends the run by one header, row or footer (not a run): the lookups' hot path.
    @inline(__always)
    mutating func append(single height: Double, _ kind: SumTreeElementKind) {
        self.height += height
        elements &+= 1
        switch kind {
        case .row:
            rows &+= 1
            trailingRows &+= 1
        case .header:
            sections &+= 1
            trailingRows = 0
        case .footer, .sections:
            break
        }
    }
}
