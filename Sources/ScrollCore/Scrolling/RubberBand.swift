/// How content follows a drag past an edge: `b(x) = (1 − 1 / (x·c/d + 1)) · d`, where x is the
/// raw overscroll, d the viewport's height and c the coefficient (UIScrollView's 0.55, as
/// published, unless the physics' `OverscrollDrag.rubberBand` names another), which maps drag
/// offsets through it. The band never stretches as far as d, and `rawOverscroll` inverts it so a
/// drag that starts while overscrolled picks up exactly where the content is.
public enum RubberBand {
    /// UIScrollView's rubber-band coefficient.
    public static let coefficient = 0.55

    /// The shown overscroll for a raw overscroll `x` ≥ 0 with dimension `d`.
    public static func overscroll(forRaw x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0 else { return 0 }
        return (1 - 1 / (x * c / d + 1)) * d
    }

    /// The raw overscroll that shows as `b` (0 ≤ b < d).
    public static func rawOverscroll(for b: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0 else { return 0 }
        let shown = Swift.min(b, d * 0.999_999)
        return shown / (c * (1 - shown / d))
    }
}
