/// How text looks: a font size in points and a weight.
public struct TextStyle: Hashable, Sendable {
    /// The two faces the app ships (DejaVu Sans and DejaVu Sans Bold).
    public enum Weight: Hashable, Sendable {
        /// DejaVu Sans.
        case regular
        /// DejaVu Sans Bold.
        case bold

        /// The file in the assets folder that holds this face.
        var fontFileName: String {
            switch self {
            case .regular: "DejaVuSans.ttf"
            case .bold: "DejaVuSans-Bold.ttf"
            }
        }
    }

    /// Font size in points (rasterised at `size × scale` pixels).
    public var size: Double
    /// Regular or bold.
    public var weight: Weight

    /// Creates a style; sizes are in points.
    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}
