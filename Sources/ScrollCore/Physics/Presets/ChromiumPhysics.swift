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
        // DurationBehavior::kInverseDelta: clamp(14 − |d|/60, 6, 12) / kDurationDivisor 60 s, which
        // is 0.2 s for any step up to 120 px. (Steps that accumulate past 120 px are shorter in
        // Chromium; here every step keeps 0.2 s.)
        wheel: .animated(pointsPerNotch: 53, curve: .easeInOut, duration: 0.2))
}
