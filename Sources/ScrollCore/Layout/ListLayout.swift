/// Where every header, row and footer of a sectioned list sits, kept in a `SumTree` so that
/// lookups in both directions and edits of rows and sections all stay O(log n) at any length.
///
/// Content is, per section: its header (height 0 means none), its rows, its footer (0 means none).
/// y = 0 is the top of the content and grows downward; zero-height elements are never hit by a y lookup.
///
/// With the data source's `ListEstimates`, what it has not been asked about is held as runs (a count
/// and a height): sections not yet revealed, each laid out by the estimates, and rows not yet asked,
/// each of one height. Every lookup answers for runs as for the elements they stand for, so the
/// layout reads the same as a fully laid-out one with those heights; `reveal(from:to:keeping:from:)`
/// and `revealSection(_:keeping:from:)` ask the data source and split the runs.
///
/// A list's layout (`ListView.layout`) is read-only from outside ScrollCore: its rows and sections
/// change through the list's batch updates, which also move the bounds, the selection and the
/// animation. Editing a layout directly is SPI (`@_spi(LayoutEditing) import ScrollCore`), kept
/// for the package's own benchmarks and tests.
public final class ListLayout {
    /// Plain lists pin the current section's header (see `stickyHeader(visibleTop:)`); grouped lists scroll it away.
    public package(set) var style: ListStyle
    /// Internal so that tests can check the tree's invariants.
    private(set) var tree: SumTree
    /// How unrevealed sections and unasked rows are laid out: the data source's, nil when it answered everything up front.
    public private(set) var estimates: ListEstimates?
    /// The heights a reveal asks for (a reused buffer).
    var revealedHeights = ContiguousArray<RowHeight>()

    /// Creates an empty layout (no sections).
    public convenience init(style: ListStyle = .plain) {
        self.init(style: style, leafCapacity: SumTree.defaultLeafCapacity, innerCapacity: SumTree.defaultInnerCapacity)
    }

    /// Creates a layout filled from `dataSource`.
    /// - Complexity: O(n) for n elements asked about (see `reload(from:)`).
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
    /// Without estimates it asks for every count and height once, in content order; row heights come a
    /// leaf's worth at a time through `appendHeights(ofRows:inSection:to:)`. With estimates it asks for the
    /// number of sections and, unless `rowsPerSection` is given, each section's row count and header and
    /// footer heights; rows are runs.
    /// - Complexity: O(n) for n elements asked about: O(1) with `rowsPerSection`, O(sections) with other estimates.
    @_spi(LayoutEditing) public func reload(from dataSource: some ListDataSource) {
        // Generic code is not specialized for the app's data source, which lives in another module, so
        // this loop only asks, in runs of rows; the packing it feeds is concrete, hence specialized and fast.
        let (leafCapacity, innerCapacity) = (tree.leafCapacity, tree.innerCapacity)
        // Dropping the old content first halves the peak memory of reloading a huge list.
        tree = SumTree(leafCapacity: leafCapacity, innerCapacity: innerCapacity)
        estimates = dataSource.estimates
        let sectionCount = max(0, dataSource.numberOfSections())
        // The rows are counted in a first pass and asked for again in the second, rather than kept in an array of
        // one count per section: at 10,000,000 sections that array alone was 80 MB of peak memory.
        var elementCount = 0
        forEachSectionItem(sectionCount, dataSource) { item in
            if case .rows(let count, _) = item { elementCount += count } else { elementCount += 1 }
        }
        var leaves = SumTree.leafPacker(count: elementCount, leafCapacity: leafCapacity)
        var heights = ContiguousArray<RowHeight>()
        heights.reserveCapacity(leafCapacity)
        forEachSectionItem(sectionCount, dataSource) { item in
            guard case .rows(let rowCount, let section) = item else {
                if case .element(let element) = item { leaves.append(element) }
                return
            }
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
        }
        tree = SumTree(leaves: leaves.packed, leafCapacity: leafCapacity, innerCapacity: innerCapacity)
    }

    /// What a build lays down: an item, or rows whose heights it asks for one by one.
    private enum BuildItem {
        case element(SumTreeElement)
        case rows(count: Int, section: Int)
    }

    /// Calls `body` with what a build lays down for `sectionCount` sections, in content order: with
    /// `rowsPerSection` one run of sections, with other estimates each section with its rows as runs,
    /// without estimates each section with its rows to ask.
    private func forEachSectionItem(_ sectionCount: Int, _ dataSource: some ListDataSource, _ body: (BuildItem) -> Void) {
        if let estimates, estimates.rowsPerSection != nil {
            for element in Self.sectionRuns(sectionCount, estimates) { body(.element(element)) }
            return
        }
        for section in 0..<sectionCount {
            let rowCount = max(0, dataSource.numberOfRows(inSection: section))
            body(.element(SumTreeElement(.header, height: dataSource.heightForHeader(inSection: section))))
            if let estimates {
                for element in Self.rowRuns(rowCount, height: estimates.rowHeight) { body(.element(element)) }
            } else {
                body(.rows(count: rowCount, section: section))
            }
            body(.element(SumTreeElement(.footer, height: dataSource.heightForFooter(inSection: section))))
        }
    }

