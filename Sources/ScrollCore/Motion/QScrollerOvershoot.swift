/// QScroller's overshoot past a bound (qtbase `qscroller.cpp`, `createScrollingSegments`, default
/// properties), as its segments run (`nextSegmentPosition`, whole milliseconds since the release):
///
/// - a flick that reaches the bound goes on along its own curve, the same segment, until the
///   progress 0.3 × OvershootScrollTime (0.21 s of T, the flick's unrounded time) past the
///   crossing's, or until it is OvershootScrollDistanceFactor (0.5) × the viewport past the bound
///   — both crossings found by `progressForValue`'s 6-step bisection, so up to T/64 off the exact
///   ones, as in Qt —, showing where it stops once past it; then a second segment returns along
///   OutQuad in 0.7 × OvershootScrollTime, 489 ms once `pushSegment` truncates 0.48999999999999994 s,
///   starting at the first segment's end truncated to its millisecond;
/// - content released past a bound returns along OutQuad in that one 489 ms segment.
///
/// The motion starts when the scroller hands over (the flick's first millisecond past the bound),
/// and reads QScroller's clock from the release: the flick's curve goes on unchanged.
public struct QScrollerOvershoot: Motion, Equatable {
    /// The curve's name in traces and on the overlay.
    public static let curveName = "qscroller overshoot"
    /// `OvershootScrollTime` (0.7 s): 30 % of it carries on past the bound, 70 % returns.
    static let overshootScrollTime = 0.7
    /// The return segment's whole milliseconds: `pushSegment` truncates 0.7 × 0.7 s (0.48999999999999994).
    static let returnMilliseconds = (overshootScrollTime * 0.7 * 1000).rounded(.towardZero)

    /// The bound it returns to.
    public let edge: Double
    /// The flick that reached the bound (nil for content released past it).
    public let flick: QScrollerFling?
    /// Seconds from the flick's release to this motion's start (0 for content released past the bound).
    public let elapsedAtStart: Double
    /// The flick segment's stop progress (`oStopProgress`).
    public let flickStop: Double
    /// Where it turns back: the flick segment's stop position, or where content was released.
    public let turn: Double
    /// The return segment's start, in whole milliseconds since the release.
    public let returnStart: Double

    /// Content released at `position` past the bound `edge`: back in 489 ms.
    public init(releasedAt position: Double, edge: Double) {
        self.edge = edge
        flick = nil
        elapsedAtStart = 0
        flickStop = 0
        turn = position
        returnStart = 0
    }

    /// `flick` reaching the bound `edge`, this motion starting `crossing` seconds after the flick's
    /// release, carried on at most `limit` points past the edge (OvershootScrollDistanceFactor × the viewport).
    public init(after flick: QScrollerFling, edge: Double, crossing: Double, limit: Double) {
        self.edge = edge
        self.flick = flick
        elapsedAtStart = crossing
        let (origin, distance) = (flick.origin, flick.distance)
        let stopProgress = Self.progress(forValue: abs((edge - origin) / distance))
        var stop = Swift.min(stopProgress + Self.overshootScrollTime * 0.3 / flick.segmentTime, 1)
        var past = origin + distance * QScrollerFling.outQuad(stop) - edge
        let most = past == 0 ? 0 : past > 0 ? limit : -limit
        if abs(past) > abs(most) {
            stop = Self.progress(forValue: abs((edge + most - origin) / distance))
            past = most
        }
        flickStop = stop
        turn = edge + past
        returnStart = (flick.milliseconds * stop).rounded(.towardZero)
    }

    /// `progressForValue` for OutQuad: 6 bisection steps from the value itself.
    static func progress(forValue value: Double) -> Double {
        guard value >= 0, value <= 1 else { return value }
        var (progress, left, right) = (value, 0.0, 1.0)
        for _ in 0..<6 {
            let v = QScrollerFling.outQuad(progress)
            if v < value {
                left = progress
            } else if v > value {
                right = progress
            } else {
                break
            }
            progress = (left + right) / 2
        }
        return progress
    }

