import ScrollCore

/// Seed 002's "Locations": rows arrive (the + button, Insert, `--auto`, script `insert`) and leave
/// (Delete on the selected row, script `delete`) through batch updates. The scroll to a new row is
/// requested inside the batch, as the seed's fetched-results delegate does; the list holds it until
/// the batch ends, so it finds the row that now exists instead of crashing on one that does not yet.
///
/// A row the user adds is always scrolled to. A row that arrives on its own (`--auto`) is scrolled
/// to only while the user follows the newest rows: resting at that end, or carried there by the
/// scene's own scroll. Otherwise what they read stays still (as UIKit keeps content still when rows change above it) and a "N new" pill over
/// the list counts the arrivals; a click on it scrolls to the newest row.
final class LiveScene: Scene, ListDataSource {
    static let rowHeight = 60.0
    /// Rows shown before anything arrives, recorded a minute apart before the run began.
    static let initialCount = 8

    let name = SceneName.live
    let title = "Locations"
    /// UIKit's add item: a plus symbol, "Add" to a screen reader, in the bar's 72 × 44 pt target.
    let navigationButtons = [NavigationBar.Button("Add", symbol: .plus)]
    private(set) lazy var list = ListView(style: .plain, dataSource: self)
    /// The rows, in list order.
    private(set) var locations: [Location]
    private let seed: UInt64
    private let insertAt: InsertPosition
    /// Seconds between automatic inserts (`--auto`), and the number of the next one: step n is due at n × interval
    /// (multiplied, not summed, so step times do not drift from the frame times they are written for).
    private let autoInterval: Double?
    private var nextAutoStep = 1.0
    private var nextID: Int
    /// Rows that arrived while the user was elsewhere, not yet seen: the pill's count.
    private(set) var unseenCount = 0
    /// Whether the list is moving because the scene scrolled to the newest row (the user follows).
    private var following = false

