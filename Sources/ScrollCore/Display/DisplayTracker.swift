/// Which rows are on screen, and which came and went since the last frame (UITableView's
/// willDisplay / didEndDisplaying).
///
/// Both lists are kept sorted in row order, so the change is a merge of two sorted runs:
/// O(visible rows) per frame, with buffers reused from frame to frame (no allocation once warm).
struct DisplayTracker {
    /// Rows intersecting the viewport, in row order.
    private(set) var visible: [ListIndexPath] = []
    /// Their spans in content coordinates as of the last `update` (a frame's rows are placed from
    /// these without looking each up again).
    private(set) var visibleSpans: [ListSpan] = []
    /// Headers intersecting the viewport at the last `update`, with their spans.
    private(set) var headers: [(section: Int, span: ListSpan)] = []
    private var scratch: [ListIndexPath] = []
    private var scratchSpans: [ListSpan] = []

    init() {
        visible.reserveCapacity(128)
        scratch.reserveCapacity(128)
        visibleSpans.reserveCapacity(128)
        scratchSpans.reserveCapacity(128)
        headers.reserveCapacity(16)
    }

    /// Recomputes the rows intersecting [top, bottom) and reports what changed to `report`:
    /// first the rows that left (in row order), then the rows that arrived (in row order).
    mutating func update(layout: ListLayout, top: Double, bottom: Double,
                         report: (_ appeared: Bool, ListIndexPath) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        scratchSpans.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)
        if bottom > top {
            layout.forEachElement(from: top, to: bottom) { placed in
                switch placed.element {
                case .row(let indexPath):
                    scratch.append(indexPath)
                    scratchSpans.append(placed.span)
                case .header(let section):
                    headers.append((section, placed.span))
                case .footer:
                    break
                }
                return true
            }
        }
        Self.diff(old: visible, new: scratch) { appeared, indexPath in
            if !appeared { report(false, indexPath) }
        }
        Self.diff(old: visible, new: scratch) { appeared, indexPath in
            if appeared { report(true, indexPath) }
        }
        swap(&visible, &scratch)
        swap(&visibleSpans, &scratchSpans)
    }

    /// Renames the rows on screen after a batch update: `map` gives a row's new index path, or
    /// nil when it was deleted (reported as leaving now).
    mutating func remap(_ map: (ListIndexPath) -> ListIndexPath?, report: (ListIndexPath) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        for indexPath in visible {
            if let moved = map(indexPath) { scratch.append(moved) } else { report(indexPath) }
        }
        scratch.sort()
        swap(&visible, &scratch)
        visibleSpans.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)
    }

    /// Forgets every row (a reload), reporting each as leaving.
    mutating func removeAll(report: (ListIndexPath) -> Void) {
        visible.forEach(report)
        visible.removeAll(keepingCapacity: true)
        visibleSpans.removeAll(keepingCapacity: true)
        headers.removeAll(keepingCapacity: true)
    }

    /// Walks two sorted runs, calling `body(true, x)` for x only in `new`, `body(false, x)` for x only in `old`.
    private static func diff(old: [ListIndexPath], new: [ListIndexPath], _ body: (Bool, ListIndexPath) -> Void) {
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i] < new[j]) {
                body(false, old[i]); i += 1
            } else if i == old.count || new[j] < old[i] {
                body(true, new[j]); j += 1
            } else {
                i += 1; j += 1
            }
        }
    }
}
