/// Finding elements, single or inside runs: a run's rows and sections are placed one after another
/// from the run's top, so they read as the elements they stand for.
extension ListLayout {
    /// An element found in the tree: the item that holds it and, inside a run, which of its rows or sections it is.
    struct Hit {
        /// The summary of everything before the item: its position (`prefix.elements` is its index for edits).
        var prefix: SumTreeSummary
        var item: SumTreeElement
        /// Which row of a run of rows, or which section of a run of sections; 0 for a single element.
        var offset: Int
        var placed: PlacedElement

        var span: ListSpan { placed.span }
        var index: Int { prefix.elements }
    }

    /// The layout of one section of a run of unrevealed sections, by the estimates.
    struct EstimatedSection {
        var section: Int
        var top: Double
        var header: Double
        var rows: Int
        var rowHeight: Double
        var footer: Double

        var rowsTop: Double { top + header }
        var footerSpan: ListSpan { ListSpan(y: rowsTop + Double(rows) * rowHeight, height: footer) }

        func rowSpan(_ row: Int) -> ListSpan { ListSpan(y: rowsTop + Double(row) * rowHeight, height: rowHeight) }

        func row(_ row: Int) -> PlacedElement {
            PlacedElement(element: .row(ListIndexPath(row: row, section: section)), span: rowSpan(row))
        }

        var headerElement: PlacedElement { PlacedElement(element: .header(section: section), span: ListSpan(y: top, height: header)) }
        var footerElement: PlacedElement { PlacedElement(element: .footer(section: section), span: footerSpan) }

        /// The non-empty element holding `y`, which lies in the section.
        func element(atY y: Double) -> PlacedElement {
            if header > 0, y < rowsTop { return headerElement }
            if footer > 0, y >= footerSpan.y { return footerElement }
            if rows > 0, rowHeight > 0 { return row(ListLayout.runIndex(holding: y, from: rowsTop, each: rowHeight, count: rows)) }
            // Rounding put y in an empty part; a section laid out by estimates is never empty.
            return header > 0 ? headerElement : footerElement
        }

        /// Calls `body` for its non-empty elements intersecting `[top, bottom)`; false once one starts at
        /// `bottom` or below, or `body` says stop.
        func forEachElement(from top: Double, to bottom: Double, _ body: (PlacedElement) -> Bool) -> Bool {
            if header > 0, self.top + header > top {
                guard self.top < bottom, body(headerElement) else { return false }
            }
            if rowHeight > 0 {
                var row = rowsTop < top ? ListLayout.runIndex(holding: top, from: rowsTop, each: rowHeight, count: rows) : 0
                while row < rows {
                    let placed = self.row(row)
                    if placed.span.maxY > top {
                        guard placed.span.y < bottom, body(placed) else { return false }
                    }
                    row += 1
                }
            }
            if footer > 0, footerSpan.maxY > top {
                guard footerSpan.y < bottom, body(footerElement) else { return false }
            }
            return true
        }
    }

    /// The index of the member of a run (members `each` tall from `start`) whose extent holds `y`, clamped to the run.
    static func runIndex(holding y: Double, from start: Double, each height: Double, count: Int) -> Int {
        guard height > 0, count > 1, y > start else { return 0 }
        let guess = ((y - start) / height).rounded(.down)
        var index = guess < Double(count) ? Int(guess) : count - 1
        // The division may round across a boundary; the products are what positions are made of.
        while index > 0, start + Double(index) * height > y { index -= 1 }
        while index + 1 < count, start + Double(index + 1) * height <= y { index += 1 }
        return index
    }

    /// Section `offset` of the run of sections `item` that starts after `prefix`.
    func estimatedSection(_ offset: Int, of item: SumTreeElement, after prefix: SumTreeSummary) -> EstimatedSection {
        guard let estimates else { preconditionFailure("a run of sections in a layout without estimates") }
        return EstimatedSection(section: prefix.sections + offset, top: prefix.height + Double(offset) * item.height,
                                header: estimates.headerHeight, rows: item.run.rowsEach,
                                rowHeight: estimates.rowHeight.value, footer: estimates.footerHeight)
    }

    /// The element holding `y` inside the item `hit` found by an offset descent.
    func located(_ hit: SumTreeHit, atY y: Double) -> Hit {
        let (prefix, item) = (hit.prefix, hit.element)
        guard item.tag.isRun else { return Hit(prefix: prefix, item: item, offset: 0, placed: placed(item, after: prefix)) }
        let offset = Self.runIndex(holding: y, from: prefix.height, each: item.height, count: item.run.count)
        if item.tag.kind == .sections {
            let section = estimatedSection(offset, of: item, after: prefix)
            return Hit(prefix: prefix, item: item, offset: offset, placed: section.element(atY: y))
        }
        return Hit(prefix: prefix, item: item, offset: offset, placed: rowInRun(offset, of: item, after: prefix))
    }

    /// Row `offset` of the run of rows `item` that starts after `prefix`.
    func rowInRun(_ offset: Int, of item: SumTreeElement, after prefix: SumTreeSummary) -> PlacedElement {
        PlacedElement(element: .row(ListIndexPath(row: prefix.trailingRows + offset, section: prefix.sections - 1)),
                      span: ListSpan(y: prefix.height + Double(offset) * item.height, height: item.height))
    }

