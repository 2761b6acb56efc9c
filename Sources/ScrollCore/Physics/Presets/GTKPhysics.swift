// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

extension ScrollPhysics {
    /// GTK4's kinetic scrolling (`gtk/gtkkineticscrolling.c`) with the frictions GtkScrolledWindow
    /// passes it (`gtk/gtkscrolledwindow.c`): an exponential fling, 1:1 overshoot up to 100 pt and
    /// a critically damped return.
    public static let gtk = ScrollPhysics(
        name: "gtk",
        summary: "GTK4 kinetic scrolling: exponential fling (DECELERATION_FRICTION 4), 1:1 overshoot up to 100 pt, critically damped return (OVERSHOOT_FRICTION 20)",
        release: ReleaseModel(
            // GtkGestureSwipe: the velocity of the events in the last CAPTURE_THRESHOLD_MS (150 ms).
            velocityWindow: 0.15,
            restCutoff: 0.15,
            // gtk_kinetic_scrolling_tick: slower than 1 px/s is finished; GTK sets no maximum.
            minimumFlingVelocity: 1,
            maximumFlingVelocity: .infinity),
        // y'' = −m y' with m = DECELERATION_FRICTION 4: drag e^(−4) per second. GTK finishes when a
        // frame moves it less than 1 px; at its 60 Hz frame clock that is a speed of
        // m / (e^(m/60) − 1) ≈ 58 pt/s, taken here as the stop speed so every frame rate agrees.
        fling: FrictionFling.Model(name: "gtk deceleration", rate: Double.exp(-gtkDecelerationFriction), stepsPerSecond: 1,
                                   stop: .speed(gtkDecelerationFriction / (Double.exp(gtkDecelerationFriction / 60) - 1))),
        edge: .rubberBand(
            // _gtk_scrolled_window_set_adjustment_value: the drag follows 1:1, clamped
            // MAX_OVERSHOOT_DISTANCE (100) past the edge.
            drag: .linear(ratio: 1, limit: 100),
            // gtk_kinetic_scrolling_init_overshoot: y'' = −m y' − k y with m = OVERSHOOT_FRICTION 20,
            // k = m²/4 (critically damped), done within 0.1 px, held at 50 px out.
            bounce: DampedSpring.Model(name: "gtk overshoot", spring: .init(mass: 1, stiffness: 100, damping: 20),
                                       distanceTolerance: 0.1, excursionLimit: 50)),
        // get_wheel_detent_scroll_step: a detent jumps pow(page, 2/3); the page here is the default
        // 480 × 800 window's list, 756 pt tall (≈ 83 pt).
        wheel: .direct(pointsPerNotch: Double.pow(756, 2.0 / 3)))

    /// gtkscrolledwindow.c DECELERATION_FRICTION.
    static let gtkDecelerationFriction = 4.0
}
