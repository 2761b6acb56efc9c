import CSDL2TTF

/// The open fonts of one canvas: each (pixel size, weight) of its faces (`FontFaces`: the desktop's,
/// a chosen family or the bundled DejaVu) is opened once and kept until the library is emptied,
/// because opening a face parses the whole TrueType file; so is each installed font that a character
/// the face lacks falls back to (`FontFallback`), at the same size.
final class FontLibrary {
    private struct Key: Hashable {
        let pixelSize: Int32
        let weight: TextStyle.Weight
    }

    private struct FallbackKey: Hashable {
        let face: FontFace
        let pixelSize: Int32
    }

    /// The faces text is drawn in.
    let faces: FontFaces
    private var fonts: [Key: OpaquePointer] = [:]
    /// fontconfig's ranking for each weight, made when a character first needs it.
    private var fallbacks: [TextStyle.Weight: FontFallback] = [:]
    /// Installed fonts opened for fallback; nil for one that SDL_ttf could not open (not tried again).
    private var fallbackFonts: [FallbackKey: OpaquePointer?] = [:]
    /// Which plain Latin scalars each opened face draws (`plainLatinCoverage`), asked once.
    private var coverages: [Key: PlainLatinCoverage] = [:]

    /// The plain Latin scalars (`TextRuns.isPlainLatin`) one font draws itself, so that a line of them
    /// is known to need no fallback font without asking SDL_ttf about each character.
    struct PlainLatinCoverage {
        /// Indexed by scalar value, up to the last plain Latin one.
        private var drawn = [Bool](repeating: false, count: 0x250)

        /// Asks `font` about every plain Latin scalar once (a few hundred glyph lookups).
        init(font: OpaquePointer) {
            for value in UInt32(0)..<UInt32(drawn.count) {
                guard TextRuns.isPlainLatin(value), let scalar = Unicode.Scalar(value) else { continue }
                drawn[Int(value)] = FontLibrary.draws(scalar, with: font)
            }
        }

        /// Whether the font draws `value` itself (false for any scalar that is not plain Latin).
        func covers(_ value: UInt32) -> Bool {
            value < drawn.count && drawn[Int(value)]
        }
    }

    /// Whether `font` draws `scalar` itself: it has a glyph for it, or the scalar needs none (a joiner,
    /// a variation selector, a soft hyphen: default-ignorable, drawn as nothing in any font).
    static func draws(_ scalar: Unicode.Scalar, with font: OpaquePointer) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || TTF_GlyphIsProvided32(font, scalar.value) != 0
    }

    /// Draws in `faces`.
    init(faces: FontFaces) throws {
        try TrueType.initialise()
        self.faces = faces
    }

    /// Draws in the bundled faces; checks that both font files exist (so a missing font fails at
    /// start-up, naming the path).
    convenience init(assets: Assets) throws {
        try self.init(faces: .bundled(assets))
    }

    deinit {
        removeAll()
    }

    /// The font for `style` at `scale` pixels per point, opened on first use.
    func font(for style: TextStyle, scale: Double) throws -> OpaquePointer {
        let key = Key(pixelSize: Self.pixelSize(style, scale), weight: style.weight)
        if let font = fonts[key] { return font }
        let face = faces.face(style.weight)
        let opened = TrueType.faceLock.withLock { _ in TTF_OpenFontIndex(face.path, key.pixelSize, face.index) }
        guard let font = opened else {
            throw PlatformError.sdl("cannot open font \(face.path.quotedForMessage) at \(key.pixelSize) px")
        }
        fonts[key] = font
        return font
    }

    /// Which plain Latin scalars the font for `style` at `scale` draws itself, asked of it once.
    func plainLatinCoverage(for style: TextStyle, scale: Double) throws -> PlainLatinCoverage {
        let key = Key(pixelSize: Self.pixelSize(style, scale), weight: style.weight)
        if let known = coverages[key] { return known }
        let coverage = PlainLatinCoverage(font: try font(for: style, scale: scale))
        coverages[key] = coverage
        return coverage
    }

    /// The installed font that draws `scalar` for `style` when the face has no glyph for it
    /// (fontconfig's first choice that has one, opened at the same pixel size), nil when no
    /// installed font has it: the caller then draws the bundled face's box, which is honest.
    func fallbackFont(for scalar: Unicode.Scalar, style: TextStyle, scale: Double) -> OpaquePointer? {
        guard let face = ranking(style.weight).face(for: scalar) else { return nil }
        let key = FallbackKey(face: face, pixelSize: Self.pixelSize(style, scale))
        if let opened = fallbackFonts[key] { return opened }
        let opened = TrueType.faceLock.withLock { _ in TTF_OpenFontIndex(face.path, key.pixelSize, face.index) }
        fallbackFonts[key] = .some(opened)
        return opened
    }

    /// fontconfig's ranking of the installed fonts for the face of `weight`, made on first use.
    private func ranking(_ weight: TextStyle.Weight) -> FontFallback {
        if let made = fallbacks[weight] { return made }
        let made = FontFallback(family: faces.face(weight).family, bold: weight == .bold)
        fallbacks[weight] = made
        return made
    }

    /// Closes every font (for a change of scale, or before SDL_ttf's users go away).
    func removeAll() {
        guard !fonts.isEmpty || !fallbackFonts.isEmpty else { return }
        TrueType.faceLock.withLock { _ in
            for font in fonts.values { TTF_CloseFont(font) }
            for case let font? in fallbackFonts.values { TTF_CloseFont(font) }
        }
        fonts.removeAll()
        fallbackFonts.removeAll()
        coverages.removeAll()
    }

    private static func pixelSize(_ style: TextStyle, _ scale: Double) -> Int32 {
        Int32(max(1, (style.size * scale).rounded()))
    }
}
