/// A one-line message strip just under the navigation bar (a save's outcome, a restored draft, an
/// error); while it shows, the list's area starts below it.
struct Banner {
    static let height = 28.0

    let text: String
    let width: Double

    func draw(on canvas: Canvas) throws {
        let strip = Rect(x: 0, y: Theme.navigationBarHeight, width: width, height: Self.height)
        try canvas.fill(strip, Theme.banner)
        let room = strip.insetBy(dx: Theme.rowPadding, dy: 0)
        // A message too long for the strip keeps its start (what it is about), ending in an ellipsis.
        let line = try canvas.truncate(text: text, style: Theme.caption, width: room.width)
        try canvas.draw(text: line, style: Theme.caption, color: Theme.text, in: room, alignment: .center)
    }
}
