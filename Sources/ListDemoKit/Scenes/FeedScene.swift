import ScrollCore

/// Seed 004: posts as sections — the author in a sticky header, the post (wrapped text) as the
/// first row, then its comments — and the list snaps a section's start to the top when it rests
/// within 75 pt of it.
final class FeedScene: Scene, ListDataSource {
    static let headerHeight = 36.0
    static let commentHeight = 52.0
    /// A post's height before it is measured; the list keeps the screen still when it is.
    static let estimatedPostHeight = 90.0
    static let postPadding = 12.0
    /// How many posts' wrapped lines are kept before those off screen are dropped.
    static let wrappedCacheLimit = 64

    let title = "Feed"
    private(set) lazy var list = ListView(style: .plain, dataSource: self)
    private let content: FeedContent
    /// Wrapped lines of posts recently on screen, for the row width they were wrapped at.
    private var wrapped: [Int: [String]] = [:]
    private var wrapWidth = 0.0

    init(sections: Int, seed: UInt64, timing: SnapTiming?) {
        content = FeedContent(seed: seed, sections: sections)
        list.snapPolicy = timing == nil ? .none : .sectionStart
        list.snapTiming = timing ?? .rest
    }

    func numberOfSections() -> Int { content.sections }
    func numberOfRows(inSection section: Int) -> Int { 1 + content.commentCount(inSection: section) }
    func heightForRow(at indexPath: IndexPath) -> RowHeight {
        indexPath.row == 0 ? .estimated(Self.estimatedPostHeight) : .exact(Self.commentHeight)
    }
    func heightForHeader(inSection section: Int) -> Double { Self.headerHeight }
    func heightForFooter(inSection section: Int) -> Double { 0 }

    /// A post's real height: its text wrapped to the row's width.
    func measureRow(_ indexPath: IndexPath, width: Double, canvas: Canvas) throws -> Double? {
        guard indexPath.row == 0 else { return nil }
        let lines = try wrappedPost(inSection: indexPath.section, width: width, canvas: canvas)
        return (Double(lines.count) * (try canvas.lineHeight(for: Theme.body)) + 2 * Self.postPadding).rounded(.up)
    }

    /// The lines of a post in a row `width` wide, wrapped once and kept while the width holds.
    private func wrappedPost(inSection section: Int, width: Double, canvas: Canvas) throws -> [String] {
        if width != wrapWidth {
            wrapped.removeAll(keepingCapacity: true)
            wrapWidth = width
        }
        if let lines = wrapped[section] { return lines }
        // Posts that scrolled away are dropped only once the cache has grown, not every frame:
        // a steady frame allocates nothing here. A post dropped and needed again is wrapped again.
        if wrapped.count >= Self.wrappedCacheLimit {
            let onScreen = Set(list.visibleRows.lazy.filter { $0.row == 0 }.map(\.section))
            wrapped = wrapped.filter { onScreen.contains($0.key) }
        }
        let lines = try canvas.wrap(text: content.post(inSection: section), style: Theme.body,
                                    width: width - 2 * Theme.rowPadding)
        wrapped[section] = lines
        return lines
    }

    func drawRow(_ indexPath: IndexPath, in rect: Rect, on canvas: Canvas) throws {
        let left = rect.minX + Theme.rowPadding
        if indexPath.row == 0 {
            let lineHeight = try canvas.lineHeight(for: Theme.body)
            let lines = try wrappedPost(inSection: indexPath.section, width: rect.width, canvas: canvas)
            for (i, line) in lines.enumerated() {
                try canvas.draw(text: line, style: Theme.body, color: Theme.text,
                                at: Point(x: left, y: rect.minY + Self.postPadding + Double(i) * lineHeight))
            }
        } else {
            let comment = content.comment(indexPath.row, inSection: indexPath.section)
            try canvas.draw(text: comment.author, style: Theme.footnoteBold, color: Theme.text,
                            at: Point(x: left + 16, y: rect.minY + 8))
            try canvas.draw(text: comment.text, style: Theme.subheadline, color: Theme.secondaryText,
                            at: Point(x: left + 16, y: rect.minY + 26))
        }
    }

    func drawHeader(inSection section: Int, in rect: Rect, on canvas: Canvas) throws {
        try canvas.draw(text: content.author(ofSection: section), style: Theme.footnoteBold, color: Theme.text,
                        in: rect.insetBy(dx: Theme.rowPadding, dy: 0))
    }
}
