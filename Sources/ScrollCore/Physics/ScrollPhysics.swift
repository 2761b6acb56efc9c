/// How a list moves, as one value: how a release becomes a fling, the fling's curve, what happens
/// past an edge, what a wheel notch does and how long the list's own moves take. The `Scroller` is
/// the mechanism and asks it, never which kind of edge or wheel it holds: each is a protocol
/// (`EdgeModel`, `WheelModel`) a type of the caller's may conform to, as the presets' do. Each
/// platform's physics, UIKit's the same as the others, is a preset in a file of its own
/// (`Presets/`) that names every constant it sets and cites its source. A curve that is one
/// platform's own formula (Android's spline, Chromium's Bézier, Qt's rebound) keeps that formula's
/// constants in its file under `Motion/`, citing them.
///
/// As Flutter's `ScrollPhysics` (`packages/flutter/lib/src/widgets/scroll_physics.dart`): a value
/// the scroll position consults, not flags on the state machine, built of parts a user can write.
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
    public var edge: any EdgeModel
    /// What a notch of a mouse wheel does.
    public var wheel: any WheelModel
    /// How long the list's own animated moves take (scroll-to, key steps, snaps), the section
    /// snap's reach and the touchpad's unit.
    public var timings: Timings

    /// A preset called `name` (how `named(_:)` finds it), described by `summary`, from its models:
    /// a custom physics is a value built from them, like the presets.
    public init(name: String, summary: String, release: ReleaseModel, fling: any FlingModel, edge: any EdgeModel,
                wheel: any WheelModel, timings: Timings) {
        self.name = name
        self.summary = summary
        self.release = release
        self.fling = fling
        self.edge = edge
        self.wheel = wheel
        self.timings = timings
    }

    public static func == (a: ScrollPhysics, b: ScrollPhysics) -> Bool {
        a.name == b.name && a.summary == b.summary && a.release == b.release
            && AnyHashable(a.fling) == AnyHashable(b.fling) && AnyHashable(a.edge) == AnyHashable(b.edge)
            && AnyHashable(a.wheel) == AnyHashable(b.wheel) && a.timings == b.timings
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
