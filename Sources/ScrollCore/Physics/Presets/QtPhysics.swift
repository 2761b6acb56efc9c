extension ScrollPhysics {
    /// Qt Quick Flickable's defaults (`src/quick/items/qquickflickable.cpp`,
    /// `qquickflickablebehavior_p.h`): a constant-deceleration flick with a maximum velocity,
    /// DragAndOvershootBounds, and the built-in rebound.
    public static let qt = ScrollPhysics(
        name: "qt",
        summary: "Qt Quick Flickable: constant deceleration 1500 pt/s², at most 2500 pt/s, half-speed drag past the bounds, overshoot then InQuad/OutExpo rebound",
        release: ReleaseModel(
            // QML_FLICK_VELOCITY_DECAY_TIME: a release 50 ms after the last move flicks nothing.
            velocityWindow: 0.1,
            restCutoff: 0.05,
            // _q_MinimumFlickVelocity 75; QML_FLICK_DEFAULTMAXVELOCITY 2500.
            minimumFlingVelocity: 75,
            maximumFlingVelocity: 2500),
        // QML_FLICK_DEFAULTDECELERATION 1500 px/s².
        fling: ConstantDeceleration.Model(deceleration: qtFlickDeceleration),
        edge: .rubberBand(
            // QQuickFlickablePrivate::drag: past a bound `newY = minY + (newY − minY) / 2`.
            drag: .linear(ratio: 0.5, limit: nil),
            bounce: QtBounce.Model(flickDeceleration: qtFlickDeceleration)),
        // QQuickFlickable::wheelEvent with the default wheelDeceleration (above
        // _q_MaximumWheelDeceleration): a notch moves wheelScrollLines (3) × 24 px at once.
        wheel: .direct(pointsPerNotch: 72),
        // Scroll-to, key step, snaps and touchpad unit: UIKit's, kept (none of Qt Quick's own is modelled yet).
        timings: .uikit)

    /// QML_FLICK_DEFAULTDECELERATION (qquickflickablebehavior_p.h), points per second².
    static let qtFlickDeceleration = 1500.0
}
