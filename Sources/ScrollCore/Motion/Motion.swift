/// A motion along the scroll axis, as a pure function of the time since it started.
///
/// Every motion the list makes (a fling's deceleration, the bounce back from an edge, an animated
/// scroll) is a value of this kind. The scroll state machine only chooses which motion runs and
/// evaluates it at each frame's time, so what is drawn never depends on the frame rate.
/// Times are seconds since the motion began, positions are points.
public protocol Motion: Sendable {
    /// The position at `t` seconds after the start.
    func position(at t: Double) -> Double
    /// The rate of change of the position, in points per second, at `t`.
    func velocity(at t: Double) -> Double
    /// Whether the motion has finished at `t`; from then on it rests at `finalPosition`.
    func isDone(at t: Double) -> Bool
    /// Where the motion comes to rest.
    var finalPosition: Double { get }
    /// Seconds from the start until the motion is done.
    var duration: Double { get }
}

/// One of the engine's motions, as a concrete value (no existential boxing on the frame path).
public enum AnyMotion: Motion, Equatable {
    case deceleration(Deceleration)
    case spring(Spring)
    case animation(TimedAnimation)
    case retargeted(RetargetedAnimation)
    case friction(FrictionFling)
    case clamping(ClampingFling)
    case dampedSpring(DampedSpring)
    case constantDeceleration(ConstantDeceleration)
    case qtBounce(QtBounce)
    case bezierFling(BezierFling)
    case spline(SplineFling)
    case stretchSpring(StretchSpring)

    public func position(at t: Double) -> Double {
        switch self {
        case .deceleration(let m): m.position(at: t)
        case .spring(let m): m.position(at: t)
        case .animation(let m): m.position(at: t)
        case .retargeted(let m): m.position(at: t)
        case .friction(let m): m.position(at: t)
        case .clamping(let m): m.position(at: t)
        case .dampedSpring(let m): m.position(at: t)
        case .constantDeceleration(let m): m.position(at: t)
        case .qtBounce(let m): m.position(at: t)
        case .bezierFling(let m): m.position(at: t)
        case .spline(let m): m.position(at: t)
        case .stretchSpring(let m): m.position(at: t)
        }
    }

    public func velocity(at t: Double) -> Double {
        switch self {
        case .deceleration(let m): m.velocity(at: t)
        case .spring(let m): m.velocity(at: t)
        case .animation(let m): m.velocity(at: t)
        case .retargeted(let m): m.velocity(at: t)
        case .friction(let m): m.velocity(at: t)
        case .clamping(let m): m.velocity(at: t)
        case .dampedSpring(let m): m.velocity(at: t)
        case .constantDeceleration(let m): m.velocity(at: t)
        case .qtBounce(let m): m.velocity(at: t)
        case .bezierFling(let m): m.velocity(at: t)
        case .spline(let m): m.velocity(at: t)
        case .stretchSpring(let m): m.velocity(at: t)
        }
    }

    public func isDone(at t: Double) -> Bool { t >= duration }

    public var finalPosition: Double {
        switch self {
        case .deceleration(let m): m.finalPosition
        case .spring(let m): m.finalPosition
        case .animation(let m): m.finalPosition
        case .retargeted(let m): m.finalPosition
        case .friction(let m): m.finalPosition
        case .clamping(let m): m.finalPosition
        case .dampedSpring(let m): m.finalPosition
        case .constantDeceleration(let m): m.finalPosition
        case .qtBounce(let m): m.finalPosition
        case .bezierFling(let m): m.finalPosition
        case .spline(let m): m.finalPosition
        case .stretchSpring(let m): m.finalPosition
        }
    }

    public var duration: Double {
        switch self {
        case .deceleration(let m): m.duration
        case .spring(let m): m.duration
        case .animation(let m): m.duration
        case .retargeted(let m): m.duration
        case .friction(let m): m.duration
        case .clamping(let m): m.duration
        case .dampedSpring(let m): m.duration
        case .constantDeceleration(let m): m.duration
        case .qtBounce(let m): m.duration
        case .bezierFling(let m): m.duration
        case .spline(let m): m.duration
        case .stretchSpring(let m): m.duration
        }
    }
}

