/// The last `i` in `range` for which `holds(i)` is true, given that it holds for `range.lowerBound` (never asked)
/// and, once false, stays false for every larger `i`: the longest prefix that fits, the widest text before a point.
/// - Complexity: O(log n) calls of `holds` for n values in `range`.
func lastIndex(in range: ClosedRange<Int>, where holds: (Int) throws -> Bool) rethrows -> Int {
    var low = range.lowerBound, high = range.upperBound
    while low < high {
        let middle = low + (high - low + 1) / 2
        if try holds(middle) { low = middle } else { high = middle - 1 }
    }
    return low
}
