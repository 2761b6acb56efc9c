/// What happens past an edge of the scrollable range. The scroller asks it, as Flutter's
/// `ScrollPosition` asks its physics (`applyPhysicsToUserOffset`, `applyBoundaryConditions`,
/// `createBallisticSimulation`): where a press and a drag past the edge put the content, what a
/// release there does, and what a fling that reaches the edge does.
///
/// Each kind is a type in a file of its own (`Edges/`): the rubber band (`RubberBandEdge`), the
/// drawn stretch (`StretchEdge`), the hard stop (`StopEdge`); a new kind is a new type. What it
/// leaves out is the hard stop's: the offset stops at the edge and nothing is drawn.
public protocol EdgeModel: Sendable, Hashable {
    /// A press with the content at `offset` and `pull` drawn (signed): the unbounded drag
    /// position the drag starts from, and whether the press catches the pull (it stops relaxing
    /// and follows the pointer from where it is). By default the drag starts where the content is.
    func press(offset: Double, pull: Double, bounds: ScrollBounds, dimension: Double) -> (raw: Double, catchesPull: Bool)
    /// What a pointer event moving the unbounded position from `previousRaw` to `raw`, the content
    /// at `previous`, shows in a viewport `dimension` tall. By default the content stops at the
    /// edge and nothing is kept of a pull past it: turning back moves the content at once.
    func drag(toRaw raw: Double, fromRaw previousRaw: Double, offset previous: Double, bounds: ScrollBounds,
              dimension: Double) -> EdgeDrag
    /// What a release at `offset` moving at `velocity`, with `pull` drawn (signed), does. Nil when
    /// it is the fling's to say: inside the bounds with nothing drawn. By default, outside the bounds
    /// (bounds that shrank under a drag leave even a stopped offset outside them) the content is put
    /// back within them.
    func release(offset: Double, velocity: Double, pull: Double, bounds: ScrollBounds, dimension: Double) -> EdgeResponse?
    /// What `fling` (its positions moved by `shift`) does when it reaches `edge`, `crossing` seconds
    /// after it started. By default it stops there.
    func crossing(of fling: any Motion, shift: Double, edge: Double, at crossing: Double, dimension: Double) -> EdgeResponse
    /// Where the content is `t` seconds after `fling` (moved by `shift`) reached `edge`, `crossing`
    /// seconds after it started, if no input arrives. By default at the edge.
    func position(_ t: Double, after fling: any Motion, shift: Double, reaching edge: Double, at crossing: Double) -> Double
    /// The bounce back to an edge, when the edge has one: what rebuilds a trace's bounce record.
    var bounce: (any BounceModel)? { get }
    /// The stretch drawn past an edge, when the edge draws one: what a trace's stretch record names.
    var stretch: (any StretchModel)? { get }
}

extension EdgeModel {
    public func press(offset: Double, pull: Double, bounds: ScrollBounds,
                      dimension: Double) -> (raw: Double, catchesPull: Bool) {
        (offset, false)
    }

    public func drag(toRaw raw: Double, fromRaw previousRaw: Double, offset previous: Double, bounds: ScrollBounds,
                     dimension: Double) -> EdgeDrag {
        let offset = bounds.clamp(raw)
        return EdgeDrag(offset: offset, pull: nil, raw: offset)
    }

    public func release(offset: Double, velocity: Double, pull: Double, bounds: ScrollBounds,
                        dimension: Double) -> EdgeResponse? {
        bounds.contains(offset) ? nil : .stop
    }

    public func crossing(of fling: any Motion, shift: Double, edge: Double, at crossing: Double,
                         dimension: Double) -> EdgeResponse {
        .stop
    }

    public func position(_ t: Double, after fling: any Motion, shift: Double, reaching edge: Double,
                         at crossing: Double) -> Double {
        edge
    }

    public var bounce: (any BounceModel)? { nil }
    public var stretch: (any StretchModel)? { nil }
}

/// What the content does at an edge, as the edge model answers a release or a fling reaching it.
public enum EdgeResponse {
    /// It springs back to the edge along this motion.
    case bounce(any Motion)
    /// It rests at the edge while the pull drawn past it (a size, ≥ 0) relaxes along `motion`, drawn by `model`.
    case relax(any Motion, drawnBy: any StretchModel)
    /// It stops: at the edge, or where it is.
    case stop
}

/// Where a drag puts the content, as the edge model answers it.
public struct EdgeDrag {
    /// The offset shown.
    public var offset: Double
    /// The pull drawn past the edge (signed: positive past the end) and what draws it; nil when
    /// the edge draws none.
    public var pull: (size: Double, model: any StretchModel)?
    /// The unbounded drag position kept: the one asked about, or, when the edge keeps nothing
    /// beyond a limit, the limit, so turning back moves the content at once.
    public var raw: Double

    /// The content at `offset`, `pull` drawn past the edge, the drag going on from `raw`.
    public init(offset: Double, pull: (size: Double, model: any StretchModel)?, raw: Double) {
        self.offset = offset
        self.pull = pull
        self.raw = raw
    }
}
