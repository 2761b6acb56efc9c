/// How a list moves, as one value: how a release becomes a fling, the fling's curve, what happens
/// past an edge and what a wheel notch does. The `Scroller` is the mechanism and asks it; each
/// platform's physics, UIKit's the same as the others, is a preset in a file of its own
/// (`Presets/`) that names every constant it sets and cites its source. A curve that is one
/// platform's own formula (Android's spline, Chromium's Bézier, Qt's rebound) keeps that formula's
/// constants in its file under `Motion/`, citing them.
///
/// As Flutter's `ScrollPhysics` (`packages/flutter/lib/src/widgets/scroll_physics.dart`): a value
/// the scroll position consults, not flags on the state machine.
public struct ScrollPhysics: Sendable, Equatable {
    /// The preset's name on the command line, in traces and on the overlay ("uikit", "android").
    public var name: String
    /// One line: its feel and its source (README's preset table, `--help`, `listdemo report`).
    public var summary: String
    /// How a release becomes a fling.
    public var release: ReleaseModel
    /// The curves a fling follows.
    public var fling: any FlingModel
    /// What happens past an edge: while dragging, on release, and when a fling reaches one.
    public var edge: EdgeModel
    /// What a notch of a mouse wheel does.
    public var wheel: WheelModel

    /// A preset called `name` (how `named(_:)` finds it), described by `summary`, from its models:
    /// a custom physics is a value built from them, like the presets.
    public init(name: String, summary: String, release: ReleaseModel, fling: any FlingModel, edge: EdgeModel,
                wheel: WheelModel) {
        self.name = name
        self.summary = summary
        self.release = release
        self.fling = fling
        self.edge = edge
        self.wheel = wheel
    }

    public static func == (a: ScrollPhysics, b: ScrollPhysics) -> Bool {
        a.name == b.name && a.summary == b.summary && a.release == b.release
            && AnyHashable(a.fling) == AnyHashable(b.fling) && a.edge == b.edge && a.wheel == b.wheel
    }

    /// Every preset built, in the order the cycle key steps through them.
    public static let presets: [ScrollPhysics] = [.uikit, .android, .flutter, .flutterIOS, .gtk, .gtk3, .qt, .chromium, .firefox,
                                                   .qscroller, .compose]

    /// The preset called `name` (as `--physics` spells it), or nil.
    public static func named(_ name: String) -> ScrollPhysics? {
        presets.first { $0.name == name }
    }
}

/// How the pointer's release becomes a fling: the velocity estimate and its limits.
public struct ReleaseModel: Sendable, Equatable {
    /// Only pointer samples this recent count toward the release velocity (seconds).
    public var velocityWindow: Double
    /// A pointer that rested this long before release flings nothing (seconds).
    public var restCutoff: Double
    /// A release slower than this is a stop, not a fling (points per second).
    public var minimumFlingVelocity: Double
    /// A faster release flings at this speed (points per second; `.infinity`: no limit).
    public var maximumFlingVelocity: Double
    /// Whose velocity a release hands on: the same inside the bounds, not past an edge, where the
    /// content lags the pointer.
    public var measured: Measured

    /// What a release's velocity is measured from.
    public enum Measured: Sendable, Hashable {
        /// The content's path as it showed.
        case content
        /// The pointer's path (Flutter's `ScrollDragController.end`, GtkGestureSwipe's velocity).
        case pointer
    }

    /// A release model from its four figures (seconds, seconds, points per second, points per second).
    public init(velocityWindow: Double, restCutoff: Double, minimumFlingVelocity: Double,
                maximumFlingVelocity: Double, measured: Measured = .content) {
        self.velocityWindow = velocityWindow
        self.restCutoff = restCutoff
        self.minimumFlingVelocity = minimumFlingVelocity
        self.maximumFlingVelocity = maximumFlingVelocity
        self.measured = measured
    }

    /// The fling velocity for a release measured at `velocity`: nil when it is too slow to fling,
    /// otherwise limited to the maximum, sign kept.
    public func flingVelocity(for velocity: Double) -> Double? {
        guard abs(velocity) >= minimumFlingVelocity else { return nil }
        return Swift.min(Swift.max(velocity, -maximumFlingVelocity), maximumFlingVelocity)
    }
}

/// How long a wheel step's animation takes, for the distance it has to go.
public enum WheelStepDuration: Sendable, Hashable, ExpressibleByFloatLiteral {
    /// Always this many seconds.
    case fixed(Double)
    /// `longest` seconds up to `rampStart` points, `shortest` from `rampEnd` points on, linear
    /// between: the farther a step goes, the quicker (Chromium's `DurationBehavior::kInverseDelta`).
    case inverseDelta(longest: Double, shortest: Double, rampStart: Double, rampEnd: Double)

    /// A fixed duration of `value` seconds, written as a number (`0.2`).
    public init(floatLiteral value: Double) { self = .fixed(value) }

    /// The step's duration for `distance` points (either sign).
    public func seconds(forDistance distance: Double) -> Double {
        switch self {
        case .fixed(let seconds):
            return seconds
        case .inverseDelta(let longest, let shortest, let start, let end):
            let ramp = (abs(distance) - start) / (end - start)
            return longest + (shortest - longest) * Swift.min(Swift.max(ramp, 0), 1)
        }
    }
}

/// What one notch of a mouse wheel does. Precise (touchpad) deltas always move the content
/// directly and coast when they stop; this is about notched wheels.
public enum WheelModel: Sendable, Equatable {
    /// Each notch animates `pointsPerNotch` further along `curve` over `duration` (for the distance
    /// left to go); notches that arrive during it extend it, keeping the velocity (UIKit-style
    /// smooth scrolling).
    case animated(pointsPerNotch: Double, curve: TimingCurve, duration: WheelStepDuration)
    /// Each notch moves the content `pointsPerNotch` at once.
    case direct(pointsPerNotch: Double)
    /// Gecko's smooth wheel (`GeckoWheelAnimation`): each notch adds `pointsPerNotch` to the
    /// destination and re-fits a Bézier from the current position and velocity, timed by the
    /// notches' recent intervals.
    case gecko(pointsPerNotch: Double, settings: GeckoWheelAnimation.Settings)

    /// How far one notch scrolls.
    public var pointsPerNotch: Double {
        switch self {
        case .animated(let points, _, _), .direct(let points), .gecko(let points, _): points
        }
    }
}
