/// How long an animated wheel step takes, for the distance it has to go (`AnimatedWheel`): a fixed
/// time (`FixedStepDuration`) or one that shortens with the distance (`InverseDeltaStepDuration`).
public protocol WheelStepDuration: Sendable, Hashable {
    /// The step's duration for `distance` points (either sign).
    func seconds(forDistance distance: Double) -> Double
}

/// Always this many seconds.
public struct FixedStepDuration: WheelStepDuration {
    /// The step's duration.
    public var seconds: Double

    /// Every step lasts `seconds`.
    public init(seconds: Double) { self.seconds = seconds }

    public func seconds(forDistance distance: Double) -> Double { seconds }
}

extension WheelStepDuration where Self == FixedStepDuration {
    /// Every step lasts `seconds`.
    public static func fixed(_ seconds: Double) -> FixedStepDuration { FixedStepDuration(seconds: seconds) }
}
