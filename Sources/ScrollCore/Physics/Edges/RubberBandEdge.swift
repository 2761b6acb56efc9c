/// The content follows a drag past the edge as `drag` says (UIKit's rubber band, Qt's half
/// travel, GTK's 1:1 up to a limit); a release past it, or a fling that crosses it, hands over
/// to `bounce` at the moment it crosses.
public struct RubberBandEdge: EdgeModel {
    /// How the content follows the pointer past the edge.
    public var dragModel: any OverscrollDrag
    /// How it springs back.
    public var bounceModel: any BounceModel

    /// Content dragged past the edge as `drag` says, springing back along `bounce`.
    public init(drag: any OverscrollDrag, bounce: any BounceModel) {
        self.dragModel = drag
        self.bounceModel = bounce
    }

    public static func == (a: RubberBandEdge, b: RubberBandEdge) -> Bool {
        AnyHashable(a.dragModel) == AnyHashable(b.dragModel) && AnyHashable(a.bounceModel) == AnyHashable(b.bounceModel)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(dragModel))
        hasher.combine(AnyHashable(bounceModel))
    }

    /// A press past the edge picks the drag up where the content shows.
    public func press(offset: Double, pull: Double, bounds: ScrollBounds,
                      dimension: Double) -> (raw: Double, catchesPull: Bool) {
        (dragModel.raw(forOffset: offset, bounds: bounds, dimension: dimension), false)
    }

    public func drag(toRaw raw: Double, fromRaw previousRaw: Double, offset previous: Double, bounds: ScrollBounds,
                     dimension: Double) -> EdgeDrag {
        let offset = dragModel.offset(forRaw: raw, fromRaw: previousRaw, offset: previous, bounds: bounds,
                                      dimension: dimension)
        return EdgeDrag(offset: offset, pull: nil, raw: raw)
    }

    /// Past the edge the content springs back from where it was let go, at the release's velocity.
    public func release(offset: Double, velocity: Double, pull: Double, bounds: ScrollBounds,
                        dimension: Double) -> EdgeResponse? {
        guard !bounds.contains(offset) else { return nil }
        return .bounce(bounceModel.bounce(from: offset, velocity: velocity, edge: bounds.clamp(offset)))
    }

    public func crossing(of fling: any Motion, shift: Double, edge: Double, at crossing: Double,
                         dimension: Double) -> EdgeResponse {
        .bounce(bounceModel.bounce(afterFling: fling, shift: shift, reaching: edge, at: crossing))
    }

    /// On its bounce back, then at the edge.
    public func position(_ t: Double, after fling: any Motion, shift: Double, reaching edge: Double,
                         at crossing: Double) -> Double {
        let bounce = bounceModel.bounce(afterFling: fling, shift: shift, reaching: edge, at: crossing)
        return bounce.isDone(at: t) ? edge : bounce.position(at: t)
    }

    public var bounce: (any BounceModel)? { bounceModel }
}

extension EdgeModel where Self == RubberBandEdge {
    /// Content dragged past the edge as `drag` says, springing back along `bounce`.
    public static func rubberBand(drag: any OverscrollDrag, bounce: any BounceModel) -> RubberBandEdge {
        RubberBandEdge(drag: drag, bounce: bounce)
    }
}
