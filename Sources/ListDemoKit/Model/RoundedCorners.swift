/// Which corners of a rectangle `Canvas.fillRoundedRect` rounds: an inset-grouped section's first
/// row rounds its top ones, its last row its bottom ones, a row alone all four.
public struct RoundedCorners: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top-left and top-right corners.
    public static let top = RoundedCorners(rawValue: 1)
    /// The bottom-left and bottom-right corners.
    public static let bottom = RoundedCorners(rawValue: 2)
    public static let all: RoundedCorners = [.top, .bottom]
}
