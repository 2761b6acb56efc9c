/// Where every header, row and footer of a sectioned list sits, kept in a `SumTree` so that
/// lookups in both directions and edits of rows and sections all stay O(log n) at 10^7 rows.
///
/// Content is, per section: its header (height 0 means none), its rows, its footer (0 means none).
/// y = 0 is the top of the content and grows downward; zero-height elements are never hit by a y lookup.
public final class ListLayout {
    /// Plain lists pin the current section's header (see `stickyHeader(visibleTop:)`); grouped lists scroll it away.
    public var style: ListStyle
    /// Internal so that tests can check the tree's invariants.
    private(set) var tree: SumTree

    /// Creates an empty layout (no sections).
    public convenience init(style: ListStyle = .plain) {
        self.init(style: style, leafCapacity: SumTree.defaultLeafCapacity, innerCapacity: SumTree.defaultInnerCapacity)
    }

    /// Creates a layout filled from `dataSource`.
    /// - Complexity: O(n) for n elements.
    public convenience init(style: ListStyle, dataSource: some ListDataSource) {
        self.init(style: style)
        reload(from: dataSource)
    }

    /// Creates an empty layout with the tree's node capacities; small ones let tests reach deep trees with few rows.
    init(style: ListStyle, leafCapacity: Int, innerCapacity: Int) {
        self.style = style
        tree = SumTree(leafCapacity: leafCapacity, innerCapacity: innerCapacity)
    }

    /// Replaces the whole content with the data source's, bulk-building the tree (not n inserts).
    ///
    /// Asks for every count and height once, in content order; row heights come a leaf's worth at a
    /// time through `appendHeights(ofRows:inSection:to:)`.
    /// - Complexity: O(n) for n elements, and O(n / 112) calls for the heights of the rows.
    public func reload(from dataSource: some ListDataSource) {
        // Generic code is not specialized for the app's data source, which lives in another module, so
        // this loop only asks, in runs of rows; the packing it feeds is concrete, hence specialized and fast.
        let (leafCapacity, innerCapacity) = (tree.leafCapacity, tree.innerCapacity)
        // Dropping the old content first halves the peak memory of reloading a huge list.
        tree = SumTree(leafCapacity: leafCapacity, innerCapacity: innerCapacity)
        let sectionCount = max(0, dataSource.numberOfSections())
        // The rows are counted in a first pass and asked for again in the second, rather than kept in an array of
        // one count per section: at 10,000,000 sections that array alone was 80 MB of peak memory.
        var elementCount = 2 * sectionCount
        for section in 0..<sectionCount {
            elementCount += max(0, dataSource.numberOfRows(inSection: section))
        }
        var leaves = SumTree.leafPacker(count: elementCount, leafCapacity: leafCapacity)
        var heights = ContiguousArray<RowHeight>()
        heights.reserveCapacity(leafCapacity)
        for section in 0..<sectionCount {
            let rowCount = max(0, dataSource.numberOfRows(inSection: section))
            leaves.append(SumTreeElement(.header, height: dataSource.heightForHeader(inSection: section)))
            var row = 0
            while row < rowCount {
                let rows = row..<min(rowCount, row + leaves.room())
                heights.removeAll(keepingCapacity: true)
                dataSource.appendHeights(ofRows: rows, inSection: section, to: &heights)
                precondition(heights.count == rows.count,
                             "appendHeights gave \(heights.count) heights for \(rows.count) rows of section \(section)")
                for height in heights {
                    leaves.append(SumTreeElement(row: height))
                }
                row = rows.upperBound
            }
            leaves.append(SumTreeElement(.footer, height: dataSource.heightForFooter(inSection: section)))
        }
        tree = SumTree(leaves: leaves.packed, leafCapacity: leafCapacity, innerCapacity: innerCapacity)
    }

    // MARK: - Counts

    /// The number of sections.
    /// - Complexity: O(1).
    public var numberOfSections: Int { tree.total.sections }

    /// The number of rows in all sections.
    /// - Complexity: O(1).
    public var numberOfRows: Int { tree.total.rows }

    /// The number of rows in `section`; 0 for a section that does not exist.
    /// - Complexity: O(log n).
    public func numberOfRows(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections else { return 0 }
        return summary(throughSection: section).trailingRows
    }

    /// Whether a row exists at `indexPath`; false (never a trap) for negative or out-of-range values.
    /// - Complexity: O(log n).
    public func contains(_ indexPath: IndexPath) -> Bool {
        rowHit(at: indexPath) != nil
    }

    /// The height of all the content.
    /// - Complexity: O(1).
    public var contentHeight: Double { tree.total.height }

    // MARK: - Geometry

    /// The extent of the row at `indexPath`, which must exist.
    /// - Complexity: O(log n).
    public func rowSpan(at indexPath: IndexPath) -> Span {
        span(of: requireRow(at: indexPath))
    }

