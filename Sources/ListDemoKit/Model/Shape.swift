/// A vector drawing in a box of `size` points: layers painted in order, each a path filled or
/// stroked in one colour, optionally blurred (a shadow). The canvas rasterises a shape anti-aliased
/// once per scale (`ShapeRasterizer`, cairo) and afterwards only copies its texture, so drawing a
/// shape every frame costs what drawing cached text does.
///
/// A shape drawn in several colours (a switch's knob and its shadow) has them in its layers; one
/// drawn in many colours (a rounded row, a checkmark) is described white and tinted when drawn
/// (`Canvas.draw(_:at:tint:)`): rasterised once per colour, and faded without rasterising again.
struct Shape: Hashable, Sendable {
    /// How a layer paints its path.
    enum Paint: Hashable, Sendable {
        /// The inside, even-odd: an outline inside another is a hole.
        case fill
        /// A line `width` points wide along the path, with round caps and joins (as SF Symbols' strokes).
        case stroke(width: Double)
    }

    struct Layer: Hashable, Sendable {
        var path: VectorPath
        var paint: Paint
        var color: Color = .white
        /// A Gaussian blur of this standard deviation in points (0: sharp), as a shadow's.
        var blur: Double = 0
    }

    /// The box the layers are drawn in, from (0, 0); what lies outside it is cut off.
    var size: Size
    var layers: [Layer]

    /// One white layer, to be tinted when drawn.
    init(size: Size, path: VectorPath, paint: Paint = .fill) {
        self.init(size: size, layers: [Layer(path: path, paint: paint)])
    }

    init(size: Size, layers: [Layer]) {
        self.size = size
        self.layers = layers
    }

    /// The shape with every layer's colour multiplied channel by channel by `color`'s red, green
    /// and blue (a white shape becomes `color`); its alpha is left to the drawing's fade.
    func tinted(by color: Color) -> Shape {
        func times(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * Int(b) + 127) / 255) }
        var tinted = self
        for index in tinted.layers.indices {
            let c = tinted.layers[index].color
            tinted.layers[index].color = Color(r: times(c.r, color.r), g: times(c.g, color.g), b: times(c.b, color.b), a: c.a)
        }
        return tinted
    }
}
