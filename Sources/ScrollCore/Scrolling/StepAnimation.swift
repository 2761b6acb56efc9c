/// An animated step's motion (a wheel notch, a key step, a snap, a scroll-to) and the timing curve its
/// trace record names when it starts from rest (`ScrollEvent.animation`); one started in motion is
/// recorded as a retarget, by its motion's curve name.
public struct StepAnimation: Sendable {
    /// Where the content goes, from where it was when the step came.
    public var motion: any Motion
    /// The curve a record of it from rest names.
    public var curve: TimingCurve

    /// `motion`, recorded from rest as running along `curve`.
    public init(motion: any Motion, curve: TimingCurve) {
        self.motion = motion
        self.curve = curve
    }
}
