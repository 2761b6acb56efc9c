// Elementary functions from swift-numerics: the engine imports no C module.
import RealModule

extension ScrollPhysics {
    /// GTK 4.8 and later: kinetic scrolling (`gtk/gtkkineticscrolling.c`) ticking on the frame
    /// clock's time, finished once slower than 0.1 pt/s (`gtk_kinetic_scrolling_tick`), with the
    /// frictions GtkScrolledWindow passes it (`gtk/gtkscrolledwindow.c`). Debian 12 ships 4.8.
    public static let gtk = gtkKinetic(
        name: "gtk",
        summary: "GTK 4.8+ kinetic scrolling: exponential fling (DECELERATION_FRICTION 4) to below 0.1 pt/s, 1:1 overshoot up to 100 pt, critically damped return (OVERSHOOT_FRICTION 20) clamped at 50 pt",
        // gtk_kinetic_scrolling_tick: DECELERATING ends when fabs (velocity) < 0.1.
        stop: .speed(0.1))

    /// GTK 3 and GTK 4 up to 4.6: the same kinetic scrolling, ticking by each frame's time delta
    /// and finished when slower than 1 pt/s or when a tick moves the content less than 1 px. At
    /// GTK's usual 60 Hz frame clock that tick is a speed of m / (e^(m/60) − 1) ≈ 58 pt/s, taken
    /// here as the stop speed so every frame rate agrees.
    public static let gtk3 = gtkKinetic(
        name: "gtk3",
        summary: "GTK 3 and GTK 4.0-4.6 kinetic scrolling: exponential fling (DECELERATION_FRICTION 4) stopped by its 1 px tick, 1:1 overshoot up to 100 pt, critically damped return clamped at 50 pt",
        stop: .speed(gtkDecelerationFriction / (Double.exp(gtkDecelerationFriction / 60) - 1)))

    /// GtkScrolledWindow's kinetic scrolling with the deceleration stopping by `stop`.
    private static func gtkKinetic(name: String, summary: String, stop: FrictionFling.Stop) -> ScrollPhysics {
        ScrollPhysics(
            name: name,
            summary: summary,
            release: ReleaseModel(
                // GtkGestureSwipe: the velocity of the events in the last CAPTURE_THRESHOLD_MS (150 ms).
                velocityWindow: 0.15,
                restCutoff: 0.15,
                // gtk_kinetic_scrolling_tick: slower than 1 px/s is finished; GTK sets no maximum.
                minimumFlingVelocity: 1,
                maximumFlingVelocity: .infinity,
                // gtk_scrolled_window_decelerate starts the kinetic scrolling with the swipe's velocity.
                measured: .pointer),
            // y'' = −m y' with m = DECELERATION_FRICTION 4: drag e^(−4) per second.
            fling: FrictionFling.Model(name: "gtk deceleration", rate: Double.exp(-gtkDecelerationFriction),
                                       stepsPerSecond: 1, stop: stop),
            edge: .rubberBand(
                // _gtk_scrolled_window_set_adjustment_value: the drag follows 1:1, clamped
                // MAX_OVERSHOOT_DISTANCE (100) past the edge.
                drag: .linear(ratio: 1, limit: 100),
                // gtk_kinetic_scrolling_init_overshoot: y'' = −m y' − k y with m = OVERSHOOT_FRICTION 20,
                // k = m²/4 (critically damped), done within 0.1 px; a tick that finds it past half the
                // overshoot width (50 px) clamps it there and restarts it at rest.
                bounce: DampedSpring.Model(name: "gtk overshoot", spring: .init(mass: 1, stiffness: 100, damping: 20),
                                           distanceTolerance: 0.1, clamp: 50)),
            // get_wheel_detent_scroll_step: a detent jumps pow(page, 2/3); the page here is the default
            // 480 × 800 window's list, 756 pt tall (≈ 83 pt).
            wheel: .direct(pointsPerNotch: Double.pow(756, 2.0 / 3)),
            // Scroll-to, key step, snaps and touchpad unit: UIKit's, kept (none of GTK's own is modelled yet).
            timings: .uikit)
    }

    /// gtkscrolledwindow.c DECELERATION_FRICTION.
    static let gtkDecelerationFriction = 4.0
}
