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

    func draw(on canvas: Canvas) throws {
        let strip = Rect(x: x, y: Theme.navigationBarHeight, width: width, height: Self.height)
        let background = switch kind {
        case .notice: Theme.banner
        case .success: Theme.bannerSuccess
        case .error: Theme.bannerError
        }
        try canvas.fill(strip, background)
        let room = strip.insetBy(dx: Theme.rowPadding, dy: 0)
        // A message too long for the strip keeps its start (what it is about), ending in an ellipsis.
        let line = try canvas.truncate(text: text, style: Theme.caption, width: room.width)
        try canvas.draw(text: line, style: Theme.caption, color: kind == .error ? Theme.background : Theme.text, in: room, alignment: .center)
    }
}
