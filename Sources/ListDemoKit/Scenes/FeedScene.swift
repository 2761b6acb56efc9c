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
    /// How many rows' fitted lines are kept before those off screen are dropped.
    static let fittedCacheLimit = 64
    /// A comment's text starts this far right of the row's padding.
    static let commentIndent = 16.0

    let name = SceneName.feed
    let title = "Feed"
    private(set) lazy var list = ListView(style: .plain, dataSource: self)
    let content: FeedContent
    /// The lines of rows recently on screen as drawn at `fittedWidth`: a post's text wrapped, a
    /// comment's author and text each cut to one line with an ellipsis.
    private var fitted: [ListIndexPath: [String]] = [:]
    private var fittedWidth = 0.0

    init(sections: Int, seed: UInt64, timing: SnapTiming?) {
        content = FeedContent(seed: seed, sections: sections)
        list.snapPolicy = timing == nil ? .none : .sectionStart
        list.snapTiming = timing ?? .rest
    }

    func numberOfSections() -> Int { content.sections }
    func numberOfRows(inSection section: Int) -> Int { 1 + content.commentCount(inSection: section) }
    func heightForRow(at indexPath: ListIndexPath) -> RowHeight {
        indexPath.row == 0 ? .estimated(Self.estimatedPostHeight) : .exact(Self.commentHeight)
    }
    func heightForHeader(inSection section: Int) -> Double { Self.headerHeight }
    func heightForFooter(inSection section: Int) -> Double { 0 }
    /// Sections are asked about as they are reached, so a feed of any length starts as fast as a short one:
    /// until then a section is guessed as a header, a post and two comments (its mean), each row at their mean
    /// height to a quarter point (a binary fraction: positions summed in any order stay exact).
    var estimates: ListEstimates? {
        ListEstimates(rowHeight: .estimated(((Self.estimatedPostHeight + 2 * Self.commentHeight) / 3 * 4).rounded() / 4),
                      rowsPerSection: 3, headerHeight: Self.headerHeight)
    }

    /// A post's real height: its text wrapped to the row's width.
    func measureRow(_ indexPath: ListIndexPath, width: Double, metrics: TextMetrics) throws -> Double? {
        guard indexPath.row == 0 else { return nil }
        let lines = try lines(ofRow: indexPath, width: width, metrics: metrics)
        return (Double(lines.count) * (try metrics.lineHeight(for: Theme.body)) + 2 * Self.postPadding).rounded(.up)
    }

    /// The lines of the row at `indexPath` in a row `width` wide, fitted once and kept while the
    /// width holds: nothing is drawn past the row's edge.
    private func lines(ofRow indexPath: ListIndexPath, width: Double, metrics: TextMetrics) throws -> [String] {
        let width = Theme.readableRow(Rect(x: 0, y: 0, width: width, height: 0)).width
        if width != fittedWidth {
            fitted.removeAll(keepingCapacity: true)
            fittedWidth = width
        }
        if let lines = fitted[indexPath] { return lines }
        // Rows that scrolled away are dropped only once the cache has grown, not every frame:
        // a steady frame allocates nothing here. A row dropped and needed again is fitted again.
        if fitted.count >= Self.fittedCacheLimit {
            let onScreen = Set(list.visibleRows)
            fitted = fitted.filter { onScreen.contains($0.key) }
        }
        let lines: [String]
        if indexPath.row == 0 {
            lines = try metrics.wrap(text: content.post(inSection: indexPath.section), style: Theme.body,
                                    width: width - 2 * Theme.rowPadding)
        } else {
            let comment = content.comment(indexPath.row, inSection: indexPath.section)
            let room = width - 2 * Theme.rowPadding - Self.commentIndent
            lines = [try metrics.truncate(text: comment.author, style: Theme.footnoteBold, width: room),
                     try metrics.truncate(text: comment.text, style: Theme.subheadline, width: room)]
        }
        fitted[indexPath] = lines
        return lines
    }

    func drawRow(_ indexPath: ListIndexPath, in rect: Rect, field: TextFieldLayout?, at time: Double, theme: Theme,
                 on canvas: Canvas) throws {
        let left = Theme.readableRow(rect).minX + Theme.rowPadding
        let lines = try lines(ofRow: indexPath, width: rect.width, metrics: canvas)
        if indexPath.row == 0 {
            let lineHeight = try canvas.lineHeight(for: Theme.body)
            for (i, line) in lines.enumerated() {
                try canvas.draw(text: line, style: Theme.body, color: theme.label,
                                at: Point(x: left, y: rect.minY + Self.postPadding + Double(i) * lineHeight))
            }
        } else {
            try canvas.draw(text: lines[0], style: Theme.footnoteBold, color: theme.label,
                            at: Point(x: left + Self.commentIndent, y: rect.minY + 8))
            try canvas.draw(text: lines[1], style: Theme.subheadline, color: theme.secondaryLabel,
                            at: Point(x: left + Self.commentIndent, y: rect.minY + 26))
        }
    }

    func drawHeader(inSection section: Int, in rect: Rect, theme: Theme, on canvas: Canvas) throws {
        try canvas.draw(text: content.author(ofSection: section), style: Theme.footnoteBold, color: theme.label,
                        in: Theme.readableRow(rect).insetBy(dx: Theme.rowPadding, dy: 0))
    }
}
