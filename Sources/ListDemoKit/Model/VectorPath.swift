/// An outline in points, as a list of pen moves: what a `Shape` layer fills or strokes. A value,
/// so two shapes drawn from equal paths share one rasterisation (`Canvas.draw(_:at:tint:)`).
struct VectorPath: Hashable, Sendable {
    enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        /// A circular arc around `center` from angle `from` to `to` (radians, clockwise on screen,
        /// 0 pointing right), joined to the pen's position by a straight line.
        case arc(center: Point, radius: Double, from: Double, to: Double)
        case close
    }

    private(set) var elements: [Element] = []

    init() {}

    /// An open line through `points` (nothing for fewer than two).
    init(polyline points: [Point]) {
        guard points.count >= 2 else { return }
        move(to: points[0])
        for point in points.dropFirst() { line(to: point) }
    }

    mutating func move(to point: Point) { elements.append(.move(point)) }
    mutating func line(to point: Point) { elements.append(.line(point)) }
    mutating func arc(center: Point, radius: Double, from: Double, to: Double) {
        elements.append(.arc(center: center, radius: radius, from: from, to: to))
    }
    mutating func close() { elements.append(.close) }
    /// Adds `other`'s moves after this path's (a second outline: a ring's hole, filled even-odd).
    mutating func append(_ other: VectorPath) { elements += other.elements }

    /// `rect` with `corners` rounded to `radius` (at most half its shorter side), the others square.
    static func roundedRect(_ rect: Rect, radius: Double, corners: RoundedCorners = .all) -> VectorPath {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let top = corners.contains(.top) ? r : 0
        let bottom = corners.contains(.bottom) ? r : 0
        let quarter = Double.pi / 2
        var path = VectorPath()
        path.move(to: Point(x: rect.minX + top, y: rect.minY))
        path.arc(center: Point(x: rect.maxX - top, y: rect.minY + top), radius: top, from: -quarter, to: 0)
        path.arc(center: Point(x: rect.maxX - bottom, y: rect.maxY - bottom), radius: bottom, from: 0, to: quarter)
        path.arc(center: Point(x: rect.minX + bottom, y: rect.maxY - bottom), radius: bottom, from: quarter, to: 2 * quarter)
        path.arc(center: Point(x: rect.minX + top, y: rect.minY + top), radius: top, from: 2 * quarter, to: 3 * quarter)
        path.close()
        return path
    }

    /// A circle.
    static func circle(center: Point, radius: Double) -> VectorPath {
        var path = VectorPath()
        path.move(to: Point(x: center.x + radius, y: center.y))
        path.arc(center: center, radius: radius, from: 0, to: 2 * Double.pi)
        path.close()
        return path
    }
}
