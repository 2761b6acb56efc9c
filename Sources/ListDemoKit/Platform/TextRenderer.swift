import CSDL2
import CSDL2TTF
import ScrollCore

/// Text as a canvas draws it: measured, wrapped and truncated (`TextMetrics`) and rasterised into
/// textures, all through `TextLine` with the same fonts at the same scale, so what is measured is
/// what is drawn. Rasterised texts and measured lines are remembered.
final class TextRenderer {
    /// Pixels per point the text is rasterised and measured at.
    private(set) var scale: Double
    private let fonts: FontLibrary
    private let textCache = TextureCache<TextKey>(capacity: Canvas.textCacheCapacity,
                                                  byteBudget: Canvas.textCacheByteBudget)
    /// Lines shaped and measured, with the caret edges measured on them, so text measured again every
    /// frame (a form's caret and selection) costs a lookup, not a shaping pass over its glyphs: SDL_ttf
    /// keeps 256 glyphs, so a field of 1,000 distinct ideographs took 46 ms a frame to measure. Bounded
    /// in lines and in the bytes of their texts (a line's runs and edges are a few words per character).
    private var lines = LRUCache<TextLine.Key, TextLine>(capacity: 1024, costLimit: 1 << 20)

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
        _ = lines.removeAll()
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
        let line = try textLine(text, style: style)
        return Size(width: Double(line.width) / scale, height: Double(line.height) / scale)
    }

    /// The caret's x in points after `offset` characters of `text` drawn on one line (`TextLine.caretX`).
    func caretX(at offset: Int, in text: String, style: TextStyle) throws -> Double {
        Double(try textLine(text, style: style).caretX(at: offset)) / scale
    }

    /// The spans in points, left to right, that `characters` of `text` cover as drawn (`TextLine.spans`).
    func spans(of characters: Range<Int>, in text: String, style: TextStyle) throws -> [Range<Double>] {
        try textLine(text, style: style).spans(of: characters).map { Double($0.lowerBound) / scale..<Double($0.upperBound) / scale }
    }

    /// The character boundary of `text` nearest to `x` points from its left edge (`TextLine.offset`).
    func offset(nearestTo x: Double, in text: String, style: TextStyle) throws -> Int {
        try textLine(text, style: style).offset(nearestTo: Int32(clamping: Int((x * scale).rounded())))
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
            try textLine(candidate, style: style).width <= limit
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
        func fits(_ candidate: String) throws -> Bool { try textLine(candidate, style: style).width <= limit }
        if try text.isEmpty || fits(text) { return text }
        let characters = Array(text)
        // The longest prefix (without trailing spaces) that fits with the ellipsis.
        let kept = try Bisection.last(in: 0...(characters.count - 1)) { count in
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

    /// `text` shaped in runs at this scale, remembered.
    private func textLine(_ text: String, style: TextStyle) throws -> TextLine {
        let key = TextLine.Key(text: text, style: style)
        if let line = lines.value(for: key) { return line }
        let line = try TextLine(text, style: style, scale: scale, fonts: fonts)
        _ = lines.insert(line, for: key, cost: text.utf8.count)
        return line
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
