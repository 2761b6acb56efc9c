/// A picture in memory: `width × height` pixels, row by row from the top, each packed as
/// `0xAARRGGBB` (SDL's ARGB8888, so reading a canvas back needs no conversion).
public struct RGBAImage: Equatable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` packed `0xAARRGGBB` values, row-major from the top-left.
    public var pixels: [UInt32]

    /// Creates an image filled with one colour.
    public init(width: Int, height: Int, fill: Color = .clear) {
        precondition(width >= 0 && height >= 0, "image dimensions must not be negative")
        self.width = width
        self.height = height
        self.pixels = Array(repeating: fill.argb, count: width * height)
    }

    /// Creates an image from packed `0xAARRGGBB` pixels; `pixels.count` must be `width * height`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height,
                     "\(pixels.count) pixels do not make a \(width)×\(height) image")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour at column `x`, row `y` (0-based from the top-left).
    public subscript(x: Int, y: Int) -> Color {
        get { Color(argb: pixels[index(x, y)]) }
        set { pixels[index(x, y)] = newValue.argb }
    }

    /// `W×H image`, so test failures do not dump every pixel.
    public var description: String { "\(width)×\(height) image" }

    private func index(_ x: Int, _ y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "pixel (\(x), \(y)) is outside a \(width)×\(height) image")
        return y * width + x
    }
}
