extension ScrollPhysics {
    /// Firefox on Linux: Gecko's APZ desktop fling (`gfx/layers/apz/src/DesktopFlingPhysics.h`)
    /// with its `apz.*` preferences (`modules/libpref/init/StaticPrefList.yaml`), and its smooth
    /// wheel (`layout/generic/ScrollAnimationBezierPhysics.cpp` with `general.smoothScroll.*`).
    /// One CSS pixel is one point (device pixel ratio 1, no zoom).
    public static let firefox = ScrollPhysics(
        name: "firefox",
        summary: "Firefox (Gecko APZ on Linux): fling keeps 99.8 % of its speed per ms, stepped at each frame, stops at 10 pt/s, no overscroll, 57 pt wheel steps along a Bézier",
        release: ReleaseModel(
            // apz.velocity_relevance_time_ms: only the last 100 ms of movement count.
            velocityWindow: 0.1,
            restCutoff: 0.1,
            // apz.fling_min_velocity_threshold 0.5 px/ms; apz.max_velocity_inches_per_ms −1: no maximum.
            minimumFlingVelocity: 500,
            maximumFlingVelocity: .infinity),
        // apz.fling_friction 0.002 per ms, apz.fling_stopped_threshold 0.01 px/ms; stepped per sample.
        fling: SampledFriction.Model(friction: 0.002, stoppedThreshold: 0.01),
        // apz.overscroll.enabled is false on Linux: a fling stops at the edge, a drag does not pass it.
        edge: .stop,
        // A notch scrolls mousewheel's system default of 3 lines of the root scroll frame's line
        // height (19 px: 16 px DejaVu Sans at line-height normal), along Gecko's Bézier (`.firefox`).
        wheel: .gecko(pointsPerNotch: 57, settings: .firefox),
        // Scroll-to, key step, snaps and touchpad unit: UIKit's, kept (none of Firefox's own is modelled yet).
        timings: .uikit)
}

extension GeckoWheelAnimation.Settings {
    /// Release Firefox's smooth wheel: ScrollAnimationBezierPhysics with its default prefs,
    /// general.smoothScroll.mouseWheel.durationMinMS 50 and durationMaxMS 200, durationToIntervalRatio
    /// 200 %, currentVelocityWeighting 0.25, stopDecelerationWeighting 0.4 (the first notch of a
    /// burst: 200 ms from rest along (0, 0) (0.25, 0) (0.6, 1) (1, 1)).
    public static let firefox = GeckoWheelAnimation.Settings(
        minimumMilliseconds: 50, maximumMilliseconds: 200, intervalRatio: 2, velocityWeighting: 0.25, stopWeighting: 0.4)
}
