import CFontconfig
import FoundationEssentials
import Glibc

/// An installed font file, and the face in it (a .ttc collection holds several).
public struct FontFace: Hashable, Sendable {
    let path: String
    let index: Int
    /// fontconfig's first family name for it ("WenQuanYi Micro Hei"); the installed fonts are ranked
    /// against it for the characters it lacks (`FontFallback`).
    let family: String
}

/// The two faces the app's text is drawn in, regular and bold, found once for a `FontChoice`.
public struct FontFaces: Equatable, Sendable {
    let regular: FontFace
    let bold: FontFace

    /// The family the bundled files hold.
    static let bundledFamily = "DejaVu Sans"

    /// DejaVu Sans and DejaVu Sans Bold from the assets folder; throws, naming the path, when one is missing.
    static func bundled(_ assets: Assets) throws -> FontFaces {
        FontFaces(regular: FontFace(path: try assets.fontPath(for: .regular), index: 0, family: bundledFamily),
                  bold: FontFace(path: try assets.fontPath(for: .bold), index: 0, family: bundledFamily))
    }

    /// The faces `choice` names. The desktop's family is that of `desktopFontName` (GNOME's `font-name`,
    /// a Pango description such as "Cantarell 11") when the desktop gives one, else `sans-serif`. A
    /// family fontconfig cannot match to a readable file falls back to the bundled faces, so text is
    /// always drawn. fontconfig's answer is kept between runs (`FontMatchCache`, where `environment`
    /// says) and asked again only when what it came from has changed.
    init(_ choice: FontChoice, assets: Assets, desktopFontName: String? = nil,
         environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let family: String
        switch choice {
        case .bundled:
            self = try .bundled(assets)
            return
        case .family(let name): family = name
        case .desktop: family = desktopFontName.flatMap(FontChoice.family(ofPangoDescription:)) ?? "sans-serif"
        }
        guard let faces = Self.matched(family: family, environment: environment).faces else {
            self = try .bundled(assets)
            return
        }
        self = faces
    }

    /// fontconfig's faces for `family`, from the cache when it still holds (`fromCache`); nil when fontconfig has
    /// no readable file for it. A fresh answer is written to the cache.
    static func matched(family: String, environment: [String: String]) -> (faces: FontFaces?, fromCache: Bool) {
        let cache = FontMatchCache.path(environment: environment)
        let key = FontMatchCache.key(family: family, environment: environment)
        if let cache, let faces = FontMatchCache.faces(at: cache, key: key) { return (faces, true) }
        guard let regular = match(family: family, bold: false), let bold = match(family: family, bold: true) else {
            return (nil, false)
        }
        let faces = FontFaces(regular: regular, bold: bold)
        if let cache {
            let stamps = FontMatchCache.stamps(environment: environment)
                + [FontMatchCache.Stamp(regular.path), FontMatchCache.Stamp(bold.path)]
            FontMatchCache.write(FontMatchCache.Entry(key: key, faces: faces, stamps: stamps), to: cache)
        }
        return (faces, false)
    }

    init(regular: FontFace, bold: FontFace) {
        self.regular = regular
        self.bold = bold
    }

    /// The face of `weight`.
    func face(_ weight: TextStyle.Weight) -> FontFace {
        switch weight {
        case .regular: regular
        case .bold: bold
        }
    }

    /// fontconfig's best match for `family` at the weight, as `fc-match "family:bold"` prints it (its
    /// aliases — sans-serif, system-ui — and substitutions applied); nil when fontconfig cannot load its
    /// configuration or the matched file cannot be read.
    static func match(family: String, bold: Bool) -> FontFace? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        // Outline fonts only: SDL_ttf scales them to any size.
        FcPatternAddBool(pattern, FC_SCALABLE, FcTrue)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let font = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(font) }
        return face(ofPattern: font).flatMap { access($0.path, R_OK) == 0 ? $0 : nil }
    }

    /// The file, index and first family of a pattern fontconfig answered with.
    static func face(ofPattern font: OpaquePointer) -> FontFace? {
        var file: UnsafeMutablePointer<FcChar8>?
        var name: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        let family = FcPatternGetString(font, FC_FAMILY, 0, &name) == FcResultMatch ? name.map { String(cString: $0) } : nil
        return FontFace(path: String(cString: file), index: Int(index), family: family ?? "")
    }
}
