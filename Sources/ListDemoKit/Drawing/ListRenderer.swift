import ScrollCore

/// Draws one frame of a scene's list as the engine described it (`ListView.Frame`): rows at their
/// (possibly animating) spans, ghosts of deleted rows, headers, the pinned header, separators, the
/// selection and the scroll indicator. It only reads the frame; it never decides where anything is.
struct ListRenderer {
    /// How the scroll indicator is drawn: how opaque (it fades out at rest), and whether widened
    /// into a thumb on a track (the pointer near it, or dragging it).
    struct IndicatorLook: Equatable {
        var alpha: Double
        var isWide: Bool
    }

    /// Where a span of the frame (viewport space) is on screen in `area` (window points), `inset`
    /// from both sides: the one conversion from the engine's coordinates to the window's, for
    /// drawing and hit testing alike.
    static func rect(_ span: Span, in area: Rect, inset: Double = 0) -> Rect {
        Rect(x: area.minX + inset, y: area.minY + span.y, width: area.width - 2 * inset, height: span.height)
    }

    /// Where content at `span` (viewport space) is drawn while the list shows `stretch` of drawn
    /// overscroll (`ListView.Frame.stretch`: + past the end, − past the start) in a viewport
    /// `viewportHeight` tall: Android 12's `EdgeEffect` stretch as a linear scale along the scroll
    /// axis, anchored at the pulled edge, so rows nearer it move least and the far edge moves by
    /// |stretch|. It reads the frame's value and computes no position of its own; with no stretch
    /// (every physics but a clamping one, and any list at rest) the span is returned untouched.
    static func stretched(_ span: Span, by stretch: Double, viewportHeight: Double) -> Span {
        guard stretch != 0, viewportHeight > 0 else { return span }
        let scale = (viewportHeight + abs(stretch)) / viewportHeight
        let y = stretch < 0 ? span.y * scale : viewportHeight - (viewportHeight - span.y) * scale
        return Span(y: y, height: span.height * scale)
    }

    /// How far rows are drawn from the sides in `style`.
    static func rowInset(_ style: ListStyle) -> Double { style == .grouped ? Theme.groupedInset : 0 }

    /// A tapped row's highlight fading out (UIKit's deselect animation): 1 just tapped ... 0 gone.
    struct FadingHighlight: Equatable {
        let indexPath: IndexPath
        let alpha: Double
    }

    /// Draws `frame` of a list laid out as `layout` into `area` (window points), `content` drawing
    /// inside the rows and headers; the current row's focus ring only while the list has the keyboard
    /// focus (`listHasFocus`), and `highlight` fading.
    func draw(_ frame: ListView.Frame, of layout: ListLayout, content: ListContent, in area: Rect, on canvas: Canvas,
              indicator look: IndicatorLook, listHasFocus: Bool = true, highlight: FadingHighlight? = nil) throws {
        try canvas.fill(area, content.background)
        try canvas.setClip(area)
        defer { try? canvas.setClip(nil) }

        let inset = Self.rowInset(layout.style)
        // Everything that scrolls is drawn stretched as the frame says; the indicator is not.
        func drawn(_ span: Span) -> Span { Self.stretched(span, by: frame.stretch, viewportHeight: frame.viewportHeight) }
        let scale = drawn(Span(y: 0, height: 1)).height
        for ghost in frame.ghosts {
            try drawRowBackground(Self.rect(drawn(ghost.span), in: area, inset: inset), selected: false, corners: [], on: canvas)
        }
        for row in frame.rows {
            let rect = Self.rect(drawn(row.span), in: area, inset: inset)
            guard rect.height > 0 else { continue }
            let fading = highlight.flatMap { $0.indexPath == row.indexPath ? $0.alpha : nil } ?? 0
            let corners = Self.roundedCorners(of: row.indexPath, in: layout)
            try drawRowBackground(rect, selected: row.isSelected, fading: fading, corners: corners, on: canvas)
            try canvas.setClip(rect.intersection(area))
            try content.drawRow(row.indexPath, in: Rect(x: rect.minX, y: rect.minY, width: rect.width,
                                                      height: row.height * scale), on: canvas)
            if row.alpha < 1 {
                try Self.fill(rect, corners: corners, content.background.withAlpha(UInt8(((1 - row.alpha) * 255).rounded())),
                              on: canvas)
            }
            if row.isCurrent, listHasFocus {
                try FocusRing.draw(inside: rect, cornerRadius: corners.isEmpty ? 0 : Theme.groupedCornerRadius, on: canvas)
            }
            try canvas.setClip(area)
        }
        for header in frame.headers { try drawHeader(header.section, at: drawn(header.span), of: layout, content: content, in: area, on: canvas) }
        // The pinned header last, so rows scroll under it.
        if let sticky = frame.stickyHeader {
            try drawHeader(sticky.section, at: drawn(sticky.span), of: layout, content: content, in: area, on: canvas)
        }
        if look.alpha > 0, let indicator = frame.indicator { try drawIndicator(indicator, look, in: area, on: canvas) }
    }

