/// Which presses make a click, and how many in a row make a double or triple click.
struct ClickCounter {
    /// A press moves this far (points) before it is a drag rather than a click.
    static let slop = 5.0
    /// A press this soon (seconds) and this near (points) after the last one counts as its double
    /// (or triple) click: GTK's gtk-double-click-time (400 ms) and gtk-double-click-distance (5).
    static let multiClickTime = 0.4
    static let multiClickDistance = 5.0

    /// The last press, and how many presses in a row it ends (1, or 2 for a double click…).
    private var last: (point: Point, time: Double, clicks: Int)?

    /// How many presses in a row the press at `point` makes (1, 2 for a double click, 3…).
    mutating func press(at point: Point, time: Double) -> Int {
        var clicks = 1
        if let last, time - last.time <= Self.multiClickTime,
           abs(point.x - last.point.x) <= Self.multiClickDistance, abs(point.y - last.point.y) <= Self.multiClickDistance {
            clicks = last.clicks + 1
        }
        last = (point, time, clicks)
        return clicks
    }

    /// Whether a pointer pressed at `start` and now at `point` has moved far enough to drag.
    static func isDrag(from start: Point, to point: Point) -> Bool {
        abs(point.y - start.y) + abs(point.x - start.x) >= slop
    }
}
