/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size from its dimensions in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `W×H`, for test messages and logs.
    public var description: String { "\(width)×\(height)" }
}
