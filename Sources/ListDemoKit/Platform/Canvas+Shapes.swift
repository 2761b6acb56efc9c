import CSDL2

/// The shapes a canvas draws, each clipped by the canvas's clip: rectangles and axis-aligned lines
/// as fills, everything curved or slanted as an anti-aliased `Shape` that `ShapeRenderer` rasterises
/// with cairo once per scale and colour and keeps as a texture, so a frame of shapes is copies.
/// The one file to change to rasterise shapes another way.
extension Canvas {
    /// Fills `rect` with `color`, blended over what is there by the colour's alpha.
    public func fill(_ rect: Rect, _ color: Color) throws {
        let renderer = try target.live()
        var pixels = pixelRect(rect)
        guard !clipIsEmpty, pixels.w > 0, pixels.h > 0 else { return }
        try target.setDrawColor(color)
        try checkSDL(SDL_RenderFillRect(renderer, &pixels), "cannot fill \(rect)")
    }

    /// Fills what `covered` leaves of `area` with the opaque `color`: the parts no rectangle of
    /// `covered` spans from side to side. A caller that will paint the covered bands opaquely anyway
    /// writes each pixel once: at 3840×2160 every full pass is 33 MB written.
    ///
    /// Worked out in pixels, so the bands filled here meet the covering rectangles' own fills
    /// exactly. `covered` is taken in order; bands out of order only leave more to fill.
    public func fill(_ area: Rect, _ color: Color, besides covered: some Sequence<Rect>) throws {
        try fill(pixels: pixelRect(area), color, besides: covered)
    }

    /// `fill(_:_:besides:)` of an area in pixels.
    func fill(pixels bounds: SDL_Rect, _ color: Color, besides covered: some Sequence<Rect>) throws {
        precondition(color.a == 255, "only an opaque fill can be skipped under what covers it")
        let renderer = try target.live()
        guard !clipIsEmpty, bounds.w > 0, bounds.h > 0 else { return }
        try target.setDrawColor(color)
        func fillRows(_ top: Int32, _ bottom: Int32) throws {
            guard bottom > top else { return }
            var band = SDL_Rect(x: bounds.x, y: top, w: bounds.w, h: bottom - top)
            try checkSDL(SDL_RenderFillRect(renderer, &band), "cannot fill the background")
        }
        // Every pixel row of the area above `filledTo` is filled or lies in a covering rectangle.
        var filledTo = bounds.y
        let bottom = bounds.y + bounds.h
        for rect in covered {
            let pixels = pixelRect(rect)
            guard pixels.x <= bounds.x, pixels.x + pixels.w >= bounds.x + bounds.w, pixels.h > 0 else { continue }
            try fillRows(filledTo, min(pixels.y, bottom))
            filledTo = max(filledTo, pixels.y + pixels.h)
        }
        try fillRows(filledTo, bottom)
    }

