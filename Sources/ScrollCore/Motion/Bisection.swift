/// Bisection on a monotone condition: the one root finder the curves share (a fling's crossing of
/// an edge, a spring's settling time, a limit's first crossing, Android's spline table), and over whole
/// numbers the one every sorted lookup shares (a spline table's segment, a whole millisecond, a batch's
/// sorted indexes, the C API's section of a row, the overlay's running segment, the longest text that fits).
package enum Bisection {
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

    /// The last `i` in `range` for which `holds(i)` is true, given that it holds for `range.lowerBound` (never asked)
    /// and, once false, stays false for every larger `i`: the longest prefix that fits, the widest text before a point.
    /// - Complexity: O(log n) calls of `holds` for n values in `range`.
    package static func last(in range: ClosedRange<Int>, where holds: (Int) throws -> Bool) rethrows -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = low + (high - low + 1) / 2
            if try holds(middle) { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
