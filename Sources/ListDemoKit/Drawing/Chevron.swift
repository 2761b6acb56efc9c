/// UITableViewCell's disclosure indicator: a chevron whose ink is 8 × 13 pt, drawn with a 2 pt
/// stroke in the tertiary grey, its right edge `Theme.rowPadding` inside the row's (UIKit's
/// trailing margin).
enum Chevron {
    static let size = Size(width: 8, height: 13)
    static let stroke = 2.0
    /// The strokes' centre lines: from the tip back 6.6 pt and up (or down) 5.9 pt. A 2 pt stroke
    /// around them reaches 0.67 pt further sideways and 0.75 pt further up and down, so the ink
    /// fills `size` (6.6 + 2 × 0.67 ≈ 8, 2 × 5.9 + 2 × 0.75 ≈ 13).
    private static let arm = (across: 6.6, along: 5.9)

    /// Draws the chevron centred vertically at the right of the row drawn at `rect`.
    static func draw(inRow rect: Rect, on canvas: Canvas) throws {
        let tip = Point(x: rect.maxX - Theme.rowPadding - (size.width - arm.across) / 2, y: rect.midY)
        let top = Point(x: tip.x - arm.across, y: tip.y - arm.along)
        let bottom = Point(x: tip.x - arm.across, y: tip.y + arm.along)
        try canvas.strokeLine(from: top, to: tip, color: Theme.chevron, width: stroke)
        try canvas.strokeLine(from: tip, to: bottom, color: Theme.chevron, width: stroke)
    }
}
