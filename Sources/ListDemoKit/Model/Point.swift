/// A position in points (not pixels); y grows downward as on screen.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points, growing downward.
    public var y: Double

    /// Creates a point from its coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// `(x, y)`, for test messages and logs.
    public var description: String { "(\(x), \(y))" }
}
