/// Where a list may come to rest, applied when scrolling stops.
public enum SnapPolicy: Sendable, Equatable {
    /// Rest anywhere.
    case none
    /// Never leave a row cut by the top edge, or in plain style by the section header
    /// pinned there: a row hidden by at least half its height scrolls out, otherwise it scrolls fully in.
    case completeCells
    /// Bring a section's start to the top when it rests within `threshold` points of it.
    case sectionStart(threshold: Double)

    /// The default threshold for section snapping, in points.
    public static let sectionStartThreshold = 75.0
    /// Section snapping with the default 75 pt threshold.
    public static var sectionStart: SnapPolicy { .sectionStart(threshold: sectionStartThreshold) }

    /// How long the snap animation lasts (0.5 s for cells; section snaps are shorter moves).
    public var animationDuration: Double {
        switch self {
        case .none, .completeCells: 0.5
        case .sectionStart: 0.3
        }
    }

    /// Where a list resting at `offset` should snap to, or nil when it may stay.
    ///
    /// `visibleTop` is the distance from the viewport's top to the visible area (the top inset).
    /// Never snaps at the content's end (the user asked to see the bottom) and never outside `bounds`.
    /// - Complexity: O(log n).
    public func target(restingAt offset: Double, layout: ListLayout, bounds: ScrollBounds, insetTop: Double) -> Double? {
        destination(restingAt: offset, layout: layout, bounds: bounds, insetTop: insetTop).map {
            resolve($0, layout: layout, bounds: bounds, insetTop: insetTop)
        }
    }

    /// Where a list resting at `offset` should snap to, as a target the list follows while rows
    /// are measured on the way (a section's start, not the offset it has now); nil when it may stay.
    /// - Complexity: O(log n).
    public func destination(restingAt offset: Double, layout: ListLayout, bounds: ScrollBounds,
                            insetTop: Double) -> ScrollTarget? {
        guard offset < bounds.max - 1 else { return nil }
        let top = offset + insetTop
        let proposal: ScrollTarget?
        switch self {
        case .none:
            proposal = nil
        case .completeCells:
            proposal = completeCellsTarget(top: top, layout: layout).map { .offset($0 - insetTop) }
        case .sectionStart(let threshold):
            proposal = sectionStartTarget(top: top, layout: layout, threshold: threshold).map { .sectionStart($0) }
        }
        guard let proposal else { return nil }
        let target = resolve(proposal, layout: layout, bounds: bounds, insetTop: insetTop)
        return abs(target - offset) < 1e-9 ? nil : proposal
    }

    /// Where a step that would take a list from `base` to `offset` (a wheel notch, a key step, a
    /// page) should land instead, chosen before it moves, as CSS scroll-snap does: the snap
    /// position nearest `offset` that lies beyond `base` in the step's direction, so the step is one
    /// motion that never comes back; nil to land at `offset` as it is (no snap position that way,
    /// or the step reaches the content's end, which is never snapped away from).
    /// - Complexity: O(log n).
    public func destination(steppingFrom base: Double, toward offset: Double, layout: ListLayout,
                            bounds: ScrollBounds, insetTop: Double) -> ScrollTarget? {
        let offset = bounds.clamp(offset)
        guard offset != base, offset < bounds.max - 1 else { return nil }
        let forward = offset > base
        func isAhead(_ position: Double) -> Bool { forward ? position > base : position < base }
        switch self {
        case .none:
            return nil
        case .completeCells:
            // The row cut by the top of what shows at `offset`: its start and its end are the snap
            // positions around it. The nearer wins; at half the row, the one further on (the half rule).
            guard let (cut, line) = firstShown(top: offset + insetTop, layout: layout) else { return nil }
            let below = line - (offset + insetTop)
            let candidates = [cut.y - below - insetTop, cut.maxY - below - insetTop].filter { isAhead($0) && bounds.contains($0) }
            let nearest = candidates.min { a, b in
                abs(a - offset) != abs(b - offset) ? abs(a - offset) < abs(b - offset) : (forward ? a > b : a < b)
            }
            return nearest.map { .offset($0) }
        case .sectionStart:
            guard let proposal = destination(restingAt: offset, layout: layout, bounds: bounds, insetTop: insetTop)
            else { return nil }
            return isAhead(resolve(proposal, layout: layout, bounds: bounds, insetTop: insetTop)) ? proposal : nil
        }
    }

    private func resolve(_ target: ScrollTarget, layout: ListLayout, bounds: ScrollBounds, insetTop: Double) -> Double {
        target.offset(in: layout, bounds: bounds, insetTop: insetTop) ?? bounds.clamp(0)
    }

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

    /// The section holding the top edge or the next one, whichever starts nearer, if within `threshold`.
    private func sectionStartTarget(top: Double, layout: ListLayout, threshold: Double) -> Int? {
        guard let here = layout.element(atY: top) else { return nil }
        let section = switch here.element {
        case .header(let s), .footer(let s): s
        case .row(let indexPath): indexPath.section
        }
        var best: (section: Int, start: Double)?
        for candidate in [section, section + 1] where candidate < layout.numberOfSections {
            let start = layout.sectionSpan(inSection: candidate).y
            let distance = abs(start - top)
            if distance <= threshold, distance < abs((best?.start ?? .infinity) - top) { best = (candidate, start) }
        }
        return best?.section
    }
}

/// When snapping happens.
public enum SnapTiming: String, Sendable, Equatable {
    /// Once the list stops, a second short animation to the snap position.
    case rest
    /// On release, the fling's projected rest picks the target and the fling is retargeted so one
    /// continuous motion lands on it (UIKit's targetContentOffset, Android's SnapHelper), leaving at
    /// the release's velocity; a touchpad pan's coast is aimed the same way as it starts; a release
    /// too slow to fling snaps at once from where it was let go.
    case projected
}
