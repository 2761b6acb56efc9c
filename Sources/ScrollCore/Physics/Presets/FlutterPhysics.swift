extension ScrollPhysics {
    /// Flutter's `ClampingScrollPhysics`, what a Flutter list uses on Linux (and Android, Windows):
    /// Android's spline refitted to a ballistic curve, stopping dead at the edges. Constants from
    /// `packages/flutter/lib/src/widgets/scroll_physics.dart`, `scroll_simulation.dart`,
    /// `gestures/constants.dart`, `gestures/velocity_tracker.dart`.
    public static let flutter = ScrollPhysics(
        name: "flutter",
        summary: "Flutter ClampingScrollPhysics: Android's spline fling refitted to be ballistic (ClampingScrollSimulation), stops at the edges",
        release: ReleaseModel(
            // VelocityTracker: `_horizonMilliseconds` 100 and `_assumePointerMoveStoppedMilliseconds` 40.
            velocityWindow: 0.1,
            restCutoff: 0.04,
            // gestures/constants.dart: kMinFlingVelocity 50, kMaxFlingVelocity 8000 (logical px/s).
            minimumFlingVelocity: 50,
            maximumFlingVelocity: 8000),
        // ClampingScrollSimulation with its default friction 0.015 (Android's scroll friction).
        fling: ClampingFling.Model(),
        // ClampingScrollPhysics.applyBoundaryConditions stops the position at the edge; on Linux
        // ScrollBehavior.buildOverscrollIndicator draws no glow or stretch.
        edge: .stop,
        // A wheel notch jumps (ScrollPosition.pointerScroll) by 53 px: the Linux embedder's
        // kScrollOffsetMultiplier (shell/platform/linux/fl_scrolling_manager.cc).
        wheel: .direct(pointsPerNotch: 53),
        // Scroll-to, key step, snaps and touchpad unit: UIKit's, kept (none of Flutter's own is modelled yet).
        timings: .uikit)
}
