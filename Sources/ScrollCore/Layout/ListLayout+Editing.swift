/// Edits of rows and sections; each keeps every lookup O(log n).
extension ListLayout {
    /// Inserts a row before the row at `indexPath`; a row index equal to the section's row count appends.
    /// - Complexity: O(log n).
    public func insertRow(at indexPath: IndexPath, height: RowHeight) {
        precondition(indexPath.section >= 0 && indexPath.section < numberOfSections, "no section \(indexPath.section)")
        let end = summary(throughSection: indexPath.section)
        precondition(indexPath.row >= 0 && indexPath.row <= end.trailingRows, "row \(indexPath) out of range for insertion")
        // The section's rows end just before its footer, the last element through the section.
        let index = end.elements - 1 - (end.trailingRows - indexPath.row)
        tree.insert(CollectionOfOne(SumTreeElement(row: height)), at: index)
    }

    /// Removes the row at `indexPath`, which must exist; the section stays, even when left empty.
    /// - Complexity: O(log n).
    public func deleteRow(at indexPath: IndexPath) {
        let index = requireRow(at: indexPath).prefix.elements
        tree.remove(index..<index + 1)
    }

    /// Inserts a section before `section` (`numberOfSections` appends) with the given header, footer and rows.
    /// - Complexity: O(log n + k) for k rows.
    public func insertSection(
        at section: Int, headerHeight: Double, footerHeight: Double, rowHeights: some Collection<RowHeight>
    ) {
        precondition(section >= 0 && section <= numberOfSections, "section \(section) out of range for insertion")
        let index = section < numberOfSections ? headerHit(inSection: section).prefix.elements : tree.total.elements
        // Iterating an unknown collection type from another module is unspecialized and slow, so copy it in bulk first.
        let rowHeights = ContiguousArray(rowHeights)
        var elements = ContiguousArray<SumTreeElement>()
        elements.reserveCapacity(rowHeights.count + 2)
        elements.append(SumTreeElement(.header, height: headerHeight))
        for height in rowHeights {
            elements.append(SumTreeElement(row: height))
        }
        elements.append(SumTreeElement(.footer, height: footerHeight))
        tree.insert(elements, at: index)
    }

    /// Removes `section`, which must exist, with its header, rows and footer.
    /// - Complexity: O(log n × (1 + k / 64)) for k rows: the tree removes at least half a leaf per descent.
    public func deleteSection(at section: Int) {
        let start = headerHit(inSection: section).prefix.elements
        tree.remove(start..<summary(throughSection: section).elements)
    }

    /// Sets the height of the row at `indexPath`, which must exist; `.exact` records that it was measured.
    /// - Complexity: O(log n).
    public func setRowHeight(_ height: RowHeight, at indexPath: IndexPath) {
        tree.replace(at: requireRow(at: indexPath).prefix.elements, with: SumTreeElement(row: height))
    }

    /// Whether the height of the row at `indexPath`, which must exist, is still an estimate.
    /// - Complexity: O(log n).
    public func isHeightEstimated(at indexPath: IndexPath) -> Bool {
        requireRow(at: indexPath).element.tag.isEstimated
    }

    /// Sets the header height of `section`, which must exist; 0 removes the header.
    /// - Complexity: O(log n).
    public func setHeaderHeight(_ height: Double, inSection section: Int) {
        tree.replace(at: headerHit(inSection: section).prefix.elements, with: SumTreeElement(.header, height: height))
    }

    /// Sets the footer height of `section`, which must exist; 0 removes the footer.
    /// - Complexity: O(log n).
    public func setFooterHeight(_ height: Double, inSection section: Int) {
        tree.replace(at: footerHit(inSection: section).prefix.elements, with: SumTreeElement(.footer, height: height))
    }
}
