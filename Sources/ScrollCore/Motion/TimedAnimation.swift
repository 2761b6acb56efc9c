/// An animated scroll from one offset to another over a fixed duration along a timing curve:
/// snapping, scroll-to-row, wheel steps, key steps and update adjustments all use it.
public struct TimedAnimation: Motion, Equatable {
    /// Where it starts.
    public let from: Double
    /// Where it ends and rests.
    public let to: Double
    /// How long it takes, in seconds.
    public let duration: Double
    /// How progress follows time.
    public let curve: TimingCurve

    /// An animation from `from` to `to` over `duration` seconds (> 0) along `curve`.
    public init(from: Double, to: Double, duration: Double, curve: TimingCurve = .easeOut) {
        precondition(duration > 0, "an animation lasts some time")
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
    }

    public var finalPosition: Double { to }

    public var curveName: String { curve.name }

    public func position(at t: Double) -> Double {
        from + (to - from) * curve.progress(at: t / duration)
    }

    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        return (to - from) / duration * curve.slope(at: t / duration)
    }

}
