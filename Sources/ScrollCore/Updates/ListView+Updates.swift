/// Batch updates, as UITableView's: change the data source, then tell the list what changed
/// inside `performBatchUpdates` (or between `beginUpdates` and `endUpdates`); the changes are
/// checked, applied and animated together when the outermost batch ends. A change made outside a
/// batch is a batch of its own. Failures are thrown when the batch ends (`ListError`).
extension ListView {
    /// Starts collecting changes; batches nest, and the outermost `endUpdates` applies them.
    public func beginUpdates() {
        if batchDepth == 0 { batch = BatchUpdate() }
        batchDepth += 1
    }

    /// Rows inserted at these index paths (as they are after the batch).
    public func insertRows(_ indexPaths: [ListIndexPath], at time: Double) throws(ListError) {
        try change(at: time) { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Rows deleted from these index paths (as they were before the batch).
    public func deleteRows(_ indexPaths: [ListIndexPath], at time: Double) throws(ListError) {
        try change(at: time) { $0.deletedRows.formUnion(indexPaths) }
    }

    /// A row moved from `old` (before the batch) to `new` (after it).
    public func moveRow(_ old: ListIndexPath, to new: ListIndexPath, at time: Double) throws(ListError) {
        try change(at: time) { $0.movedRows[old] = new }
    }

    /// Sections inserted at these indexes (after the batch).
    public func insertSections(_ sections: [Int], at time: Double) throws(ListError) {
        try change(at: time) { $0.insertedSections.formUnion(sections) }
    }

    /// Sections deleted at these indexes (before the batch).
    public func deleteSections(_ sections: [Int], at time: Double) throws(ListError) {
        try change(at: time) { $0.deletedSections.formUnion(sections) }
    }

    /// Runs `updates` as one batch: begin, the changes, end (ended even when `updates` throws).
    ///
    /// ```swift
    /// rows.sections[0].rows.insert(.exact(44), at: 0)   // the data first
    /// try list.performBatchUpdates(at: now) {
    ///     try list.insertRows([ListIndexPath(row: 0, section: 0)], at: now)
    /// }
    /// ```
    /// - Throws: the `ListError` that `endUpdates(at:)` throws, or what `updates` threw (the changes
    ///   themselves never throw inside a batch).
    public func performBatchUpdates(at time: Double, _ updates: () throws -> Void) throws {
        beginUpdates()
        do {
            try updates()
        } catch {
            try? endUpdates(at: time)
            throw error
        }
        try endUpdates(at: time)
    }

    /// Ends a batch. The outermost end checks the changes against the data source, applies them
    /// to the layout, animates them, keeps the screen still and the selection on its item, then
    /// carries out scroll requests made during the batch.
    /// - Throws: `ListError.inconsistentUpdate` when the data source's counts disagree with the
    ///   changes (the list reloads from it and keeps running; also an `.error` event), or
    ///   `.dataSourceGone` when the data source was released (the layout stays as it was).
    public func endUpdates(at time: Double) throws(ListError) {
        self.time = inputTime(time)
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0, let update = batch else { return }
        batch = nil
        var failure: ListError?
        if !update.isEmpty {
            if let dataSource {
                let resolved = update.resolved()
                if let reason = resolved.inconsistency(
                    oldSectionCount: layout.numberOfSections,
                    oldRowCount: { [layout] in layout.isRevealed(section: $0) ? layout.numberOfRows(inSection: $0) : nil },
                    newSectionCount: dataSource.numberOfSections(), newRowCount: dataSource.numberOfRows(inSection:)) {
                    failure = .inconsistentUpdate(reason)
                    reload(from: dataSource)
                } else {
                    apply(resolved, from: dataSource)
                }
            } else {
                failure = .dataSourceGone
            }
        }
        if let failure { scroller.record(.error(time: self.time, message: failure.description)) }
        performPendingScrolls()
        refreshVisibleRows()
        if let failure { throw failure }
    }

    /// Throws away the layout and builds it again from the data source (UITableView.reloadData).
    /// - Throws: `ListError.dataSourceGone` when the data source was released (nothing changes).
    public func reloadData(at time: Double) throws(ListError) {
        self.time = inputTime(time)
        guard let dataSource else {
            scroller.record(.error(time: self.time, message: ListError.dataSourceGone.description))
            throw .dataSourceGone
        }
        reload(from: dataSource)
        refreshVisibleRows()
    }

    private func change(at time: Double, _ body: (inout BatchUpdate) -> Void) throws(ListError) {
        beginUpdates()
        body(&batch!)
        try endUpdates(at: time)
    }

    private func reload(from dataSource: some ListDataSource) {
        let now = time
        display.removeAll { scroller.record(.didEndDisplaying(time: now, $0)) }
        layout.reload(from: dataSource)
        selection = selection.flatMap { layout.contains($0) ? $0 : nil }
        currentRow = currentRow.flatMap { layout.contains($0) ? $0 : nil }
        heading = nil
        updateAnimation = nil
        updateBounds()
    }

    /// Applies a checked batch to the layout in UITableView's order: row deletions and move
    /// sources (descending, old index paths), section deletions (descending), section insertions
    /// (ascending, new indexes), row insertions and move destinations (ascending, new index paths).
    private func apply(_ update: ResolvedUpdate, from dataSource: some ListDataSource) {
        let anchorY = offset + insets.top
        // Only a list *resting* at its top lets new rows push the content down; a finger or a
        // motion at the top keeps what it holds still like anywhere else.
        let atTop = scroller.phase == .idle && offset <= bounds.min
        var deletedBlocks: [ListSpan] = []
        var ghosts: [UpdateAnimation.Ghost] = []
        var heightAboveAnchor = 0.0
        var movedHeights: [ListIndexPath: RowHeight] = [:]

        func removed(_ span: ListSpan) {
            deletedBlocks.append(span)
            if span.maxY <= anchorY { heightAboveAnchor -= span.height }
        }
        // Inserted blocks come in ascending new positions; the anchor's content is now at
        // anchorY + heightAboveAnchor. A block placed at or before it (even exactly at it: the
        // inserted row goes before the row that held the anchor) pushes it down.
        func inserted(_ span: ListSpan) {
            if span.y <= anchorY + heightAboveAnchor { heightAboveAnchor += span.height }
        }

        // Rows of a section the list has not asked about yet are not laid out one by one: the section is
        // asked for its rows, as they are after the batch, when it is revealed.
        var unrevealed: [Int] = []
        for old in update.rowsLeaving.reversed()
        where !update.update.deletedSections.contains(old.section) && layout.isRevealed(section: old.section) {
            let span = layout.rowSpan(at: old)
            if let destination = update.update.movedRows[old] {
                movedHeights[destination] = layout.isHeightEstimated(at: old) ? .estimated(span.height) : .exact(span.height)
            } else {
                ghosts.append(.init(indexPath: old, span: span))
            }
            removed(span)
            layout.deleteRow(at: old)
        }
        for section in update.deletedSections.reversed() {
            removed(layout.sectionSpan(inSection: section))
            layout.deleteSection(at: section)
        }
        var insertedBlocks: [ListSpan] = []
        for section in update.insertedSections {
            let rows = (0..<dataSource.numberOfRows(inSection: section)).map {
                dataSource.heightForRow(at: ListIndexPath(row: $0, section: section))
            }
            layout.insertSection(at: section, headerHeight: dataSource.heightForHeader(inSection: section),
                                 footerHeight: dataSource.heightForFooter(inSection: section), rowHeights: rows)
            let span = layout.sectionSpan(inSection: section)
            insertedBlocks.append(span)
            inserted(span)
        }
        for new in update.rowsArriving {
            guard layout.isRevealed(section: new.section) else {
                unrevealed.append(new.section)
                continue
            }
            layout.insertRow(at: new, height: movedHeights[new] ?? dataSource.heightForRow(at: new))
            let span = layout.rowSpan(at: new)
            insertedBlocks.append(span)
            inserted(span)
        }

        // Keep what is on screen still, unless the list rests at its top (new rows there show).
        let shift = atTop ? 0 : heightAboveAnchor
        // Shifted before the bounds clamp it: resting at the end, a deletion above shrinks the range by as
        // much as it moves the content, and clamping first would move what is on screen.
        if shift != 0 { scroller.shift(by: shift) }
        updateBounds()
        // A section the batch changed is asked for its rows now, as a section that scrolls into view would be.
        for section in update.rowsLeaving.compactMap({ update.newSection(forOld: $0.section) }) + unrevealed {
            revealSection(section)
        }
        updateAnimation = UpdateAnimation(
            startTime: time, style: updateAnimationStyle, insertedBlocks: insertedBlocks, deletedBlocks: deletedBlocks,
            insertedRows: update.update.insertedRows, insertedSections: update.update.insertedSections,
            ghosts: ghosts.map { .init(indexPath: $0.indexPath, span: ListSpan(y: $0.span.y + shift, height: $0.span.height)) },
            shift: shift)

        selection = selection.flatMap { update.newIndexPath(forOld: $0) }
        currentRow = currentRow.flatMap { update.newIndexPath(forOld: $0) }
        heading = heading?.remapped({ update.newIndexPath(forOld: $0) }, newSection: { update.newSection(forOld: $0) })
        let now = time
        display.remap({ update.newIndexPath(forOld: $0) }) { scroller.record(.didEndDisplaying(time: now, $0)) }
    }
}
