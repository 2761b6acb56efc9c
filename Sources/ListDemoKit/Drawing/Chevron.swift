/// UIKit's chevrons, stroked with round ends and a round tip as SF Symbols draws them: the table
/// cell's disclosure indicator (ink 8 × 13 pt, 2 pt stroke, `tertiaryLabel`, its right edge
/// `Theme.rowPadding` inside the row's: UIKit's trailing margin) and the navigation bar's back
/// indicator (ink 12.5 × 21 pt, 3 pt stroke, in the tint, 8 pt from the bar's left edge).
enum Chevron {
    /// The ink's box of a chevron whose centre line reaches `across` sideways and `along` up and
    /// down from its tip: round ends and tip add half the stroke all round.
    static func size(across: Double, along: Double, stroke: Double) -> Size {
        Size(width: across + stroke, height: 2 * along + stroke)
    }

    /// A chevron pointing right (`pointingLeft` false) or left, filling its `size(…)` box.
    static func shape(across: Double, along: Double, stroke: Double, pointingLeft: Bool = false) -> Shape {
        let half = stroke / 2
        let (open, tip) = pointingLeft ? (half + across, half) : (half, half + across)
        let path = VectorPath(polyline: [Point(x: open, y: half), Point(x: tip, y: half + along),
                                         Point(x: open, y: half + 2 * along)])
        return Shape(size: size(across: across, along: along, stroke: stroke), path: path, paint: .stroke(width: stroke))
    }

    /// The disclosure indicator: 6 + 2 = 8 pt wide, 2 × 5.5 + 2 = 13 pt tall.
    static let disclosure = shape(across: 6, along: 5.5, stroke: 2)
    /// The back indicator: 9.5 + 3 = 12.5 pt wide, 2 × 9 + 3 = 21 pt tall.
    static let back = shape(across: 9.5, along: 9, stroke: 3, pointingLeft: true)

    /// Where a row's text must end so that it stays clear of the disclosure chevron (UIKit leaves
    /// 8 pt between a cell's content and its accessory).
    static func textEnd(inRow rect: Rect) -> Double {
        rect.maxX - Theme.rowPadding - disclosure.size.width - 8
    }

    /// Draws the disclosure chevron centred vertically at the right of the row drawn at `rect`.
    static func draw(inRow rect: Rect, theme: Theme, on canvas: Canvas) throws {
        try canvas.draw(disclosure, at: Point(x: rect.maxX - Theme.rowPadding - disclosure.size.width,
                                              y: rect.midY - disclosure.size.height / 2), tint: theme.tertiaryLabel)
    }
}