    /// `count` rows of `height` as run items of at most `SumTreeRun.maxCount` rows each.
    static func rowRuns(_ count: Int, height: RowHeight) -> LazyMapSequence<StrideTo<Int>, SumTreeElement> {
        stride(from: 0, to: count, by: SumTreeRun.maxCount).lazy.map { .rows(min(SumTreeRun.maxCount, count - $0), height: height) }
    }

    /// `count` unrevealed sections laid out by `estimates` as run items of at most `SumTreeRun.maxCount` sections each.
    static func sectionRuns(_ count: Int, _ estimates: ListEstimates) -> LazyMapSequence<StrideTo<Int>, SumTreeElement> {
        stride(from: 0, to: count, by: SumTreeRun.maxCount).lazy.map {
            .sections(min(SumTreeRun.maxCount, count - $0), rowsEach: estimates.rowsPerSection ?? 0, height: estimates.sectionHeight)
        }
    }

    // MARK: - Counts

    /// The number of sections.
    /// - Complexity: O(1).
    public var numberOfSections: Int { tree.total.sections }

    /// The number of rows in all sections: estimated for sections not yet revealed.
    /// - Complexity: O(1).
    public var numberOfRows: Int { tree.total.rows }

    /// The number of rows in `section` (estimated while it is not revealed); 0 for a section that does not exist.
    /// - Complexity: O(log n).
    public func numberOfRows(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections else { return 0 }
        return sectionExtent(section).rows
    }

    /// Whether a row exists at `indexPath` (as estimated, in a section not yet revealed); false (never a
    /// trap) for negative or out-of-range values.
    /// - Complexity: O(log n).
    public func contains(_ indexPath: ListIndexPath) -> Bool {
        rowHit(at: indexPath) != nil
    }

    /// Whether `section`, which must exist, has been asked about (its counts and heights are the data source's).
    /// - Complexity: O(log n).
    public func isRevealed(section: Int) -> Bool {
        headerHit(inSection: section).item.tag.kind != .sections
    }

    /// The height of all the content.
    /// - Complexity: O(1).
    public var contentHeight: Double { tree.total.height }

    // MARK: - Geometry

    /// The extent of the row at `indexPath`, which must exist.
    /// - Complexity: O(log n).
    public func rowSpan(at indexPath: ListIndexPath) -> ListSpan {
        requireRow(at: indexPath).span
    }

    /// The extent of the header of `section`, which must exist; height 0 (at the section's top) when it has no header.
    /// - Complexity: O(log n).
    public func headerSpan(inSection section: Int) -> ListSpan {
        headerHit(inSection: section).span
    }

    /// The extent of the footer of `section`, which must exist; height 0 (at the section's bottom) when it has no footer.
    /// - Complexity: O(log n).
    public func footerSpan(inSection section: Int) -> ListSpan {
        footerHit(inSection: section).span
    }

    /// The extent of `section`, which must exist: from its header's top to its footer's bottom, where the next section begins.
    /// - Complexity: O(log n).
    public func sectionSpan(inSection section: Int) -> ListSpan {
        let extent = sectionExtent(section)
        return ListSpan(y: extent.header.span.y, height: extent.end - extent.header.span.y)
    }

    /// The non-empty element whose span holds `y` (`span.y <= y < span.maxY`); nil outside `[0, contentHeight)`.
    /// - Complexity: O(log n).
    public func element(atY y: Double) -> PlacedElement? {
        guard y >= 0, y < contentHeight, let hit = tree.seek(SumTreeOffsetTarget(y: y)) else { return nil }
        return located(hit, atY: y).placed
    }

    /// The row whose span holds `y`; nil in a header or footer, or outside the content.
    /// - Complexity: O(log n).
    public func indexPathForRow(atY y: Double) -> ListIndexPath? {
        guard case .row(let indexPath) = element(atY: y)?.element else { return nil }
        return indexPath
    }

    /// Calls `body` for every non-empty element intersecting `[top, bottom)`, in content order; stops when `body` returns false.
    /// Rows and sections held as runs are reported one by one, as they are laid out.
    ///
    /// Does not allocate, so it can run every frame.
    /// - Complexity: O(log n + k) for k elements visited.
    public func forEachElement(from top: Double, to bottom: Double, _ body: (PlacedElement) -> Bool) {
        let top = max(top, 0)
        guard top < bottom else { return }
        tree.forEachElement(from: SumTreeOffsetTarget(y: top)) { prefix, item in
            guard prefix.height < bottom else { return false }
            guard item.tag.isRun else {
                return item.height == 0 || body(placed(item, after: prefix))
            }
            return forEachElement(inRun: item, after: prefix, from: top, to: bottom, body)
        }
    }

    // MARK: - Memory

    /// Bytes held by the layout: the tree's leaves and inner nodes with their buffers, as the allocator rounds them.
    /// - Complexity: O(n / 128): it walks the nodes (a leaf holds up to 128 items).
    public var memoryFootprint: Int { tree.memoryFootprint }
}
