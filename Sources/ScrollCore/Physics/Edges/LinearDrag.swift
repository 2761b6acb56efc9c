/// The overscroll is `ratio` of the travel, up to `limit` points (nil: no limit): Qt's Flickable
/// halves it, GTK follows 1:1 up to `MAX_OVERSHOOT_DISTANCE`.
public struct LinearDrag: OverscrollDrag {
    /// The overscroll shown per point of travel past the edge.
    public var ratio: Double
    /// The most overscroll shown (points), or nil for none.
    public var limit: Double?

    /// `ratio` of the travel, up to `limit` points.
    public init(ratio: Double, limit: Double?) {
        self.ratio = ratio
        self.limit = limit
    }

    public func overscroll(forRaw x: Double, dimension d: Double) -> Double {
        Swift.min(x * ratio, limit ?? .infinity)
    }

    public func rawOverscroll(for b: Double, dimension d: Double) -> Double {
        Swift.min(b, limit ?? .infinity) / ratio
    }
}

extension OverscrollDrag where Self == LinearDrag {
    /// `ratio` of the travel, up to `limit` points (nil: no limit).
    public static func linear(ratio: Double, limit: Double?) -> LinearDrag { LinearDrag(ratio: ratio, limit: limit) }
}
