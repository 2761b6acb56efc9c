import CSDL2
import CSDL2TTF
import ScrollCore

/// One line of text as it is drawn: runs of one font, one script and one direction (`TextRuns`),
/// each shaped by SDL_ttf's HarfBuzz — Arabic joined and right to left, Devanagari's conjuncts
/// formed, characters the face lacks drawn by an installed font that has them (`FontLibrary`'s
/// fallback) — placed left to right in the bidi algorithm's visual order on one baseline.
///
/// `Canvas` measures, wraps, truncates, rasterises and places carets only through this type, so what
/// is measured is what is drawn: a form's caret sits exactly where the drawn glyphs of the text
/// before it end, whichever fonts and directions drew them. A line is a class so the caret edges
/// measured on it are kept with it (`TextRenderer` keeps lines in an LRU cache).
final class TextLine {
    /// What makes two lines the same (the scale is the canvas's, and the canvas empties its cache of
    /// lines when it changes).
    struct Key: Hashable {
        let text: String
        let style: TextStyle
    }

    /// A line's size in pixels.
    struct Size: Equatable {
        let width: Int32
        let height: Int32
    }

    /// A run as drawn, `x` pixels from the line's left edge.
    struct Run {
        let shaped: TextRun<OpaquePointer>
        let x: Int32
        let width: Int32
        let height: Int32
        var font: OpaquePointer { shaped.font }
    }

    /// The runs in visual order, left to right.
    let runs: [Run]
    /// The line's size in pixels: the runs' widths added up, the height of the fonts on one baseline.
    let width: Int32
    let height: Int32
    var size: Size { Size(width: width, height: height) }
    /// The baseline's distance from the top, in pixels: the highest ascent of the fonts used.
    let baseline: Int32
    /// How many characters the line holds.
    let count: Int
    /// Edges measured so far: the x of the boundary before a character offset inside the run that
    /// draws it (`edge(_:in:)`), keyed by run and offset.
    private var edges: [Int: Int32] = [:]

