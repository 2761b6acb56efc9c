/// A one-line message strip just under the navigation bar (a save's outcome, a restored draft, an
/// error); while it shows, the list's area starts below it.
struct Banner {
    static let height = 28.0

    /// What a banner says, which sets its colours: a notice (pale yellow), a success (pale green),
    /// an error (red, white text), so a failure never looks like a save.
    enum Style: Equatable, Sendable {
        case notice, success, error

        var background: Color {
            switch self {
            case .notice: Theme.banner
            case .success: Theme.bannerSuccess
            case .error: Theme.bannerError
            }
        }

        var foreground: Color { self == .error ? Theme.background : Theme.text }
    }

    let text: String
    let width: Double
    var style: Style = .notice
    /// The strip's left edge: 0, or where a push or pop has slid its scene.
    var x = 0.0

    func draw(on canvas: Canvas) throws {
        let strip = Rect(x: x, y: Theme.navigationBarHeight, width: width, height: Self.height)
        try canvas.fill(strip, style.background)
        let room = strip.insetBy(dx: Theme.rowPadding, dy: 0)
        // A message too long for the strip keeps its start (what it is about), ending in an ellipsis.
        let line = try canvas.truncate(text: text, style: Theme.caption, width: room.width)
        try canvas.draw(text: line, style: Theme.caption, color: style.foreground, in: room, alignment: .center)
    }
}
