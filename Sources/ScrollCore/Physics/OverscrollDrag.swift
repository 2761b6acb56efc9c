/// How content follows the pointer past an edge: the overscroll shown for the pointer's travel
/// past it (the raw overscroll), and back, so a drag that starts while overscrolled picks up
/// exactly where the content is. A rubber-band edge (`RubberBandEdge`) asks it; each kind is a
/// type in a file of its own (`Edges/`): UIKit's rubber band (`RubberBandDrag`), Flutter's friction
/// per event (`FrictionPerEventDrag`), Qt's and GTK's linear travel (`LinearDrag`).
public protocol OverscrollDrag: Sendable, Hashable {
    /// The overscroll shown (≥ 0) for a raw overscroll `x` ≥ 0 in a viewport `d` tall.
    func overscroll(forRaw x: Double, dimension d: Double) -> Double
    /// The raw overscroll that shows as `b` ≥ 0 (at a limit, the least travel that reaches it).
    func rawOverscroll(for b: Double, dimension d: Double) -> Double
    /// The offset shown once a pointer event moves the unbounded drag offset from `previousRaw`
    /// to `raw` with the content at `previous`: by default `offset(forRaw:bounds:dimension:)`,
    /// whatever the content showed before; a drag that moves the content from where it is
    /// (Flutter's friction per event) says so here.
    func offset(forRaw raw: Double, fromRaw previousRaw: Double, offset previous: Double, bounds: ScrollBounds,
                dimension d: Double) -> Double
}

extension OverscrollDrag {
    public func offset(forRaw raw: Double, fromRaw previousRaw: Double, offset previous: Double, bounds: ScrollBounds,
                       dimension d: Double) -> Double {
        offset(forRaw: raw, bounds: bounds, dimension: d)
    }

    /// The offset shown for an unbounded drag offset `raw`.
    public func offset(forRaw raw: Double, bounds: ScrollBounds, dimension d: Double) -> Double {
        if raw < bounds.min { return bounds.min - overscroll(forRaw: bounds.min - raw, dimension: d) }
        if raw > bounds.max { return bounds.max + overscroll(forRaw: raw - bounds.max, dimension: d) }
        return raw
    }

    /// The unbounded drag offset that shows as `offset`.
    public func raw(forOffset offset: Double, bounds: ScrollBounds, dimension d: Double) -> Double {
        if offset < bounds.min { return bounds.min - rawOverscroll(for: bounds.min - offset, dimension: d) }
        if offset > bounds.max { return bounds.max + rawOverscroll(for: offset - bounds.max, dimension: d) }
        return offset
    }
}
