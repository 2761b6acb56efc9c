/// How content follows the pointer past an edge: the overscroll shown for the pointer's travel
/// past it (the raw overscroll), and back, so a drag that starts while overscrolled picks up
/// exactly where the content is.
public enum OverscrollDrag: Sendable, Hashable {
    /// UIKit's rubber band, `b(x) = (1 − 1 / (x·c/d + 1)) · d`, x the raw overscroll, d the
    /// viewport's height, c the coefficient (UIScrollView's 0.55): it never stretches as far as d.
    /// Flutter's BouncingScrollPhysics, which scales each step past the edge by `c · (1 − b/d)²`
    /// (`frictionFactor`), integrates to this same curve.
    case rubberBand(coefficient: Double)
    /// The overscroll is `ratio` of the travel, up to `limit` points (nil: no limit): Qt's
    /// Flickable halves it, GTK follows 1:1 up to `MAX_OVERSHOOT_DISTANCE`.
    case linear(ratio: Double, limit: Double?)

    /// The overscroll shown (≥ 0) for a raw overscroll `x` ≥ 0 in a viewport `d` tall.
    public func overscroll(forRaw x: Double, dimension d: Double) -> Double {
        switch self {
        case .rubberBand(let c): d > 0 ? (1 - 1 / (x * c / d + 1)) * d : 0
        case .linear(let ratio, let limit): Swift.min(x * ratio, limit ?? .infinity)
        }
    }

    /// The raw overscroll that shows as `b` ≥ 0 (at a limit, the least travel that reaches it; a
    /// rubber band's inverse, for 0 ≤ b < d).
    public func rawOverscroll(for b: Double, dimension d: Double) -> Double {
        switch self {
        case .rubberBand(let c):
            guard d > 0 else { return 0 }
            let shown = Swift.min(b, d * 0.999_999)
            return shown / (c * (1 - shown / d))
        case .linear(let ratio, let limit):
            return Swift.min(b, limit ?? .infinity) / ratio
        }
    }

    /// The offset shown for an unbounded drag offset `raw`.
    public func offset(forRaw raw: Double, bounds: ScrollBounds, dimension d: Double) -> Double {
        if raw < bounds.min { return bounds.min - overscroll(forRaw: bounds.min - raw, dimension: d) }
        if raw > bounds.max { return bounds.max + overscroll(forRaw: raw - bounds.max, dimension: d) }
        return raw
    }

    /// The unbounded drag offset that shows as `offset`.
    public func raw(forOffset offset: Double, bounds: ScrollBounds, dimension d: Double) -> Double {
        if offset < bounds.min { return bounds.min - rawOverscroll(for: bounds.min - offset, dimension: d) }
        if offset > bounds.max { return bounds.max + rawOverscroll(for: offset - bounds.max, dimension: d) }
        return offset
    }
}
