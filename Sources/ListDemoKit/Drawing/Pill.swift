/// A small rounded button floating over the top of the list, just under the navigation bar
/// (the live scene's "3 new"): it covers a little of the list instead of moving it.
struct Pill {
    static let height = 28.0
    /// From the list area's top to the pill's.
    static let margin = 8.0
    /// Space on each side of the title.
    static let padding = 14.0
    static let style = Theme.footnoteBold

    let title: String

    /// Where the pill goes in `area` (the list's area, window points): centred, at the top, as wide
    /// as `metrics` measures its title.
    func frame(in area: Rect, metrics: TextMetrics) throws -> Rect {
        let width = try metrics.measure(text: title, style: Self.style).width + 2 * Self.padding
        return Rect(x: area.midX - width / 2, y: area.minY + Self.margin, width: width, height: Self.height)
    }

    /// Draws the pill at `rect` (its `frame`).
    func draw(at rect: Rect, theme: Theme, on canvas: Canvas) throws {
        try canvas.fillRoundedRect(rect, radius: Self.height / 2, theme.tint)
        try canvas.draw(text: title, style: Self.style, color: theme.labelOnTint, in: rect, alignment: .center)
    }
}
