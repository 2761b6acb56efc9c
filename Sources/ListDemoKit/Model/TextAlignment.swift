/// Where a line of text sits horizontally inside a rectangle.
public enum TextAlignment: Sendable {
    /// Against the left edge.
    case leading
    /// Centred.
    case center
    /// Against the right edge.
    case trailing
}
