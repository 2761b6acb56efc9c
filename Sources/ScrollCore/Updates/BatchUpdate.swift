/// The changes collected between `beginUpdates` and `endUpdates`, with UITableView's meaning:
/// deletions (and move sources) name rows and sections as they were before the batch, insertions
/// (and move destinations) as they are after it.
public struct BatchUpdate: Sendable, Equatable {
    /// Sections deleted, by their index before the batch.
    public internal(set) var deletedSections: Set<Int> = []
    /// Sections inserted, by their index after the batch.
    public internal(set) var insertedSections: Set<Int> = []
    /// Rows deleted, by their index path before the batch.
    public internal(set) var deletedRows: Set<ListIndexPath> = []
    /// Rows inserted, by their index path after the batch.
    public internal(set) var insertedRows: Set<ListIndexPath> = []
    /// Row moves: old index path → new index path.
    public internal(set) var movedRows: [ListIndexPath: ListIndexPath] = [:]

    /// A batch with no changes.
    public init() {}

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && movedRows.isEmpty
    }

    /// The batch sorted once, for mapping index paths across it.
    func resolved() -> ResolvedUpdate { ResolvedUpdate(self) }
}

/// A batch in sorted form: maps old index paths to new ones by binary search.
struct ResolvedUpdate {
    let update: BatchUpdate
    let deletedSections: [Int]
    let insertedSections: [Int]
    /// Rows that leave their old place (deleted or moved away), sorted.
    let rowsLeaving: [ListIndexPath]
    /// Rows that arrive at a new place (inserted or moved in), sorted.
    let rowsArriving: [ListIndexPath]

    init(_ update: BatchUpdate) {
        self.update = update
        deletedSections = update.deletedSections.sorted()
        insertedSections = update.insertedSections.sorted()
        rowsLeaving = update.deletedRows.union(update.movedRows.keys).sorted()
        rowsArriving = update.insertedRows.union(update.movedRows.values).sorted()
    }

    /// The new index of old section `section`, or nil if it was deleted.
    /// - Complexity: O(log changes + inserted sections at or before it).
    func newSection(forOld section: Int) -> Int? {
        guard !update.deletedSections.contains(section) else { return nil }
        var s = section - deletedSections.countLess(than: section)
        for inserted in insertedSections { if inserted <= s { s += 1 } else { break } }
        return s
    }

    /// The new index path of the row that was at `indexPath`, or nil if it was deleted.
    /// - Complexity: O(log changes + rows arriving before it).
    func newIndexPath(forOld indexPath: ListIndexPath) -> ListIndexPath? {
        if let destination = update.movedRows[indexPath] { return destination }
        guard !update.deletedRows.contains(indexPath), let section = newSection(forOld: indexPath.section) else { return nil }
        var row = indexPath.row - (rowsLeaving.countLess(than: indexPath)
            - rowsLeaving.countLess(than: ListIndexPath(row: 0, section: indexPath.section)))
        var i = rowsArriving.countLess(than: ListIndexPath(row: 0, section: section))
        while i < rowsArriving.count, rowsArriving[i].section == section, rowsArriving[i].row <= row {
            row += 1
            i += 1
        }
        return ListIndexPath(row: row, section: section)
    }

    /// Rows leaving (or arriving in) one section: a sorted slice.
    private func rows(_ sorted: [ListIndexPath], in section: Int) -> Int {
        sorted.countLess(than: ListIndexPath(row: 0, section: section + 1)) - sorted.countLess(than: ListIndexPath(row: 0, section: section))
    }

    /// Checks the batch against the list before it and the data source after it; the reason
    /// when they disagree, worded like UITableView's exception. A section whose old row count is
    /// nil (the list had not asked for it yet) is not checked: its count is asked when it is shown.
    /// - Complexity: O(sections · log changes).
    func inconsistency(oldSectionCount: Int, oldRowCount: (Int) -> Int?,
                       newSectionCount: Int, newRowCount: (Int) -> Int) -> String? {
        let expectedSections = oldSectionCount - deletedSections.count + insertedSections.count
        if newSectionCount != expectedSections {
            return "the data source has \(newSectionCount) sections, expected \(expectedSections) "
                + "(\(oldSectionCount) before, \(insertedSections.count) inserted, \(deletedSections.count) deleted)"
        }
        if let bad = deletedSections.first(where: { $0 < 0 || $0 >= oldSectionCount }) {
            return "deleting section \(bad), which does not exist"
        }
        if let bad = insertedSections.first(where: { $0 < 0 || $0 >= newSectionCount }) {
            return "inserting section \(bad), beyond the \(newSectionCount) sections after the update"
        }
        for old in rowsLeaving where old.section < 0 || old.section >= oldSectionCount
            || old.row < 0 || old.row >= oldRowCount(old.section) ?? Int.max {
            return "deleting or moving row \(old.row) of section \(old.section), which does not exist"
        }
        for new in rowsArriving where new.section < 0 || new.section >= newSectionCount
            || new.row < 0 || new.row >= newRowCount(new.section) || update.insertedSections.contains(new.section) {
            return "inserting or moving to row \(new.row) of section \(new.section), which the data source does not have"
        }
        for old in 0..<oldSectionCount {
            guard let section = newSection(forOld: old), let before = oldRowCount(old) else { continue }
            let leaving = rows(rowsLeaving, in: old)
            let arriving = rows(rowsArriving, in: section)
            let expected = before - leaving + arriving
            let actual = newRowCount(section)
            if actual != expected {
                return "section \(section) has \(actual) rows in the data source, expected \(expected) "
                    + "(\(before) before, \(arriving) inserted or moved in, \(leaving) deleted or moved out)"
            }
        }
        return nil
    }
}

extension Array where Element: Comparable {
    /// How many elements of this sorted array are less than `value`.
    /// - Complexity: O(log n).
    func countLess(than value: Element) -> Int {
        Bisection.last(in: -1...(count - 1)) { self[$0] < value } + 1
    }
}