    /// A single header, row or footer placed after `prefix`.
    func placed(_ element: SumTreeElement, after prefix: SumTreeSummary) -> PlacedElement {
        let span = ListSpan(y: prefix.height, height: element.height)
        switch element.tag.kind {
        case .header:
            return PlacedElement(element: .header(section: prefix.sections), span: span)
        case .row:
            return PlacedElement(element: .row(ListIndexPath(row: prefix.trailingRows, section: prefix.sections - 1)), span: span)
        case .footer, .sections:
            return PlacedElement(element: .footer(section: prefix.sections - 1), span: span)
        }
    }

    /// Calls `body` for the rows or sections' elements of a run that intersect `[top, bottom)`.
    func forEachElement(inRun item: SumTreeElement, after prefix: SumTreeSummary, from top: Double, to bottom: Double,
                        _ body: (PlacedElement) -> Bool) -> Bool {
        guard item.height > 0 else { return true }
        var offset = prefix.height < top ? Self.runIndex(holding: top, from: prefix.height, each: item.height, count: item.run.count) : 0
        while offset < item.run.count {
            if item.tag.kind == .sections {
                let section = estimatedSection(offset, of: item, after: prefix)
                guard section.top < bottom, section.forEachElement(from: top, to: bottom, body) else { return false }
            } else {
                let row = rowInRun(offset, of: item, after: prefix)
                guard row.span.y < bottom, body(row) else { return false }
            }
            offset += 1
        }
        return true
    }

    // MARK: - By index path

    /// The row at `indexPath`, or nil when there is none.
    func rowHit(at indexPath: ListIndexPath) -> Hit? {
        guard indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.row >= 0,
              let hit = tree.seek(SumTreeRowTarget(indexPath: indexPath))
        else { return nil }
        let (prefix, item) = (hit.prefix, hit.element)
        switch item.tag.kind {
        case .row where prefix.sections - 1 == indexPath.section:
            let offset = indexPath.row - prefix.trailingRows
            return Hit(prefix: prefix, item: item, offset: offset, placed: rowInRun(offset, of: item, after: prefix))
        case .sections:
            let offset = indexPath.section - prefix.sections
            guard offset >= 0, offset < item.run.count, indexPath.row < item.run.rowsEach else { return nil }
            let section = estimatedSection(offset, of: item, after: prefix)
            return Hit(prefix: prefix, item: item, offset: offset, placed: section.row(indexPath.row))
        default:
            return nil
        }
    }

    /// The row at `indexPath`, which must exist.
    func requireRow(at indexPath: ListIndexPath) -> Hit {
        guard let hit = rowHit(at: indexPath) else { preconditionFailure("no row at \(indexPath)") }
        return hit
    }

    /// The header of `section`, which must exist (a zero-height one when the section shows none).
    func headerHit(inSection section: Int) -> Hit {
        guard section >= 0, section < numberOfSections, let hit = tree.seek(SumTreeHeaderTarget(section: section))
        else { preconditionFailure("no section \(section)") }
        let (prefix, item) = (hit.prefix, hit.element)
        guard item.tag.kind == .sections else { return Hit(prefix: prefix, item: item, offset: 0, placed: placed(item, after: prefix)) }
        let offset = section - prefix.sections
        return Hit(prefix: prefix, item: item, offset: offset, placed: estimatedSection(offset, of: item, after: prefix).headerElement)
    }

    /// Where `section` (an existing one) begins and ends, and its rows: the data source's when it is
    /// revealed (then `lastIndex` is the item index of its footer), the estimates' otherwise.
    func sectionExtent(_ section: Int) -> (header: Hit, end: Double, rows: Int, lastIndex: Int?) {
        let header = headerHit(inSection: section)
        if header.item.tag.kind == .sections {
            return (header, header.prefix.height + Double(header.offset + 1) * header.item.height, header.item.run.rowsEach, nil)
        }
        // A revealed section is followed by the next one's header, or by a run of sections that starts with the next one.
        let next = section + 1 < numberOfSections ? tree.seek(SumTreeHeaderTarget(section: section + 1))?.prefix : tree.total
        guard let next else { preconditionFailure("no section after \(section)") }
        return (header, next.height, next.trailingRows, next.elements - 1)
    }

    /// The footer of `section`, which must exist (a zero-height one when the section shows none).
    func footerHit(inSection section: Int) -> Hit {
        let extent = sectionExtent(section)
        guard let lastIndex = extent.lastIndex else {
            let header = extent.header
            let placed = estimatedSection(header.offset, of: header.item, after: header.prefix).footerElement
            return Hit(prefix: header.prefix, item: header.item, offset: header.offset, placed: placed)
        }
        guard let hit = tree.seek(SumTreeIndexTarget(index: lastIndex)) else { preconditionFailure("no footer of section \(section)") }
        return Hit(prefix: hit.prefix, item: hit.element, offset: 0, placed: placed(hit.element, after: hit.prefix))
    }
}
