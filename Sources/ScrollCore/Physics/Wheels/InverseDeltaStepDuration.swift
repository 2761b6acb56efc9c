/// `longest` seconds up to `rampStart` points, `shortest` from `rampEnd` points on, linear
/// between: the farther a step goes, the quicker (Chromium's `DurationBehavior::kInverseDelta`).
public struct InverseDeltaStepDuration: WheelStepDuration {
    /// Seconds for a step up to `rampStart` points, and from `rampEnd` points on.
    public var longest, shortest: Double
    /// Where the duration starts and stops shortening (points).
    public var rampStart, rampEnd: Double

    /// `longest` seconds up to `rampStart` points, `shortest` from `rampEnd` on.
    public init(longest: Double, shortest: Double, rampStart: Double, rampEnd: Double) {
        (self.longest, self.shortest, self.rampStart, self.rampEnd) = (longest, shortest, rampStart, rampEnd)
    }

    public func seconds(forDistance distance: Double) -> Double {
        let ramp = (abs(distance) - rampStart) / (rampEnd - rampStart)
        return longest + (shortest - longest) * Swift.min(Swift.max(ramp, 0), 1)
    }
}

extension WheelStepDuration where Self == InverseDeltaStepDuration {
    /// Chromium's inverse-delta duration.
    public static func inverseDelta(longest: Double, shortest: Double, rampStart: Double,
                                    rampEnd: Double) -> InverseDeltaStepDuration {
        InverseDeltaStepDuration(longest: longest, shortest: shortest, rampStart: rampStart, rampEnd: rampEnd)
    }
}
