@testable import ScrollCore

extension ScrollPhysics {
    /// How long one notch of UIKit's wheel animates: the duration of `uikit.wheel`, which is animated.
    static var uikitWheelStepDuration: Double {
        guard case .animated(_, _, let duration) = uikit.wheel else { preconditionFailure("UIKit's wheel animates") }
        return duration
    }
}