    init(seed: UInt64, insertAt: InsertPosition, autoInterval: Double?) {
        self.seed = seed
        self.insertAt = insertAt
        // A zero or negative interval would insert forever within one frame.
        self.autoInterval = autoInterval.flatMap { $0 > 0 ? $0 : nil }
        // Newest first when inserting at the top, oldest first when appending, as the new rows will be.
        let initial = (0..<Self.initialCount).map { Location(id: $0, seed: seed, time: Double($0 - Self.initialCount) * 60) }
        locations = insertAt == .top ? initial.reversed() : initial
        nextID = Self.initialCount
    }

    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { locations.count }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { .exact(Self.rowHeight) }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }

    /// The location of the selected row, which the list keeps on its item through updates.
    var selectedLocation: Location? {
        list.selection.flatMap { locations.indices.contains($0.row) ? locations[$0.row] : nil }
    }

    // MARK: Changes

    /// Records a new location at `time` where `--insert-at` puts it, and scrolls to it after the batch.
    func addLocation(at time: Double) {
        insert(at: newestIndexPath(afterAdding: 1), time: time, scroll: true)
        unseenCount = 0
    }

    /// A location that arrived on its own (`--auto`): scrolled to while the user follows the newest
    /// rows, counted on the pill otherwise.
    func locationArrived(at time: Double) {
        let follows = (list.phase == .idle && isAtNewestEnd)
            || (following && list.scroller.motion?.purpose == .animation(.scrollTo))
        insert(at: newestIndexPath(afterAdding: 1), time: time, scroll: follows)
        if !follows { unseenCount += 1 }
    }

    /// The newest row's index path once `added` rows have been inserted.
    private func newestIndexPath(afterAdding added: Int) -> ListIndexPath {
        ListIndexPath(row: insertAt == .top ? 0 : locations.count - 1 + added, section: 0)
    }

    /// Whether the list shows the end where rows arrive (its top, or its end with `--insert-at end`).
    private var isAtNewestEnd: Bool {
        insertAt == .top ? list.offset <= list.bounds.min : list.offset >= list.bounds.max
    }

    var pill: String? { unseenCount > 0 ? "\(unseenCount) new" : nil }

    /// Scrolls to the newest row and forgets the count.
    func didClickPill(at time: Double) {
        guard !locations.isEmpty else { return }
        unseenCount = 0
        following = (try? list.scrollToRow(newestIndexPath(afterAdding: 0), position: .top, animated: true,
                                           at: time)) != nil
    }

    func willBeginDragging(at time: Double) { following = false }

    /// Deletes the selected row, if any.
    func deleteSelection(at time: Double) {
        guard let selection = list.selection else { return }
        delete(at: selection, time: time)
    }

    /// Inserts a new location at `indexPath` in one batch that also asks to scroll to it.
    ///
    /// An index path the data cannot take (from a script) leaves the data alone but still tells the
    /// list, which finds the counts disagree, reports the error (an `.error` event the trace
    /// records, as well as the error it throws) and reloads: the scene never traps.
    private func insert(at indexPath: ListIndexPath, time: Double, scroll: Bool) {
        let valid = indexPath.section == 0 && (0...locations.count).contains(indexPath.row)
        try? list.performBatchUpdates(at: time) {
            if valid {
                locations.insert(Location(id: nextID, seed: seed, time: time), at: indexPath.row)
                nextID += 1
            }
            try list.insertRows([indexPath], at: time)
            // Queued: the row exists only once the batch ends.
            if valid, scroll { _ = try? list.scrollToRow(indexPath, position: .top, animated: true, at: time) }
        }
        following = following || (valid && scroll)
    }

    /// Deletes the row at `indexPath` in one batch; an index path that names no row is handled as in `insert`.
    private func delete(at indexPath: ListIndexPath, time: Double) {
        let valid = indexPath.section == 0 && locations.indices.contains(indexPath.row)
        try? list.performBatchUpdates(at: time) {
            if valid { locations.remove(at: indexPath.row) }
            try list.deleteRows([indexPath], at: time)
        }
    }

    func applyScriptEdit(insert: Bool, at indexPath: ListIndexPath, time: Double) -> Bool {
        if insert { self.insert(at: indexPath, time: time, scroll: true) } else { delete(at: indexPath, time: time) }
        return true
    }

    /// A tapped row stays selected, for Delete.
    var keepsSelection: Bool { true }

    func didClickNavigationButton(_ index: Int, at time: Double) {
        addLocation(at: time)
    }

    func handleKey(_ name: String, modifiers: KeyModifiers, at time: Double) -> Bool {
        switch name {
        case "Insert": addLocation(at: time)
        case "Delete", "Backspace": deleteSelection(at: time)
        default: return false
        }
        return true
    }

    // MARK: Timer

    /// How early a step may be taken: the rounding in step and frame times is far below a nanosecond for runs of a day
    /// (`InputLimits.longestTime`), and a nanosecond is far below any frame interval.
    private static let stepTolerance = 1e-9

    /// Adds the row due by `time`, at most one per frame, stamped with the time it was due, so the rows do not
    /// depend on the frame rate. A timer that fell behind by more than a step (the machine slept, a frame stalled)
    /// takes only the latest step due and skips the ones it missed, as Foundation's Timer does, instead of inserting
    /// them all in one frame.
    func tick(at time: Double, motionReduced: Bool) {
        // Resting at the newest end, the user sees what arrived; any other rest ends a follow.
        if list.phase == .idle {
            following = false
            if isAtNewestEnd { unseenCount = 0 }
        }
        guard let interval = autoInterval else { return }
        let latestDue = ((time + Self.stepTolerance) / interval).rounded(.down)
        guard latestDue >= nextAutoStep else { return }
        locationArrived(at: latestDue * interval)
        nextAutoStep = latestDue + 1
    }

    var nextWakeTime: Double? { autoInterval.map { nextAutoStep * $0 } }

    // MARK: Drawing

    func drawRow(_ indexPath: ListIndexPath, in rect: Rect, field: TextFieldLayout?, at time: Double, theme: Theme,
                 on canvas: Canvas) throws {
        let location = locations[indexPath.row]
        let rect = Theme.readableRow(rect)
        let left = rect.minX + Theme.rowPadding
        try canvas.draw(text: location.timestamp, style: Theme.headline, color: theme.label,
                        in: Rect(x: left, y: rect.minY + 8, width: rect.width, height: 24))
        try canvas.draw(text: "#\(location.id)", style: Theme.caption, color: theme.secondaryLabel,
                        in: Rect(x: rect.minX, y: rect.minY + 8, width: rect.width - Theme.rowPadding, height: 24),
                        alignment: .trailing)
        try canvas.draw(text: location.coordinates, style: Theme.subheadline, color: theme.secondaryLabel,
                        in: Rect(x: left, y: rect.minY + 32, width: rect.width, height: 20))
    }
}
