/// Asking the data source for what the layout still estimates, as the list reaches it.
extension ListLayout {
    /// Whether some sections or rows are still held as runs the data source has not been asked about.
    /// - Complexity: O(1).
    public var hasUnrevealedContent: Bool { tree.total.pending > 0 }

    /// Asks `dataSource` about every section and row in `[top, bottom)` that the layout still estimates and
    /// lays them out as it answers: a section's row count and its header and footer heights, then the
    /// heights of its rows that lie in the range (a run of rows of one exact height is known as it is).
    ///
    /// What starts above `anchor` grows or shrinks upward: the range keeps its place relative to the anchor's
    /// content, so it moves with it, and the return value says by how much the content above `anchor` grew
    /// (negative: shrank) — the distance to scroll by to keep what is at the anchor still; nil when
    /// nothing in the range was estimated.
    /// - Complexity: O((s + k) log n) for s sections and k rows revealed; O(1) when nothing is estimated.
    @discardableResult
    @_spi(LayoutEditing) public func reveal(from top: Double, to bottom: Double, keeping anchor: Double, from dataSource: some ListDataSource) -> Double? {
        var shift: Double?
        var y = max(0, top)
        while tree.total.pending > 0, y < bottom + (shift ?? 0), let pending = firstPending(from: y),
              pending.prefix.height < bottom + (shift ?? 0) {
            let offset = Self.runIndex(holding: y, from: pending.prefix.height, each: pending.element.height,
                                       count: pending.element.run.count)
            if pending.element.tag.kind == .sections {
                // Its rows, a run, are revealed by the next round from the same place.
                let grown = revealSection(offset, of: pending, keeping: anchor + (shift ?? 0), from: dataSource)
                shift = (shift ?? 0) + grown
                y += grown
            } else {
                let (grown, end) = revealRows(from: offset, of: pending, to: bottom + (shift ?? 0),
                                              keeping: anchor + (shift ?? 0), from: dataSource)
                shift = (shift ?? 0) + grown
                y = max(y + grown, end)
            }
        }
        return shift
    }

    /// Asks `dataSource` about `section` (an existing one) if the layout still estimates it: its row count and
    /// its header and footer heights; its rows stay a run. Returns by how much the content above `anchor` grew
    /// (the section grows downward from its top), nil when the section was already revealed.
    /// - Complexity: O(log n).
    @discardableResult
    package func revealSection(_ section: Int, keeping anchor: Double, from dataSource: some ListDataSource) -> Double? {
        let header = headerHit(inSection: section)
        guard header.item.tag.kind == .sections else { return nil }
        return revealSection(header.offset, of: SumTreeHit(prefix: header.prefix, element: header.item), keeping: anchor,
                             from: dataSource)
    }

    /// The first item from the one holding `y` on that the data source has yet to be asked about.
    private func firstPending(from y: Double) -> SumTreeHit? {
        guard let here = tree.seek(SumTreeOffsetTarget(y: y)) else { return nil }
        if here.element.tag.isPending { return here }
        guard here.prefix.pending < tree.total.pending else { return nil }
        return tree.seek(SumTreePendingTarget(skipping: here.prefix.pending))
    }

    /// Reveals section `offset` of the run of sections `hit.element`.
    private func revealSection(_ offset: Int, of hit: SumTreeHit, keeping anchor: Double,
                               from dataSource: some ListDataSource) -> Double {
        guard let estimates else { preconditionFailure("a run of sections in a layout without estimates") }
        let item = hit.element
        let estimated = estimatedSection(offset, of: item, after: hit.prefix)
        let section = estimated.section
        var pieces = ContiguousArray<SumTreeElement>()
        if offset > 0 { pieces.append(item.resized(to: offset)) }
        let first = pieces.count
        pieces.append(SumTreeElement(.header, height: dataSource.heightForHeader(inSection: section)))
        pieces.append(contentsOf: Self.rowRuns(max(0, dataSource.numberOfRows(inSection: section)), height: estimates.rowHeight))
        pieces.append(SumTreeElement(.footer, height: dataSource.heightForFooter(inSection: section)))
        let height = pieces[first...].reduce(0) { $0 + $1.totalHeight }
        if offset + 1 < item.run.count { pieces.append(item.resized(to: item.run.count - offset - 1)) }
        tree.replace(at: hit.prefix.elements, with: pieces)
        return estimated.top < anchor ? height - item.height : 0
    }

    /// Asks for the heights of the rows of the run `hit.element` from row `offset` to the one that holds `bottom`,
    /// splitting them out of it; returns by how much the content above `anchor` grew and where they now end.
    private func revealRows(from offset: Int, of hit: SumTreeHit, to bottom: Double, keeping anchor: Double,
                            from dataSource: some ListDataSource) -> (grown: Double, end: Double) {
        let (prefix, item) = (hit.prefix, hit.element)
        let count = item.run.count
        let last = Self.runIndex(holding: bottom, from: prefix.height, each: item.height, count: count)
        let end = max(offset + 1, prefix.height + Double(last) * item.height < bottom ? last + 1 : last)
        let firstRow = prefix.trailingRows + offset
        revealedHeights.removeAll(keepingCapacity: true)
        dataSource.appendHeights(ofRows: firstRow..<prefix.trailingRows + end, inSection: prefix.sections - 1,
                                 to: &revealedHeights)
        precondition(revealedHeights.count == end - offset,
                     "appendHeights gave \(revealedHeights.count) heights for \(end - offset) rows of section \(prefix.sections - 1)")
        var pieces = ContiguousArray<SumTreeElement>()
        pieces.reserveCapacity(revealedHeights.count + 2)
        if offset > 0 { pieces.append(item.resized(to: offset)) }
        var (y, grown) = (prefix.height + Double(offset) * item.height, 0.0)
        for height in revealedHeights {
            let row = SumTreeElement(row: height)
            pieces.append(row)
            if y < anchor + grown { grown += row.height - item.height }
            y += row.height
        }
        if end < count { pieces.append(item.resized(to: count - end)) }
        tree.replace(at: prefix.elements, with: pieces)
        return (grown, y)
    }
}
