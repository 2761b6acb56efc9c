import CSDL2

/// The one drawing surface the app draws on, in points; pixels = points × `scale`.
///
/// The same drawing code serves two backings (`RenderTarget`): an off-screen ARGB8888 surface with
/// SDL's software renderer (headless: needs no display, and is byte-identical run to run), or a
/// window's renderer (see `Window.canvas`). This file holds the surface, its clip and its areas;
/// shapes are in `Canvas+Shapes` (rasterised by `ShapeRenderer`), text in `Canvas+Text` (measured
/// and rasterised by `TextRenderer`).
/// Use it from the thread that created it.
public final class Canvas {
    /// The number of distinct rasterised texts kept before the least recently drawn is dropped.
    public static let textCacheCapacity = 512
    /// The pixel memory of rasterised texts kept before the least recently drawn are dropped:
    /// 16 MiB holds every text of a full-HD screen several times over, and bounds a form field
    /// typed one character at a time, whose every version is a new texture.
    public static let textCacheByteBudget = 16 << 20

    /// Size in points.
    public private(set) var size: Size
    /// Pixels per point (2 on a HiDPI display).
    public private(set) var scale: Double
    /// Width of the backing in pixels.
    public private(set) var pixelWidth: Int
    /// Height of the backing in pixels.
    public private(set) var pixelHeight: Int
    /// The current clip in points, or nil when drawing is not clipped.
    public private(set) var clip: Rect?

    /// Where the pixels go.
    let target: RenderTarget
    /// How text is measured and rasterised at this canvas's scale: the metrics scenes lay text out with.
    let text: TextRenderer
    /// How shapes are rasterised at this canvas's scale and kept (`Canvas+Shapes`).
    let shapes: ShapeRenderer
    /// SDL treats an empty clip rectangle as "no clip", so an empty clip is kept here instead.
    private(set) var clipIsEmpty = false
    /// The part of the canvas `drawing(in:_:)` is drawing in, nil for the whole canvas.
    private var viewport: Rect?

    /// Creates a headless canvas of `size` points at `scale` pixels per point, drawing text in the
    /// bundled faces; each side's pixels must lie in `InputLimits.pixelSide`.
    public convenience init(size: Size, scale: Double = 1, assets: Assets) throws {
        try self.init(size: size, scale: scale, faces: .bundled(assets))
    }

    /// Creates a headless canvas of `size` points at `scale` pixels per point, drawing text in `faces`.
    convenience init(size: Size, scale: Double = 1, faces: FontFaces) throws {
        let sides = InputLimits.pixelSide
        guard size.width > 0, size.height > 0, scale > 0,
              let width = Int32(exactly: (size.width * scale).rounded()),
              let height = Int32(exactly: (size.height * scale).rounded()),
              sides.contains(Int(width)), sides.contains(Int(height))
        else {
            throw PlatformError("cannot create a canvas of \(size) points at scale \(scale): each side must be "
                                + "\(sides.lowerBound) to \(sides.upperBound) pixels")
        }
        let fonts = try FontLibrary(faces: faces)
        try self.init(target: try .offscreen(width: width, height: height), fonts: fonts, size: size, scale: scale,
                      pixelWidth: Int(width), pixelHeight: Int(height))
    }

    /// Wraps a window's renderer, taking ownership of it (`Window` calls this). `scale` is the
    /// window's pixels per point, or nil to take the renderer's pixels over `size` (a video driver
    /// that scales for HiDPI itself, as Wayland's does).
    convenience init(windowRenderer renderer: OpaquePointer, size: Size, scale: Double?, faces: FontFaces) throws {
        let target = try RenderTarget(windowRenderer: renderer)
        let fonts = try FontLibrary(faces: faces)
        let pixels = try target.outputSize()
        try self.init(target: target, fonts: fonts, size: size,
                      scale: scale ?? Canvas.scale(pixelWidth: pixels.width, pointWidth: size.width),
                      pixelWidth: pixels.width, pixelHeight: pixels.height)
    }

