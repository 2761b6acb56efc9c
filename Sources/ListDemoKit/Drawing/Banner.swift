/// A one-line message strip just under the navigation bar (a save's outcome, a restored draft, an
/// error); while it shows, the list's area starts below it.
struct Banner {
    static let height = 28.0

    let text: String
    let width: Double
    /// A notice (pale yellow), a success (pale green), an error (red, white text).
    var kind: BannerKind = .notice
    /// The strip's left edge: 0, or where a push or pop has slid its scene.
    var x = 0.0

    func draw(theme: Theme, on canvas: Canvas) throws {
        let strip = Rect(x: x, y: Theme.navigationBarHeight, width: width, height: Self.height)
        let background = switch kind {
        case .notice: theme.noticeBackground
        case .success: theme.successBackground
        case .error: theme.systemRed
        }
        try canvas.fill(strip, background)
        let room = strip.insetBy(dx: Theme.rowPadding, dy: 0)
        // A message too long for the strip keeps its start (what it is about), ending in an ellipsis.
        let line = try canvas.truncate(text: text, style: Theme.caption, width: room.width)
        try canvas.draw(text: line, style: Theme.caption, color: kind == .error ? theme.labelOnTint : theme.label,
                        in: room, alignment: .center)
    }
}
