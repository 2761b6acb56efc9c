import CSDL2

/// Where a canvas's pixels go: an off-screen ARGB8888 surface drawn by SDL's software renderer
/// (headless: needs no display, and is byte-identical run to run), or a window's renderer. It owns
/// the renderer and, headless, the surface; it sets the draw colour and reads the pixels back.
final class RenderTarget {
    private enum Backing {
        case surface(UnsafeMutablePointer<SDL_Surface>)
        case window
    }

    private var renderer: OpaquePointer?
    private let backing: Backing
    /// Whether fills and lines currently blend (the renderer's draw blend mode).
    private var drawColorBlends = true
    /// The off-screen layer `Canvas.drawingFaded` draws into, kept for the next one of its size.
    private var layer: (texture: OpaquePointer, width: Int32, height: Int32)?

    /// An off-screen surface `width` × `height` pixels with a software renderer.
    static func offscreen(width: Int32, height: Int32) throws -> RenderTarget {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw PlatformError.sdl("cannot create a \(width)×\(height) pixel surface")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = PlatformError.sdl("cannot create a software renderer")
            SDL_FreeSurface(surface)
            throw error
        }
        return try RenderTarget(renderer: renderer, backing: .surface(surface))
    }

    /// A window's renderer, which the target now owns.
    convenience init(windowRenderer renderer: OpaquePointer) throws {
        try self.init(renderer: renderer, backing: .window)
    }

    private init(renderer: OpaquePointer, backing: Backing) throws {
        self.renderer = renderer
        self.backing = backing
        // Translucent fills and lines are alpha-blended (see setDrawColor); clear() replaces pixels.
        if SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) < 0 {
            let error = PlatformError.sdl("cannot enable blending")
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// The renderer, or a failure once the target was closed.
    func live() throws -> OpaquePointer {
        guard let renderer else { throw PlatformError("cannot draw: the canvas's window was closed") }
        return renderer
    }

    /// The renderer's output in pixels.
    func outputSize() throws -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try checkSDL(SDL_GetRendererOutputSize(try live(), &width, &height), "cannot read the renderer's size")
        return (Int(width), Int(height))
    }

    /// Fills and lines from now on draw in `color`.
    func setDrawColor(_ color: Color) throws {
        let renderer = try live()
        try checkSDL(SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a), "cannot set the draw colour")
        // An opaque colour replaces pixels, which gives the same result as blending it, and the
        // software renderer's plain fill is a block copy where its blended fill goes pixel by
        // pixel: that blended fill was 96 % of a 1280×800 headless frame.
        let blend = color.a < 255
        if blend != drawColorBlends {
            try checkSDL(SDL_SetRenderDrawBlendMode(renderer, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE),
                         "cannot set the blend mode")
            drawColorBlends = blend
        }
    }

    /// The rendered pixels (pending drawing finished first), opaque. On a window, call it before
    /// `present()`, which may discard the back buffer.
    ///
    /// A screen has no alpha, so alpha is always 255: a window's framebuffer has no alpha channel,
    /// and the headless surface's alpha is only a by-product of SDL's blending (text leaves it at
    /// 253 here and there). The colour channels of both backings are identical.
    func readPixels() throws -> RGBAImage {
        let renderer = try live()
        try checkSDL(SDL_RenderFlush(renderer), "cannot flush drawing")
        let (width, height) = try outputSize()
        // Not zeroed first: SDL writes every pixel, and a recording reads a window's frames while it moves (zeroing
        // was two thirds of reading a 1280 × 800 frame).
        var status: Int32 = 0
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            status = SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress,
                                          Int32(width * 4))
            for index in buffer.indices { buffer[index] = status == 0 ? buffer[index] | 0xFF00_0000 : 0 }
            count = buffer.count
        }
        try checkSDL(status, "cannot read the canvas's pixels")
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// A texture `width` × `height` pixels to draw into (SDL's render target), blended when copied:
    /// the last one when it has that size.
    func layer(width: Int32, height: Int32) throws -> OpaquePointer {
        if let layer, layer.width == width, layer.height == height { return layer.texture }
        if let layer { SDL_DestroyTexture(layer.texture) }
        layer = nil
        guard let texture = SDL_CreateTexture(try live(), SDL_PIXELFORMAT_ARGB8888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height) else {
            throw PlatformError.sdl("cannot create a \(width)×\(height) layer")
        }
        layer = (texture, width, height)
        try checkSDL(SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND), "cannot blend a layer")
        return texture
    }

    /// Shows the frame: on a window, swaps buffers (waiting for vsync when the renderer has it);
    /// headless, finishes pending drawing.
    func present() throws {
        let renderer = try live()
        switch backing {
        case .window: SDL_RenderPresent(renderer)
        case .surface: try checkSDL(SDL_RenderFlush(renderer), "cannot flush drawing")
        }
    }

    /// Releases the renderer and any surface (textures made with the renderer must be gone
    /// first). Afterwards every call throws. Safe to call twice.
    func close() {
        guard let renderer else { return }
        if let layer { SDL_DestroyTexture(layer.texture) }
        layer = nil
        SDL_DestroyRenderer(renderer)
        self.renderer = nil
        if case .surface(let surface) = backing {
            SDL_FreeSurface(surface)
        }
    }
}
