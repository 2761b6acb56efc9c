extension ScrollPhysics {
    /// UIScrollView's feel, the default: an exponential fling, a rubber band past the edges and a
    /// critically damped spring back, smooth wheel steps. Every number is the engine's UIKit
    /// constant as published (SPEC §1.2, §1.3), named where it lives.
    public static let uikit = ScrollPhysics(
        name: "uikit",
        summary: "iOS UIScrollView: fling slows 0.2 % per ms (decelerationRate .normal), rubber band 0.55, critically damped spring back",
        release: ReleaseModel(
            // The last 100 ms of samples, least squares; a 40 ms pause is a stop (`VelocityTracker`).
            velocityWindow: VelocityTracker.window,
            restCutoff: VelocityTracker.restCutoff,
            // A release below 20 pt/s rests (SPEC §1.2). UIKit publishes no maximum: 8,000 pt/s is
            // listdemo's own bound (Flutter's kMaxFlingVelocity, Android's 8,000 dp/s), above the
            // fastest flicks measured in a window here (about 6,100 pt/s) and far below what a burst
            // of events read at once once estimated (millions of pt/s).
            minimumFlingVelocity: 20,
            maximumFlingVelocity: 8000),
        // UIScrollView.DecelerationRate.normal: v(t) = v0 · 0.998^(1000 t).
        fling: Deceleration.Model(rate: Deceleration.normalRate),
        // UIScrollView's rubber band c = 0.55 and its spring (stiffness 100, mass 1, critically damped).
        edge: .rubberBand(drag: .rubberBand(coefficient: RubberBand.coefficient), bounce: Spring.Model()),
        // A notch animates about three rows (120 pt) along ease-out over 0.2 s; notches accumulate.
        wheel: .animated(pointsPerNotch: ListView.wheelNotchDistance, curve: .easeOut, duration: 0.2))
}
