/// QScroller's overshoot past a bound (qtbase `qscroller.cpp`, `createScrollingSegments`, default
/// properties): a flick that reaches the bound goes on along its own curve — OutQuad, a constant
/// deceleration — for at most 0.3 × OvershootScrollTime (0.21 s) and at most
/// OvershootScrollDistanceFactor (0.5) × the viewport past it, then returns along OutQuad in
/// 0.7 × OvershootScrollTime (0.49 s); content released past a bound returns along OutQuad in
/// 0.49 s (the "already in overshoot" segment).
public struct QScrollerOvershoot: Motion, Equatable {
    /// The curve's name in traces and on the overlay.
    public static let curveName = "qscroller overshoot"
    /// `OvershootScrollTime` (0.7 s): 30 % of it carries on past the bound, 70 % returns.
    static let overshootScrollTime = 0.7

    /// The bound it returns to.
    public let edge: Double
    /// Where it starts (the bound, for a flick reaching it) and how fast it moves away (points per second).
    public let start: Double
    public let initialVelocity: Double
    /// The flick's deceleration carried on past the bound (points per second²).
    public let deceleration: Double
    /// How long it carries on past the bound (seconds).
    public let outTime: Double
    /// Where it turns back.
    public let turn: Double

    /// From `position` at `velocity` (a flick reaching `edge`, or content released past it),
    /// carried on at most `limit` points past the edge.
    public init(from position: Double, velocity: Double, edge: Double, deceleration: Double, limit: Double) {
        self.edge = edge
        self.start = position
        self.deceleration = deceleration
        guard position == edge, velocity != 0 else {
            initialVelocity = 0
            outTime = 0
            turn = position
            return
        }
        initialVelocity = velocity
        let speed = abs(velocity), away: Double = velocity > 0 ? 1 : -1
        var time = Swift.min(0.3 * Self.overshootScrollTime, speed / deceleration)
        let farthest = speed * time - deceleration * time * time / 2
        if farthest > limit {
            // The earlier root of speed·t − a t²/2 = limit.
            time = (speed - (speed * speed - 2 * deceleration * limit).squareRoot()) / deceleration
        }
        outTime = time
        turn = edge + away * Swift.min(farthest, limit)
    }

    public var curveName: String { Self.curveName }
    public var finalPosition: Double { edge }
    public var duration: Double { outTime + 0.7 * Self.overshootScrollTime }

    public func position(at t: Double) -> Double {
        if t < outTime {
            let away: Double = initialVelocity > 0 ? 1 : -1
            return edge + initialVelocity * t - away * deceleration * t * t / 2
        }
        let p = Swift.min(1, (t - outTime) / (0.7 * Self.overshootScrollTime))
        return turn + (edge - turn) * p * (2 - p)
    }

    public func velocity(at t: Double) -> Double {
        if t < outTime {
            let away: Double = initialVelocity > 0 ? 1 : -1
            return initialVelocity - away * deceleration * t
        }
        guard t < duration else { return 0 }
        let back = 0.7 * Self.overshootScrollTime
        return (edge - turn) / back * 2 * (1 - (t - outTime) / back)
    }
}

extension QScrollerOvershoot {
    /// QScroller's overshoot with its flick's deceleration, for a viewport of `viewport` points.
    public struct Model: BounceModel {
        /// The flick's deceleration, carried on past a bound (points per second²).
        public var deceleration: Double
        /// OvershootScrollDistanceFactor × the viewport: the farthest a flick carries past a bound.
        public var limit: Double

        /// Overshoots decelerating at `deceleration` points per second², at most `limit` points past a bound.
        public init(deceleration: Double, limit: Double) {
            self.deceleration = deceleration
            self.limit = limit
        }

        public var curveName: String { QScrollerOvershoot.curveName }

        public func bounce(from position: Double, velocity: Double, edge: Double) -> any Motion {
            QScrollerOvershoot(from: position, velocity: velocity, edge: edge, deceleration: deceleration, limit: limit)
        }
    }
}
