// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

/// Gecko's desktop fling (Firefox's APZ: `gfx/layers/apz/src/DesktopFlingPhysics.h`, driven by
/// `GenericFlingAnimation.h`), stepped sample by sample as the compositor samples it: at each
/// sample, if the velocity is at most `apz.fling_stopped_threshold` the fling ends (that sample
/// moves nothing); otherwise the velocity is multiplied by (1 − `apz.fling_friction`)^Δt (Δt in
/// milliseconds) and the content moves velocity × Δt.
///
/// The velocity at a sample depends only on the time since the release; the position is a sum
/// over the samples, so it depends on when they come. Here the samples are the frames: the first
/// frame after the release fixes the interval h (`continuation(atFrame:)`) and the fling samples
/// every h from the release on, so at a steady frame rate every frame shows exactly what Gecko's
/// sample at that time shows, and a frame between samples the sample before it. Until that first
/// frame it assumes 60 Hz samples.
public struct SampledFriction: FlingMotion, Equatable {
    /// The curve's name in traces and on the overlay.
    public static let curveName = "firefox fling"
    /// The sample interval assumed until the first frame says: 60 Hz.
    public static let assumedInterval = 1.0 / 60

    /// Where the fling starts.
    public let origin: Double
    /// The velocity at release (points per second).
    public let initialVelocity: Double
    /// The fraction of its velocity kept per second: (1 − friction)^1000.
    public let retention: Double
    /// The speed at or below which a sample ends the fling (points per second, > 0).
    public let stopSpeed: Double
    /// Seconds between samples, once the first frame has said; nil before it.
    public let sampleInterval: Double?
    /// The interval it samples at: the first frame's, or 60 Hz until then.
    public var interval: Double { sampleInterval ?? Self.assumedInterval }
    /// Where an aimed fling (`Model.fling(from:toRest:)`) rests: its last sample goes exactly
    /// there, the sum of the others falling short of it by less than one sample at the stop speed.
    public let aimedRest: Double?

    /// How many samples move the content, where it rests and when it ends (the sample after the last moving one).
    public let movingSamples: Int
    public let finalPosition: Double
    public let duration: Double

    /// A fling from `origin` at `velocity`, keeping `retention` of its speed a second, ending at
    /// `stopSpeed`, sampled every `sampleInterval` seconds (nil: not yet known), aimed at `aimedRest` if given.
    public init(origin: Double, velocity: Double, retention: Double, stopSpeed: Double, sampleInterval: Double?,
                aimedRest: Double? = nil) {
        self.origin = origin
        self.initialVelocity = velocity
        self.retention = retention
        self.stopSpeed = stopSpeed
        self.sampleInterval = sampleInterval
        self.aimedRest = aimedRest
        let h = sampleInterval ?? Self.assumedInterval
        movingSamples = Self.movingSamples(speed: abs(velocity), retention: retention, stopSpeed: stopSpeed, interval: h)
        finalPosition = aimedRest ?? origin + Self.travel(samples: movingSamples, velocity: velocity, retention: retention,
                                                          interval: h)
        duration = Double(movingSamples + 1) * h
    }

    /// Sample k moves while the velocity at sample k − 1, |v0|·r^((k−1)h), is above the stop speed.
    static func movingSamples(speed: Double, retention: Double, stopSpeed: Double, interval h: Double) -> Int {
        guard speed > stopSpeed else { return 0 }
        return Int((Double.log(stopSpeed / speed) / Double.log(retention) / h).rounded(.up))
    }

    /// The travel after n samples: Σ_{k=1…n} v0 q^k h with q = r^h.
    static func travel(samples n: Int, velocity: Double, retention: Double, interval h: Double) -> Double {
        guard n > 0 else { return 0 }
        let q = Double.pow(retention, h)
        return velocity * h * q * (1 - Double.pow(q, Double(n))) / (1 - q)
    }

    /// The position after `k` samples.
    private func position(afterSamples k: Int) -> Double {
        guard k > 0 else { return origin }
        if k >= movingSamples { return finalPosition }
        return origin + Self.travel(samples: k, velocity: initialVelocity, retention: retention, interval: interval)
    }

    /// The samples taken by `t` (a frame at k·h counts sample k, whatever the rounding of its time).
    private func samples(at t: Double) -> Int {
        guard t > 0 else { return 0 }
        return Swift.min(movingSamples, Int((t / interval + 1e-6).rounded(.down)))
    }

    public func position(at t: Double) -> Double { position(afterSamples: samples(at: t)) }

