/// Each notch moves the content `pointsPerNotch` at once.
public struct DirectWheel: WheelModel {
    public var pointsPerNotch: Double

    /// Notches that jump `pointsPerNotch`.
    public init(pointsPerNotch: Double) { self.pointsPerNotch = pointsPerNotch }

    public var animates: Bool { false }

    /// No motion: the content moves at once.
    public func step(from position: Double, velocity: Double, to destination: Double, distance: Double) -> StepAnimation? {
        nil
    }
}

extension WheelModel where Self == DirectWheel {
    /// Notches that jump `pointsPerNotch`.
    public static func direct(pointsPerNotch: Double) -> DirectWheel { DirectWheel(pointsPerNotch: pointsPerNotch) }
}
