extension ListView {
    /// Makes `indexPath` the current row (nil: none, the focus ring hides); an index path that does
    /// not exist is an error. It does not scroll.
    public func setCurrentRow(_ indexPath: ListIndexPath?) throws(ListError) {
        if let indexPath { revealSection(indexPath.section) }
        if let indexPath, !layout.contains(indexPath) { throw .noSuchRow(indexPath) }
        currentRow = indexPath
    }

    /// Moves the current row by a key (Qt ListView's key navigation, GTK's list focus) and scrolls
    /// it into view with the least movement (UITableView's `.none`), animated. Every decision is
    /// made against where the list is heading, so keys pressed during the scroll accumulate.
    ///
    /// - lineUp / lineDown: the previous / next row (across sections). With no current row, or one
    ///   off screen (the user scrolled away), the first press puts it on the first (Down) or last
    ///   (Up) fully visible row instead.
    /// - pageUp / pageDown: the first / last fully visible row (as a list box does); from there, a
    ///   page on: the farthest row within a visible height, the old row then at the other edge.
    /// - home / end: the first / last row, scrolling to the content's edge.
    ///
    /// Nothing moves while a drag or a held scroll-bar thumb owns the position.
    /// - Complexity: O(log n + k) for k rows in a page.
    public func moveCurrentRow(_ step: KeyStep, at time: Double) {
        self.time = inputTime(time)
        guard !scroller.isDragging, thumbDrag == nil, let height = viewportHeight, layout.numberOfRows > 0 else { return }
        var aim: Double { scroller.phase == .animating ? (scroller.motion?.finalPosition ?? offset) : offset }
        // The rows a key moves among are the data source's, not estimates (revealing may scroll to keep the screen still).
        reveal(from: aim, to: aim + height)
        let base = aim
        // In plain style the pinned header covers the top of the viewport: a row under it is not visible.
        let top = layout.stickyHeader(visibleTop: base + insets.top).map { max(base + insets.top, $0.span.maxY) }
            ?? base + insets.top
        let bottom = base + height - insets.bottom
        switch step {
        case .home:
            currentRow = nextRow(after: nil)
            key(.home, at: self.time)
            return
        case .end:
            currentRow = previousRow(before: nil)
            key(.end, at: self.time)
            return
        default:
            break
        }
        let onScreen = currentRow.flatMap { row in
            layout.contains(row) && layout.rowSpan(at: row).maxY > top && layout.rowSpan(at: row).y < bottom ? row : nil
        }
        let visibleHeight = bottom - top
        let next: ListIndexPath?
        switch (step, onScreen) {
        case (.lineDown, nil), (.pageUp, nil):
            next = rowsFullyInside(top, bottom, last: false) ?? layout.indexPathForRow(atY: max(0, top))
        case (.lineUp, nil), (.pageDown, nil):
            next = rowsFullyInside(top, bottom, last: true) ?? layout.indexPathForRow(atY: max(0, min(bottom, layout.contentHeight) - 0.5))
        case (.lineDown, let row?):
            next = nextRow(after: row) ?? row
        case (.lineUp, let row?):
            next = previousRow(before: row) ?? row
        case (.pageDown, let row?):
            let pageEnd = rowsFullyInside(top, bottom, last: true)
            if let pageEnd, pageEnd > row {
                next = pageEnd
            } else {
                let span = layout.rowSpan(at: row)
                let candidate = rowsFullyInside(span.y, span.y + visibleHeight, last: true)
                next = candidate.flatMap { $0 > row ? $0 : nil } ?? nextRow(after: row) ?? row
            }
        case (.pageUp, let row?):
            let pageStart = rowsFullyInside(top, bottom, last: false)
            if let pageStart, pageStart < row {
                next = pageStart
            } else {
                let span = layout.rowSpan(at: row)
                let candidate = rowsFullyInside(span.maxY - visibleHeight, span.maxY, last: false)
                next = candidate.flatMap { $0 < row ? $0 : nil } ?? previousRow(before: row) ?? row
            }
        case (.home, _), (.end, _):
            next = currentRow
        }
        guard let next else { return }
        currentRow = next
        // UITableView's `.none`, judged where the list is heading: no move if the row is fully
        // visible there, else the nearer edge.
        let span = layout.rowSpan(at: next)
        // A row below its section's first sits under that section's pinned header when at the top.
        let header = layout.style == .plain && next.row > 0 ? layout.headerSpan(inSection: next.section).height : 0
        if span.y < base + insets.top + header {
            if header > 0 {
                animate(toward: target(forOffset: span.y - header - insets.top), kind: .scrollTo,
                        duration: physics.timings.scrollTo, at: self.time)
            } else {
                _ = try? scrollToRow(next, position: .top, animated: true, at: self.time)
            }
        } else if span.maxY > bottom {
            _ = try? scrollToRow(next, position: .bottom, animated: true, at: self.time)
        }
    }

    /// The first (or, with `last`, the last) row lying wholly inside `[top, bottom]` in content
    /// coordinates; nil when none does.
    private func rowsFullyInside(_ top: Double, _ bottom: Double, last: Bool) -> ListIndexPath? {
        var found: ListIndexPath?
        layout.forEachElement(from: top, to: bottom) { placed in
            guard case .row(let indexPath) = placed.element,
                  placed.span.y >= top - 1e-9, placed.span.maxY <= bottom + 1e-9 else { return true }
            found = indexPath
            return last
        }
        return found
    }

    /// The row after `indexPath` across sections (the first row when nil); nil at the end.
    func nextRow(after indexPath: ListIndexPath?) -> ListIndexPath? {
        if let indexPath, indexPath.row + 1 < layout.numberOfRows(inSection: indexPath.section) {
            return ListIndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        var section = indexPath.map { $0.section + 1 } ?? 0
        while section < layout.numberOfSections {
            revealSection(section)
            if layout.numberOfRows(inSection: section) > 0 { return ListIndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The row before `indexPath` across sections (the last row when nil); nil at the start.
    func previousRow(before indexPath: ListIndexPath?) -> ListIndexPath? {
        if let indexPath, indexPath.row > 0 { return ListIndexPath(row: indexPath.row - 1, section: indexPath.section) }
        var section = indexPath.map { $0.section - 1 } ?? layout.numberOfSections - 1
        while section >= 0 {
            revealSection(section)
            let rows = layout.numberOfRows(inSection: section)
            if rows > 0 { return ListIndexPath(row: rows - 1, section: section) }
            section -= 1
        }
        return nil
    }
}
