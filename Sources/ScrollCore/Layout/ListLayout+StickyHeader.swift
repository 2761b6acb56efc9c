/// UIKit's sticky section headers for the plain style.
extension ListLayout {
    /// The pinned header of the plain style: nil for grouped, or when no section with a non-zero header holds `visibleTop`.
    ///
    /// The section that holds `visibleTop` (the top edge of the visible area, in content coordinates)
    /// shows its header at max(natural header y, visibleTop), but never below
    /// `sectionSpan.maxY - headerHeight`, so the next section's arriving header pushes it up and off.
    /// - Complexity: O(log n).
    public func stickyHeader(visibleTop: Double) -> (section: Int, span: ListSpan)? {
        guard style == .plain, let section = element(atY: visibleTop)?.element.section else { return nil }
        let extent = sectionExtent(section)
        let header = extent.header.span
        guard header.height > 0 else { return nil }
        return (section, ListSpan(y: min(max(header.y, visibleTop), extent.end - header.height), height: header.height))
    }
}