    /// Draws a straight line `width` points thick (at least one pixel), blended.
    public func strokeLine(from start: Point, to end: Point, color: Color, width: Double = 1) throws {
        let renderer = try target.live()
        guard !clipIsEmpty else { return }
        // Axis-aligned lines are rectangles, so they land on exact pixel rows and columns.
        if start.y == end.y || start.x == end.x {
            let thickness = max(width, 1 / scale)
            let rect = start.y == end.y
                ? Rect(x: min(start.x, end.x), y: start.y - thickness / 2, width: abs(end.x - start.x), height: thickness)
                : Rect(x: start.x - thickness / 2, y: min(start.y, end.y), width: thickness, height: abs(end.y - start.y))
            return try fill(rect, color)
        }
        let (x0, y0, x1, y1) = (start.x * scale, start.y * scale, end.x * scale, end.y * scale)
        let length = ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)).squareRoot()
        let half = max(1, width * scale) / 2
        let nx = -(y1 - y0) / length * half
        let ny = (x1 - x0) / length * half
        let corners = [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]
        let tint = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        let vertices = corners.map {
            SDL_Vertex(position: SDL_FPoint(x: Float($0.0), y: Float($0.1)), color: tint,
                       tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        try checkSDL(SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count)),
                     "cannot draw a line from \(start) to \(end)")
    }

    /// Draws `shape` with its box's top-left corner at `origin` (to the nearest pixel). `tint`
    /// multiplies the shape's colours and opacity: white draws it as described, a colour draws a
    /// white shape in that colour, a translucent one fades it. Each colour is a texture of its own
    /// (SDL's colour modulation would make every copy take the software renderer's slow blitter);
    /// opacity is SDL's alpha modulation of it, so a fade rasterises nothing.
    func draw(_ shape: Shape, at origin: Point, tint: Color = .white) throws {
        let renderer = try target.live()
        guard !clipIsEmpty, tint.a > 0,
              ShapeRasterizer.pixels(shape.size.width, scale) > 0, ShapeRasterizer.pixels(shape.size.height, scale) > 0
        else { return }
        let coloured = tint.r == 255 && tint.g == 255 && tint.b == 255 ? shape : shape.tinted(by: tint)
        let texture = try shapes.texture(for: coloured, renderer: renderer)
        try checkSDL(SDL_SetTextureAlphaMod(texture.handle, tint.a), "cannot fade a shape")
        var target = SDL_Rect(x: toPixels(origin.x), y: toPixels(origin.y), w: texture.width, h: texture.height)
        try checkSDL(SDL_RenderCopy(renderer, texture.handle, nil, &target), "cannot draw a shape at \(origin)")
    }

    /// Draws a line `width` points wide through `points`, anti-aliased with round joins: a plot's
    /// curve. The line is one shape cached by its points, so a plot that does not change (the last
    /// gesture's, while the list rests) is copied, not rasterised again.
    func strokePolyline(_ points: [Point], color: Color, width: Double) throws {
        guard points.count >= 2, width > 0 else { return }
        let margin = width / 2 + 1 / scale
        // The box starts on a whole pixel, so the line keeps its sub-pixel position inside it.
        let minX = ((points.map(\.x).min()! - margin) * scale).rounded(.down) / scale
        let minY = ((points.map(\.y).min()! - margin) * scale).rounded(.down) / scale
        let size = Size(width: points.map(\.x).max()! + margin - minX, height: points.map(\.y).max()! + margin - minY)
        let path = VectorPath(polyline: points.map { Point(x: $0.x - minX, y: $0.y - minY) })
        try draw(Shape(size: size, path: path, paint: .stroke(width: width)), at: Point(x: minX, y: minY), tint: color)
    }

    /// Fills a circle of `diameter` points centred at `center`: a plot's dot.
    func fillCircle(center: Point, diameter: Double, _ color: Color) throws {
        let radius = diameter / 2
        let shape = Shape(size: Size(width: diameter, height: diameter),
                          path: .circle(center: Point(x: radius, y: radius), radius: radius))
        try draw(shape, at: Point(x: center.x - radius, y: center.y - radius), tint: color)
    }

    /// Fills `rect` with `corners` rounded to `radius` points (the others square), anti-aliased;
    /// each pixel is painted once, so translucent colours blend evenly.
    public func fillRoundedRect(_ rect: Rect, radius: Double, corners: RoundedCorners = .all, _ color: Color) throws {
        try drawRoundedRect(rect, radius: radius, corners: corners, lineWidth: nil, color)
    }

    /// Draws the outline of `rect` with `corners` rounded to `radius` points, `width` points wide
    /// inside it (at least a pixel), anti-aliased: a focus ring that follows a row's shape.
    public func strokeRoundedRect(_ rect: Rect, radius: Double, corners: RoundedCorners = .all, width: Double,
                           _ color: Color) throws {
        try drawRoundedRect(rect, radius: radius, corners: corners, lineWidth: width, color)
    }

    /// A rounded rectangle as its two rounded ends — shapes the height of a corner, cached by width,
    /// radius and line — and plain fills between them, so rows of any height (a row growing in an
    /// update animation) rasterise nothing new; only a rectangle too short for both ends is one
    /// shape, cached by its size in whole pixels. Coordinates are whole pixels throughout, as fills are.
    private func drawRoundedRect(_ rect: Rect, radius: Double, corners: RoundedCorners, lineWidth: Double?,
                                 _ color: Color) throws {
        let outer = pixelRect(rect)
        guard !clipIsEmpty, outer.w > 0, outer.h > 0, color.a > 0 else { return }
        let (w, h) = (Double(outer.w), Double(outer.h))
        let line = lineWidth.map { min(max(1, ($0 * scale).rounded()), (min(w, h) / 2).rounded(.down)) }
        let r = min(max(0, radius * scale), w / 2, h / 2)
        // The band at each end that a shape draws: the corner's height (at least the line's).
        func end(_ side: RoundedCorners) -> Double {
            guard corners.contains(side), r > 0 else { return 0 }
            return max(r.rounded(.up), line ?? 0)
        }
        let (top, bottom) = (end(.top), end(.bottom))
        let origin = Point(x: Double(outer.x) / scale, y: Double(outer.y) / scale)
        func points(_ pixels: Double) -> Double { pixels / scale }
        // The outline of a `height`-pixel-tall rectangle `y` pixels into a box, with `rounded` corners.
        func shape(boxHeight: Double, y: Double, height: Double, rounded: RoundedCorners) -> Shape {
            let body = Rect(x: 0, y: points(y), width: points(w), height: points(height))
            var path = VectorPath.roundedRect(body, radius: points(r), corners: rounded)
            if let line {
                let hole = body.insetBy(dx: points(line), dy: points(line))
                path.append(VectorPath.roundedRect(hole, radius: points(max(0, r - line)), corners: rounded))
            }
            return Shape(size: Size(width: points(w), height: points(boxHeight)), path: path)
        }
        guard top + bottom <= h else {
            return try draw(shape(boxHeight: h, y: 0, height: h, rounded: corners), at: origin, tint: color)
        }
        // An end's shape is a taller rectangle cut by its box, so its far side never shows.
        let reach = 2 * max(top, bottom) + 2
        if top > 0 {
            try draw(shape(boxHeight: top, y: 0, height: reach, rounded: .top), at: origin, tint: color)
        }
        if bottom > 0 {
            try draw(shape(boxHeight: bottom, y: bottom - reach, height: reach, rounded: .bottom),
                     at: Point(x: origin.x, y: origin.y + points(h - bottom)), tint: color)
        }
        func fillPixels(x: Double, y: Double, width: Double, height: Double) throws {
            guard width > 0, height > 0 else { return }
            try fill(Rect(x: origin.x + points(x), y: origin.y + points(y), width: points(width), height: points(height)),
                     color)
        }
        guard let line else {
            return try fillPixels(x: 0, y: top, width: w, height: h - top - bottom)
        }
        // A square end of an outline is a plain edge; the sides run between the ends.
        let (topEdge, bottomEdge) = (top > 0 ? top : line, bottom > 0 ? bottom : line)
        if top == 0 { try fillPixels(x: 0, y: 0, width: w, height: line) }
        if bottom == 0 { try fillPixels(x: 0, y: h - line, width: w, height: line) }
        try fillPixels(x: 0, y: topEdge, width: line, height: h - topEdge - bottomEdge)
        try fillPixels(x: w - line, y: topEdge, width: line, height: h - topEdge - bottomEdge)
    }
}
