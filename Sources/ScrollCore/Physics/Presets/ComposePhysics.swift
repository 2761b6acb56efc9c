extension ScrollPhysics {
    /// Jetpack Compose on Android: `DefaultFlingBehavior` with `splineBasedDecay(density)`
    /// (androidx `compose/foundation` and `compose/animation`) at density 1 (160 dpi: a dp is a
    /// point), clamped edges with Android 12's stretch (`AndroidEdgeEffectOverscrollEffect`, which
    /// drives the platform's `EdgeEffect`).
    public static let compose = ScrollPhysics(
        name: "compose",
        summary: "Jetpack Compose: Android's spline fling in Float, timed from the first frame in whole ms, at most 8,000 dp/s, edges clamp with Android 12's stretch",
        release: ReleaseModel(
            // VelocityTracker: HorizonMilliseconds 100, AssumePointerMoveStoppedMilliseconds 40.
            velocityWindow: 0.1,
            restCutoff: 0.04,
            // DefaultFlingBehavior flings any speed above 1 px/s; Scrollable's tracker is capped at
            // ViewConfiguration's maximumFlingVelocity, 8,000 dp/s.
            minimumFlingVelocity: 1,
            maximumFlingVelocity: 8000),
        // ViewConfiguration.getScrollFriction() (0.015) at density 1.
        fling: ComposeFling.Model(friction: 0.015, density: 1),
        edge: .clamp(stretch: StretchSpring.Model()),
        // Compose's mouse wheel on Android: ViewConfiguration's scaled vertical scroll factor, 64 dp a notch.
        wheel: .direct(pointsPerNotch: 64),
        // Scroll-to, key step, snaps and touchpad unit: UIKit's, kept (none of Compose's own is modelled yet).
        timings: .uikit)
}
