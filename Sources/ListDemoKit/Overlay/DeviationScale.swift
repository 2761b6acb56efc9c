import Glibc

/// The vertical scale of the deviation plot: a symmetric log scale, so that half a point and twenty points are both
/// readable on one plot, and a 1,000 pt outlier does not flatten either.
///
/// A signed deviation `d` (points, presented − ideal) is drawn at `sign(d) · log10(1 + |d| / knee) / log10(1 + top /
/// knee)` of the half height above or below the 0 line: nearly linear below the knee, logarithmic above it. The top
/// is the smallest power of ten at least the largest deviation shown, and at least `smallestTop`, so the scale reads
/// in round numbers and an on-time gesture still shows its ±1 pt band.
struct DeviationScale: Equatable {
    /// Where the scale turns from linear to logarithmic (points): a quarter point, finer than any frame's rounding
    /// worth seeing, coarse enough that 0.5 pt stands at a fifth of the height under a 100 pt top.
    static let knee = 0.25
    /// The smallest top (points): an on-time gesture's plot still spans ±10 pt.
    static let smallestTop = 10.0
    /// The band marked around 0 (points): within it a frame is as good as on the curve.
    static let band = 1.0

    /// The largest deviation the scale shows (points), a power of ten: it spans −top…+top.
    let top: Double

    /// The scale for deviations up to `largest` points (its size; a non-finite value is taken as `smallestTop`).
    init(largest: Double) {
        guard largest.isFinite, largest > Self.smallestTop else {
            top = Self.smallestTop
            return
        }
        // The power of ten at or above `largest`; the ratio rounds up only past floating point's noise (1000 is 10³).
        let exponent = (log10(largest) - 1e-12).rounded(.up)
        top = pow(10, exponent)
    }

    /// Where deviation `d` (points) stands, from −1 (−top, the bottom) through 0 to 1 (+top, the top); beyond the
    /// top it is clamped.
    func fraction(_ d: Double) -> Double {
        guard d.isFinite else { return d > 0 ? 1 : -1 }
        let value = log10(1 + abs(d) / Self.knee) / log10(1 + top / Self.knee)
        return d < 0 ? -min(value, 1) : min(value, 1)
    }

    /// The top as the gutter prints it: "+100 pt" above, "-100" below, or "±100 pt" beside a plot too short for two.
    var topText: String { String(cFormat: "+%.0f pt", top) }
    var bottomText: String { String(cFormat: "-%.0f", top) }
    var bothText: String { String(cFormat: "±%.0f pt", top) }
}
