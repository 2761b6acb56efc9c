import ScrollCore

/// Seed 001: rows that hold controls, so a row cut by the top edge is useless; the list snaps
/// so that only complete rows show, and its height is a whole number of rows.
final class SnapScene: Scene, ListDataSource {
    /// The seed's row height.
    static let rowHeight = 62.0

    let title = "Snap"
    private(set) lazy var list = ListView(style: .plain, dataSource: self)
    /// The heights `--variable` picks from.
    static let variableHeights = [44.0, 62, 62, 88, 124]

    private let rows: Int
    /// Varied heights come from a hash of the row and the seed, so nothing is stored per row.
    private let variableSeed: UInt64?
    /// The rows whose switch is on (few, at any row count).
    private var switchedOn: Set<Int> = []

    /// `rows` rows of 62 pt, or of varied heights (deterministic in `seed`) when `variable`.
    init(rows: Int, variable: Bool, seed: UInt64, timing: SnapTiming?) {
        self.rows = rows
        variableSeed = variable ? seed : nil
        list.snapPolicy = timing == nil ? .none : .completeCells
        list.snapTiming = timing ?? .rest
    }

    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { rows }
    func heightForRow(at indexPath: IndexPath) -> RowHeight {
        guard let seed = variableSeed else { return .exact(Self.rowHeight) }
        return .exact(Self.variableHeight(ofRow: indexPath.row, seed: seed))
    }
    /// The heights of a run of rows in one call: building the layout of a million rows asks about 9,000 times, not a million.
    func appendHeights(ofRows rows: Range<Int>, inSection section: Int, to heights: inout ContiguousArray<RowHeight>) {
        guard let seed = variableSeed else {
            heights.append(contentsOf: repeatElement(.exact(Self.rowHeight), count: rows.count))
            return
        }
        for row in rows {
            heights.append(.exact(Self.variableHeight(ofRow: row, seed: seed)))
        }
    }
    private static func variableHeight(ofRow row: Int, seed: UInt64) -> Double {
        variableHeights[Int(SplitMix64.hash(seed, row) % UInt64(variableHeights.count))]
    }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }

    /// A whole number of 62 pt rows (at least one).
    func viewportHeight(forAvailable available: Double) -> Double {
        max(1, (available / Self.rowHeight).rounded(.down)) * Self.rowHeight
    }

    private func switchRect(in rect: Rect) -> Rect {
        Rect(x: rect.maxX - Theme.rowPadding - 51, y: rect.midY - 15.5, width: 51, height: 31)
    }

    func drawRow(_ indexPath: IndexPath, in rect: Rect, on canvas: Canvas) throws {
        try canvas.draw(text: "Row \(indexPath.row)", style: Theme.body, color: Theme.text,
                        in: rect.insetBy(dx: Theme.rowPadding, dy: 0))
        let track = switchRect(in: rect)
        let on = switchedOn.contains(indexPath.row)
        try canvas.fillRoundedRect(track, radius: 15.5, on ? Theme.switchOn : Theme.switchOff)
        let knob = Rect(x: on ? track.maxX - 29 : track.minX + 2, y: track.minY + 2, width: 27, height: 27)
        try canvas.fillRoundedRect(knob, radius: 13.5, Theme.background)
    }

    func isControl(at point: Point, inRowAt indexPath: IndexPath, in rect: Rect) -> Bool {
        switchRect(in: rect).insetBy(dx: -8, dy: -8).contains(point)
    }

    func didClickRow(_ indexPath: IndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene? {
        if isControl(at: point, inRowAt: indexPath, in: rect) { toggle(row: indexPath.row) }
        return nil
    }

    /// Return or Space flips the row's switch, as a tap on it does: the row is not highlighted.
    func activateRow(_ indexPath: IndexPath, at time: Double) -> Scene? {
        try? list.select(nil)
        toggle(row: indexPath.row)
        return nil
    }

    /// Whether the switch of `row` is on.
    func isOn(row: Int) -> Bool { switchedOn.contains(row) }

    private func toggle(row: Int) {
        if switchedOn.remove(row) == nil { switchedOn.insert(row) }
    }
}
