import CSDL2
import CSDL2TTF

/// Text as a canvas draws it: measured, wrapped and truncated (`TextMetrics`) and rasterised into
/// textures, all through `TextLine` with the same fonts at the same scale, so what is measured is
/// what is drawn. Rasterised texts and measured lines are remembered.
final class TextRenderer {
    /// Pixels per point the text is rasterised and measured at.
    private(set) var scale: Double
    private let fonts: FontLibrary
    private let textCache = TextureCache<TextKey>(capacity: Canvas.textCacheCapacity,
                                                  byteBudget: Canvas.textCacheByteBudget)
    /// Sizes of lines measured, so text measured again every frame (a form's caret measures the text
    /// before it) costs a lookup, not a pass over its glyphs: SDL_ttf keeps 256 glyphs, so a field
    /// of 1,000 distinct ideographs took 46 ms a frame to measure. Bounded in lines and in the bytes
    /// of the texts it keeps as keys.
    private var lineSizes = LRUCache<TextLine.Key, TextLine.Size>(capacity: 1024, costLimit: 1 << 20)

    init(fonts: FontLibrary, scale: Double) {
        self.fonts = fonts
        self.scale = scale
    }

    /// Hits, misses and occupancy of the rasterised texts since the renderer was made.
    var textCacheStatistics: TextureCacheStatistics { textCache.statistics }

    /// Measures and rasterises at `newScale` from now on; a new scale drops the fonts, texts and
    /// sizes made for the old one.
    func setScale(_ newScale: Double) {
        guard newScale != scale else { return }
        textCache.removeAll()
        _ = lineSizes.removeAll()
        fonts.removeAll()
        scale = newScale
    }

    /// Releases the textures and fonts (before the renderer that made the textures goes).
    func close() {
        textCache.removeAll()
        fonts.removeAll()
    }

    // MARK: Measuring

    /// The size one line of text takes when drawn, in points (without rasterising it): the same
    /// `TextLine` that drawing rasterises, so its fonts and widths are the drawn ones.
    func measure(text: String, style: TextStyle) throws -> Size {
        guard !text.isEmpty else {
            return Size(width: 0, height: Double(TTF_FontHeight(try fonts.font(for: style, scale: scale))) / scale)
        }
        let line = try lineSize(text, style: style)
        return Size(width: Double(line.width) / scale, height: Double(line.height) / scale)
    }

    /// The recommended distance between baselines of consecutive lines, in points.
    func lineHeight(for style: TextStyle) throws -> Double {
        Double(TTF_FontLineSkip(try fonts.font(for: style, scale: scale))) / scale
    }

    /// Splits `text` into lines no wider than `width` points: breaks between words, keeps
    /// explicit line breaks, and breaks a word that is wider than a line between characters.
    /// A single character wider than `width` still gets a line of its own.
    func wrap(text: String, style: TextStyle, width: Double) throws -> [String] {
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
    func truncate(text: String, style: TextStyle, width: Double) throws -> String {
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

    // MARK: Rasterising

    /// The texture of `text` in `style` and `color`, rasterised with `renderer` unless it is remembered.
    func texture(_ text: String, style: TextStyle, color: Color, renderer: OpaquePointer) throws -> TextureCache<TextKey>.Texture {
        try textCache.texture(for: TextKey(text: text, style: style, color: color)) {
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
            return TextureCache<TextKey>.Texture(handle: texture, width: surface.pointee.w, height: surface.pointee.h)
        }
    }

    /// `text` split into the runs of the fonts that draw it, measured at this scale.
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
}

private extension String {
    var trimmingTrailingSpaces: String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return String(self[..<end])
    }
}

extension TextRenderer {
    /// What makes two text rasterisations identical (the scale is the renderer's, and a new scale
    /// empties the cache).
    struct TextKey: Hashable {
        let text: String
        let style: TextStyle
        let color: Color
    }
}
