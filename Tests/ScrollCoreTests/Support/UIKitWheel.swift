@testable import ScrollCore

extension ScrollPhysics {
    /// How long one notch of UIKit's wheel animates: the duration of `uikit.wheel`, which is animated.
    static var uikitWheelStepDuration: Double {
        guard let wheel = uikit.wheel as? AnimatedWheel, let duration = wheel.duration as? FixedStepDuration else {
            preconditionFailure("UIKit's wheel animates for a fixed time")
        }
        return duration.seconds
    }
}