    /// Splits `text` into runs at `style.size × scale` pixels, shapes and measures them. Plain Latin
    /// that the face draws is one run without the bidi algorithm (`TextRuns.plainLatinRun`).
    /// - Complexity: O(n) for n characters (FriBidi, the script of each, a glyph lookup each; a
    ///   character the face lacks adds one lookup per installed font, `FontFallback.face(for:)`;
    ///   plain Latin: a table lookup each), and one shaping of each run.
    init(_ text: String, style: TextStyle, scale: Double, fonts: FontLibrary) throws {
        let primary = try fonts.font(for: style, scale: scale)
        let coverage = try fonts.plainLatinCoverage(for: style, scale: scale)
        let split = TextRuns.plainLatinRun(text, font: primary, covers: coverage.covers).map { [$0] }
            ?? TextRuns.split(text, font: { Self.font(for: $0, primary: primary, style: style, scale: scale, fonts: fonts) })
        var runs: [Run] = []
        var x: Int32 = 0
        for shaped in split {
            var width: Int32 = 0
            var height: Int32 = 0
            try Self.prepare(shaped)
            try checkSDL(TTF_SizeUTF8(shaped.font, String(shaped.text), &width, &height), "cannot measure text \(String(shaped.text).quotedForMessage)")
            runs.append(Run(shaped: shaped, x: x, width: width, height: height))
            x += width
        }
        self.runs = runs
        width = x
        count = runs.reduce(0) { $0 + $1.shaped.characters.count }
        if runs.count == 1, runs[0].font == primary {
            // The face alone: exactly SDL_ttf's own line.
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
                try checkSDL(SDL_UpperBlit(surface, nil, line, &place), "cannot compose text")
            }
        } catch {
            SDL_FreeSurface(line)
            throw error
        }
        return line
    }

    // MARK: Carets

    /// The caret's x in pixels after `offset` characters (clamped to the line): the trailing edge of
    /// the character before it as drawn — its right in a left-to-right run, its left in a right-to-left
    /// one — and the leading edge of the first character at offset 0. Where runs of both directions
    /// meet, the caret follows the character typed last, as GTK's strong cursor does in text of the
    /// paragraph's direction.
    func caretX(at offset: Int) throws -> Int32 {
        guard !runs.isEmpty else { return 0 }
        let offset = min(max(0, offset), count)
        let character = max(0, offset - 1)
        let run = runs.firstIndex { $0.shaped.characters.contains(character) }!
        return try edge(offset, in: run)
    }

    /// The spans in pixels `characters` cover as drawn, left to right: one for each run they reach
    /// (a selection across both directions shows as several), adjacent spans joined.
    func spans(of characters: Range<Int>) throws -> [Range<Int32>] {
        var spans: [Range<Int32>] = []
        for (index, run) in runs.enumerated() {
            let part = characters.clamped(to: run.shaped.characters)
            guard !part.isEmpty else { continue }
            let (a, b) = (try edge(part.lowerBound, in: index), try edge(part.upperBound, in: index))
            let span = min(a, b)..<max(a, b)
            if let last = spans.last, last.upperBound == span.lowerBound {
                spans[spans.count - 1] = last.lowerBound..<span.upperBound
            } else {
                spans.append(span)
            }
        }
        return spans
    }

    /// The character boundary nearest to `x` pixels: in the run drawn under `x` (the first or the
    /// last one when `x` is beside the line), by bisection over its boundaries' edges, which grow
    /// with the offset in a left-to-right run and shrink in a right-to-left one.
    /// - Complexity: O(log c) edges measured for c characters in that run.
    func offset(nearestTo x: Int32) throws -> Int {
        guard let last = runs.indices.last else { return 0 }
        let index = runs.firstIndex { x < $0.x + $0.width } ?? last
        let run = runs[index]
        let range = run.shaped.characters
        // How far along the run's reading direction a boundary's edge is.
        func along(_ offset: Int) throws -> Int32 {
            let edge = try self.edge(offset, in: index)
            return run.shaped.rightToLeft ? -edge : edge
        }
        let target = run.shaped.rightToLeft ? -x : x
        let low = try Bisection.last(in: range.lowerBound...range.upperBound) { try along($0) <= target }
        guard low < range.upperBound else { return low }
        return try target - along(low) <= along(low + 1) - target ? low : low + 1
    }

    /// The x in pixels of the boundary before character `offset` as run `index` draws it, for an
    /// offset within (or at either end of) that run: the run's shaped text before the offset
    /// measured in the run's direction, from its left edge in a left-to-right run and from its right
    /// edge in a right-to-left one. In a joining script (Arabic) the measured part ends with a
    /// zero-width joiner, so its last letter keeps the joined form it is drawn with.
    private func edge(_ offset: Int, in index: Int) throws -> Int32 {
        let key = index &* (count + 1) &+ offset
        if let known = edges[key] { return known }
        let run = runs[index]
        let range = run.shaped.characters
        let inside = offset - range.lowerBound
        let width: Int32
        if inside <= 0 {
            width = 0
        } else if offset >= range.upperBound {
            width = run.width
        } else {
            var before = String(run.shaped.text.prefix(inside))
            if Self.joiningScripts.contains(run.shaped.script) { before.append("\u{200D}") }
            var height: Int32 = 0
            var measured: Int32 = 0
            try Self.prepare(run.shaped)
            try checkSDL(TTF_SizeUTF8(run.font, before, &measured, &height), "cannot measure text")
            width = min(measured, run.width)
        }
        let edge = run.shaped.rightToLeft ? run.x + run.width - width : run.x + width
        edges[key] = edge
        return edge
    }

    /// Scripts whose letters join their neighbours (Unicode's Joining_Type: Arabic, Syriac, N'Ko,
    /// Mongolian, Mandaic, Adlam, Hanifi Rohingya).
    private static let joiningScripts: Set<String> = ["Arab", "Syrc", "Nkoo", "Mong", "Mand", "Adlm", "Rohg"]

    // MARK: Fonts

    /// Tells SDL_ttf's HarfBuzz the run's direction and script: a font is shared by every run it
    /// draws, so this precedes each measurement and rasterisation of a run. Without a script HarfBuzz
    /// shapes with none (its default shaper and the font's DFLT lookups): Arabic would not join nor
    /// Devanagari form conjuncts.
    private static func prepare(_ run: TextRun<OpaquePointer>) throws {
        try checkSDL(TTF_SetFontDirection(run.font, run.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR),
                     "cannot set the text's direction (SDL_ttf without HarfBuzz?)")
        try checkSDL(TTF_SetFontScriptName(run.font, shapingScript(run.script)), "cannot set the text's script \(run.script)")
    }

    /// The script SDL_ttf shapes a run with: its own, except Latin and script-less runs (digits,
    /// punctuation), which keep SDL_ttf's default, Unknown, as every line was shaped before runs had
    /// scripts — DejaVu's Latin kerning under "latn" moves glyphs by a pixel from its DFLT kerning,
    /// which would have changed every picture of the app for no reader's benefit.
    static func shapingScript(_ script: String) -> String {
        script == "Latn" || script == "Zyyy" ? "Zzzz" : script
    }

    private static func render(_ run: Run, color: SDL_Color) throws -> UnsafeMutablePointer<SDL_Surface> {
        try prepare(run.shaped)
        guard let surface = TTF_RenderUTF8_Blended(run.font, String(run.shaped.text), color) else {
            throw PlatformError.sdl("cannot render text \(String(run.shaped.text).quotedForMessage)")
        }
        return surface
    }

    /// The font that draws `character`: the face when it has every visible scalar of it; otherwise
    /// the installed font that has the first one it lacks; when no installed font has it, the face,
    /// which draws its box (a missing glyph shown honestly, not hidden).
    private static func font(for character: Character, primary: OpaquePointer, style: TextStyle, scale: Double,
                             fonts: FontLibrary) -> OpaquePointer {
        let missing = character.unicodeScalars.first { !FontLibrary.draws($0, with: primary) }
        guard let missing, let fallback = fonts.fallbackFont(for: missing, style: style, scale: scale),
              TTF_GlyphIsProvided32(fallback, missing.value) != 0 else { return primary }
        return fallback
    }
}
