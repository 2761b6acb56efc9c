/// Qt Widgets' kinetic scroller (`QScroller`, qtbase `src/widgets/util/qscroller.cpp`) with its
/// default properties (`QScrollerPropertiesPrivate::defaults`): a flick is one segment along the
/// OutQuad curve, `start + D · OutQuad(t / T)`, with
///   T = 2 |v| / (DecelerationFactor · differentialForProgress(OutQuad, 0)),
///   D = ± ppm · T² / 2 · DecelerationFactor
/// (`createScrollingSegments`), v in metres per second and ppm the screen's pixels per metre, both
/// rounded to `Float` first as Qt's `QVector2D` holds them. `differentialForProgress` is Qt's forward
/// difference over 0.01, 1.99 for OutQuad (not its 2), so the curve starts 0.5 % faster than the
/// release. `pushSegment` keeps the segment's duration in whole milliseconds (`qint64`, T · 1000
/// truncated), and QScroller reads its clock in whole milliseconds since the segment began
/// (`QElapsedTimer`, `nextSegmentPosition`): the progress is one whole number of milliseconds over
/// the other, and so is the curve's.
public struct QScrollerFling: FlingMotion, Equatable {
    /// The curve's name in traces and on the overlay.
    public static let curveName = "qscroller outquad"

    public let origin: Double
    /// The release velocity (points per second).
    public let initialVelocity: Double
    /// D: how far it goes (signed).
    public let distance: Double
    /// T, the segment's time as `createScrollingSegments` computes it (seconds; QScroller's overshoot
    /// past a bound is timed from it).
    public let segmentTime: Double
    /// The segment's duration as `pushSegment` keeps it: T · 1000 truncated to whole milliseconds.
    public let milliseconds: Double

    /// An OutQuad flick from `origin`, released at `velocity`, covering `distance` in `duration`
    /// seconds, which QScroller keeps in whole milliseconds (truncated).
    public init(origin: Double, velocity: Double, distance: Double, duration: Double) {
        self.origin = origin
        self.initialVelocity = velocity
        self.distance = distance
        self.segmentTime = duration
        self.milliseconds = (duration * 1000).rounded(.towardZero)
    }

    public var curveName: String { Self.curveName }
    public var finalPosition: Double { origin + distance }
    public var duration: Double { milliseconds / 1000 }

    /// QScroller's clock: whole milliseconds since the start (a frame's floating-point time rounded
    /// to the nanosecond first).
    static func clock(_ t: Double) -> Double { ((t * 1e6).rounded() / 1e3).rounded(.down) }

    /// QEasingCurve's OutQuad (`easeOutQuad`), the progress bounded to [0, 1] as `valueForProgress` does.
    static func outQuad(_ p: Double) -> Double {
        let p = Swift.min(1, Swift.max(0, p))
        return -p * (p - 2)
    }

    /// The segment's progress at whole millisecond `ms`.
    func progress(atMillisecond ms: Double) -> Double { milliseconds > 0 ? ms / milliseconds : 1 }

    /// The position at whole millisecond `ms` since the start, as `nextSegmentPosition` computes it.
    func position(atMillisecond ms: Double) -> Double { origin + distance * Self.outQuad(progress(atMillisecond: ms)) }

    /// The velocity at whole millisecond `ms` (points per second).
    func velocity(atMillisecond ms: Double) -> Double {
        let p = progress(atMillisecond: ms)
        return p < 1 ? distance / duration * 2 * (1 - p) : 0
    }

    public func position(at t: Double) -> Double { position(atMillisecond: Self.clock(t)) }

    public func velocity(at t: Double) -> Double { velocity(atMillisecond: Self.clock(t)) }

    public func time(toReach position: Double) -> Double? {
        guard distance != 0 else { return position == origin ? 0 : nil }
        let fraction = (position - origin) / distance
        guard fraction >= 0, fraction <= 1 else { return nil }
        // p (2 − p) = f, the earlier root; the first whole millisecond at or past it.
        let p = 1 - (1 - fraction).squareRoot()
        return ((p * milliseconds) - 1e-9).rounded(.up) / 1000
    }

    /// The same curve with every position moved by `shift`.
    func moved(by shift: Double) -> QScrollerFling {
        QScrollerFling(origin: origin + shift, velocity: initialVelocity, distance: distance, duration: segmentTime)
    }
}

extension QScrollerFling {
    /// QScroller's flick family: the deceleration (ppm · DecelerationFactor) is its one constant.
    public struct Model: FlingModel {
        /// `QScrollerProperties::DecelerationFactor` (default 0.125).
        public var decelerationFactor: Double
        /// Pixels per metre: the screen's DPI / 0.0254.
        public var pixelsPerMeter: Double

        /// The family of `DecelerationFactor` `decelerationFactor` on a screen of `pixelsPerMeter`.
        public init(decelerationFactor: Double, pixelsPerMeter: Double) {
            self.decelerationFactor = decelerationFactor
            self.pixelsPerMeter = pixelsPerMeter
        }

        public var curveName: String { QScrollerFling.curveName }

        /// `differentialForProgress(OutQuad, 0)`: (OutQuad(0.01) − OutQuad(0)) / 0.01.
        static let startSlope = (QScrollerFling.outQuad(0.01) - QScrollerFling.outQuad(0)) / 0.01

        /// The deceleration in points per second²: 2D / T².
        var deceleration: Double { pixelsPerMeter * decelerationFactor }

        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            qscrollerFling(from: origin, velocity: velocity)
        }

        /// `motion` as the flick of this family it is, its segment's own numbers (the overshoot
        /// carries it on past a bound); nil for a motion of another family.
        public func flick(_ motion: any Motion) -> QScrollerFling? {
            motion as? QScrollerFling
        }

        /// `createScrollingSegments`' flick: QVector2D's Float speed and pixels per metre.
        func qscrollerFling(from origin: Double, velocity: Double) -> QScrollerFling {
            let speed = Double(Float(abs(velocity) / pixelsPerMeter))
            let duration = (2 * speed) / (decelerationFactor * Self.startSlope)
            let perMetre = Double(Float(pixelsPerMeter))
            let distance = (speed > 0 ? (velocity < 0 ? -perMetre : perMetre) : 0) * duration * duration * 0.5
                * decelerationFactor
            return QScrollerFling(origin: origin, velocity: velocity, distance: distance, duration: duration)
        }

        /// The flick of this deceleration that covers `rest − origin`: T = √(2 |d| / a).
        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            let delta = rest - origin
            let duration = (2 * abs(delta) / deceleration).squareRoot()
            let velocity = duration > 0 ? delta / duration * Self.startSlope : 0
            return QScrollerFling(origin: origin, velocity: velocity, distance: delta, duration: duration)
        }

        /// The OutQuad that starts at the release's speed and covers `rest − origin`:
        /// T = 2 |d| / |v| (QScroller itself rescales a flick's time to reach a snap point).
        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            let delta = rest - origin
            guard delta * velocity > 0 else { return nil }
            return QScrollerFling(origin: origin, velocity: velocity, distance: delta, duration: 2 * delta / velocity)
        }
    }
}
