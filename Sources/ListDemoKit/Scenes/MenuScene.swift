import ScrollCore

/// The first screen: a list of the demo scenes; clicking one pushes it.
final class MenuScene: Scene, ListDataSource {
    /// One line of the menu.
    struct Entry {
        let name: SceneName
        let title: String
        let subtitle: String
    }

    static let entries: [Entry] = [
        Entry(name: .options, title: "Options", subtitle: "Pick one of twenty options; it opens at your choice"),
        Entry(name: .snap, title: "Snap", subtitle: "Rows of switches that always stop whole"),
        Entry(name: .live, title: "Live", subtitle: "Locations arriving live, new rows sliding in"),
        Entry(name: .form, title: "Form", subtitle: "Type your classmates' names and save them"),
        Entry(name: .feed, title: "Feed", subtitle: "Posts and comments under headers that stay on top"),
    ]
    static let rowHeight = 64.0

    let title = "listdemo"
    private(set) lazy var list = ListView(style: .plain, dataSource: self)
    private let makeScene: (SceneName) -> Scene?

    /// A menu of the scenes, each built by `makeScene` when chosen.
    init(makeScene: @escaping (SceneName) -> Scene?) {
        self.makeScene = makeScene
    }

    func numberOfSections() -> Int { 1 }
    func numberOfRows(inSection section: Int) -> Int { Self.entries.count }
    func heightForRow(at indexPath: IndexPath) -> RowHeight { .exact(Self.rowHeight) }
    func heightForHeader(inSection section: Int) -> Double { 0 }
    func heightForFooter(inSection section: Int) -> Double { 0 }

    func drawRow(_ indexPath: IndexPath, in rect: Rect, on canvas: Canvas) throws {
        let entry = Self.entries[indexPath.row]
        let left = rect.minX + Theme.rowPadding
        try canvas.draw(text: entry.title, style: Theme.headline, color: Theme.text,
                        in: Rect(x: left, y: rect.minY + 10, width: rect.width, height: 24))
        try canvas.draw(text: entry.subtitle, style: Theme.caption, color: Theme.secondaryText,
                        in: Rect(x: left, y: rect.minY + 34, width: rect.width, height: 20))
        try Chevron.draw(inRow: rect, on: canvas)
    }

    func didClickRow(_ indexPath: IndexPath, at point: Point, in rect: Rect, at time: Double) -> Scene? {
        makeScene(Self.entries[indexPath.row].name)
    }

    func activateRow(_ indexPath: IndexPath, at time: Double) -> Scene? {
        makeScene(Self.entries[indexPath.row].name)
    }
}
