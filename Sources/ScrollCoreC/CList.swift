import ScrollCore

/// What `sc_list *` points to: a list, the data it shows (the C caller gives heights, never a data
/// source of its own) and the running numbering of rows across sections that the C API speaks in.
final class CList {
    let data: ArrayDataSource
    let list: ListView
    /// `rowStarts[s]` is the number of rows before section s; the last entry is the row count.
    private(set) var rowStarts: [Int] = [0]
    /// The rows on screen at the last frame, with their tops in viewport points.
    private(set) var visible: [(row: Int, top: Double)] = []

    init(data: ArrayDataSource, style: ListStyle) {
        self.data = data
        list = ListView(style: style, dataSource: data)
        countRows()
    }

    var rowCount: Int { rowStarts[rowStarts.count - 1] }

    /// Row `index` across all sections as an index path.
    /// - Complexity: O(log s) for s sections.
    func indexPath(ofRow index: Int) throws(CFailure) -> ListIndexPath {
        guard index >= 0, index < rowCount else { throw CFailure("row \(index) out of range: the list has \(rowCount) rows") }
        // The last section starting at or before `index` that has rows holds it.
        let section = Bisection.last(in: 0...(rowStarts.count - 2)) { rowStarts[$0] <= index }
        return ListIndexPath(row: index - rowStarts[section], section: section)
    }

    func rowIndex(of indexPath: ListIndexPath) -> Int { rowStarts[indexPath.section] + indexPath.row }

    /// Changes the data with `change`, then tells the list in one batch update.
    func update(at time: Double, data change: (ArrayDataSource) -> Void, list tell: (ListView) throws(ListError) -> Void) throws(CFailure) {
        change(data)
        countRows()
        do throws(ListError) {
            list.beginUpdates()
            try tell(list)
            try list.endUpdates(at: time)
        } catch {
            throw CFailure("\(error)")
        }
    }

    /// Advances to `time` and keeps the frame's rows; a request that waited and failed is thrown.
    func advance(to time: Double) throws(CFailure) {
        let frame = list.advance(to: time)
        visible = frame.rows.map { (rowIndex(of: $0.indexPath), $0.span.y) }
        var failure: String?
        list.takeEvents { event in
            if case .error(_, let message) = event { failure = message }
        }
        if let failure { throw CFailure(failure) }
    }

    private func countRows() {
        rowStarts = [0]
        rowStarts.reserveCapacity(data.sections.count + 1)
        for section in data.sections { rowStarts.append(rowStarts[rowStarts.count - 1] + section.rows.count) }
    }
}

/// A bad argument or a failed request, as `sc_last_error` tells it.
struct CFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
