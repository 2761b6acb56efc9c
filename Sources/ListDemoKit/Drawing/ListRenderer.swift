import ScrollCore

/// Draws a scene's list as its `ListView` says: rows at their (possibly animating) spans, the
/// sticky header, separators, the selection, ghosts of deleted rows and the scroll indicator.
/// It reads engine state only; it never decides where anything is.
struct ListRenderer {
    /// Where a row is drawn on screen, for drawing and for hit testing alike.
    static func rowRect(_ span: Span, list: ListView, area: Rect) -> Rect {
        let inset = list.layout.style == .grouped ? Theme.groupedInset : 0
        return Rect(x: area.minX + inset, y: area.minY + span.y - list.offset,
                    width: area.width - 2 * inset, height: span.height)
    }

    /// Draws `scene`'s list into `area` (window points).
    func draw(_ scene: Scene, in area: Rect, on canvas: Canvas, indicatorVisible: Bool) throws {
        let list = scene.list
        try canvas.fill(area, scene.background)
        try canvas.setClip(area)
        defer { try? canvas.setClip(nil) }

        if let animation = list.updateAnimation {
            for ghost in animation.ghosts {
                let look = animation.appearance(of: ghost, at: list.time)
                try drawRowBackground(Self.rowRect(look.span, list: list, area: area), selected: false, on: canvas)
            }
        }
        for indexPath in list.visibleRows {
            let look = list.appearance(ofRow: indexPath)
            let rect = Self.rowRect(look.span, list: list, area: area)
            guard rect.height > 0 else { continue }
            try drawRowBackground(rect, selected: list.selection == indexPath, on: canvas)
            try canvas.setClip(intersection(rect, area))
            try scene.drawRow(indexPath, in: Rect(x: rect.minX, y: rect.minY, width: rect.width,
                                                  height: list.layout.rowSpan(at: indexPath).height), on: canvas)
            if look.alpha < 1 {
                try canvas.fill(rect, scene.background.withAlpha(UInt8(((1 - look.alpha) * 255).rounded())))
            }
            try canvas.setClip(area)
        }
        try drawHeaders(scene, in: area, on: canvas)
        if indicatorVisible { try drawScrollIndicator(list, in: area, on: canvas) }
    }

    private func drawRowBackground(_ rect: Rect, selected: Bool, on canvas: Canvas) throws {
        try canvas.fill(rect, selected ? Theme.selection : Theme.background)
        // A hairline: one pixel at any scale.
        let hairline = 1 / canvas.scale
        try canvas.fill(Rect(x: rect.minX + Theme.rowPadding, y: rect.maxY - hairline,
                             width: rect.width - Theme.rowPadding, height: hairline), Theme.separator)
    }

    /// Headers in the visible range at their natural place; in plain style the pinned one at the
    /// place the layout gives it, drawn last so rows scroll under it.
    private func drawHeaders(_ scene: Scene, in area: Rect, on canvas: Canvas) throws {
        let list = scene.list
        let sticky = list.stickyHeader
        var failure: (any Error)?
        list.layout.forEachElement(from: list.offset, to: list.offset + area.height) { placed in
            guard case .header(let section) = placed.element, section != sticky?.section else { return true }
            do { try drawHeader(scene, section: section, span: placed.span, in: area, on: canvas) } catch {
                failure = error
                return false
            }
            return true
        }
        if let failure { throw failure }
        if let sticky { try drawHeader(scene, section: sticky.section, span: sticky.span, in: area, on: canvas) }
    }

    private func drawHeader(_ scene: Scene, section: Int, span: Span, in area: Rect, on canvas: Canvas) throws {
        let rect = Rect(x: area.minX, y: area.minY + span.y - scene.list.offset, width: area.width, height: span.height)
        if scene.list.layout.style == .plain { try canvas.fill(rect, Theme.headerBackground) }
        try scene.drawHeader(inSection: section, in: rect, on: canvas)
    }

    /// UIScrollView's indicator: a thin bar whose length is the visible fraction of the content.
    private func drawScrollIndicator(_ list: ListView, in area: Rect, on canvas: Canvas) throws {
        let content = list.layout.contentHeight
        guard content > area.height, area.height > 12 else { return }
        let track = area.height - 6
        let length = max(36, track * area.height / content)
        let range = list.bounds.max - list.bounds.min
        let fraction = range > 0 ? (list.offset - list.bounds.min) / range : 0
        let y = area.minY + 3 + (track - length) * min(max(fraction, 0), 1)
        try canvas.fillRoundedRect(Rect(x: area.maxX - 6, y: y, width: 3, height: length), radius: 1.5, Theme.scrollIndicator)
    }

    private func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let top = max(a.minY, b.minY), bottom = min(a.maxY, b.maxY)
        return Rect(x: a.minX, y: top, width: a.width, height: max(0, bottom - top))
    }
}
