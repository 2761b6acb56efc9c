import ScrollCore

/// The first screen: a list of the demo scenes; clicking one pushes it.
final class MenuScene: Scene, ListDataSource {
    /// One line of the menu.
    struct Item: Sendable {
        let title: String
        let subtitle: String
    }

    static let rowHeight = 64.0

    let name = SceneName.menu
    let title = "listdemo"
    private(set) lazy var list = ListView(style: .plain, dataSource: self)
    let items: [Item]
    private let makeScene: (Int) -> Scene

    /// A menu of `items`, the scene of item i built by `makeScene(i)` when chosen.
    init(items: [Item], makeScene: @escaping (Int) -> Scene) {
        self.items = items
        self.makeScene = makeScene
    }

    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { items.count }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight { .exact(Self.rowHeight) }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }

    func drawRow(_ indexPath: ListIndexPath, in rect: Rect, field: TextFieldLayout?, at time: Double, theme: Theme,
                 on canvas: Canvas) throws {
        let entry = items[indexPath.row]
        let rect = Theme.readableRow(rect)
        let left = rect.minX + Theme.rowPadding
        let width = Chevron.textEnd(inRow: rect) - left
        try canvas.draw(text: canvas.truncate(text: entry.title, style: Theme.headline, width: width),
                        style: Theme.headline, color: theme.label,
                        in: Rect(x: left, y: rect.minY + 10, width: width, height: 24))
        try canvas.draw(text: canvas.truncate(text: entry.subtitle, style: Theme.caption, width: width),
                        style: Theme.caption, color: theme.secondaryLabel,
                        in: Rect(x: left, y: rect.minY + 34, width: width, height: 20))
        try Chevron.draw(inRow: rect, theme: theme, on: canvas)
    }

    func didClickRow(_ indexPath: ListIndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene? {
        makeScene(indexPath.row)
    }

    func activateRow(_ indexPath: ListIndexPath, at time: Double) -> Scene? {
        makeScene(indexPath.row)
    }
}
