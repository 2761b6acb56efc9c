import CSDL2

/// Text on a canvas: drawn from the textures its `TextRenderer` keeps, and measured by it.
extension Canvas: TextMetrics {
    /// Draws one line of text with its top-left corner at `point`, and returns its size.
    ///
    /// Text is anti-aliased at `style.size × scale` pixels and cached (see `textCacheStatistics`);
    /// text is shaped in runs of one script and direction, and characters the face lacks are drawn
    /// by an installed font that has them (`TextLine`).
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

    /// The size one line of text takes when drawn, in points (`TextRenderer.measure`).
    public func measure(text: String, style: TextStyle) throws -> Size {
        try self.text.measure(text: text, style: style)
    }

    /// The recommended distance between baselines of consecutive lines, in points.
    public func lineHeight(for style: TextStyle) throws -> Double {
        try text.lineHeight(for: style)
    }

    /// `text` in lines no wider than `width` points (`TextRenderer.wrap`).
    public func wrap(text: String, style: TextStyle, width: Double) throws -> [String] {
        try self.text.wrap(text: text, style: style, width: width)
    }

    /// `text`, or its longest start that fits in `width` points with an ellipsis (`TextRenderer.truncate`).
    public func truncate(text: String, style: TextStyle, width: Double) throws -> String {
        try self.text.truncate(text: text, style: style, width: width)
    }

    /// The caret's x after `offset` characters of `text` on one line (`TextRenderer.caretX`).
    public func caretX(at offset: Int, in text: String, style: TextStyle) throws -> Double {
        try self.text.caretX(at: offset, in: text, style: style)
    }

    /// The spans, left to right, that `characters` of `text` cover as drawn (`TextRenderer.spans`).
    public func spans(of characters: Range<Int>, in text: String, style: TextStyle) throws -> [Range<Double>] {
        try self.text.spans(of: characters, in: text, style: style)
    }

    /// The character boundary of `text` nearest to `x` (`TextRenderer.offset`).
    public func offset(nearestTo x: Double, in text: String, style: TextStyle) throws -> Int {
        try self.text.offset(nearestTo: x, in: text, style: style)
    }

    /// Whether `text` is a right-to-left paragraph (`TextRuns.isRightToLeft`).
    public func isRightToLeft(_ text: String) -> Bool {
        TextRuns.isRightToLeft(text)
    }

    /// Finds (or rasterises) the text's texture, asks `place` for its top-left corner given its
    /// size, and draws it there. The size comes from the cached texture, so an unchanged text
    /// costs no measuring either.
    private func draw(text: String, style: TextStyle, color: Color, place: (Size) -> Point) throws -> Rect {
        let renderer = try target.live()
        guard !text.isEmpty else {
            let size = try measure(text: text, style: style)
            return Rect(origin: place(size), size: size)
        }
        let texture = try self.text.texture(text, style: style, color: color, renderer: renderer)
        let size = Size(width: Double(texture.width) / scale, height: Double(texture.height) / scale)
        let origin = place(size)
        if !clipIsEmpty {
            var target = SDL_Rect(x: toPixels(origin.x), y: toPixels(origin.y), w: texture.width, h: texture.height)
            try checkSDL(SDL_RenderCopy(renderer, texture.handle, nil, &target), "cannot draw text \"\(text)\"")
        }
        return Rect(origin: origin, size: size)
    }
}
