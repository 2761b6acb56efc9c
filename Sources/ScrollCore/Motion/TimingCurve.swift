/// A CSS / Core Animation timing curve: a cubic Bézier from (0, 0) to (1, 1) with control points
/// (x1, y1) and (x2, y2), mapping elapsed time (x) to progress (y).
///
/// Progress is found by solving x(s) = time for the curve parameter s to within 1e-12, then
/// evaluating y(s): the exact curve, not a polynomial stand-in such as `t·(2 − t)`.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point's time coordinate, in [0, 1].
    public let x1: Double
    /// The first control point's progress coordinate.
    public let y1: Double
    /// The second control point's time coordinate, in [0, 1].
    public let x2: Double
    /// The second control point's progress coordinate.
    public let y2: Double
    /// The curve's name in traces and on the overlay ("ease-out").
    public let name: String

    /// A curve with control points (x1, y1), (x2, y2); x1 and x2 in [0, 1] so time maps to one progress.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, name: String) {
        precondition((0...1).contains(x1) && (0...1).contains(x2), "control x in [0, 1]")
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        self.name = name
    }

    /// UIViewAnimationCurveEaseOut and CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1, name: "ease-out")
    /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1, name: "ease-in-out")
    /// Constant speed.
    public static let linear = TimingCurve(0, 0, 1, 1, name: "linear")

    /// Progress (0...1 for these curves) at elapsed fraction `time` (clamped to 0...1).
    public func progress(at time: Double) -> Double {
        if time <= 0 { return 0 }
        if time >= 1 { return 1 }
        return Self.bezier(parameter(forTime: time), y1, y2)
    }

    /// d(progress)/d(time) at elapsed fraction `time`: the animation's velocity is this times
    /// distance / duration.
    public func slope(at time: Double) -> Double {
        var s = parameter(forTime: min(max(time, 0), 1))
        // At an end point whose control x coincides with it both derivatives vanish; the limit
        // of their ratio is the slope just inside the curve.
        if abs(Self.derivative(s, x1, x2)) < 1e-9 { s = min(max(s, 1e-6), 1 - 1e-6) }
        return Self.derivative(s, y1, y2) / Self.derivative(s, x1, x2)
    }

    /// B(s) for one coordinate with end points 0 and 1 and control values a, b.
    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    private static func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// Solves x(s) = time: Newton's method from s = time, falling back to `Bisection`, which always
    /// converges because x(s) is non-decreasing for control x in [0, 1].
    private func parameter(forTime time: Double) -> Double {
        let tolerance = 1e-12
        var s = time
        for _ in 0..<8 {
            let error = Self.bezier(s, x1, x2) - time
            if abs(error) < tolerance { return s }
            let d = Self.derivative(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        // 52 halvings of 0...1 leave a bracket one ulp of 1 wide.
        return Bisection.first(in: 0...1, iterations: 52) { Self.bezier($0, x1, x2) >= time }
    }
}
