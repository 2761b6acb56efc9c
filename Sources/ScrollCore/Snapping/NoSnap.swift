/// Rest anywhere.
public struct NoSnap: SnapPolicy {
    /// Resting anywhere.
    public init() {}

    public func restingTarget(top: Double, insetTop: Double, layout: ListLayout,
                              timings: ScrollPhysics.Timings) -> ScrollTarget? {
        nil
    }

    /// A list that never snaps never animates to a snap; the cells' figure, were it asked.
    public func animationDuration(timings: ScrollPhysics.Timings) -> Double { timings.cellSnap }
}

extension SnapPolicy where Self == NoSnap {
    /// Rest anywhere.
    public static var none: NoSnap { NoSnap() }
}
