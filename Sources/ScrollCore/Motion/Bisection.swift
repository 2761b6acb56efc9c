/// Bisection on a monotone condition: the one root finder the curves share (a fling's crossing of
/// an edge, a spring's settling time, a limit's first crossing, Android's spline table).
enum Bisection {
    /// Halves `range` `iterations` times around where `isPast` turns true (false at the lower end,
    /// true at the upper end, and once true it stays true) and returns the last bracket.
    static func bracket(in range: ClosedRange<Double>, iterations: Int,
                        isPast: (Double) -> Bool) -> (low: Double, high: Double) {
        var low = range.lowerBound, high = range.upperBound
        for _ in 0..<iterations {
            let mid = (low + high) / 2
            if isPast(mid) { high = mid } else { low = mid }
        }
        return (low, high)
    }

    /// The bracket's upper end: the earliest point found where `isPast` holds.
    static func first(in range: ClosedRange<Double>, iterations: Int, isPast: (Double) -> Bool) -> Double {
        bracket(in: range, iterations: iterations, isPast: isPast).high
    }
}
