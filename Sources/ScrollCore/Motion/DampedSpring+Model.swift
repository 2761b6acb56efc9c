// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

extension DampedSpring {
    /// A bounce back to the edge along one spring (Flutter's BouncingScrollSimulation's spring,
    /// GTK's overshoot).
    public struct Model: BounceModel {
        /// The curve's name in traces ("flutter spring", "gtk overshoot").
        public var name: String
        /// The spring every bounce follows.
        public var spring: Description
        /// Within this distance of the edge (points), a bounce may be done.
        public var distanceTolerance: Double
        /// Under this speed (points per second), a bounce may be done.
        public var velocityTolerance: Double
        /// The rule that says a bounce is done.
        public var settling: Settling
        /// GTK's clamp (half its overshoot width): a frame that finds the overshoot `pos`, measured
        /// from the edge, below `lower − clamp` or above `upper + clamp` restarts it at rest from
        /// there. GTK compares that relative `pos` with the absolute bounds, so with the usual
        /// `lower` of 0 it clamps at the top edge at `clamp` points out and, past the end, only an
        /// overshoot farther than `upper + clamp`; the model does the same with the edge it knows.
        public var clamp: Double?
        /// The most velocity a fling carries into the spring when it reaches the edge (nil: all):
        /// Flutter's `maxSpringTransferVelocity`, applied as Flutter does, `min(dx, limit)`, which
        /// bounds only flings toward the end.
        public var transferLimit: Double?

        /// A bounce named `name` along `spring`, done by `settling` within the tolerances.
        public init(name: String, spring: Description, distanceTolerance: Double, velocityTolerance: Double = .infinity,
                    settling: Settling = .withinTolerances, clamp: Double? = nil, transferLimit: Double? = nil) {
            self.name = name
            self.spring = spring
            self.distanceTolerance = distanceTolerance
            self.velocityTolerance = velocityTolerance
            self.settling = settling
            self.clamp = clamp
            self.transferLimit = transferLimit
        }

        public var curveName: String { name }

    /// UIKit's bounce is described by its damping, others by their name.
    public var curveDescription: String { settling == .withinDistanceAfterPeak ? "critically damped spring" : name }

        /// A bounce that starts on the edge is a fling handing over; one past it, a release.
        public func bounce(from position: Double, velocity: Double, edge: Double) -> any Motion {
            let carried = position == edge ? Swift.min(velocity, transferLimit ?? .infinity) : velocity
            // The edge is `lower` for an overshoot before it (GTK: `pos < lower − clamp`, restarting
            // from `lower − clamp` relative to the edge's `lower`), `upper` for one past it.
            let before = position < edge || (position == edge && carried < 0)
            let frameClamp = clamp.map {
                before ? DampedSpring.FrameClamp(beyond: edge - $0, restart: -$0)
                    : DampedSpring.FrameClamp(beyond: edge + $0, restart: $0)
            }
            return DampedSpring(name: name, spring: spring, from: position, velocity: carried, target: edge,
                                distanceTolerance: distanceTolerance, velocityTolerance: velocityTolerance,
                                settling: settling, frameClamp: frameClamp)
        }

        /// GTK's overshoot restarts at its clamp at the frame that finds it past (`DampedSpring.continuation`).
        public func continuation(of bounce: any Motion, atFrame t: Double, after previous: Double) -> (any Motion)? {
            (bounce as? DampedSpring)?.continuation(atFrame: t, after: previous)
        }
    }
}
