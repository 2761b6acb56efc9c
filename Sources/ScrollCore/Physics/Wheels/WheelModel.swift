/// What one notch of a mouse wheel does. Precise (touchpad) deltas always move the content
/// directly and coast when they stop; this is about notched wheels.
///
/// Each kind is a type in a file of its own (`Wheels/`): animated steps (`AnimatedWheel`), jumps
/// (`DirectWheel`), Gecko's smooth wheel (`GeckoWheel`); a new kind is a new type. The list finds
/// where a notch lands (`pointsPerNotch` on, snapped as its policy says); the model says how the
/// content gets there.
public protocol WheelModel: Sendable, Hashable {
    /// How far one notch scrolls.
    var pointsPerNotch: Double { get }
    /// Whether a notch moves the content along a motion (`step`), notches during it adding to
    /// where it heads; false: each notch moves the content at once, from where it is.
    var animates: Bool { get }
    /// The motion a notch starts from `position`, moving at `velocity` (0 from rest), to rest at
    /// `destination`, `distance` points from where the list showed the content when the notch came;
    /// nil: the content moves there at once.
    func step(from position: Double, velocity: Double, to destination: Double, distance: Double) -> StepAnimation?
    /// What a notch toward `destination` makes of a running wheel step (`elapsed` seconds in, its
    /// positions moved by `shift`): the same step going on as `step.motion` from its start
    /// (`restarts` false), or a new step from now (`restarts` true). Nil, as by default: the notch
    /// starts a `step` from where the content is, at its velocity.
    func notch(during running: any Motion, at elapsed: Double, to destination: Double,
               shift: Double) -> (step: StepAnimation, restarts: Bool)?
}

extension WheelModel {
    public func notch(during running: any Motion, at elapsed: Double, to destination: Double,
                      shift: Double) -> (step: StepAnimation, restarts: Bool)? {
        nil
    }
}
