/// The keyboard focus ring (the current row, a focused bar button): an outline in the theme's tint, 2 pt wide,
/// anti-aliased, 2 pt inside what it marks and following its shape — concentric with an
/// inset-grouped row's rounded corners, so it never covers the corner's cut, and softly rounded
/// elsewhere, as GTK4 and Qt 6 round their focus outlines.
enum FocusRing {
    static let width = 2.0
    /// How far inside the marked shape the ring's outer edge lies.
    static let inset = 2.0
    /// The ring's corners where the marked shape has square ones.
    static let radius = 4.0

    /// Draws the ring inside `rect`, whose corners are rounded to `cornerRadius` (0: square).
    static func draw(inside rect: Rect, cornerRadius: Double = 0, theme: Theme, on canvas: Canvas) throws {
        try canvas.strokeRoundedRect(rect.insetBy(dx: inset, dy: inset), radius: max(radius, cornerRadius - inset),
                                     width: width, theme.tint)
    }
}
