/// The keyboard focus ring (the current row, a focused bar button): a tint outline, 2 pt wide,
/// just inside `rect`, as GTK and Qt draw their focus frames.
enum FocusRing {
    static let width = 2.0

    static func draw(around rect: Rect, on canvas: Canvas) throws {
        let w = min(width, rect.width / 2, rect.height / 2)
        guard w > 0 else { return }
        try canvas.fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: w), Theme.tint)
        try canvas.fill(Rect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w), Theme.tint)
        try canvas.fill(Rect(x: rect.minX, y: rect.minY + w, width: w, height: rect.height - 2 * w), Theme.tint)
        try canvas.fill(Rect(x: rect.maxX - w, y: rect.minY + w, width: w, height: rect.height - 2 * w), Theme.tint)
    }
}
