import CSDL2TTF

/// The open fonts of one canvas: each (pixel size, weight) is opened once and kept until the
/// library is emptied, because opening a face parses the whole TrueType file.
final class FontLibrary {
    private struct Key: Hashable {
        let pixelSize: Int32
        let weight: TextStyle.Weight
    }

    private let paths: [TextStyle.Weight: String]
    private var fonts: [Key: OpaquePointer] = [:]

    /// Checks that both font files exist (so a missing font fails at start-up, naming the path).
    init(assets: Assets) throws {
        try TrueType.initialise()
        paths = [.regular: try assets.fontPath(for: .regular), .bold: try assets.fontPath(for: .bold)]
    }

    deinit {
        removeAll()
    }

    /// The font for `style` at `scale` pixels per point, opened on first use.
    func font(for style: TextStyle, scale: Double) throws -> OpaquePointer {
        let key = Key(pixelSize: Int32(max(1, (style.size * scale).rounded())), weight: style.weight)
        if let font = fonts[key] { return font }
        let path = paths[style.weight]!
        let opened = TrueType.faceLock.withLock { _ in TTF_OpenFont(path, key.pixelSize) }
        guard let font = opened else {
            throw PlatformError.sdl("cannot open font \(path) at \(key.pixelSize) px")
        }
        fonts[key] = font
        return font
    }

    /// Closes every font (for a change of scale, or before SDL_ttf's users go away).
    func removeAll() {
        guard !fonts.isEmpty else { return }
        TrueType.faceLock.withLock { _ in
            for font in fonts.values { TTF_CloseFont(font) }
        }
        fonts.removeAll()
    }
}