    /// The thin bar 3 pt from the edge, or the widened 8 pt thumb on a 12 pt track.
    private func drawIndicator(_ indicator: ScrollIndicator, _ look: IndicatorLook, in area: Rect, on canvas: Canvas) throws {
        func faded(_ color: Color) -> Color { color.withAlpha(UInt8((Double(color.a) * look.alpha).rounded())) }
        let thumb = Self.rect(indicator.thumb, in: area)
        guard look.isWide else {
            try canvas.fillRoundedRect(Rect(x: area.maxX - 6, y: thumb.minY, width: 3, height: thumb.height),
                                       radius: 1.5, faded(Theme.scrollIndicator))
            return
        }
        let track = Self.rect(indicator.track, in: area)
        try canvas.fillRoundedRect(Rect(x: area.maxX - 14, y: track.minY, width: 12, height: track.height),
                                   radius: 6, faded(Theme.scrollTrack))
        try canvas.fillRoundedRect(Rect(x: area.maxX - 12, y: thumb.minY, width: 8, height: thumb.height), radius: 4,
                                   faded(indicator.isDragged ? Theme.scrollThumbDragged : Theme.scrollThumb))
    }

    /// Which corners of the row at `indexPath` are rounded: in the grouped style (inset grouped),
    /// the top ones of a section's first row and the bottom ones of its last; none in the plain style.
    static func roundedCorners(of indexPath: IndexPath, in layout: ListLayout) -> RoundedCorners {
        guard layout.style == .grouped else { return [] }
        var corners: RoundedCorners = []
        if indexPath.row == 0 { corners.insert(.top) }
        if indexPath.row == layout.numberOfRows(inSection: indexPath.section) - 1 { corners.insert(.bottom) }
        return corners
    }

    /// A row's shape: its rectangle, or with `corners` rounded.
    private static func fill(_ rect: Rect, corners: RoundedCorners, _ color: Color, on canvas: Canvas) throws {
        if corners.isEmpty {
            try canvas.fill(rect, color)
        } else {
            try canvas.fillRoundedRect(rect, radius: Theme.groupedCornerRadius, corners: corners, color)
        }
    }

    private func drawHeader(_ section: Int, at span: Span, of layout: ListLayout, content: ListContent, in area: Rect,
                            on canvas: Canvas) throws {
        // Inset like the rows, so a grouped header's text lines up with the rows' text.
        let rect = Self.rect(span, in: area, inset: Self.rowInset(layout.style))
        if layout.style == .plain { try canvas.fill(rect, Theme.headerBackground) }
        try content.drawHeader(inSection: section, in: rect, on: canvas)
    }

    private func drawRowBackground(_ rect: Rect, selected: Bool, fading: Double = 0, corners: RoundedCorners,
                                   on canvas: Canvas) throws {
        try Self.fill(rect, corners: corners, selected ? Theme.selection : Theme.background, on: canvas)
        if !selected, fading > 0 {
            try Self.fill(rect, corners: corners, Theme.selection.withAlpha(UInt8((min(1, fading) * 255).rounded())), on: canvas)
        }
        // An inset-grouped section's last row has no separator under it: its rounded corners end it.
        guard !corners.contains(.bottom) else { return }
        // A hairline: one pixel at any scale.
        let hairline = 1 / canvas.scale
        try canvas.fill(Rect(x: rect.minX + Theme.rowPadding, y: rect.maxY - hairline,
                             width: rect.width - Theme.rowPadding, height: hairline), Theme.separator)
    }
}
