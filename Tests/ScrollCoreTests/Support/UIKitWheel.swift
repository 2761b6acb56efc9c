@testable import ScrollCore

extension ScrollPhysics {
    /// How long one notch of UIKit's wheel animates: the duration of `uikit.wheel`, which is animated.
    static var uikitWheelStepDuration: Double {
        guard case .animated(_, _, .fixed(let duration)) = uikit.wheel else {
            preconditionFailure("UIKit's wheel animates for a fixed time")
        }
        return duration
    }
}
