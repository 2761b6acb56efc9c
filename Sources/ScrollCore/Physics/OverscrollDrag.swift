/// How content follows the pointer past an edge: the overscroll shown for the pointer's travel
/// past it (the raw overscroll), and back, so a drag that starts while overscrolled picks up
/// exactly where the content is.
public enum OverscrollDrag: Sendable, Hashable {
    /// UIKit's rubber band, `b(x) = (1 − 1 / (x·c/d + 1)) · d`, x the raw overscroll, d the
    /// viewport's height, c the coefficient (UIScrollView's 0.55): it never stretches as far as d.
    case rubberBand(coefficient: Double)
    /// Flutter's BouncingScrollPhysics (`applyPhysicsToUserOffset`): each pointer event's move is
    /// scaled from where the content is, by `c · (1 − b/d)²` (`frictionFactor`, b the overscroll
    /// before the move, or after it for a move back toward the edge), and an event that starts
    /// inside the bounds moves 1:1 however far past the edge it goes. Where the content is depends
    /// on the events' sizes; small events tend to the rubber band with the same coefficient, which
    /// is what `offset(forRaw:)` and `raw(forOffset:)` answer (a press mid-bounce).
    case frictionPerEvent(coefficient: Double)
    /// The overscroll is `ratio` of the travel, up to `limit` points (nil: no limit): Qt's
    /// Flickable halves it, GTK follows 1:1 up to `MAX_OVERSHOOT_DISTANCE`.
    case linear(ratio: Double, limit: Double?)

    /// The overscroll shown (≥ 0) for a raw overscroll `x` ≥ 0 in a viewport `d` tall.
    public func overscroll(forRaw x: Double, dimension d: Double) -> Double {
        switch self {
        case .rubberBand(let c), .frictionPerEvent(let c): d > 0 ? (1 - 1 / (x * c / d + 1)) * d : 0
        case .linear(let ratio, let limit): Swift.min(x * ratio, limit ?? .infinity)
        }
    }

    /// The raw overscroll that shows as `b` ≥ 0 (at a limit, the least travel that reaches it; a
    /// rubber band's inverse, for 0 ≤ b < d).
    public func rawOverscroll(for b: Double, dimension d: Double) -> Double {
        switch self {
        case .rubberBand(let c), .frictionPerEvent(let c):
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

    /// The offset shown once a pointer event moves the unbounded drag offset from `previousRaw`
    /// to `raw` with the content at `previous`: `offset(forRaw:)`, except for Flutter's friction
    /// per event, which moves the content from where it is.
    public func offset(forRaw raw: Double, fromRaw previousRaw: Double, offset previous: Double, bounds: ScrollBounds,
                       dimension d: Double) -> Double {
        guard case .frictionPerEvent(let c) = self else { return offset(forRaw: raw, bounds: bounds, dimension: d) }
        let delta = raw - previousRaw
        guard delta != 0, !bounds.contains(previous), d > 0 else { return previous + delta }
        let past = previous < bounds.min ? bounds.min - previous : previous - bounds.max
        // Easing: the move goes back toward the edge; the friction is then taken after it.
        let easing = (previous < bounds.min) == (delta > 0)
        let fraction = (easing ? past - abs(delta) : past) / d
        let gamma = c * (1 - fraction) * (1 - fraction)
        // `_applyFriction`: a move longer than the overscroll takes at this friction covers the
        // overscroll, the rest 1:1 (whichever way it goes, as Flutter's).
        let moved: Double
        if abs(delta) >= past / gamma {
            moved = past + abs(delta) - past / gamma
        } else {
            moved = abs(delta) * gamma
        }
        return previous + (delta > 0 ? moved : -moved)
    }

    /// The unbounded drag offset that shows as `offset`.
    public func raw(forOffset offset: Double, bounds: ScrollBounds, dimension d: Double) -> Double {
        if offset < bounds.min { return bounds.min - rawOverscroll(for: bounds.min - offset, dimension: d) }
        if offset > bounds.max { return bounds.max + rawOverscroll(for: offset - bounds.max, dimension: d) }
        return offset
    }
}
