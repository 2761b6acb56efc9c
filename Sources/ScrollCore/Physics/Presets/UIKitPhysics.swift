extension ScrollPhysics {
    /// UIScrollView's feel: an exponential fling, a rubber band past the edges and a critically
    /// damped spring back, smooth wheel steps. The numbers are UIKit's as reverse-engineered
    /// publicly, each named here like every other preset's.
    public static let uikit = ScrollPhysics(
        name: "uikit",
        summary: "iOS UIScrollView: fling slows 0.2 % per ms (decelerationRate .normal), rubber band 0.55, critically damped spring back",
        release: ReleaseModel(
            // The last 100 ms of pointer samples, least squares; a pointer that rested 40 ms before
            // release has velocity 0.
            velocityWindow: 0.100,
            restCutoff: 0.040,
            // A release below 20 pt/s rests. UIKit publishes no maximum: 8,000 pt/s is
            // listdemo's own bound (Flutter's kMaxFlingVelocity, Android's 8,000 dp/s), above the
            // fastest flicks measured in a window here (about 6,100 pt/s) and far below what a burst
            // of events read at once once estimated (millions of pt/s).
            minimumFlingVelocity: 20,
            maximumFlingVelocity: 8000),
        // v(t) = v0 · r^(1000 t) at UIScrollView.DecelerationRate.normal, done when less than 0.5 pt
        // of travel is left, resting at x0 − v0 / (1000 ln r).
        fling: FrictionFling.Model(name: "uikit deceleration", rate: uikitDecelerationRate.normal, stepsPerSecond: 1000,
                                   stop: .travelLeft(0.5)),
        edge: .rubberBand(
            // UIScrollView's rubber band, b(x) = (1 − 1 / (x·c/d + 1)) · d with c = 0.55.
            drag: .rubberBand(coefficient: 0.55),
            // Its spring back: mass 1, stiffness 100, critically damped (ratio 1), done once it stays
            // within 0.5 pt of the edge.
            bounce: DampedSpring.Model(name: "rubber-band spring", spring: .init(mass: 1, stiffness: 100, ratio: 1),
                                       distanceTolerance: 0.5, settling: .withinDistanceAfterPeak)),
        // A notch animates about three rows (120 pt) along ease-out over 0.2 s; notches accumulate.
        wheel: .animated(pointsPerNotch: 120, curve: .easeOut, duration: .fixed(0.2)),
        // UIKit's scroll-to, key step, snaps and touchpad unit (`Timings.uikit`).
        timings: .uikit)

    /// `UIScrollView.DecelerationRate`: the fraction of its velocity a fling keeps each millisecond,
    /// `.normal` (the default) and `.fast`.
    static let uikitDecelerationRate = (normal: 0.998, fast: 0.99)

    /// The physics a list moves by unless told otherwise: UIKit's.
    public static let `default` = uikit
}
