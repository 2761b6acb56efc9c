/// A one-line message just under the navigation bar (a save's outcome, a restored draft, an
/// error) on a rounded card, as the pill and the inset sections are; while it shows, the list's
/// area starts below its band.
struct Banner {
    /// The band under the bar the banner takes from the list.
    static let height = 28.0
    /// The card inside the band: inset from the window's sides as an inset-grouped section's rows
    /// are by half of theirs, and 2 pt from the band's top and bottom, its corners rounded 8 pt
    /// (a bar button's).
    static let inset = (dx: Theme.groupedInset / 2, dy: 2.0)
    static let cornerRadius = 8.0

    let text: String
    let width: Double
    /// A notice (pale yellow), a success (pale green), an error (red, white text).
    var kind: BannerKind = .notice
    /// The band's left edge: 0, or where a push or pop has slid its scene.
    var x = 0.0

    /// The card's frame in window points.
    var card: Rect {
        Rect(x: x, y: Theme.navigationBarHeight, width: width, height: Self.height).insetBy(dx: Self.inset.dx, dy: Self.inset.dy)
    }

    func draw(theme: Theme, on canvas: Canvas) throws {
        let background = switch kind {
        case .notice: theme.noticeBackground
        case .success: theme.successBackground
        case .error: theme.systemRed
        }
        let card = self.card
        try canvas.fillRoundedRect(card, radius: Self.cornerRadius, background)
        let room = card.insetBy(dx: Self.cornerRadius, dy: 0)
        // A message too long for the card keeps its start (what it is about), ending in an ellipsis.
        let line = try canvas.truncate(text: text, style: Theme.caption, width: room.width)
        try canvas.draw(text: line, style: Theme.caption, color: kind == .error ? theme.labelOnTint : theme.label,
                        in: room, alignment: .center)
    }
}
