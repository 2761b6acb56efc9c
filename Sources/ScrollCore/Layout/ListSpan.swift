/// A vertical extent in content coordinates (points, y grows downward, 0 is the top of the content).
public struct ListSpan: Equatable, Sendable {
    /// The top edge.
    public var y: Double
    /// The extent downward from `y`.
    public var height: Double

    /// The bottom edge, `y + height`.
    public var maxY: Double { y + height }

    /// Creates the span from `y` down to `y + height`.
    public init(y: Double, height: Double) {
        self.y = y
        self.height = height
    }

    /// Whether `value` lies in `[y, maxY)`; an empty span contains nothing.
    public func contains(_ value: Double) -> Bool {
        value >= y && value < maxY
    }
}
