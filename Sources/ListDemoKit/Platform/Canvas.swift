import CSDL2
import CSDL2TTF
import FoundationEssentials
import Glibc

/// The one drawing surface the app draws on, in points; pixels = points × `scale`.
///
/// The same drawing code serves two backings: an off-screen ARGB8888 surface with SDL's
/// software renderer (headless: needs no display, and is byte-identical run to run), or a
/// window's renderer (see `Window.canvas`). Use it from the thread that created it.
public final class Canvas {
    /// What the renderer draws into; the canvas owns both the renderer and, headless, the surface.
    private enum Backing {
        case surface(UnsafeMutablePointer<SDL_Surface>)
        case window
    }

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

    private var renderer: OpaquePointer?
    private let backing: Backing
    private let fonts: FontLibrary
    private let textCache = TextCache(capacity: Canvas.textCacheCapacity, byteBudget: Canvas.textCacheByteBudget)
    /// Sizes of lines measured, so text measured again every frame (a form's caret measures the text
    /// before it) costs a lookup, not a pass over its glyphs: SDL_ttf keeps 256 glyphs, so a field
    /// of 1,000 distinct ideographs took 46 ms a frame to measure. Bounded in lines and in the bytes
    /// of the texts it keeps as keys.
    private var lineSizes = LRUCache<TextLine.Key, TextLine.Size>(capacity: 1024, costLimit: 1 << 20)
    /// SDL treats an empty clip rectangle as "no clip", so an empty clip is kept here instead.
    private var clipIsEmpty = false
    /// The part of the canvas `drawing(in:_:)` is drawing in, nil for the whole canvas.
    private var viewport: Rect?
    /// Whether fills and lines currently blend (the renderer's draw blend mode).
    private var drawColorBlends = true

