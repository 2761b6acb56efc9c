extension OverlayRenderer {
    /// The share of the window below the bar the panel may cover at most, so most of the list always shows.
    static let mostCovered = 0.5

    /// The panel's frame for `mode` in a window of `size` (nil when off, or when nothing is clear enough to hold it),
    /// its height what `PanelLayout` wants for `gestures` gestures in `view`, at its right side below `top`, covering
    /// none of `keepingClear` (the focused row, the caret, a banner…) nor `pointer`: in the bottom-right corner; else
    /// at the top of the highest stretch of the side clear of them all that holds it (the top-right corner, or just
    /// below a banner or the focused row); else at the top of the tallest clear stretch, as tall as fits there
    /// (`PanelLayout.fit` leaves out what it has no room for). It never covers more than `mostCovered` of the window
    /// below `top`.
    static func panelRect(_ mode: OverlayMode, in size: Size, top: Double = 0, keepingClear: [Rect] = [],
                          pointer: Point? = nil, gestures: Int = 1, view: PanelContent.View = .live) -> Rect? {
        guard mode != .off else { return nil }
        let width = min(mode == .compact ? compactWidth : maximumWidth, max(0, size.width - margin * 2))
        guard width > 0 else { return nil }
        let narrow = PanelLayout.isNarrow(mode, width: width)
        let wanted = PanelLayout.heights(of: PanelLayout.rows(mode, narrow: narrow, gestures: gestures, view: view),
                                         mode: mode, narrow: narrow).wanted
        let column = (top: top + margin, bottom: size.height - margin)
        let most = (mostCovered * size.width * max(0, size.height - top) / width).rounded(.down)
        let height = max(0, min(wanted, most, column.bottom - column.top))
        let x = size.width - margin - width
        // The pointer is a point: the pixel under it.
        let obstacles = (keepingClear + (pointer.map { [Rect(x: $0.x, y: $0.y, width: 1, height: 1)] } ?? []))
            .filter { $0.width > 0 && $0.height > 0 && $0.minX < x + width && x < $0.maxX }
        // The stretches of the side nothing to keep clear crosses, top to bottom.
        var gaps: [(top: Double, height: Double)] = []
        var y = column.top
        for obstacle in obstacles.sorted(by: { $0.minY < $1.minY }) {
            if obstacle.minY > y { gaps.append((y, min(obstacle.minY, column.bottom) - y)) }
            y = max(y, obstacle.maxY)
        }
        if column.bottom > y { gaps.append((y, column.bottom - y)) }
        if let last = gaps.last, last.top + last.height == column.bottom, last.height >= height {
            return Rect(x: x, y: column.bottom - height, width: width, height: height)
        }
        guard let gap = gaps.first(where: { $0.height >= height }) ?? gaps.max(by: { $0.height < $1.height }),
              gap.height >= padding * 2 + lineHeight else { return nil }
        return Rect(x: x, y: gap.top, width: width, height: min(height, gap.height))
    }
}
