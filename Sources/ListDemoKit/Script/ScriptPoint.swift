/// A position in window points, written "X,Y" in scripts.
public struct ScriptPoint: Hashable, Sendable, CustomStringConvertible {
    /// Points from the window's left edge.
    public var x: Double
    /// Points from the window's top edge.
    public var y: Double

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// "240.0,600.0", the form scripts use.
    public var description: String { "\(x),\(y)" }
}