    /// Creates a headless canvas of `size` points at `scale` pixels per point; each side's pixels
    /// must lie in `InputLimits.pixelSide`.
    public convenience init(size: Size, scale: Double = 1, assets: Assets) throws {
        let sides = InputLimits.pixelSide
        guard size.width > 0, size.height > 0, scale > 0,
              let width = Int32(exactly: (size.width * scale).rounded()),
              let height = Int32(exactly: (size.height * scale).rounded()),
              sides.contains(Int(width)), sides.contains(Int(height))
        else {
            throw PlatformError("cannot create a canvas of \(size) points at scale \(scale): each side must be "
                                + "\(sides.lowerBound) to \(sides.upperBound) pixels")
        }
        let fonts = try FontLibrary(assets: assets)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw PlatformError.sdl("cannot create a \(width)×\(height) pixel surface")
        }
        guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
            let error = PlatformError.sdl("cannot create a software renderer")
            SDL_FreeSurface(surface)
            throw error
        }
        try self.init(renderer: renderer, backing: .surface(surface), fonts: fonts, size: size,
                      scale: scale, pixelWidth: Int(width), pixelHeight: Int(height))
    }

    /// Wraps a window's renderer, taking ownership of it (`Window` calls this). `scale` is the
    /// window's pixels per point, or nil to take the renderer's pixels over `size` (a video driver
    /// that scales for HiDPI itself, as Wayland's does).
    convenience init(windowRenderer renderer: OpaquePointer, size: Size, scale: Double?, assets: Assets) throws {
        let fonts: FontLibrary
        let pixels: (width: Int, height: Int)
        do {
            fonts = try FontLibrary(assets: assets)
            pixels = try Canvas.outputSize(of: renderer)
        } catch {
            SDL_DestroyRenderer(renderer)
            throw error
        }
        try self.init(renderer: renderer, backing: .window, fonts: fonts, size: size,
                      scale: scale ?? Canvas.scale(pixelWidth: pixels.width, pointWidth: size.width),
                      pixelWidth: pixels.width, pixelHeight: pixels.height)
    }

    private init(renderer: OpaquePointer, backing: Backing, fonts: FontLibrary, size: Size,
                 scale: Double, pixelWidth: Int, pixelHeight: Int) throws {
        self.renderer = renderer
        self.backing = backing
        self.fonts = fonts
        self.size = size
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        // Translucent fills and lines are alpha-blended (see setDrawColor); clear() replaces pixels.
        let blending = SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        if blending < 0 {
            let error = PlatformError.sdl("cannot enable blending")
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Hits, misses and occupancy of the text cache since the canvas was made.
    public var textCacheStatistics: TextCacheStatistics { textCache.statistics }

    // MARK: Shapes

    /// Fills the whole canvas (inside `drawing(in:_:)`, the whole area) with `color`, replacing
    /// (not blending) every pixel, ignoring the clip; the canvas is opaque, so the colour's alpha
    /// does not matter here.
    public func clear(_ color: Color) throws {
        let renderer = try live()
        let opaque = Color(r: color.r, g: color.g, b: color.b)
        guard viewport == nil else {
            // SDL_RenderClear ignores the viewport: it would wipe the other areas too.
            let clip = self.clip
            try setClip(nil)
            try fill(Rect(x: 0, y: 0, width: size.width, height: size.height), opaque)
            return try setClip(clip)
        }
        try setDrawColor(opaque, renderer)
        try checkSDL(SDL_RenderClear(renderer), "cannot clear the canvas")
    }

    /// Runs `body` drawing in `area` (points) as if it were the whole canvas: coordinates start at
    /// its top-left corner, nothing lands outside it (SDL's viewport clips), `clear` fills only
    /// it and `size` is its size. The halves of `--compare` are drawn this way.
    public func drawing<T>(in area: Rect, _ body: () throws -> T) throws -> T {
        let renderer = try live()
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

    /// Fills `rect` with `color`, blended over what is there by the colour's alpha.
    public func fill(_ rect: Rect, _ color: Color) throws {
        let renderer = try live()
        var pixels = pixelRect(rect)
        guard !clipIsEmpty, pixels.w > 0, pixels.h > 0 else { return }
        try setDrawColor(color, renderer)
        try checkSDL(SDL_RenderFillRect(renderer, &pixels), "cannot fill \(rect)")
    }

    /// Fills `rect` with `corners` rounded to `radius` points (the others square); each pixel is
    /// painted once, so translucent colours blend evenly (edges are not anti-aliased).
    public func fillRoundedRect(_ rect: Rect, radius: Double, corners: RoundedCorners = .all, _ color: Color) throws {
        let renderer = try live()
        let outer = pixelRect(rect)
        guard !clipIsEmpty, outer.w > 0, outer.h > 0 else { return }
        let r = min(radius * scale, Double(outer.w) / 2, Double(outer.h) / 2)
        guard r >= 1 else { return try fill(rect, color) }

        // One rectangle per pixel row inside the corner bands and one for the straight middle.
        let band = Int32(r.rounded(.up))
        var rows: [SDL_Rect] = []
        rows.reserveCapacity(Int(band) * 2 + 1)
        func row(_ y: Int32, distanceFromCornerCentre dy: Double, rounded: Bool) -> SDL_Rect {
            let inset = rounded ? Int32((r - (r * r - dy * dy).squareRoot()).rounded()) : 0
            return SDL_Rect(x: outer.x + inset, y: outer.y + y, w: outer.w - 2 * inset, h: 1)
        }
        for y in 0..<band {
            let dy = r - (Double(y) + 0.5)
            rows.append(row(y, distanceFromCornerCentre: dy, rounded: corners.contains(.top)))
            let mirrored = outer.h - 1 - y
            if mirrored > y {  // an odd height's middle row is already there
                rows.append(row(mirrored, distanceFromCornerCentre: dy, rounded: corners.contains(.bottom)))
            }
        }
        if outer.h > 2 * band {
            rows.append(SDL_Rect(x: outer.x, y: outer.y + band, w: outer.w, h: outer.h - 2 * band))
        }
        try setDrawColor(color, renderer)
        try checkSDL(SDL_RenderFillRects(renderer, rows, Int32(rows.count)), "cannot fill rounded \(rect)")
    }

    /// Draws a straight line `width` points thick (at least one pixel), blended.
    public func strokeLine(from start: Point, to end: Point, color: Color, width: Double = 1) throws {
        let renderer = try live()
        guard !clipIsEmpty else { return }
        // Axis-aligned lines are rectangles, so they land on exact pixel rows and columns.
        if start.y == end.y || start.x == end.x {
            let thickness = max(width, 1 / scale)
            let rect = start.y == end.y
                ? Rect(x: min(start.x, end.x), y: start.y - thickness / 2, width: abs(end.x - start.x), height: thickness)
                : Rect(x: start.x - thickness / 2, y: min(start.y, end.y), width: thickness, height: abs(end.y - start.y))
            return try fill(rect, color)
        }
        let (x0, y0, x1, y1) = (start.x * scale, start.y * scale, end.x * scale, end.y * scale)
        let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
        let half = max(1, width * scale) / 2
        let nx = -(y1 - y0) / length * half
        let ny = (x1 - x0) / length * half
        let corners = [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]
        let tint = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        let vertices = corners.map {
            SDL_Vertex(position: SDL_FPoint(x: Float($0.0), y: Float($0.1)), color: tint,
                       tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        try checkSDL(SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count)),
                     "cannot draw a line from \(start) to \(end)")
    }

    /// Draws a tick mark fitted inside `rect`, for selected rows.
    public func drawCheckmark(in rect: Rect, color: Color) throws {
        let width = max(1.5, min(rect.width, rect.height) * 0.12)
        let left = Point(x: rect.minX + rect.width * 0.18, y: rect.minY + rect.height * 0.55)
        let bottom = Point(x: rect.minX + rect.width * 0.42, y: rect.minY + rect.height * 0.78)
        let right = Point(x: rect.minX + rect.width * 0.84, y: rect.minY + rect.height * 0.24)
        try strokeLine(from: left, to: bottom, color: color, width: width)
        try strokeLine(from: bottom, to: right, color: color, width: width)
    }

    /// Restricts drawing to `rect` (in points) until changed; nil removes the clip. `clear`
    /// ignores it.
    public func setClip(_ rect: Rect?) throws {
        let renderer = try live()
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

    // MARK: Text

    /// Draws one line of text with its top-left corner at `point`, and returns its size.
    ///
    /// Text is anti-aliased at `style.size × scale` pixels and cached (see `textCacheStatistics`);
    /// characters the bundled face lacks are drawn by an installed font that has them (`TextLine`).
    @discardableResult
    public func draw(text: String, style: TextStyle, color: Color, at point: Point) throws -> Size {
        try draw(text: text, style: style, color: color) { _ in point }.size
    }

    /// Draws one line of text inside `rect`: placed horizontally by `alignment`, centred
    /// vertically, not clipped to `rect`; returns the frame it occupies.
    @discardableResult
    public func draw(text: String, style: TextStyle, color: Color, in rect: Rect,
                     alignment: TextAlignment = .leading) throws -> Rect {
        try draw(text: text, style: style, color: color) { size in
            let x = switch alignment {
            case .leading: rect.minX
            case .center: rect.midX - size.width / 2
            case .trailing: rect.maxX - size.width
            }
            return Point(x: x, y: rect.midY - size.height / 2)
        }
    }

    /// The size one line of text takes when drawn, in points (without rasterising it): the same
    /// `TextLine` that drawing rasterises, so its fonts and widths are the drawn ones.
    public func measure(text: String, style: TextStyle) throws -> Size {
        guard !text.isEmpty else {
            return Size(width: 0, height: Double(TTF_FontHeight(try fonts.font(for: style, scale: scale))) / scale)
        }
        let line = try lineSize(text, style: style)
        return Size(width: Double(line.width) / scale, height: Double(line.height) / scale)
    }

    /// The recommended distance between baselines of consecutive lines, in points.
    public func lineHeight(for style: TextStyle) throws -> Double {
        Double(TTF_FontLineSkip(try fonts.font(for: style, scale: scale))) / scale
    }

    /// Splits `text` into lines no wider than `width` points: breaks between words, keeps
    /// explicit line breaks, and breaks a word that is wider than a line between characters.
    /// A single character wider than `width` still gets a line of its own.
    public func wrap(text: String, style: TextStyle, width: Double) throws -> [String] {
        let limit = Int32(clamping: Int((max(0, width) * scale).rounded(.down)))
        func fits(_ candidate: String) throws -> Bool {
            try lineSize(candidate, style: style).width <= limit
        }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let joined = line.isEmpty ? String(word) : "\(line) \(word)"
                if try fits(joined) {
                    line = joined
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                line = ""
                for character in word {
                    let longer = line + String(character)
                    if try line.isEmpty || fits(longer) {
                        line = longer
                    } else {
                        lines.append(line)
                        line = String(character)
                    }
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// `text` when it fits in `width` points on one line; otherwise its longest start that fits
    /// followed by an ellipsis (just the ellipsis, or nothing, when even that is too wide).
    /// - Complexity: O(log c) measurements for c characters.
    public func truncate(text: String, style: TextStyle, width: Double) throws -> String {
        let limit = Int32(clamping: Int((max(0, width) * scale).rounded(.down)))
        func fits(_ candidate: String) throws -> Bool { try lineSize(candidate, style: style).width <= limit }
        if try text.isEmpty || fits(text) { return text }
        let characters = Array(text)
        // The longest prefix (without trailing spaces) that fits with the ellipsis.
        let kept = try lastIndex(in: 0...(characters.count - 1)) { count in
            try fits(String(characters[..<count]).trimmingTrailingSpaces + "…")
        }
        let result = String(characters[..<kept]).trimmingTrailingSpaces + "…"
        return try fits(result) ? result : ""
    }

    // MARK: Output

    /// Reads the rendered pixels back (finishing pending drawing first), as opaque pixels. On a
    /// window, call it before `present()`, which may discard the back buffer.
    ///
    /// The canvas models a screen, so alpha is always 255: a window's framebuffer has no alpha
    /// channel, and the headless surface's alpha is only a by-product of SDL's blending (text
    /// leaves it at 253 here and there). The colour channels of both backings are identical.
    public func readPixels() throws -> RGBAImage {
        let renderer = try live()
        try checkSDL(SDL_RenderFlush(renderer), "cannot flush drawing")
        let (width, height) = try Canvas.outputSize(of: renderer)
        var pixels = [UInt32](repeating: 0, count: width * height)
        try checkSDL(pixels.withUnsafeMutableBytes {
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, $0.baseAddress, Int32(width * 4))
        }, "cannot read the canvas's pixels")
        for index in pixels.indices {
            pixels[index] |= 0xFF00_0000
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Shows the frame: on a window, swaps buffers (waiting for vsync when the renderer has it);
    /// headless, finishes pending drawing.
    public func present() throws {
        let renderer = try live()
        switch backing {
        case .window: SDL_RenderPresent(renderer)
        case .surface: try checkSDL(SDL_RenderFlush(renderer), "cannot flush drawing")
        }
    }

    // MARK: Lifecycle (for Window)

    /// Takes a window's new size (and `scale`, or nil for the renderer's pixels over the points,
    /// as at `init`); a new scale drops cached fonts and text, which were rasterised for the old
    /// one, and re-applies the clip in the new pixels.
    func windowDidResize(to newSize: Size, scale fixedScale: Double?) throws {
        let renderer = try live()
        let pixels = try Canvas.outputSize(of: renderer)
        let newScale = fixedScale ?? Canvas.scale(pixelWidth: pixels.width, pointWidth: newSize.width)
        let scaleChanged = newScale != scale
        if scaleChanged {
            textCache.removeAll()
            _ = lineSizes.removeAll()
            fonts.removeAll()
        }
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
        guard let renderer else { return }
        textCache.removeAll()
        fonts.removeAll()
        SDL_DestroyRenderer(renderer)
        self.renderer = nil
        if case .surface(let surface) = backing {
            SDL_FreeSurface(surface)
        }
    }

    // MARK: Private

    private func live() throws -> OpaquePointer {
        guard let renderer else { throw PlatformError("cannot draw: the canvas's window was closed") }
        return renderer
    }

    private func setDrawColor(_ color: Color, _ renderer: OpaquePointer) throws {
        try checkSDL(SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a),
                     "cannot set the draw colour")
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

    /// Finds (or rasterises) the text's texture, asks `place` for its top-left corner given its
    /// size, and draws it there. The size comes from the cached texture, so an unchanged text
    /// costs no measuring either.
    private func draw(text: String, style: TextStyle, color: Color, place: (Size) -> Point) throws -> Rect {
        let renderer = try live()
        guard !text.isEmpty else {
            let size = try measure(text: text, style: style)
            return Rect(origin: place(size), size: size)
        }
        let texture = try textTexture(text, style: style, color: color, renderer: renderer)
        let size = Size(width: Double(texture.width) / scale, height: Double(texture.height) / scale)
        let origin = place(size)
        if !clipIsEmpty {
            var target = SDL_Rect(x: toPixels(origin.x), y: toPixels(origin.y), w: texture.width, h: texture.height)
            try checkSDL(SDL_RenderCopy(renderer, texture.handle, nil, &target), "cannot draw text \"\(text)\"")
        }
        return Rect(origin: origin, size: size)
    }

    private func textTexture(_ text: String, style: TextStyle, color: Color,
                             renderer: OpaquePointer) throws -> TextCache.Texture {
        try textCache.texture(for: TextCache.Key(text: text, style: style, color: color)) {
            let foreground = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
            let surface = try textLine(text, style: style).render(color: foreground)
            defer { SDL_FreeSurface(surface) }
            guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
                throw PlatformError.sdl("cannot upload text \"\(text)\"")
            }
            if SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) < 0 {
                let error = PlatformError.sdl("cannot blend text \"\(text)\"")
                SDL_DestroyTexture(texture)
                throw error
            }
            return TextCache.Texture(handle: texture, width: surface.pointee.w, height: surface.pointee.h)
        }
    }

    /// `text` split into the runs of the fonts that draw it, measured at this canvas's scale.
    private func textLine(_ text: String, style: TextStyle) throws -> TextLine {
        try TextLine(text, style: style, scale: scale, fonts: fonts)
    }

    /// The size in pixels of `text`'s `TextLine`, remembered.
    private func lineSize(_ text: String, style: TextStyle) throws -> TextLine.Size {
        let key = TextLine.Key(text: text, style: style)
        if let size = lineSizes.value(for: key) { return size }
        let size = try textLine(text, style: style).size
        _ = lineSizes.insert(size, for: key, cost: text.utf8.count)
        return size
    }

    /// Points to the nearest pixel; rounding both edges (not the width) keeps adjacent
    /// rectangles seamless at fractional scales.
    private func pixelRect(_ rect: Rect) -> SDL_Rect {
        let x0 = toPixels(rect.minX), y0 = toPixels(rect.minY)
        let x1 = toPixels(rect.maxX), y1 = toPixels(rect.maxY)
        return SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
    }

    /// A coordinate in points to the nearest pixel, clamped far outside any real canvas so
    /// absurd values cannot overflow.
    private func toPixels(_ value: Double) -> Int32 {
        let limit = 16_777_216.0
        let pixels = value * scale
        guard !pixels.isNaN else { return 0 }
        return Int32(min(max(pixels.rounded(), -limit), limit))
    }

    private static func outputSize(of renderer: OpaquePointer) throws -> (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        try checkSDL(SDL_GetRendererOutputSize(renderer, &width, &height), "cannot read the renderer's size")
        return (Int(width), Int(height))
    }

    private static func scale(pixelWidth: Int, pointWidth: Double) -> Double {
        pointWidth > 0 && pixelWidth > 0 ? Double(pixelWidth) / pointWidth : 1
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[..<end])
    }
}
