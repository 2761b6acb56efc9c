/// The offset stops at the edge and nothing is drawn: a drag past it, a release and a fling that
/// reaches it all stop there (Flutter's ClampingScrollPhysics without its glow, Chromium and
/// Firefox on the desktop). Every answer is `EdgeModel`'s own.
public struct StopEdge: EdgeModel {
    /// The hard stop.
    public init() {}
}

extension EdgeModel where Self == StopEdge {
    /// The hard stop.
    public static var stop: StopEdge { StopEdge() }
}
