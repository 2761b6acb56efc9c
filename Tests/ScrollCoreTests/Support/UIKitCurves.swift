@testable import ScrollCore

/// UIKit's fling family as its preset makes it (`v0 · r^(1000 t)`, done with 0.5 pt of travel left).
let uikitFlingModel = ScrollPhysics.uikit.fling as! FrictionFling.Model

/// UIKit's fling from `origin` at `velocity`, at decelerationRate `rate` (normal unless said).
func uikitDeceleration(origin: Double, velocity: Double,
                       rate: Double = ScrollPhysics.uikitDecelerationRate.normal) -> FrictionFling {
    var model = uikitFlingModel
    model.rate = rate
    return model.fling(from: origin, velocity: velocity) as! FrictionFling
}

/// UIKit's fling from `origin` whose rest is exactly `rest`.
func uikitDeceleration(origin: Double, rest: Double) -> FrictionFling {
    uikitFlingModel.fling(from: origin, toRest: rest) as! FrictionFling
}

/// UIKit's bounce (mass 1, stiffness 100, critically damped, done below 0.5 pt) from
/// `position` at `velocity` back to `target`.
func uikitSpring(from position: Double, velocity: Double, target: Double) -> DampedSpring {
    ScrollPhysics.uikit.edge.bounce!.bounce(from: position, velocity: velocity, edge: target) as! DampedSpring
}
