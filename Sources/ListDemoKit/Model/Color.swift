/// An 8-bit-per-channel colour with straight (not premultiplied) alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    public var a: UInt8

    /// Creates a colour from its channels; opaque unless `a` says otherwise.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Creates a colour from a packed `0xAARRGGBB` value, the layout of `RGBAImage.pixels`.
    public init(argb: UInt32) {
        self.init(r: UInt8(truncatingIfNeeded: argb >> 16), g: UInt8(truncatingIfNeeded: argb >> 8),
                  b: UInt8(truncatingIfNeeded: argb), a: UInt8(truncatingIfNeeded: argb >> 24))
    }

    /// The colour packed as `0xAARRGGBB`.
    public var argb: UInt32 {
        UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// The same colour with another opacity.
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(r: r, g: g, b: b, a: alpha)
    }

    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Opaque white.
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Fully transparent black.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    /// `#RRGGBBAA`, for test messages and logs.
    public var description: String {
        "#" + [r, g, b, a].map { channel in
            let hex = String(channel, radix: 16, uppercase: true)
            return channel < 16 ? "0" + hex : hex
        }.joined()
    }
}
