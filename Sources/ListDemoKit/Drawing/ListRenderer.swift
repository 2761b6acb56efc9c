import ScrollCore

/// Draws one list as a frame shows it (`ListDrawing`): rows at their (possibly animating) spans,
/// ghosts of deleted rows, headers, the pinned header, separators, the selection and the scroll
/// indicator, every position through the drawing's `ViewportMapping`. It only reads; it never
/// decides where anything is.
struct ListRenderer {
    /// Draws `list` in `theme`'s colours, `content` drawing inside the rows and headers.
    func draw(_ list: ListDrawing, content: ListContent, theme: Theme, on canvas: Canvas) throws {
        let frame = list.frame, mapping = list.mapping
        let area = mapping.area
        let background = theme.background(of: list.style)
        // Where a row's opaque background covers the area's width, the row paints every pixel itself.
        let covering = zip(frame.rows, list.corners).lazy
            .filter { row, corners in corners.isEmpty && Self.rowBackground(selected: row.isSelected, style: list.style, theme: theme).a == 255 }
            .map { row, _ in mapping.rowRect(row.span) }
        if background.a == 255 {
            try canvas.fill(area, background, besides: covering)
        } else {
            try canvas.fill(area, background)
        }
        try canvas.setClip(area)
        defer { try? canvas.setClip(nil) }

        for ghost in frame.ghosts {
            try drawRowBackground(mapping.rowRect(ghost.span), selected: false, corners: [], style: list.style, theme: theme,
                                  on: canvas)
        }
        for (row, corners) in zip(frame.rows, list.corners) {
            let rect = mapping.rowRect(row.span)
            guard rect.height > 0 else { continue }
            let fading = list.highlight.flatMap { $0.indexPath == row.indexPath ? $0.alpha : nil } ?? 0
            try drawRowBackground(rect, selected: row.isSelected, fading: fading, corners: corners, style: list.style,
                                  theme: theme, on: canvas)
            try canvas.setClip(rect.intersection(area))
            let field = list.textField?.indexPath == row.indexPath ? list.textField : nil
            try content.drawRow(row.indexPath, in: list.contentRect(of: row), field: field, at: frame.time, theme: theme,
                                on: canvas)
            if row.alpha < 1 {
                try Self.fill(rect, corners: corners, background.withAlpha(UInt8(((1 - row.alpha) * 255).rounded())),
                              on: canvas)
            }
            if row.isCurrent, list.showsFocusRing {
                try FocusRing.draw(inside: rect, cornerRadius: corners.isEmpty ? 0 : Theme.groupedCornerRadius, theme: theme,
                                   on: canvas)
            }
            try canvas.setClip(area)
        }
        for header in frame.headers {
            try drawHeader(header.section, at: header.span, of: list, content: content, theme: theme, on: canvas)
        }
        // The pinned header last, so rows scroll under it.
        if let sticky = frame.stickyHeader {
            try drawHeader(sticky.section, at: sticky.span, of: list, content: content, theme: theme, on: canvas)
        }
        if list.indicator.alpha > 0, let indicator = frame.indicator, let geometry = list.indicatorGeometry {
            try drawIndicator(geometry, isDragged: indicator.isDragged, alpha: list.indicator.alpha, theme: theme, on: canvas)
        }
    }

    /// The thin bar, or the widened thumb on its track, where `geometry` says (fully rounded ends); it does not stretch.
    private func drawIndicator(_ geometry: IndicatorGeometry, isDragged: Bool, alpha: Double, theme: Theme,
                               on canvas: Canvas) throws {
        func faded(_ color: Color) -> Color { color.withAlpha(UInt8((Double(color.a) * alpha).rounded())) }
        guard let track = geometry.track else {
            try canvas.fillRoundedRect(geometry.thumb, radius: geometry.thumb.width / 2, faded(theme.scrollIndicator))
            return
        }
        try canvas.fillRoundedRect(track, radius: track.width / 2, faded(theme.scrollTrack))
        try canvas.fillRoundedRect(geometry.thumb, radius: geometry.thumb.width / 2,
                                   faded(isDragged ? theme.scrollThumbDragged : theme.scrollThumb))
    }

    /// A row's shape: its rectangle, or with `corners` rounded.
    private static func fill(_ rect: Rect, corners: RoundedCorners, _ color: Color, on canvas: Canvas) throws {
        if corners.isEmpty {
            try canvas.fill(rect, color)
        } else {
            try canvas.fillRoundedRect(rect, radius: Theme.groupedCornerRadius, corners: corners, color)
        }
    }

    private func drawHeader(_ section: Int, at span: ListSpan, of list: ListDrawing, content: ListContent, theme: Theme,
                            on canvas: Canvas) throws {
        let rect = list.headerRect(span)
        if list.style == .plain { try canvas.fill(rect, theme.headerBackground) }
        try content.drawHeader(inSection: section, in: rect, theme: theme, on: canvas)
    }

    /// The colour a row's background is filled with.
    private static func rowBackground(selected: Bool, style: ListStyle, theme: Theme) -> Color {
        selected ? theme.selection : theme.rowBackground(of: style)
    }

    private func drawRowBackground(_ rect: Rect, selected: Bool, fading: Double = 0, corners: RoundedCorners,
                                   style: ListStyle, theme: Theme, on canvas: Canvas) throws {
        try Self.fill(rect, corners: corners, Self.rowBackground(selected: selected, style: style, theme: theme), on: canvas)
        if !selected, fading > 0 {
            try Self.fill(rect, corners: corners, theme.selection.withAlpha(UInt8((min(1, fading) * 255).rounded())), on: canvas)
        }
        // An inset-grouped section's last row has no separator under it: its rounded corners end it.
        guard !corners.contains(.bottom) else { return }
        // A hairline: one pixel at any scale.
        let hairline = 1 / canvas.scale
        // Inset as the row's content is (its readable column), to the row's far edge.
        let start = Theme.readableRow(rect).minX + Theme.rowPadding
        try canvas.fill(Rect(x: start, y: rect.maxY - hairline, width: rect.maxX - start, height: hairline), theme.separator)
    }
}