    public var curveName: String { Self.curveName }
    public var finalPosition: Double { edge }
    public var duration: Double { (returnStart + Self.returnMilliseconds) / 1000 - elapsedAtStart }
    /// Where a trace's record rebuilds it from: the flick's release, or where content was released.
    public var origin: Double { flick?.origin ?? turn }
    /// The flick's release velocity; 0 for content released past the bound (QScroller's return ignores it).
    public var initialVelocity: Double { flick?.initialVelocity ?? 0 }

    /// Which segment runs at whole millisecond `ms` since the release, and its progress there.
    private enum Stage { case flick(Double), held, returning(Double), done }

    private func stage(atMillisecond ms: Double) -> Stage {
        if let flick, flick.milliseconds * flickStop > ms {
            let p = flick.position(atMillisecond: ms)
            if flick.distance > 0 ? p <= turn : p >= turn { return .flick(p) }
        }
        if returnStart + Self.returnMilliseconds <= ms { return .done }
        guard returnStart <= ms else { return .held }
        let p = turn + (edge - turn) * QScrollerFling.outQuad((ms - returnStart) / Self.returnMilliseconds)
        return edge > turn ? (p > edge ? .done : .returning(p)) : (p < edge ? .done : .returning(p))
    }

    private func milliseconds(at t: Double) -> Double { QScrollerFling.clock(elapsedAtStart + t) }

    public func position(at t: Double) -> Double {
        switch stage(atMillisecond: milliseconds(at: t)) {
        case .flick(let p), .returning(let p): p
        case .held: turn
        case .done: edge
        }
    }

    public func velocity(at t: Double) -> Double {
        let ms = milliseconds(at: t)
        switch stage(atMillisecond: ms) {
        case .flick: return flick?.velocity(atMillisecond: ms) ?? 0
        case .held, .done: return 0
        case .returning:
            let back = Self.returnMilliseconds / 1000
            return (edge - turn) / back * 2 * (1 - (ms - returnStart) / Self.returnMilliseconds)
        }
    }
}

extension QScrollerOvershoot {
    /// QScroller's overshoot after its flicks, for a viewport of `viewport` points.
    public struct Model: BounceModel {
        /// The flick family whose flicks it carries on past a bound (and rebuilds from a trace).
        public var fling: QScrollerFling.Model
        /// OvershootScrollDistanceFactor × the viewport: the farthest a flick carries past a bound.
        public var limit: Double

        /// Overshoots of `fling`'s flicks, at most `limit` points past a bound.
        public init(fling: QScrollerFling.Model, limit: Double) {
            self.fling = fling
            self.limit = limit
        }

        public var curveName: String { QScrollerOvershoot.curveName }

        /// Content released past the bound returns in 489 ms whatever its velocity (QScroller's
        /// flick would end past the bound too; one that would bring it back in is not followed).
        public func bounce(from position: Double, velocity: Double, edge: Double) -> any Motion {
            QScrollerOvershoot(releasedAt: position, edge: edge)
        }

        /// A QScroller flick goes on along its own curve (its family knows it: `QScrollerFling.Model.flick`);
        /// another fling hands over as released there.
        public func bounce(afterFling fling: any Motion, shift: Double, reaching edge: Double,
                           at crossing: Double) -> any Motion {
            guard let flick = self.fling.flick(fling) else {
                return QScrollerOvershoot(releasedAt: edge, edge: edge)
            }
            return QScrollerOvershoot(after: flick.moved(by: shift), edge: edge, crossing: crossing, limit: limit)
        }

        /// A record made with a velocity is a flick's overshoot (`from` its release); one made with
        /// none is content released past the bound.
        public func rebuilt(from position: Double, velocity: Double, edge: Double) -> any Motion {
            guard velocity != 0 else { return QScrollerOvershoot(releasedAt: position, edge: edge) }
            let flick = fling.qscrollerFling(from: position, velocity: velocity)
            let crossing = flick.time(toReach: edge) ?? 0
            return QScrollerOvershoot(after: flick, edge: edge, crossing: crossing, limit: limit)
        }
    }
}
