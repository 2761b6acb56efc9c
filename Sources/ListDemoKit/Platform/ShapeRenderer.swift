import CSDL2

/// Shapes as a canvas draws them: each `Shape` rasterised by `ShapeRasterizer` (cairo) at the
/// canvas's scale once and kept as a texture, so drawing it again is a copy. A new scale drops them.
final class ShapeRenderer {
    /// Pixels per point the shapes are rasterised at.
    private(set) var scale: Double
    /// Few and small (a row's rounded ends, a checkmark, a knob): these bounds are reached only by
    /// a window resized through many widths, or plots that keep changing.
    private let cache = TextureCache<Shape>(capacity: 256, byteBudget: 8 << 20)

    init(scale: Double) {
        self.scale = scale
    }

    /// Hits, misses and occupancy of the rasterised shapes since the renderer was made.
    var statistics: TextureCacheStatistics { cache.statistics }

    /// Rasterises at `newScale` from now on, dropping the textures made for the old one.
    func setScale(_ newScale: Double) {
        guard newScale != scale else { return }
        cache.removeAll()
        scale = newScale
    }

    /// Releases the textures (before the renderer that made them goes).
    func close() {
        cache.removeAll()
    }

    /// `shape`'s texture for `renderer`, rasterised only when it is not cached.
    func texture(for shape: Shape, renderer: OpaquePointer) throws -> TextureCache<Shape>.Texture {
        let scale = self.scale
        return try cache.texture(for: shape) {
            try Self.upload(ShapeRasterizer.rasterize(shape, scale: scale), to: renderer)
        }
    }

    /// A rasterised shape as a blending texture of its size.
    private static func upload(_ image: RGBAImage, to renderer: OpaquePointer) throws -> TextureCache<Shape>.Texture {
        var pixels = image.pixels
        return try pixels.withUnsafeMutableBytes { bytes in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                bytes.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                SDL_PIXELFORMAT_ARGB8888.rawValue) else {
                throw PlatformError.sdl("cannot wrap a \(image.width)×\(image.height) shape")
            }
            defer { SDL_FreeSurface(surface) }
            guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
                throw PlatformError.sdl("cannot upload a \(image.width)×\(image.height) shape")
            }
            if SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) < 0 {
                let error = PlatformError.sdl("cannot blend a shape")
                SDL_DestroyTexture(texture)
                throw error
            }
            return TextureCache<Shape>.Texture(handle: texture, width: Int32(image.width), height: Int32(image.height))
        }
    }
}
