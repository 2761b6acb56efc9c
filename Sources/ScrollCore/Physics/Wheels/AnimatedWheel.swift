/// Each notch animates `pointsPerNotch` further along `curve` over `duration` (for the distance
/// left to go); notches that arrive during it extend it, keeping the velocity (UIKit-style smooth
/// scrolling).
public struct AnimatedWheel: WheelModel {
    public var pointsPerNotch: Double
    /// The curve a step from rest follows.
    public var curve: TimingCurve
    /// How long a step takes for its distance.
    public var duration: any WheelStepDuration

    /// Notches of `pointsPerNotch` along `curve`, each lasting `duration`.
    public init(pointsPerNotch: Double, curve: TimingCurve, duration: any WheelStepDuration) {
        self.pointsPerNotch = pointsPerNotch
        self.curve = curve
        self.duration = duration
    }

    public static func == (a: AnimatedWheel, b: AnimatedWheel) -> Bool {
        a.pointsPerNotch == b.pointsPerNotch && a.curve == b.curve && AnyHashable(a.duration) == AnyHashable(b.duration)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointsPerNotch)
        hasher.combine(curve)
        hasher.combine(AnyHashable(duration))
    }

    public var animates: Bool { true }

    /// From rest along `curve`; in motion, the cubic that keeps the velocity (`RetargetedAnimation`),
    /// landing sooner when the speed would carry it past the destination.
    public func step(from position: Double, velocity: Double, to destination: Double, distance: Double) -> StepAnimation? {
        let seconds = duration.seconds(forDistance: distance)
        guard velocity != 0 else {
            return StepAnimation(motion: TimedAnimation(from: position, to: destination, duration: seconds, curve: curve),
                             curve: curve)
        }
        return StepAnimation(motion: Scroller.continuing(from: position, velocity: velocity, to: destination,
                                                     duration: seconds), curve: curve)
    }
}

extension WheelModel where Self == AnimatedWheel {
    /// Notches of `pointsPerNotch` along `curve`, each lasting `duration`.
    public static func animated(pointsPerNotch: Double, curve: TimingCurve,
                                duration: any WheelStepDuration) -> AnimatedWheel {
        AnimatedWheel(pointsPerNotch: pointsPerNotch, curve: curve, duration: duration)
    }
}
