extension ScrollPhysics {
    /// Android's feel (RecyclerView on Android 12 and later): `OverScroller`'s spline fling, edges
    /// that clamp with the stretch overscroll drawn, wheel notches applied at once. Sources are
    /// AOSP's `frameworks/base` and `frameworks/native`; a point is one dp (160 dpi).
    public static let android = ScrollPhysics(
        name: "android",
        summary: "Android OverScroller: spline fling (friction 0.015, 50-8,000 dp/s), edges clamp with Android 12's stretch",
        release: ReleaseModel(
            // `libs/input/VelocityTracker.cpp`: HORIZON (100 ms of samples) and
            // ASSUME_POINTER_STOPPED_TIME (40 ms). Android fits them with LSQ2 (a quadratic);
            // the engine's one estimator is a least-squares line over the same window.
            velocityWindow: 0.100,
            restCutoff: 0.040,
            // `core/java/android/view/ViewConfiguration.java`: MINIMUM_FLING_VELOCITY (50 dp/s)
            // and MAXIMUM_FLING_VELOCITY (8,000 dp/s).
            minimumFlingVelocity: 50,
            maximumFlingVelocity: 8000),
        // `ViewConfiguration.SCROLL_FRICTION` (0.015) and 160 ppi: `SplineOverScroller.mPhysicalCoeff`
        // at density 1.
        fling: SplineFling.Model(friction: 0.015, pixelsPerInch: 160),
        // No rubber band: RecyclerView clamps and pulls `core/java/android/widget/EdgeEffect.java`
        // (TYPE_STRETCH); a fling that reaches an edge ends there, `onAbsorb`'d with its speed.
        edge: .clamp(stretch: StretchSpring.Model()),
        // `ViewConfiguration.VERTICAL_SCROLL_FACTOR`: 64 dp per wheel notch, scrolled at once
        // (`View.onGenericMotionEvent` ACTION_SCROLL → scrollBy, no animation).
        wheel: .direct(pointsPerNotch: 64),
        // Scroll-to, key step, snaps and touchpad unit: UIKit's, kept (none of Android's own is modelled yet).
        timings: .uikit)
}
