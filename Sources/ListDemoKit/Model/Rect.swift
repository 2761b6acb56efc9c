/// An axis-aligned rectangle in points: an origin (top-left corner) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and dimensions, in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Left edge.
    public var minX: Double { origin.x }
    /// Top edge.
    public var minY: Double { origin.y }
    /// Right edge.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// Width in points.
    public var width: Double { size.width }
    /// Height in points.
    public var height: Double { size.height }

    /// Whether `point` lies inside (left/top edges inclusive, right/bottom exclusive), for hit tests.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// This rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom.
    /// Whether the two share any area (touching edges do not count).
    public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// This rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The part of this rectangle that lies inside `other` (zero width or height where they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// `(x, y, W×H)`, for test messages and logs.
    public var description: String { "(\(minX), \(minY), \(size))" }
}
