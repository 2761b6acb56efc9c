extension Scroller {
    /// A motion in progress: the curve, the time it started, what it is for and the physics it
    /// started under.
    public struct RunningMotion: Equatable, Sendable {
        /// What the motion is for; decides the phase and what happens at the edges.
        public enum Purpose: Equatable, Sendable {
            /// Inertia after a drag's release or a `fling(velocity:at:)`.
            case fling
            /// Inertia after precise wheel deltas: stops at an edge instead of bouncing.
            case wheelFling
            /// A return to the edge the content was pulled or flung past.
            case bounce
            /// An animated scroll of the given kind.
            case animation(AnimationKind)

            /// What the motion was for, in a word, as traces and the overlay name it ("fling",
            /// "coast", "bounce", or the animation's kind: "snap", "wheel"…).
            public var name: String {
                switch self {
                case .fling: "fling"
                case .wheelFling: "coast"
                case .bounce: "bounce"
                case .animation(let kind): kind.rawValue
                }
            }
        }
        /// The curve, from where it started.
        public var motion: any Motion
        /// The time its curve starts from (the curve's t = 0).
        public var startTime: Double
        /// What it is for.
        public var purpose: Purpose
        /// The physics it started under: it finishes by them (an edge it reaches hands over as
        /// they say) even when the list's physics change meanwhile, and its name labels it.
        public var physics: ScrollPhysics
        /// How far content that changed above the screen has moved it since it started: every
        /// position it gives is its curve's plus this, so it keeps its shape relative to the
        /// content (and moving it rebuilds no curve).
        public var shift: Double
        /// The last frame that asked it (`continuation(atFrame:)`), seconds since it started.
        public var lastFrame = 0.0
        /// Whether its clock waits for the first frame (`FlingModel.startsAtNextFrame`): until then it
        /// stays at its start, and `startTime` is when it was started.
        public var awaitsFirstFrame = false

        /// `motion` started at `startTime` for `purpose` under `physics`, moved by `shift`.
        public init(motion: any Motion, startTime: Double, purpose: Purpose, physics: ScrollPhysics = .default,
                    shift: Double = 0) {
            self.motion = motion
            self.startTime = startTime
            self.purpose = purpose
            self.physics = physics
            self.shift = shift
        }

        public static func == (a: RunningMotion, b: RunningMotion) -> Bool {
            a.motion.isEqual(to: b.motion) && a.startTime == b.startTime && a.purpose == b.purpose
                && a.physics == b.physics && a.shift == b.shift
        }

        /// The seconds of its own clock at frame time `time` (0 while it awaits its first frame).
        func elapsed(at time: Double) -> Double { awaitsFirstFrame ? 0 : time - startTime }

        /// The position at frame time `time`.
        public func position(at time: Double) -> Double { motion.position(at: elapsed(at: time)) + shift }

        /// The velocity at frame time `time`.
        public func velocity(at time: Double) -> Double { motion.velocity(at: elapsed(at: time)) }

        /// Whether it has finished at frame time `time`.
        public func isDone(at time: Double) -> Bool { motion.isDone(at: elapsed(at: time)) }

        /// What a frame `t` seconds after its start makes of it, as the family that made it says
        /// (`FlingModel.continuation(of:atFrame:after:)`, the edge's `BounceModel`'s): nil while it
        /// goes on along its curve. An animation never changes course.
        func continuation(atFrame t: Double) -> (any Motion)? {
            switch purpose {
            case .fling, .wheelFling: physics.fling.continuation(of: motion, atFrame: t, after: lastFrame)
            case .bounce: physics.edge.bounce?.continuation(of: motion, atFrame: t, after: lastFrame)
            case .animation: nil
            }
        }

        /// Where it comes to rest.
        public var finalPosition: Double { motion.finalPosition + shift }

        /// The frame time it is done.
        public var endTime: Double { startTime + motion.duration }

        /// Where this motion puts the content at frame time `time` if no input arrives: its curve,
        /// through a fling's hand-over at an edge of `bounds` (to the bounce, or a stop there), and
        /// its rest once done. The overlay asks it where a frame's content belonged at the moment
        /// the frame was presented.
        public func projectedPosition(at time: Double, within bounds: ScrollBounds) -> Double {
            let t = elapsed(at: time)
            if purpose == .fling || purpose == .wheelFling {
                if let (edge, crossing) = edgeCrossing(within: bounds), crossing <= t {
                    guard purpose == .fling else { return edge }
                    return physics.edge.position(t - crossing, after: motion, shift: shift, reaching: edge, at: crossing)
                }
                return motion.isDone(at: t) ? bounds.clamp(finalPosition) : position(at: time)
            }
            return motion.isDone(at: t) ? finalPosition : position(at: time)
        }

        /// The edge of `bounds` a fling from inside them crosses and when (seconds since it
        /// started), if it does: found by the fling's own `Motion.time(toReach:)`, so the hand-over
        /// happens at the exact moment.
        func edgeCrossing(within bounds: ScrollBounds) -> (edge: Double, time: Double)? {
            let rest = finalPosition
            guard rest > bounds.max || rest < bounds.min else { return nil }
            let edge = motion.velocity(at: 0) > 0 ? bounds.max : bounds.min
            guard let t = motion.time(toReach: edge - shift), t < motion.duration else { return nil }
            return (edge, t)
        }
    }
}
