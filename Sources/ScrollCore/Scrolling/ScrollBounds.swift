/// The range the offset rests in: `min = −insets.top`,
/// `max = max(min, contentHeight + insets.bottom − viewportHeight)`.
public struct ScrollBounds: Equatable, Sendable {
    /// The least resting offset.
    public let min: Double
    /// The greatest resting offset (never below `min`).
    public let max: Double

    /// Bounds from `min` to `max`; a `max` below `min` (content shorter than the viewport) becomes `min`.
    public init(min: Double, max: Double) {
        self.min = min
        self.max = Swift.max(min, max)
    }

    /// The bounds of content `contentHeight` tall seen through a viewport `viewportHeight` tall.
    public init(contentHeight: Double, viewportHeight: Double, insetTop: Double = 0, insetBottom: Double = 0) {
        self.init(min: -insetTop, max: contentHeight + insetBottom - viewportHeight)
    }

    /// Whether `offset` is a resting offset (not past either edge).
    public func contains(_ offset: Double) -> Bool { offset >= min && offset <= max }

    /// The resting offset nearest `offset`.
    public func clamp(_ offset: Double) -> Double { Swift.min(Swift.max(offset, min), max) }
}
