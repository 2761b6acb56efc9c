import CSDL2
import CSDL2TTF

/// One line of text as the fonts that draw it: runs of consecutive characters drawn by one font,
/// the bundled face where it has the glyphs and an installed font where it has not (`FontLibrary`'s
/// fallback: 中文 in WenQuanYi Micro Hei), side by side on one baseline.
///
/// `Canvas` measures, wraps, truncates and rasterises text only through this type, so what is
/// measured is what is drawn: a form's caret, placed by measuring the text before it, sits exactly
/// where the drawn glyphs end, whichever fonts drew them.
struct TextLine {
    /// What makes two lines measure the same (the scale is the canvas's, and the canvas empties its
    /// cache of sizes when it changes).
    struct Key: Hashable {
        let text: String
        let style: TextStyle
    }

    /// A line's size in pixels.
    struct Size: Equatable {
        let width: Int32
        let height: Int32
    }

    /// Characters drawn by one font, placed `x` pixels from the line's start.
    struct Run {
        let text: String
        let font: OpaquePointer
        let x: Int32
        let width: Int32
        let height: Int32
    }

    let runs: [Run]
    /// The line's size in pixels: the runs' widths added up, the height of the fonts on one baseline.
    let width: Int32
    let height: Int32
    var size: Size { Size(width: width, height: height) }
    /// The baseline's distance from the top, in pixels: the highest ascent of the fonts used.
    let baseline: Int32

    /// Splits `text` into runs at `style.size × scale` pixels and measures them.
    /// - Complexity: O(n) glyph lookups for n characters; a character the bundled face lacks adds
    ///   one lookup per installed font (`FontFallback.face(for:)`).
    init(_ text: String, style: TextStyle, scale: Double, fonts: FontLibrary) throws {
        let primary = try fonts.font(for: style, scale: scale)
        var runs: [Run] = []
        var x: Int32 = 0
        var start = text.startIndex
        var runFont = primary
        func endRun(at end: String.Index) throws {
            guard start < end else { return }
            let run = String(text[start..<end])
            var width: Int32 = 0
            var height: Int32 = 0
            try checkSDL(TTF_SizeUTF8(runFont, run, &width, &height), "cannot measure text \"\(run)\"")
            runs.append(Run(text: run, font: runFont, x: x, width: width, height: height))
            x += width
            start = end
        }
        for index in text.indices {
            let font = Self.font(for: text[index], primary: primary, style: style, scale: scale, fonts: fonts)
            if font != runFont {
                try endRun(at: index)
                runFont = font
            }
        }
        try endRun(at: text.endIndex)
        self.runs = runs
        width = x
        if runs.count == 1, runs[0].font == primary {
            // The bundled face alone: exactly SDL_ttf's own line, as before there was any fallback.
            height = runs[0].height
            baseline = TTF_FontAscent(primary)
        } else {
            // The primary's metrics count even when it draws nothing, so a line of CJK is as tall
            // as a line of Latin and rows do not change height as a field is typed into.
            let fonts = [primary] + runs.map(\.font)
            let baseline = fonts.map { TTF_FontAscent($0) }.max()!
            let primaryBottom = baseline - TTF_FontAscent(primary) + TTF_FontHeight(primary)
            height = runs.map { baseline - TTF_FontAscent($0.font) + $0.height }.max().map { max($0, primaryBottom) }
                ?? primaryBottom
            self.baseline = baseline
        }
    }

    /// Rasterises the line in `color` (anti-aliased, alpha-blended edges) into a new ARGB8888
    /// surface of exactly `width` × `height` pixels, which the caller frees.
    func render(color: SDL_Color) throws -> UnsafeMutablePointer<SDL_Surface> {
        if runs.count == 1, runs[0].height == height {
            return try Self.render(runs[0], color: color)
        }
        guard let line = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw PlatformError.sdl("cannot create a \(width)×\(height) pixel surface for text")
        }
        do {
            for run in runs where run.width > 0 {
                let surface = try Self.render(run, color: color)
                defer { SDL_FreeSurface(surface) }
                // Runs do not overlap, so each is copied in with its alpha, not blended.
                try checkSDL(SDL_SetSurfaceBlendMode(surface, SDL_BLENDMODE_NONE), "cannot copy text")
                var place = SDL_Rect(x: run.x, y: baseline - TTF_FontAscent(run.font), w: run.width, h: run.height)
                try checkSDL(SDL_UpperBlit(surface, nil, line, &place), "cannot compose text \"\(run.text)\"")
            }
        } catch {
            SDL_FreeSurface(line)
            throw error
        }
        return line
    }

    private static func render(_ run: Run, color: SDL_Color) throws -> UnsafeMutablePointer<SDL_Surface> {
        guard let surface = TTF_RenderUTF8_Blended(run.font, run.text, color) else {
            throw PlatformError.sdl("cannot render text \"\(run.text)\"")
        }
        return surface
    }

    /// The font that draws `character`: the bundled face when it has every visible scalar of it;
    /// otherwise the installed font that has the first one it lacks; when no installed font has
    /// it, the bundled face, which draws its box (a missing glyph shown honestly, not hidden).
    private static func font(for character: Character, primary: OpaquePointer, style: TextStyle, scale: Double,
                             fonts: FontLibrary) -> OpaquePointer {
        // Joiners and variation selectors have no glyph of their own in any font.
        let missing = character.unicodeScalars.first {
            !$0.properties.isDefaultIgnorableCodePoint && TTF_GlyphIsProvided32(primary, $0.value) == 0
        }
        guard let missing, let fallback = fonts.fallbackFont(for: missing, style: style, scale: scale),
              TTF_GlyphIsProvided32(fallback, missing.value) != 0 else { return primary }
        return fallback
    }
}
