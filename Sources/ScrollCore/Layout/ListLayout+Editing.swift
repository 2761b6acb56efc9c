/// Edits of rows and sections; each keeps every lookup O(log n). Rows are edited in revealed sections;
/// a row inside a run is split out of it.
extension ListLayout {
    /// Inserts a row before the row at `indexPath`; a row index equal to the section's row count appends.
    /// The section must be revealed.
    /// - Complexity: O(log n).
    @_spi(LayoutEditing) public func insertRow(at indexPath: ListIndexPath, height: RowHeight) {
        precondition(indexPath.section >= 0 && indexPath.section < numberOfSections, "no section \(indexPath.section)")
        let extent = sectionExtent(indexPath.section)
        guard let footer = extent.lastIndex else { preconditionFailure("section \(indexPath.section) is not revealed") }
        precondition(indexPath.row >= 0 && indexPath.row <= extent.rows, "row \(indexPath) out of range for insertion")
        let row = SumTreeElement(row: height)
        guard indexPath.row < extent.rows else {
            tree.insert(CollectionOfOne(row), at: footer)
            return
        }
        let hit = requireRow(at: indexPath)
        if hit.offset == 0 {
            tree.insert(CollectionOfOne(row), at: hit.index)
        } else {
            tree.replace(at: hit.index, with: [hit.item.resized(to: hit.offset), row,
                                               hit.item.resized(to: hit.item.run.count - hit.offset)])
        }
    }

    /// Removes the row at `indexPath`, which must exist in a revealed section; the section stays, even when left empty.
    /// - Complexity: O(log n).
    @_spi(LayoutEditing) public func deleteRow(at indexPath: ListIndexPath) {
        let hit = revealedRow(at: indexPath)
        if hit.item.run.count > 1 {
            tree.replace(at: hit.index, with: hit.item.resized(to: hit.item.run.count - 1))
        } else {
            tree.remove(hit.index..<hit.index + 1)
        }
    }

    /// Inserts a section before `section` (`numberOfSections` appends) with the given header, footer and rows.
    /// - Complexity: O(log n + k) for k rows.
    package func insertSection(
        at section: Int, headerHeight: Double, footerHeight: Double, rowHeights: some Collection<RowHeight>
    ) {
        precondition(section >= 0 && section <= numberOfSections, "section \(section) out of range for insertion")
        var index = tree.total.elements
        if section < numberOfSections {
            let header = headerHit(inSection: section)
            index = header.index
            if header.offset > 0 {
                // Inside a run of sections: the run is cut where the new section goes.
                tree.replace(at: index, with: [header.item.resized(to: header.offset),
                                               header.item.resized(to: header.item.run.count - header.offset)])
                index += 1
            }
        }
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

    /// Removes `section`, which must exist, with its header, rows and footer (or its place in a run of sections).
    /// - Complexity: O(log n × (1 + k / 64)) for k items: the tree removes at least half a leaf per descent.
    package func deleteSection(at section: Int) {
        let extent = sectionExtent(section)
        let header = extent.header
        if let last = extent.lastIndex {
            tree.remove(header.index..<last + 1)
        } else if header.item.run.count > 1 {
            tree.replace(at: header.index, with: header.item.resized(to: header.item.run.count - 1))
        } else {
            tree.remove(header.index..<header.index + 1)
        }
    }

    /// Sets the height of the row at `indexPath`, which must exist in a revealed section; `.exact` records that
    /// it was measured. A row inside a run is split out of it.
    /// - Complexity: O(log n).
    package func setRowHeight(_ height: RowHeight, at indexPath: ListIndexPath) {
        let hit = revealedRow(at: indexPath)
        let row = SumTreeElement(row: height)
        guard hit.item.tag.isRun else {
            tree.replace(at: hit.index, with: row)
            return
        }
        var pieces: [SumTreeElement] = []
        if hit.offset > 0 { pieces.append(hit.item.resized(to: hit.offset)) }
        pieces.append(row)
        if hit.offset + 1 < hit.item.run.count { pieces.append(hit.item.resized(to: hit.item.run.count - hit.offset - 1)) }
        tree.replace(at: hit.index, with: pieces)
    }

    /// Whether the height of the row at `indexPath`, which must exist, is still an estimate.
    /// - Complexity: O(log n).
    public func isHeightEstimated(at indexPath: ListIndexPath) -> Bool {
        requireRow(at: indexPath).item.tag.isEstimated
    }

    /// Sets the header height of `section`, which must exist and be revealed; 0 removes the header.
    /// - Complexity: O(log n).
    package func setHeaderHeight(_ height: Double, inSection section: Int) {
        let header = headerHit(inSection: section)
        precondition(header.item.tag.kind == .header, "section \(section) is not revealed")
        tree.replace(at: header.index, with: SumTreeElement(.header, height: height))
    }

    /// Sets the footer height of `section`, which must exist and be revealed; 0 removes the footer.
    /// - Complexity: O(log n).
    package func setFooterHeight(_ height: Double, inSection section: Int) {
        let footer = footerHit(inSection: section)
        precondition(footer.item.tag.kind == .footer, "section \(section) is not revealed")
        tree.replace(at: footer.index, with: SumTreeElement(.footer, height: height))
    }

    /// The row at `indexPath`, which must exist in a revealed section.
    private func revealedRow(at indexPath: ListIndexPath) -> Hit {
        let hit = requireRow(at: indexPath)
        precondition(hit.item.tag.kind == .row, "section \(indexPath.section) is not revealed")
        return hit
    }
}
