/// Gecko's smooth wheel (`GeckoWheelAnimation`): each notch adds `pointsPerNotch` to the
/// destination and re-fits a Bézier from the current position and velocity, timed by the
/// notches' recent intervals.
public struct GeckoWheel: WheelModel {
    public var pointsPerNotch: Double
    /// Gecko's `general.smoothScroll.*` prefs.
    public var settings: GeckoWheelAnimation.Settings

    /// Notches of `pointsPerNotch` shaped by `settings`.
    public init(pointsPerNotch: Double, settings: GeckoWheelAnimation.Settings) {
        self.pointsPerNotch = pointsPerNotch
        self.settings = settings
    }

    public var animates: Bool { true }

    /// A burst's first Bézier, from the current position and velocity.
    public func step(from position: Double, velocity: Double, to destination: Double, distance: Double) -> StepAnimation? {
        let first = GeckoWheelAnimation(from: position, velocity: velocity, to: destination, settings: settings)
        return StepAnimation(motion: first, curve: first.curve)
    }

    /// A notch during one of Gecko's Béziers goes on from it as `GeckoWheelAnimation.notch` says (a
    /// new Bézier from the current position and velocity, or the same one with the notch counted);
    /// a notch during any other wheel step starts a burst.
    public func notch(during running: any Motion, at elapsed: Double, to destination: Double,
                      shift: Double) -> (step: StepAnimation, restarts: Bool)? {
        guard let gecko = running as? GeckoWheelAnimation else { return nil }
        let (next, restarts) = gecko.notch(at: elapsed, to: destination, shift: shift)
        return (StepAnimation(motion: next, curve: next.curve), restarts)
    }
}

extension WheelModel where Self == GeckoWheel {
    /// Notches of `pointsPerNotch` shaped by `settings`.
    public static func gecko(pointsPerNotch: Double, settings: GeckoWheelAnimation.Settings) -> GeckoWheel {
        GeckoWheel(pointsPerNotch: pointsPerNotch, settings: settings)
    }
}
