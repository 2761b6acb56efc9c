/// An animation sent to a new destination while it runs: a cubic (Hermite) curve that starts at the
/// position and with the velocity the content had at that moment and comes to rest on the new
/// destination, so neither the position nor the velocity jumps at the handover.
///
/// With p0, v0 the start, p1 the destination, T the duration and s = t / T:
/// x(t) = (2s³ − 3s² + 1)·p0 + (s³ − 2s² + s)·T·v0 + (3s² − 2s³)·p1, and x'(T) = 0.
public struct RetargetedAnimation: Motion, Equatable {
    /// Where the content was when it was retargeted.
    public let from: Double
    /// The velocity at the start (points per second): the one the content had when it was retargeted.
    public let initialVelocity: Double
    /// The new destination, where it comes to rest.
    public let to: Double
    public let duration: Double

    /// A curve from `from` moving at `initialVelocity` to rest at `to` after `duration` seconds (> 0).
    public init(from: Double, velocity: Double, to: Double, duration: Double) {
        precondition(duration > 0, "an animation lasts some time")
        self.from = from
        self.initialVelocity = velocity
        self.to = to
        self.duration = duration
    }

    public var finalPosition: Double { to }

    /// The curve's name in traces and on the overlay (`AnimationCurve.continuing`).
    public static let curveName = "cubic, velocity kept"

    public var curveName: String { Self.curveName }

    public func position(at t: Double) -> Double {
        let s = Swift.min(Swift.max(t / duration, 0), 1)
        let s2 = s * s, s3 = s2 * s
        return (2 * s3 - 3 * s2 + 1) * from + (s3 - 2 * s2 + s) * duration * initialVelocity + (3 * s2 - 2 * s3) * to
    }

    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        let s = Swift.max(t / duration, 0)
        let s2 = s * s
        return ((6 * s2 - 6 * s) * from + (6 * s - 6 * s2) * to) / duration + (3 * s2 - 4 * s + 1) * initialVelocity
    }

}
