/// The offset never leaves the bounds: a drag past the edge, and a fling that reaches it, become a
/// drawn overscroll (`ListView.Frame.stretch`) that relaxes back (Android 12).
public struct StretchEdge: EdgeModel {
    /// What draws the pull and relaxes it.
    public var stretchModel: any StretchModel

    /// An edge that draws a pull past it as `stretch` says.
    public init(stretch: any StretchModel) { self.stretchModel = stretch }

    public static func == (a: StretchEdge, b: StretchEdge) -> Bool {
        AnyHashable(a.stretchModel) == AnyHashable(b.stretchModel)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(stretchModel)) }

    /// A press catches the pull drawn: the drag starts from the content's position plus it.
    public func press(offset: Double, pull: Double, bounds: ScrollBounds,
                      dimension: Double) -> (raw: Double, catchesPull: Bool) {
        (offset + pull, true)
    }

    /// The offset stays within the bounds; the travel past them is the pull, up to the model's most.
    public func drag(toRaw raw: Double, fromRaw previousRaw: Double, offset previous: Double, bounds: ScrollBounds,
                     dimension: Double) -> EdgeDrag {
        let offset = bounds.clamp(raw)
        let past = raw - offset
        let most = stretchModel.maximumPull(dimension: dimension)
        guard abs(past) > most else { return EdgeDrag(offset: offset, pull: (past, stretchModel), raw: raw) }
        let kept = past > 0 ? most : -most
        return EdgeDrag(offset: offset, pull: (kept, stretchModel), raw: offset + kept)
    }

    /// A drawn pull relaxes (and nothing flings); otherwise as the hard stop.
    public func release(offset: Double, velocity: Double, pull: Double, bounds: ScrollBounds,
                        dimension: Double) -> EdgeResponse? {
        if pull != 0 {
            return .relax(stretchModel.release(fromPull: abs(pull), dimension: dimension), drawnBy: stretchModel)
        }
        return bounds.contains(offset) ? nil : .stop
    }

    /// The fling's speed at the edge goes into a drawn stretch.
    public func crossing(of fling: any Motion, shift: Double, edge: Double, at crossing: Double,
                         dimension: Double) -> EdgeResponse {
        .relax(stretchModel.absorb(velocity: fling.velocity(at: crossing), dimension: dimension), drawnBy: stretchModel)
    }

    public var stretch: (any StretchModel)? { stretchModel }
}

extension EdgeModel where Self == StretchEdge {
    /// An edge that draws a pull past it as `stretch` says.
    public static func clamp(stretch: any StretchModel) -> StretchEdge { StretchEdge(stretch: stretch) }
}
