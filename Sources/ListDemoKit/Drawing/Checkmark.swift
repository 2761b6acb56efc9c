/// UITableViewCell's checkmark accessory: a tick whose ink is 14 × 12 pt, stroked 2 pt with round
/// ends, its right edge `Theme.rowPadding` inside the row's (UIKit's trailing margin).
enum Checkmark {
    static let size = Size(width: 14, height: 12)
    static let stroke = 2.0

    /// The tick's centre line runs through these points of the ink's box, inset by half the stroke
    /// so the round ends stay inside it: a short arm down to the corner, a long one up and right.
    static let shape: Shape = {
        let half = stroke / 2
        let points = [Point(x: half, y: 6.4), Point(x: 5, y: size.height - half), Point(x: size.width - half, y: half)]
        return Shape(size: size, path: VectorPath(polyline: points), paint: .stroke(width: stroke))
    }()

    /// Draws the checkmark centred vertically at the right of the row drawn at `rect`.
    static func draw(inRow rect: Rect, color: Color, on canvas: Canvas) throws {
        try canvas.draw(shape, at: Point(x: rect.maxX - Theme.rowPadding - size.width, y: rect.midY - size.height / 2),
                        tint: color)
    }
}