    private init(target: RenderTarget, fonts: FontLibrary, size: Size, scale: Double, pixelWidth: Int,
                 pixelHeight: Int) throws {
        self.target = target
        self.text = TextRenderer(fonts: fonts, scale: scale)
        self.shapes = ShapeRenderer(scale: scale)
        self.size = size
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    deinit {
        close()
    }

    /// Hits, misses and occupancy of the text cache since the canvas was made.
    public var textCacheStatistics: TextureCacheStatistics { text.textCacheStatistics }
    /// Hits, misses and occupancy of the shape cache since the canvas was made.
    public var shapeCacheStatistics: TextureCacheStatistics { shapes.statistics }

    // MARK: Areas and clip

    /// Fills the whole canvas (inside `drawing(in:_:)`, the whole area) with `color`, replacing
    /// (not blending) every pixel, ignoring the clip; the canvas is opaque, so the colour's alpha
    /// does not matter here.
    public func clear(_ color: Color) throws {
        let renderer = try target.live()
        let opaque = Color(r: color.r, g: color.g, b: color.b)
        guard viewport == nil else {
            // SDL_RenderClear ignores the viewport: it would wipe the other areas too.
            let clip = self.clip
            try setClip(nil)
            try fill(Rect(x: 0, y: 0, width: size.width, height: size.height), opaque)
            return try setClip(clip)
        }
        try target.setDrawColor(opaque)
        try checkSDL(SDL_RenderClear(renderer), "cannot clear the canvas")
    }

    /// Clears the canvas as `clear` does, except `kept` when it spans the canvas's width: the caller
    /// fills it opaquely itself (a list fills its area), so its pixels are written once.
    public func clear(_ color: Color, except kept: Rect) throws {
        guard viewport == nil else { return try clear(color) }
        let clip = self.clip
        try setClip(nil)
        let (width, height) = try target.outputSize()
        try fill(pixels: SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height)), Color(r: color.r, g: color.g, b: color.b),
                 besides: CollectionOfOne(kept))
        try setClip(clip)
    }

    /// Runs `body` drawing in `area` (points) as if it were the whole canvas: coordinates start at
    /// its top-left corner, nothing lands outside it (SDL's viewport clips), `clear` fills only
    /// it and `size` is its size. The halves of `--compare` are drawn this way.
    public func drawing<T>(in area: Rect, _ body: () throws -> T) throws -> T {
        let renderer = try target.live()
        let saved = (size: size, clip: clip)
        try setClip(nil)
        var pixels = pixelRect(area)
        try checkSDL(SDL_RenderSetViewport(renderer, &pixels), "cannot draw in \(area)")
        viewport = area
        size = area.size
        defer {
            SDL_RenderSetViewport(renderer, nil)
            viewport = nil
            size = saved.size
            try? setClip(saved.clip)
        }
        return try body()
    }

    /// Runs `body` drawing into an off-screen layer as large as the canvas (inside `drawing(in:_:)`,
    /// as its area), then blends the layer over what was drawn, `alpha` (0...1) opaque: how one
    /// whole scene cross-fades over another (a push or pop under Reduce Motion). What `body` leaves
    /// untouched stays transparent. The layer is one texture, kept for the next one of its size.
    func drawingFaded(alpha: Double, _ body: () throws -> Void) throws {
        let renderer = try target.live()
        let area = viewport ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
        var pixels = pixelRect(area)
        let opacity = UInt8((min(max(alpha, 0), 1) * 255).rounded())
        guard pixels.w > 0, pixels.h > 0, opacity > 0 else { return }
        let layer = try target.layer(width: pixels.w, height: pixels.h)
        let saved = (clip: clip, viewport: viewport)
        try setClip(nil)
        // SDL draws into the texture from its corner, unclipped, and brings the window's viewport and
        // clip back when drawing returns to it.
        try checkSDL(SDL_SetRenderTarget(renderer, layer), "cannot draw into a layer")
        viewport = nil
        func backToTheCanvas() {
            SDL_SetRenderTarget(renderer, nil)
            if saved.viewport != nil { SDL_RenderSetViewport(renderer, &pixels) }
            viewport = saved.viewport
        }
        do {
            try target.setDrawColor(.clear)
            try checkSDL(SDL_RenderClear(renderer), "cannot clear a layer")
            try body()
        } catch {
            backToTheCanvas()
            try? setClip(saved.clip)
            throw error
        }
        backToTheCanvas()
        try setClip(saved.clip)
        try checkSDL(SDL_SetTextureAlphaMod(layer, opacity), "cannot fade a layer")
        var whole = SDL_Rect(x: 0, y: 0, w: pixels.w, h: pixels.h)
        try checkSDL(SDL_RenderCopy(renderer, layer, nil, &whole), "cannot draw a layer")
    }

    /// Restricts drawing to `rect` (in points) until changed; nil removes the clip. `clear`
    /// ignores it.
    public func setClip(_ rect: Rect?) throws {
        let renderer = try target.live()
        clip = rect
        guard let rect else {
            clipIsEmpty = false
            return try checkSDL(SDL_RenderSetClipRect(renderer, nil), "cannot remove the clip")
        }
        var pixels = pixelRect(rect)
        clipIsEmpty = pixels.w <= 0 || pixels.h <= 0
        guard !clipIsEmpty else { return }
        try checkSDL(SDL_RenderSetClipRect(renderer, &pixels), "cannot clip to \(rect)")
    }

    // MARK: Output

    /// Reads the rendered pixels back (finishing pending drawing first), as opaque pixels. On a
    /// window, call it before `present()`, which may discard the back buffer.
    public func readPixels() throws -> RGBAImage {
        try target.readPixels()
    }

    /// Shows the frame: on a window, swaps buffers (waiting for vsync when the renderer has it);
    /// headless, finishes pending drawing.
    public func present() throws {
        try target.present()
    }

    // MARK: Lifecycle (for Window)

    /// Takes a window's new size (and `scale`, or nil for the renderer's pixels over the points,
    /// as at `init`); a new scale drops cached fonts and text, which were rasterised for the old
    /// one, and re-applies the clip in the new pixels.
    func windowDidResize(to newSize: Size, scale fixedScale: Double?) throws {
        let pixels = try target.outputSize()
        let newScale = fixedScale ?? Canvas.scale(pixelWidth: pixels.width, pointWidth: newSize.width)
        let scaleChanged = newScale != scale
        text.setScale(newScale)
        shapes.setScale(newScale)
        size = newSize
        scale = newScale
        pixelWidth = pixels.width
        pixelHeight = pixels.height
        if scaleChanged, let clip {
            try setClip(clip)  // the clip is kept in points; its pixels changed with the scale
        }
    }

    /// Releases textures, fonts, the renderer and any surface, in that order (textures belong
    /// to the renderer). Afterwards every drawing call throws. Safe to call twice.
    func close() {
        text.close()
        shapes.close()
        target.close()
    }

    // MARK: Pixels

    /// Points to the nearest pixel; rounding both edges (not the width) keeps adjacent
    /// rectangles seamless at fractional scales.
    func pixelRect(_ rect: Rect) -> SDL_Rect {
        let x0 = toPixels(rect.minX), y0 = toPixels(rect.minY)
        let x1 = toPixels(rect.maxX), y1 = toPixels(rect.maxY)
        return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }

    /// A coordinate in points to the nearest pixel, clamped far outside any real canvas so
    /// absurd values cannot overflow.
    func toPixels(_ value: Double) -> Int32 {
        let limit = 16_777_216.0
        let pixels = value * scale
        guard !pixels.isNaN else { return 0 }
        return Int32(min(max(pixels.rounded(), -limit), limit))
    }

    private static func scale(pixelWidth: Int, pointWidth: Double) -> Double {
        pointWidth > 0 && pixelWidth > 0 ? Double(pixelWidth) / pointWidth : 1
    }
}
