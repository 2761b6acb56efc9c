extension ScrollPhysics {
    /// Flutter's `BouncingScrollPhysics` (iOS and macOS): a friction fling, resistance past the
    /// edges and an overdamped spring back. Constants from `packages/flutter/lib/src/widgets/
    /// scroll_physics.dart`, `scroll_simulation.dart` and `gestures/constants.dart`; one logical
    /// pixel per point and a device pixel ratio of 1 for the tolerances.
    public static let flutterIOS = ScrollPhysics(
        name: "flutter-ios",
        summary: "Flutter BouncingScrollPhysics: friction fling (drag 0.135/s), 0.52 resistance past the edge, overdamped spring back (m 0.5, k 100, ratio 1.1)",
        release: ReleaseModel(
            // VelocityTracker: 100 ms horizon, a 40 ms pause is a stop.
            velocityWindow: 0.1,
            restCutoff: 0.04,
            // BouncingScrollPhysics.minFlingVelocity: kMinFlingVelocity · 2; maxFlingVelocity: kMaxFlingVelocity.
            minimumFlingVelocity: 100,
            maximumFlingVelocity: 8000,
            // ScrollDragController.end hands goBallistic the drag's (the pointer's) velocity.
            measured: .pointer),
        // BouncingScrollSimulation: FrictionSimulation(0.135, …) ("0.998^1000 ≈ 0.135"), ending when
        // slower than toleranceFor's velocity, 1 / (0.050 · devicePixelRatio) = 20 pt/s.
        fling: FrictionFling.Model(name: "flutter friction", rate: 0.135, stepsPerSecond: 1, stop: .speed(20)),
        edge: .rubberBand(
            // applyPhysicsToUserOffset: each pointer event past the edge scaled by frictionFactor,
            // 0.52 · (1 − overscroll / viewport)², an event starting inside the bounds moved 1:1.
            drag: .frictionPerEvent(coefficient: 0.52),
            // ScrollPhysics._kDefaultSpring: SpringDescription.withDampingRatio(mass 0.5, stiffness 100,
            // ratio 1.1), done within toleranceFor's 1 pt and 20 pt/s; a fling carries at most
            // maxSpringTransferVelocity 5000 pt/s into it.
            bounce: DampedSpring.Model(name: "flutter spring", spring: .init(mass: 0.5, stiffness: 100, ratio: 1.1),
                                       distanceTolerance: 1, velocityTolerance: 20, transferLimit: 5000)),
        // As Flutter on Linux: a notch jumps 53 px (fl_scrolling_manager.cc kScrollOffsetMultiplier).
        wheel: .direct(pointsPerNotch: 53),
        // Scroll-to, key step, snaps and touchpad unit: UIKit's, kept (none of Flutter's own is modelled yet).
        timings: .uikit)
}
