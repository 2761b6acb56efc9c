/// Where a list may come to rest, applied when scrolling stops (or, with projected timing, chosen
/// as it starts). Each kind is a type in a file of its own: resting anywhere (`NoSnap`), never on a
/// cut row (`CompleteCellsSnap`), at a section's start when near it (`SectionStartSnap`); a new kind
/// is a new type. The figures a platform sets (durations, the section snap's reach) are the
/// physics' (`ScrollPhysics.Timings`), which every question hands in.
public protocol SnapPolicy: Sendable, Hashable {
    /// Where a list whose visible area starts at content y `top` (its offset plus `insetTop`) should
    /// snap to, before it is checked against the bounds; nil to rest there.
    /// - Complexity: O(log n).
    func restingTarget(top: Double, insetTop: Double, layout: ListLayout, timings: ScrollPhysics.Timings) -> ScrollTarget?
    /// Where a step from `base` toward `offset` (clamped, and short of the content's end) lands
    /// instead, or nil to land at `offset`. By default the resting target at `offset` when it lies
    /// beyond `base` in the step's direction.
    /// - Complexity: O(log n).
    func steppingTarget(from base: Double, toward offset: Double, layout: ListLayout, bounds: ScrollBounds,
                        insetTop: Double, timings: ScrollPhysics.Timings) -> ScrollTarget?
    /// How long its snap animation lasts.
    func animationDuration(timings: ScrollPhysics.Timings) -> Double
}

extension SnapPolicy {
    public func steppingTarget(from base: Double, toward offset: Double, layout: ListLayout, bounds: ScrollBounds,
                               insetTop: Double, timings: ScrollPhysics.Timings) -> ScrollTarget? {
        guard let proposal = destination(restingAt: offset, layout: layout, bounds: bounds, insetTop: insetTop,
                                         timings: timings)
        else { return nil }
        let landing = Self.resolve(proposal, layout: layout, bounds: bounds, insetTop: insetTop)
        return (offset > base ? landing > base : landing < base) ? proposal : nil
    }

    /// Where a list resting at `offset` should snap to, or nil when it may stay.
    ///
    /// `insetTop` is the distance from the viewport's top to the visible area (the top inset).
    /// Never snaps at the content's end (the user asked to see the bottom) and never outside `bounds`.
    /// - Complexity: O(log n).
    public func target(restingAt offset: Double, layout: ListLayout, bounds: ScrollBounds, insetTop: Double,
                       timings: ScrollPhysics.Timings) -> Double? {
        destination(restingAt: offset, layout: layout, bounds: bounds, insetTop: insetTop, timings: timings).map {
            Self.resolve($0, layout: layout, bounds: bounds, insetTop: insetTop)
        }
    }

    /// Where a list resting at `offset` should snap to, as a target the list follows while rows
    /// are measured on the way (a section's start, not the offset it has now); nil when it may stay.
    /// - Complexity: O(log n).
    public func destination(restingAt offset: Double, layout: ListLayout, bounds: ScrollBounds, insetTop: Double,
                            timings: ScrollPhysics.Timings) -> ScrollTarget? {
        guard offset < bounds.max - 1,
              let proposal = restingTarget(top: offset + insetTop, insetTop: insetTop, layout: layout, timings: timings)
        else { return nil }
        let target = Self.resolve(proposal, layout: layout, bounds: bounds, insetTop: insetTop)
        return abs(target - offset) < 1e-9 ? nil : proposal
    }

    /// Where a step that would take a list from `base` to `offset` (a wheel notch, a key step, a
    /// page) should land instead, chosen before it moves, as CSS scroll-snap does: the snap
    /// position nearest `offset` that lies beyond `base` in the step's direction, so the step is one
    /// motion that never comes back; nil to land at `offset` as it is (no snap position that way,
    /// or the step reaches the content's end, which is never snapped away from).
    /// - Complexity: O(log n).
    public func destination(steppingFrom base: Double, toward offset: Double, layout: ListLayout,
                            bounds: ScrollBounds, insetTop: Double, timings: ScrollPhysics.Timings) -> ScrollTarget? {
        let offset = bounds.clamp(offset)
        guard offset != base, offset < bounds.max - 1 else { return nil }
        return steppingTarget(from: base, toward: offset, layout: layout, bounds: bounds, insetTop: insetTop,
                              timings: timings)
    }

    /// The offset `target` puts the list at.
    static func resolve(_ target: ScrollTarget, layout: ListLayout, bounds: ScrollBounds, insetTop: Double) -> Double {
        target.offset(in: layout, bounds: bounds, insetTop: insetTop) ?? bounds.clamp(0)
    }
}

/// Whether two policies are the same kind with the same values.
public func == (a: any SnapPolicy, b: any SnapPolicy) -> Bool { AnyHashable(a) == AnyHashable(b) }

/// Whether two policies differ in kind or values.
public func != (a: any SnapPolicy, b: any SnapPolicy) -> Bool { !(a == b) }

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
