import ScrollCore

/// Seed 000's "Demo Table": a grouped list of 20 options with a checkmark on one. On appearing it
/// asks to scroll the checked row to the middle before the list has a size; the list queues the
/// request and carries it out at the first layout, clamped so even the last row ends fully visible.
final class OptionsScene: Scene, ListDataSource {
    static let optionCount = 20
    static let rowHeight = 44.0
    static let headerHeight = 35.0
    /// The section header's text.
    static let headerTitle = "CHOOSE ONE"
    /// The text of row `row`.
    static func title(ofRow row: Int) -> String { "Option \(row)" }

    let name = SceneName.options
    let title = "Demo Table"
    private(set) lazy var list = ListView(style: .grouped, dataSource: self)
    /// The checked option.
    private(set) var value: Int

    /// The table with option `value` checked (0 ..< 20).
    init(value: Int) {
        self.value = value
    }

    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { Self.optionCount }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { .exact(Self.rowHeight) }
    func heightForHeader(inSection section: Int) -> Double { Self.headerHeight }
    func heightForFooter(inSection section: Int) -> Double { Self.headerHeight }

    func willAppear(at time: Double) {
        _ = try? list.scrollToRow(ListIndexPath(row: value, section: 0), position: .middle, animated: false, at: time)
    }

    func drawRow(_ indexPath: ListIndexPath, in rect: Rect, field: TextFieldLayout?, at time: Double, theme: Theme,
                 on canvas: Canvas) throws {
        let rect = Theme.readableRow(rect)
        try canvas.draw(text: Self.title(ofRow: indexPath.row), style: Theme.body, color: theme.label,
                        in: rect.insetBy(dx: Theme.rowPadding, dy: 0))
        if indexPath.row == value {
            try Checkmark.draw(inRow: rect, color: theme.tint, on: canvas)
        }
    }

    func drawHeader(inSection section: Int, in rect: Rect, theme: Theme, on canvas: Canvas) throws {
        let rect = Theme.readableRow(rect)
        try canvas.draw(text: Self.headerTitle, style: Theme.caption, color: theme.secondaryLabel,
                        in: Rect(x: rect.minX + Theme.rowPadding, y: rect.maxY - 22, width: rect.width, height: 18))
    }

    func didClickRow(_ indexPath: ListIndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene? {
        activateRow(indexPath, at: time)
    }

    func activateRow(_ indexPath: ListIndexPath, at time: Double) -> Scene? {
        value = indexPath.row
        return nil
    }
}