extension AnyMotion {
    /// The curve's name in traces and on the overlay ("uikit deceleration", "rubber-band spring", "ease-out").
    public var curveName: String {
        switch self {
        case .deceleration: Deceleration.curveName
        case .spring: Spring.curveName
        case .animation(let m): m.curve.name
        case .retargeted: "cubic, velocity kept"
        case .friction(let m): m.name
        case .clamping: ClampingFling.Model().curveName
        case .dampedSpring(let m): m.name
        case .constantDeceleration(let m): m.name
        case .qtBounce: QtBounce.curveName
        case .bezierFling: BezierFling.Model().curveName
        case .spline: SplineFling.curveName
        case .stretchSpring: StretchSpring.curveName
        }
    }

    /// The velocity the motion was made with: a fling's release velocity (what its family turns into
    /// a curve: AOSP's spline starts a hair slower), otherwise the velocity at the start.
    public var initialVelocity: Double {
        switch self {
        case .deceleration(let m): m.initialVelocity
        case .spring(let m): m.initialVelocity
        case .animation(let m): m.velocity(at: 0)
        case .retargeted(let m): m.initialVelocity
        case .friction(let m): m.initialVelocity
        case .clamping(let m): m.initialVelocity
        case .dampedSpring(let m): m.initialVelocity
        case .constantDeceleration(let m): m.initialVelocity
        case .qtBounce, .bezierFling: velocity(at: 0)
        case .spline(let m): m.initialVelocity
        case .stretchSpring(let m): m.initialVelocity
        }
    }

    /// For a fling (`FlingMotion`), the first time it reaches `position`; nil if it never does or
    /// the motion is not a fling. The scroller hands over at an edge at exactly this time.
    public func flingTime(toReach position: Double) -> Double? {
        switch self {
        case .deceleration(let m): m.time(toReach: position)
        case .friction(let m): m.time(toReach: position)
        case .clamping(let m): m.time(toReach: position)
        case .constantDeceleration(let m): m.time(toReach: position)
        case .bezierFling(let m): m.time(toReach: position)
        case .spline(let m): m.time(toReach: position)
        case .spring, .animation, .retargeted, .dampedSpring, .qtBounce, .stretchSpring: nil
        }
    }

    /// The same motion with every position moved by `delta`: when content changes above what is
    /// on screen, a running motion keeps its shape relative to the content.
    public func shifted(by delta: Double) -> AnyMotion {
        switch self {
        case .deceleration(let m):
            .deceleration(Deceleration(origin: m.origin + delta, velocity: m.initialVelocity, rate: m.rate))
        case .spring(let m):
            .spring(Spring(from: m.target + m.initialDisplacement + delta, velocity: m.initialVelocity,
                           target: m.target + delta))
        case .animation(let m):
            .animation(TimedAnimation(from: m.from + delta, to: m.to + delta, duration: m.duration, curve: m.curve))
        case .retargeted(let m):
            .retargeted(RetargetedAnimation(from: m.from + delta, velocity: m.initialVelocity, to: m.to + delta,
                                            duration: m.duration))
        case .friction(let m):
            .friction(FrictionFling(name: m.name, origin: m.origin + delta, velocity: m.initialVelocity, drag: m.drag,
                                    stopSpeed: m.stopSpeed))
        case .clamping(let m):
            .clamping(ClampingFling(origin: m.origin + delta, velocity: m.initialVelocity, friction: m.friction))
        case .dampedSpring(let m):
            .dampedSpring(DampedSpring(name: m.name, spring: m.spring, from: m.target + m.initialDisplacement + delta,
                                       velocity: m.initialVelocity, target: m.target + delta,
                                       distanceTolerance: m.distanceTolerance, velocityTolerance: m.velocityTolerance,
                                       excursionLimit: m.excursionLimit))
        case .constantDeceleration(let m):
            .constantDeceleration(ConstantDeceleration(name: m.name, origin: m.origin + delta, velocity: m.initialVelocity,
                                                       deceleration: m.deceleration))
        case .qtBounce(let m):
            .qtBounce(m.shifted(by: delta))
        case .bezierFling(let m):
            .bezierFling(m.shifted(by: delta))
        case .spline(let m):
            .spline(SplineFling(origin: m.origin + delta, velocity: m.initialVelocity, distance: m.distance,
                                duration: m.duration))
        case .stretchSpring:
            // A stretch's size is drawn, not a place in the content: content changing moves none of it.
            self
        }
    }
}
