import ScrollCore

/// Seed 001: rows that hold controls, so a row cut by the top edge is useless; the list snaps
/// so that only complete rows show, and its height is a whole number of rows.
final class SnapScene: Scene, ListDataSource {
    /// The seed's row height.
    static let rowHeight = 62.0
    /// The text of row `row`.
    static func title(ofRow row: Int) -> String { "Row \(row)" }

    let name = SceneName.snap
    let title = "Snap"
    private(set) lazy var list = ListView(style: .plain, dataSource: self)
    /// The heights `--variable` picks from.
    static let variableHeights = [44.0, 62, 62, 88, 124]

    private let rows: Int
    /// Varied heights come from a hash of the row and the seed, so nothing is stored per row.
    private let variableSeed: UInt64?
    /// The rows whose switch is on (few, at any row count).
    private var switchedOn: Set<Int> = []
    /// Switches whose knob is still sliding to its new side: when it set off and how far along it was.
    private var slides: [Int: (start: Double, from: Double)] = [:]
    /// Whether motion is reduced (`tick`): a toggled switch then does not slide.
    private var motionReduced = false

    /// `rows` rows of 62 pt, or of varied heights (deterministic in `seed`) when `variable`.
    init(rows: Int, variable: Bool, seed: UInt64, timing: SnapTiming?) {
        self.rows = rows
        variableSeed = variable ? seed : nil
        list.snapPolicy = timing == nil ? .none : .completeCells
        list.snapTiming = timing ?? .rest
    }

    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { rows }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight {
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
    /// Rows are laid out as they are reached: plain rows are all 62 pt, so a billion of them is one run; varied
    /// ones are asked for a screen at a time, guessed at their mean height until then.
    var estimates: ListEstimates? {
        ListEstimates(rowHeight: variableSeed == nil ? .exact(Self.rowHeight) : .estimated(Self.meanVariableHeight))
    }
    /// The mean of `variableHeights`, what a row not yet asked about is guessed at.
    static let meanVariableHeight = variableHeights.reduce(0, +) / Double(variableHeights.count)

    /// A whole number of 62 pt rows (at least one).
    func viewportHeight(forAvailable available: Double) -> Double {
        max(1, (available / Self.rowHeight).rounded(.down)) * Self.rowHeight
    }

    private func switchRect(in rect: Rect) -> Rect {
        let rect = Theme.readableRow(rect)
        return Rect(x: rect.maxX - Theme.rowPadding - Switch.size.width, y: rect.midY - Switch.size.height / 2,
             width: Switch.size.width, height: Switch.size.height)
    }

    func drawRow(_ indexPath: ListIndexPath, in rect: Rect, field: TextFieldLayout?, at time: Double, theme: Theme,
                 on canvas: Canvas) throws {
        try canvas.draw(text: Self.title(ofRow: indexPath.row), style: Theme.body, color: theme.label,
                        in: Theme.readableRow(rect).insetBy(dx: Theme.rowPadding, dy: 0))
        try Switch.draw(at: switchRect(in: rect).origin, progress: knobProgress(row: indexPath.row, at: time),
                        theme: theme, on: canvas)
    }

    func isControl(at point: Point, inRowAt indexPath: ListIndexPath, in rect: Rect) -> Bool {
        switchRect(in: rect).insetBy(dx: -8, dy: -8).contains(point)
    }

    func didClickRow(_ indexPath: ListIndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene? {
        if isControl(at: point, inRowAt: indexPath, in: rect) { toggle(row: indexPath.row, at: time) }
        return nil
    }

    /// Return or Space flips the row's switch, as a tap on it does: the row is not highlighted.
    func activateRow(_ indexPath: ListIndexPath, at time: Double) -> Scene? {
        try? list.select(nil)
        toggle(row: indexPath.row, at: time)
        return nil
    }

    /// Whether the switch of `row` is on.
    func isOn(row: Int) -> Bool { switchedOn.contains(row) }

    func tick(at time: Double, motionReduced: Bool) {
        self.motionReduced = motionReduced
        slides = slides.filter { time - $0.value.start < Switch.slideDuration }
    }

    /// Until a frame at or after a slide's end has dropped it (`tick`), so that frame is drawn.
    func isAnimating(at time: Double) -> Bool { !slides.isEmpty }

    /// How far the knob of `row` is toward on at `time`: 0 or 1 at rest, between while it slides
    /// (`Switch.slide`, from wherever it was when last toggled).
    func knobProgress(row: Int, at time: Double) -> Double {
        let target = switchedOn.contains(row) ? 1.0 : 0.0
        guard let slide = slides[row] else { return target }
        return slide.from + (target - slide.from) * Switch.slide.progress(at: (time - slide.start) / Switch.slideDuration)
    }

    /// Flips the switch of `row`; its knob slides over from where it is now, even mid-slide, or,
    /// with motion reduced, is on its new side at once (a slide running then ends there).
    private func toggle(row: Int, at time: Double) {
        let from = knobProgress(row: row, at: time)
        if switchedOn.remove(row) == nil { switchedOn.insert(row) }
        slides[row] = motionReduced ? nil : (start: time, from: from)
    }
}
