import CFontconfig

/// The installed fonts that draw what the app's face lacks (Devanagari and CJK beside DejaVu, and
/// whatever else is installed), in fontconfig's order of preference for that face, as Pango and Qt
/// fall back.
///
/// fontconfig ranks the installed fonts against the face once (`FcFontSort`, trimmed to the fonts
/// that add characters the better ones lack); a missing character then goes to the first of them
/// whose character set holds it (`FcCharSetHasChar`, a lookup in memory). So a character costs no
/// fontconfig query, and the font it gets depends on the character alone, never on what was drawn
/// before it: text measures and draws the same in any order.
final class FontFallback {
    /// The sorted fonts; their character sets point into it, so it lives as long as they do.
    private let fontSet: UnsafeMutablePointer<FcFontSet>?
    private let faces: [(face: FontFace, characters: OpaquePointer)]

    /// The installed fonts in fontconfig's order for `family` at `weight`; none when fontconfig
    /// cannot load its configuration (then every missing character is a box).
    init(family: String, bold: Bool) {
        guard let pattern = FcPatternCreate() else {
            fontSet = nil
            faces = []
            return
        }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        fontSet = FcFontSort(nil, pattern, FcTrue, nil, &result)
        var faces: [(FontFace, OpaquePointer)] = []
        if let set = fontSet?.pointee, let fonts = set.fonts {
            for font in UnsafeBufferPointer(start: fonts, count: Int(set.nfont)).compactMap({ $0 }) {
                var characters: OpaquePointer?
                guard let face = FontFaces.face(ofPattern: font),
                      FcPatternGetCharSet(font, FC_CHARSET, 0, &characters) == FcResultMatch, let characters
                else { continue }
                faces.append((face, characters))
            }
        }
        self.faces = faces
    }

    deinit {
        if let fontSet { FcFontSetDestroy(fontSet) }
    }

    /// The first installed face, in fontconfig's order, that has a glyph for `scalar`; nil when none has.
    /// - Complexity: O(f) character-set lookups for f installed fonts.
    func face(for scalar: Unicode.Scalar) -> FontFace? {
        faces.first { FcCharSetHasChar($0.characters, scalar.value) == FcTrue }?.face
    }
}
