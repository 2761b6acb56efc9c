import ScrollCore

/// The one conversion between the window and a list's viewport, for drawing and hit testing alike:
/// where a span of the frame is drawn, including the frame's drawn stretch (Android 12's), and which
/// viewport position is drawn at a window point. What is drawn is what a click hits.
struct ViewportMapping: Equatable {
    /// The list's area in window points.
    let area: Rect
    /// How far rows are drawn from the sides (the grouped style's inset).
    let rowInset: Double
    /// The frame's drawn overscroll: + past the end, − past the start (`ListView.Frame.stretch`).
    let stretch: Double
    /// The viewport's height the frame was laid out for.
    let viewportHeight: Double

    /// The list of `style` whose `frame` is drawn in `area`: the frame step makes one per list per frame, and
    /// everything that frame draws, hits or describes goes through it.
    init(area: Rect, style: ListStyle, frame: ListView.Frame) {
        self.init(area: area, rowInset: Self.rowInset(of: style), stretch: frame.stretch, viewportHeight: frame.viewportHeight)
    }

    /// How far rows of `style` are drawn from the sides.
    static func rowInset(of style: ListStyle) -> Double { style == .grouped ? Theme.groupedInset : 0 }

    /// How wide rows of `style` are drawn in a list `areaWidth` wide: what the frame step measures them at, before
    /// the frame (and so the mapping) exists.
    static func rowWidth(areaWidth: Double, style: ListStyle) -> Double { areaWidth - 2 * rowInset(of: style) }

    /// The same mapping with the list's area moved `dx` sideways (a scene sliding in a push or pop).
    func movedBy(dx: Double) -> ViewportMapping {
        ViewportMapping(area: area.offsetBy(dx: dx, dy: 0), rowInset: rowInset, stretch: stretch,
                        viewportHeight: viewportHeight)
    }

    private init(area: Rect, rowInset: Double, stretch: Double, viewportHeight: Double) {
        self.area = area
        self.rowInset = rowInset
        self.stretch = stretch
        self.viewportHeight = viewportHeight
    }

    /// Where content at `span` (viewport space) is drawn while the list shows `stretch` of drawn
    /// overscroll in a viewport `viewportHeight` tall: Android 12's `EdgeEffect` stretch as a linear
    /// scale along the scroll axis, anchored at the pulled edge, so rows nearer it move least and the
    /// far edge moves by |stretch|. With no stretch (every physics but a clamping one, and any list at
    /// rest) the span is returned untouched.
    static func stretched(_ span: ListSpan, by stretch: Double, viewportHeight: Double) -> ListSpan {
        guard stretch != 0, viewportHeight > 0 else { return span }
        let scale = stretchScale(stretch, viewportHeight: viewportHeight)
        let y = stretch < 0 ? span.y * scale : viewportHeight - (viewportHeight - span.y) * scale
        return ListSpan(y: y, height: span.height * scale)
    }

    /// How much a stretch of `stretch` points lengthens the content along the axis (the trace records it).
    static func stretchScale(_ stretch: Double, viewportHeight: Double) -> Double {
        (viewportHeight + abs(stretch)) / viewportHeight
    }

    /// How much the content is lengthened along the axis (1 with no stretch).
    var scale: Double { stretch == 0 || viewportHeight <= 0 ? 1 : Self.stretchScale(stretch, viewportHeight: viewportHeight) }

    /// Where a scrolled span (a row, a header) is drawn in window points, `inset` from both sides.
    func rect(_ span: ListSpan, inset: Double) -> Rect {
        fixedRect(Self.stretched(span, by: stretch, viewportHeight: viewportHeight), inset: inset)
    }

    /// How wide a row is drawn.
    var rowWidth: Double { area.width - 2 * rowInset }

    /// Where a row at `span` is drawn (inset as the style insets rows).
    func rowRect(_ span: ListSpan) -> Rect { rect(span, inset: rowInset) }

    /// Where a span that does not scroll with the content (the scroll indicator) is drawn.
    func fixedRect(_ span: ListSpan, inset: Double = 0) -> Rect {
        Rect(x: area.minX + inset, y: area.minY + span.y, width: area.width - 2 * inset, height: span.height)
    }

    /// The viewport position of the content drawn at window `y`: the stretch undone.
    func contentY(atWindowY y: Double) -> Double {
        let drawn = y - area.minY
        guard stretch != 0, viewportHeight > 0 else { return drawn }
        let scale = self.scale
        return stretch < 0 ? drawn / scale : viewportHeight - (viewportHeight - drawn) / scale
    }

    /// The viewport position of window `y` for what does not stretch (the indicator's track and thumb).
    func fixedY(atWindowY y: Double) -> Double { y - area.minY }
}