    /// The extent of the header of `section`, which must exist; height 0 (at the section's top) when it has no header.
    /// - Complexity: O(log n).
    public func headerSpan(inSection section: Int) -> Span {
        span(of: headerHit(inSection: section))
    }

    /// The extent of the footer of `section`, which must exist; height 0 (at the section's bottom) when it has no footer.
    /// - Complexity: O(log n).
    public func footerSpan(inSection section: Int) -> Span {
        span(of: footerHit(inSection: section))
    }

    /// The extent of `section`, which must exist: from its header's top to its footer's bottom, where the next section begins.
    /// - Complexity: O(log n).
    public func sectionSpan(inSection section: Int) -> Span {
        let top = headerHit(inSection: section).prefix.height
        return Span(y: top, height: summary(throughSection: section).height - top)
    }

    /// The non-empty element whose span holds `y` (`span.y <= y < span.maxY`); nil outside `[0, contentHeight)`.
    /// - Complexity: O(log n).
    public func element(atY y: Double) -> PlacedElement? {
        guard y >= 0, y < contentHeight, let hit = tree.seek(SumTreeOffsetTarget(y: y)) else { return nil }
        return placed(hit.element, after: hit.prefix)
    }

    /// The row whose span holds `y`; nil in a header or footer, or outside the content.
    /// - Complexity: O(log n).
    public func indexPathForRow(atY y: Double) -> IndexPath? {
        guard case .row(let indexPath) = element(atY: y)?.element else { return nil }
        return indexPath
    }

    /// Calls `body` for every non-empty element intersecting `[top, bottom)`, in content order; stops when `body` returns false.
    ///
    /// Does not allocate, so it can run every frame.
    /// - Complexity: O(log n + k) for k elements visited.
    public func forEachElement(from top: Double, to bottom: Double, _ body: (PlacedElement) -> Bool) {
        guard top < bottom, bottom > 0, let first = tree.seek(SumTreeOffsetTarget(y: max(top, 0))) else { return }
        tree.forEachElement(from: first.prefix.elements) { prefix, element in
            guard prefix.height < bottom else { return false }
            return element.height == 0 || body(placed(element, after: prefix))
        }
    }

    // MARK: - Memory

    /// Bytes held by the layout: the tree's leaves and inner nodes with their buffers, as the allocator rounds them.
    /// - Complexity: O(n / 128): it walks the nodes (a leaf holds up to 128 elements).
    public var memoryFootprint: Int { tree.memoryFootprint }

    // MARK: - Finding elements

    /// The row at `indexPath`, or nil when there is none.
    func rowHit(at indexPath: IndexPath) -> SumTreeHit? {
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
              let hit = tree.seek(SumTreeRowTarget(indexPath: indexPath)), hit.element.tag.kind == .row
        else { return nil }
        return hit
    }

    /// The row at `indexPath`, which must exist.
    func requireRow(at indexPath: IndexPath) -> SumTreeHit {
        guard let hit = rowHit(at: indexPath) else { preconditionFailure("no row at \(indexPath)") }
        return hit
    }

    /// The header of `section`, which must exist (a zero-height one when the section shows none).
    func headerHit(inSection section: Int) -> SumTreeHit {
        guard section >= 0, section < numberOfSections, let hit = tree.seek(SumTreeHeaderTarget(section: section))
        else { preconditionFailure("no section \(section)") }
        return hit
    }

    /// The footer of `section`, which must exist (a zero-height one when the section shows none).
    func footerHit(inSection section: Int) -> SumTreeHit {
        guard section >= 0, section < numberOfSections,
              let hit = tree.seek(SumTreeIndexTarget(index: summary(throughSection: section).elements - 1))
        else { preconditionFailure("no section \(section)") }
        return hit
    }

    /// The summary of the content up to the end of `section` (an existing one), footer included.
    ///
    /// Its `height` is where the next section begins, its `trailingRows` the section's row count, and the
    /// section's rows sit just before its last element, the footer.
    func summary(throughSection section: Int) -> SumTreeSummary {
        section + 1 < numberOfSections ? headerHit(inSection: section + 1).prefix : tree.total
    }

    private func span(of hit: SumTreeHit) -> Span {
        Span(y: hit.prefix.height, height: hit.element.height)
    }

    private func placed(_ element: SumTreeElement, after prefix: SumTreeSummary) -> PlacedElement {
        let span = Span(y: prefix.height, height: element.height)
        switch element.tag.kind {
        case .header:
            return PlacedElement(element: .header(section: prefix.sections), span: span)
        case .row:
            return PlacedElement(element: .row(IndexPath(row: prefix.trailingRows, section: prefix.sections - 1)), span: span)
        case .footer:
            return PlacedElement(element: .footer(section: prefix.sections - 1), span: span)
        }
    }
}
