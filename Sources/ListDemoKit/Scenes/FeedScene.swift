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
    /// Wrapped lines of the posts on screen, for the width they were wrapped at.
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

    /// Wraps the posts about to be drawn and gives the list their real heights.
    func prepareRows(_ rows: [IndexPath], width: Double, canvas: Canvas) throws {
        if width != wrapWidth {
            wrapped.removeAll(keepingCapacity: true)
            wrapWidth = width
        }
        // Posts that scrolled away are dropped only once the cache has grown, not every frame:
        // a steady frame allocates nothing here.
        if wrapped.count > Self.wrappedCacheLimit {
            let onScreen = Set(rows.lazy.filter { $0.row == 0 }.map(\.section))
            wrapped = wrapped.filter { onScreen.contains($0.key) }
        }
        for indexPath in rows where indexPath.row == 0 && wrapped[indexPath.section] == nil {
            let section = indexPath.section
            let lines = try canvas.wrap(text: content.post(inSection: section), style: Theme.body,
                                        width: width - 2 * Theme.rowPadding)
            wrapped[section] = lines
            // An estimate becomes real here; a width change re-wraps, and a post measured at the
            // old width gets its new height the next time it is on screen.
            let indexPath = IndexPath(row: 0, section: section)
            let height = (Double(lines.count) * (try canvas.lineHeight(for: Theme.body)) + 2 * Self.postPadding).rounded(.up)
            if list.layout.isHeightEstimated(at: indexPath) || list.layout.rowSpan(at: indexPath).height != height {
                try? list.setMeasuredHeight(height, forRowAt: indexPath)
            }
        }
    }

    func drawRow(_ indexPath: IndexPath, in rect: Rect, on canvas: Canvas) throws {
        let left = rect.minX + Theme.rowPadding
        if indexPath.row == 0 {
            let lineHeight = try canvas.lineHeight(for: Theme.body)
            for (i, line) in (wrapped[indexPath.section] ?? []).enumerated() {
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
