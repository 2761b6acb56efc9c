/// What happens past an edge of the scrollable range. The scroller asks it, as Flutter's
/// `ScrollPosition` asks its physics (`applyPhysicsToUserOffset`, `applyBoundaryConditions`,
/// `createBallisticSimulation`): where a press and a drag past the edge put the content, what a
/// release there does, and what a fling that reaches the edge does. Only this file looks at which
/// kind of edge it is.
public enum EdgeModel: Sendable, Equatable {
    /// The content follows a drag past the edge as `drag` says (UIKit's rubber band, Qt's half
    /// travel, GTK's 1:1 up to a limit); a release past it, or a fling that crosses it, hands over
    /// to `bounce` at the moment it crosses.
    case rubberBand(drag: OverscrollDrag, bounce: any BounceModel)
    /// The offset never leaves the bounds: a drag past the edge, and a fling that reaches it,
    /// become a drawn overscroll (`ListView.Frame.stretch`) that relaxes back (Android 12).
    case clamp(stretch: any StretchModel)
    /// The offset stops at the edge and nothing is drawn.
    case stop

    public static func == (a: EdgeModel, b: EdgeModel) -> Bool {
        switch (a, b) {
        case (.rubberBand(let c1, let b1), .rubberBand(let c2, let b2)): c1 == c2 && AnyHashable(b1) == AnyHashable(b2)
        case (.clamp(let s1), .clamp(let s2)): AnyHashable(s1) == AnyHashable(s2)
        case (.stop, .stop): true
        default: false
        }
    }
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
}

extension EdgeModel {
    /// A press with the content at `offset` and `pull` drawn (signed): the unbounded drag
    /// position the drag starts from, and whether the press catches the pull (it stops relaxing
    /// and follows the pointer from where it is).
    public func press(offset: Double, pull: Double, bounds: ScrollBounds,
                      dimension: Double) -> (raw: Double, catchesPull: Bool) {
        switch self {
        case .rubberBand(let resistance, _): (resistance.raw(forOffset: offset, bounds: bounds, dimension: dimension), false)
        case .clamp: (offset + pull, true)
        case .stop: (offset, false)
        }
    }

    /// What a pointer event moving the unbounded position from `previousRaw` to `raw`, the content
    /// at `previous`, shows in a viewport `dimension` tall.
    public func drag(toRaw raw: Double, fromRaw previousRaw: Double, offset previous: Double, bounds: ScrollBounds,
                     dimension: Double) -> EdgeDrag {
        switch self {
        case .rubberBand(let resistance, _):
            let offset = resistance.offset(forRaw: raw, fromRaw: previousRaw, offset: previous, bounds: bounds,
                                           dimension: dimension)
            return EdgeDrag(offset: offset, pull: nil, raw: raw)
        case .clamp(let model):
            let offset = bounds.clamp(raw)
            let past = raw - offset
            let most = model.maximumPull(dimension: dimension)
            guard abs(past) > most else { return EdgeDrag(offset: offset, pull: (past, model), raw: raw) }
            let kept = past > 0 ? most : -most
            return EdgeDrag(offset: offset, pull: (kept, model), raw: offset + kept)
        case .stop:
            // Nothing is kept of a pull past the edge: turning back moves the content at once.
            let offset = bounds.clamp(raw)
            return EdgeDrag(offset: offset, pull: nil, raw: offset)
        }
    }

    /// What a release at `offset` moving at `velocity`, with `pull` drawn (signed), does: a drawn
    /// pull relaxes (and nothing flings); past the edge the content springs back, or is put back
    /// within the bounds (bounds that shrank under a drag leave even a clamped offset outside
    /// them). Nil when it is the fling's to say: inside the bounds with nothing drawn.
    public func release(offset: Double, velocity: Double, pull: Double, bounds: ScrollBounds,
                        dimension: Double) -> EdgeResponse? {
        if pull != 0, case .clamp(let model) = self {
            return .relax(model.release(fromPull: abs(pull), dimension: dimension), drawnBy: model)
        }
        guard !bounds.contains(offset) else { return nil }
        guard case .rubberBand(_, let model) = self else { return .stop }
        return .bounce(model.bounce(from: offset, velocity: velocity, edge: bounds.clamp(offset)))
    }

    /// What `fling` (its positions moved by `shift`) does when it reaches `edge`, `crossing` seconds
    /// after it started: the bounce back, its speed there going into a drawn stretch, or a stop.
    public func crossing(of fling: any Motion, shift: Double, edge: Double, at crossing: Double,
                         dimension: Double) -> EdgeResponse {
        switch self {
        case .rubberBand(_, let model):
            .bounce(model.bounce(afterFling: fling, shift: shift, reaching: edge, at: crossing))
        case .clamp(let model):
            .relax(model.absorb(velocity: fling.velocity(at: crossing), dimension: dimension), drawnBy: model)
        case .stop: .stop
        }
    }

    /// Where the content is `t` seconds after `fling` (moved by `shift`) reached `edge`, `crossing`
    /// seconds after it started, if no input arrives: on its bounce back, or at the edge (a drawn
    /// stretch moves no content).
    public func position(_ t: Double, after fling: any Motion, shift: Double, reaching edge: Double,
                         at crossing: Double) -> Double {
        guard case .rubberBand(_, let model) = self else { return edge }
        let bounce = model.bounce(afterFling: fling, shift: shift, reaching: edge, at: crossing)
        return bounce.isDone(at: t) ? edge : bounce.position(at: t)
    }

    /// The bounce back to an edge, when the edge has one: what rebuilds a trace's bounce record.
    public var bounce: (any BounceModel)? {
        if case .rubberBand(_, let model) = self { model } else { nil }
    }

    /// The stretch drawn past an edge, when the edge draws one: what a trace's stretch record names.
    public var stretch: (any StretchModel)? {
        if case .clamp(let model) = self { model } else { nil }
    }
}