    /// The last sample's velocity (Gecko's), 0 once the fling has ended.
    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        return initialVelocity * Double.pow(retention, Double(samples(at: t)) * interval)
    }

    public var curveName: String { Self.curveName }

    /// The first sample at or past `position`: the geometric sum solved for k, checked against the
    /// sums on either side.
    public func time(toReach position: Double) -> Double? {
        let h = interval
        guard (position - origin) * (finalPosition - position) >= 0 else { return nil }
        let forward = finalPosition >= origin
        func reached(_ k: Int) -> Bool { forward ? self.position(afterSamples: k) >= position : self.position(afterSamples: k) <= position }
        let q = Double.pow(retention, h)
        let c = (position - origin) * (1 - q) / (initialVelocity * h * q)
        var k = c < 1 ? Swift.min(movingSamples, Swift.max(0, Int((Double.log(1 - c) / Double.log(q)).rounded(.up)))) : movingSamples
        while k > 0, reached(k - 1) { k -= 1 }
        while k < movingSamples, !reached(k) { k += 1 }
        return Double(k) * h
    }

    /// At its first frame the fling learns how often it is sampled and goes on from that frame's
    /// sample on the same grid; an aimed fling is aimed again for that interval. The interval is
    /// the time since the frame before the release (`previous`, negative), as APZ's first sample
    /// counts from the composite before the fling started (`AsyncPanZoomController::StartAnimation`
    /// sets `mLastSampleTime` to that frame's time, `UpdateAnimation` samples the time since it):
    /// so where the fling rests does not depend on where between two frames the hand let go.
    /// With no frame before (a fling started at a frame), the time since the start.
    public func continuation(atFrame t: Double, after previous: Double) -> (any Motion)? {
        guard sampleInterval == nil, t > 0 else { return nil }
        let h = t - Swift.min(0, previous)
        let velocity = aimedRest.map { Self.velocity(travelling: $0 - origin, retention: retention, stopSpeed: stopSpeed,
                                                       interval: h) } ?? initialVelocity
        guard abs(velocity) > stopSpeed else { return nil }
        let q = Double.pow(retention, h)
        return SampledFriction(origin: origin + velocity * q * h, velocity: velocity * q, retention: retention,
                               stopSpeed: stopSpeed, sampleInterval: h, aimedRest: aimedRest)
    }

    /// The release velocity whose samples every `h` travel as far as they can without passing
    /// `distance` (bisected: the travel grows with the speed).
    static func velocity(travelling distance: Double, retention: Double, stopSpeed: Double, interval h: Double) -> Double {
        guard distance != 0 else { return 0 }
        func travel(_ speed: Double) -> Double {
            Self.travel(samples: movingSamples(speed: speed, retention: retention, stopSpeed: stopSpeed, interval: h),
                        velocity: speed, retention: retention, interval: h)
        }
        var high = stopSpeed * 2
        while travel(high) < abs(distance), high < 1e9 { high *= 2 }
        let speed = Bisection.first(in: stopSpeed...high, iterations: 64) { travel($0) > abs(distance) }
        return distance > 0 ? speed : -speed
    }
}

extension SampledFriction {
    /// Gecko's desktop fling family, from its `apz.fling_*` preferences.
    public struct Model: FlingModel {
        /// `apz.fling_friction`: the fraction of the velocity lost per millisecond.
        public var friction: Double
        /// `apz.fling_stopped_threshold`, in points per millisecond.
        public var stoppedThreshold: Double

        /// The family of `apz.fling_friction` `friction` and `apz.fling_stopped_threshold` `stoppedThreshold`.
        public init(friction: Double, stoppedThreshold: Double) {
            self.friction = friction
            self.stoppedThreshold = stoppedThreshold
        }

        public var curveName: String { SampledFriction.curveName }

        /// Gecko's fling learns its sample interval at its first frame (`SampledFriction.continuation`).
        public func continuation(of fling: any Motion, atFrame t: Double, after previous: Double) -> (any Motion)? {
            (fling as? SampledFriction)?.continuation(atFrame: t, after: previous)
        }

        var retention: Double { Double.pow(1 - friction, 1000) }
        var stopSpeed: Double { stoppedThreshold * 1000 }

        public func fling(from origin: Double, velocity: Double) -> any FlingMotion {
            SampledFriction(origin: origin, velocity: velocity, retention: retention, stopSpeed: stopSpeed,
                            sampleInterval: nil)
        }

        public func fling(from origin: Double, toRest rest: Double) -> any FlingMotion {
            let velocity = SampledFriction.velocity(travelling: rest - origin, retention: retention, stopSpeed: stopSpeed,
                                                    interval: SampledFriction.assumedInterval)
            return SampledFriction(origin: origin, velocity: velocity, retention: retention, stopSpeed: stopSpeed,
                                   sampleInterval: nil, aimedRest: rest)
        }

        /// The fling at `velocity` whose samples come at the interval (between 1 and 100 ms) that
        /// brings it to rest at `rest`: Gecko's friction is one number, so only the sampling
        /// varies (a fling's rest shortens as its samples spread). It is also how a trace's record
        /// of a fling that learned its interval at its first frame is rebuilt.
        public func landing(from origin: Double, velocity: Double, rest: Double) -> (any FlingMotion)? {
            let distance = rest - origin
            guard distance * velocity > 0 else { return nil }
            func travel(_ h: Double) -> Double {
                abs(SampledFriction.travel(samples: SampledFriction.movingSamples(
                    speed: abs(velocity), retention: retention, stopSpeed: stopSpeed, interval: h),
                                            velocity: velocity, retention: retention, interval: h))
            }
            let (shortest, longest) = (0.001, 0.1)
            guard travel(shortest) >= abs(distance), travel(longest) <= abs(distance) else { return nil }
            let h = Bisection.first(in: shortest...longest, iterations: 64) { travel($0) <= abs(distance) }
            let fling = SampledFriction(origin: origin, velocity: velocity, retention: retention, stopSpeed: stopSpeed,
                                        sampleInterval: h)
            return abs(fling.finalPosition - rest) <= 1e-9 * Swift.max(1, abs(rest)) ? fling : nil
        }
    }
}
