/// Never leave a row cut by the top edge, or in plain style by the section header pinned there: a
/// row hidden by at least half its height scrolls out, otherwise it scrolls fully in.
public struct CompleteCellsSnap: SnapPolicy {
    /// Whole rows at the top.
    public init() {}

    public func restingTarget(top: Double, insetTop: Double, layout: ListLayout,
                              timings: ScrollPhysics.Timings) -> ScrollTarget? {
        completeCellsTarget(top: top, layout: layout).map { .offset($0 - insetTop) }
    }

    /// The row cut by the top of what shows at `offset`: its start and its end are the snap
    /// positions around it. The nearer ahead wins; at half the row, the one further on (the half rule).
    public func steppingTarget(from base: Double, toward offset: Double, layout: ListLayout, bounds: ScrollBounds,
                               insetTop: Double, timings: ScrollPhysics.Timings) -> ScrollTarget? {
        let forward = offset > base
        func isAhead(_ position: Double) -> Bool { forward ? position > base : position < base }
        guard let (cut, line) = firstShown(top: offset + insetTop, layout: layout) else { return nil }
        let below = line - (offset + insetTop)
        let candidates = [cut.y - below - insetTop, cut.maxY - below - insetTop].filter { isAhead($0) && bounds.contains($0) }
        let nearest = candidates.min { a, b in
            abs(a - offset) != abs(b - offset) ? abs(a - offset) < abs(b - offset) : (forward ? a > b : a < b)
        }
        return nearest.map { .offset($0) }
    }

    public func animationDuration(timings: ScrollPhysics.Timings) -> Double { timings.cellSnap }

    /// The y to put at the top so that no element is cut by the top of what shows: the top edge, or
    /// in plain style the bottom of the section header pinned there, which covers the rows under it
    /// (the snapped row's top lands at the header's bottom).
    private func completeCellsTarget(top: Double, layout: ListLayout) -> Double? {
        guard let (cut, line) = firstShown(top: top, layout: layout), cut.y < line else { return nil }
        let hidden = line - cut.y
        // The chosen y goes to the line: the top moves by the header's height less (0 without one, exactly).
        return (hidden >= cut.height / 2 ? cut.maxY : cut.y) - (line - top)
    }

    /// The element shown first below `top` (the top of the visible area) and the line it is cut by:
    /// `top`, or in plain style the bottom of the section header pinned there, which covers rows.
    private func firstShown(top: Double, layout: ListLayout) -> (span: ListSpan, line: Double)? {
        let line = layout.stickyHeader(visibleTop: top).map { Swift.max(top, $0.span.maxY) } ?? top
        return layout.element(atY: line).map { ($0.span, line) }
    }
}

extension SnapPolicy where Self == CompleteCellsSnap {
    /// Whole rows at the top.
    public static var completeCells: CompleteCellsSnap { CompleteCellsSnap() }
}
