/// UIKit's rubber band, `b(x) = (1 − 1 / (x·c/d + 1)) · d`, x the raw overscroll, d the viewport's
/// height, c the coefficient (UIScrollView's 0.55): it never stretches as far as d.
public struct RubberBandDrag: OverscrollDrag {
    /// c: how stiff the band is (UIScrollView's 0.55).
    public var coefficient: Double

    /// A rubber band of coefficient `coefficient`.
    public init(coefficient: Double) { self.coefficient = coefficient }

    public func overscroll(forRaw x: Double, dimension d: Double) -> Double {
        d > 0 ? (1 - 1 / (x * coefficient / d + 1)) * d : 0
    }

    /// The band's inverse, for 0 ≤ b < d.
    public func rawOverscroll(for b: Double, dimension d: Double) -> Double {
        guard d > 0 else { return 0 }
        let shown = Swift.min(b, d * 0.999_999)
        return shown / (coefficient * (1 - shown / d))
    }
}

extension OverscrollDrag where Self == RubberBandDrag {
    /// UIKit's rubber band of coefficient `coefficient`.
    public static func rubberBand(coefficient: Double) -> RubberBandDrag { RubberBandDrag(coefficient: coefficient) }
}
