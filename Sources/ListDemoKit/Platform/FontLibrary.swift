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
    }

    private static func pixelSize(_ style: TextStyle, _ scale: Double) -> Int32 {
        Int32(max(1, (style.size * scale).rounded()))
    }
}
