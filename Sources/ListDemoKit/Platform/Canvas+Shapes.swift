import CSDL2

/// The shapes a canvas fills: rectangles, rounded rectangles, lines and the checkmark, each clipped
/// by the canvas's clip. The one file to change to rasterise shapes another way.
extension Canvas {
    /// Fills `rect` with `color`, blended over what is there by the colour's alpha.
    public func fill(_ rect: Rect, _ color: Color) throws {
        let renderer = try target.live()
        var pixels = pixelRect(rect)
        guard !clipIsEmpty, pixels.w > 0, pixels.h > 0 else { return }
        try target.setDrawColor(color)
        try checkSDL(SDL_RenderFillRect(renderer, &pixels), "cannot fill \(rect)")
    }

    /// Fills `rect` with `corners` rounded to `radius` points (the others square); each pixel is
    /// painted once, so translucent colours blend evenly (edges are not anti-aliased).
    public func fillRoundedRect(_ rect: Rect, radius: Double, corners: RoundedCorners = .all, _ color: Color) throws {
        let renderer = try target.live()
        let outer = pixelRect(rect)
        guard !clipIsEmpty, outer.w > 0, outer.h > 0 else { return }
        let r = min(radius * scale, Double(outer.w) / 2, Double(outer.h) / 2)
        guard r >= 1 else { return try fill(rect, color) }

        // One rectangle per pixel row inside the corner bands and one for the straight middle.
        let band = Int32(r.rounded(.up))
        var rows: [SDL_Rect] = []
        rows.reserveCapacity(Int(band) * 2 + 1)
        func row(_ y: Int32, distanceFromCornerCentre dy: Double, rounded: Bool) -> SDL_Rect {
            let inset = rounded ? Int32((r - (r * r - dy * dy).squareRoot()).rounded()) : 0
            return SDL_Rect(x: outer.x + inset, y: outer.y + y, w: outer.w - 2 * inset, h: 1)
        }
        for y in 0..<band {
            let dy = r - (Double(y) + 0.5)
            rows.append(row(y, distanceFromCornerCentre: dy, rounded: corners.contains(.top)))
            let mirrored = outer.h - 1 - y
            if mirrored > y {  // an odd height's middle row is already there
                rows.append(row(mirrored, distanceFromCornerCentre: dy, rounded: corners.contains(.bottom)))
            }
        }
        if outer.h > 2 * band {
            rows.append(SDL_Rect(x: outer.x, y: outer.y + band, w: outer.w, h: outer.h - 2 * band))
        }
        try target.setDrawColor(color)
        try checkSDL(SDL_RenderFillRects(renderer, rows, Int32(rows.count)), "cannot fill rounded \(rect)")
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

    /// Draws a tick mark fitted inside `rect`, for selected rows.
    public func drawCheckmark(in rect: Rect, color: Color) throws {
        let width = max(1.5, min(rect.width, rect.height) * 0.12)
        let left = Point(x: rect.minX + rect.width * 0.18, y: rect.minY + rect.height * 0.55)
        let bottom = Point(x: rect.minX + rect.width * 0.42, y: rect.minY + rect.height * 0.78)
        let right = Point(x: rect.minX + rect.width * 0.84, y: rect.minY + rect.height * 0.24)
        try strokeLine(from: left, to: bottom, color: color, width: width)
        try strokeLine(from: bottom, to: right, color: color, width: width)
    }
}
