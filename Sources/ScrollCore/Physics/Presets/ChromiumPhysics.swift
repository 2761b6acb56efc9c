extension ScrollPhysics {
    /// Desktop Chromium on Linux: the touch fling curve (`ui/events/gestures/physics_based_fling_curve.cc`,
    /// on by default on Windows and Linux) and the wheel's smooth scroll
    /// (`cc/animation/scroll_offset_animation_curve.cc`, ease-in-out: the impulse curve is the
    /// Windows-only `WindowsScrollingPersonality` feature, off by default).
    public static let chromium = ScrollPhysics(
        name: "chromium",
        summary: "Chromium desktop: Bézier fling (PhysicsBasedFlingCurve, ≤ 2 s, ≤ 3 viewports), no overscroll, ease-in-out wheel steps",
        release: ReleaseModel(
            // ui/events/velocity_tracker: a 100 ms horizon, a 40 ms pause is a stop.
            velocityWindow: 0.1,
            restCutoff: 0.04,
            // ui/events/gesture_detection/gesture_configuration.cc: min_fling_velocity 30, max_fling_velocity 17000.
            minimumFlingVelocity: 30,
            maximumFlingVelocity: 17000),
        fling: BezierFling.Model(),
        // kElasticOverscroll is on only on Android (ui/base/ui_base_features.cc): a fling stops at the edge.
        edge: .stop,
        // A notch is 53 px (ui/events x11 translation, kWheelScrollAmount); kEaseInOut with
        // DurationBehavior::kInverseDelta: kInverseDeltaMaxDuration 12 frames up to
        // kInverseDeltaRampStartPx 120, kInverseDeltaMinDuration 6 from kInverseDeltaRampEndPx 480,
        // linear between, over kDurationDivisor 60. (A notch arriving mid-step keeps the velocity
        // with the engine's retarget, not Chromium's re-fitted ease-in-out.)
        wheel: .animated(pointsPerNotch: 53, curve: .easeInOut,
                         duration: .inverseDelta(longest: 12.0 / 60, shortest: 6.0 / 60, rampStart: 120, rampEnd: 480)),
        // Scroll-to, key step, snaps and touchpad unit: UIKit's, kept (none of Chromium's own is modelled yet).
        timings: .uikit)
}
