import CCairo

/// Turns a `Shape` into anti-aliased pixels with cairo: the one place shapes are rasterised.
/// The canvas calls it once per shape and scale and keeps the result as a texture.
enum ShapeRasterizer {
    /// `shape` at `scale` pixels per point, as straight-alpha ARGB (cairo's premultiplied pixels
    /// divided back, as SDL blends straight alpha); a shape with an empty box has no pixels.
    static func rasterize(_ shape: Shape, scale: Double) throws -> RGBAImage {
        let width = pixels(shape.size.width, scale), height = pixels(shape.size.height, scale)
        guard width > 0, height > 0 else { return RGBAImage(width: 0, height: 0) }
        let sides = InputLimits.pixelSide
        guard sides.contains(width), sides.contains(height) else {
            throw PlatformError("cannot draw a shape of \(width)×\(height) pixels: each side must be "
                                + "\(sides.lowerBound) to \(sides.upperBound) pixels")
        }
        let surface = try imageSurface(CAIRO_FORMAT_ARGB32, width: width, height: height)
        defer { cairo_surface_destroy(surface) }
        let context = try drawingContext(surface)
        defer { cairo_destroy(context) }
        cairo_scale(context, scale, scale)
        for layer in shape.layers {
            if layer.blur > 0 {
                try paintBlurred(layer, on: context, width: width, height: height, scale: scale)
            } else {
                setColor(layer.color, context)
                paint(layer, context)
            }
        }
        cairo_surface_flush(surface)
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            throw PlatformError("cannot draw a shape: \(String(cString: cairo_status_to_string(cairo_status(context))))")
        }
        return straightAlpha(surface, width: width, height: height)
    }

    /// A side in points to whole pixels: up to the next pixel, except when within a rounding
    /// error of one (so a shape of `n / scale` points is exactly n pixels).
    static func pixels(_ points: Double, _ scale: Double) -> Int {
        let exact = points * scale
        guard exact.isFinite, exact > 0 else { return 0 }
        return Int(min((exact - 1e-6).rounded(.up), Double(Int32.max)))
    }

    private static func imageSurface(_ format: cairo_format_t, width: Int, height: Int) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw PlatformError("cannot make a \(width)×\(height) pixel surface to draw a shape on")
        }
        return surface
    }

    private static func drawingContext(_ surface: OpaquePointer) throws -> OpaquePointer {
        let context = cairo_create(surface)
        guard let context, cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)  // cairo's error object: destroying it is allowed and does nothing
            throw PlatformError("cannot draw a shape: cairo has no memory for a drawing context")
        }
        return context
    }

    private static func setColor(_ color: Color, _ context: OpaquePointer) {
        cairo_set_source_rgba(context, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255,
                              Double(color.a) / 255)
    }

    private static func paint(_ layer: Shape.Layer, _ context: OpaquePointer) {
        cairo_new_path(context)
        for element in layer.path.elements {
            switch element {
            case .move(let point): cairo_move_to(context, point.x, point.y)
            case .line(let point): cairo_line_to(context, point.x, point.y)
            case .arc(let center, let radius, let from, let to): cairo_arc(context, center.x, center.y, radius, from, to)
            case .close: cairo_close_path(context)
            }
        }
        switch layer.paint {
        case .fill:
            // Even-odd, so a second outline inside the first is a hole (a ring).
            cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_fill(context)
        case .stroke(let width):
            cairo_set_line_width(context, width)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
        }
    }

    /// Paints `layer` through a blurred coverage mask: the layer is drawn opaque into an alpha-only
    /// surface, blurred there, and its colour painted through it.
    private static func paintBlurred(_ layer: Shape.Layer, on context: OpaquePointer, width: Int, height: Int,
                                     scale: Double) throws {
        let mask = try imageSurface(CAIRO_FORMAT_A8, width: width, height: height)
        defer { cairo_surface_destroy(mask) }
        let maskContext = try drawingContext(mask)
        cairo_scale(maskContext, scale, scale)
        paint(layer, maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        let stride = Int(cairo_image_surface_get_stride(mask))
        let data = UnsafeMutableBufferPointer(start: cairo_image_surface_get_data(mask), count: stride * height)
        GaussianBlur(standardDeviation: layer.blur * scale).apply(to: data, width: width, height: height, stride: stride)
        cairo_surface_mark_dirty(mask)
        setColor(layer.color, context)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_mask_surface(context, mask, 0, 0)
        cairo_restore(context)
    }

    /// Cairo's premultiplied native-endian ARGB32 as straight-alpha `0xAARRGGBB`.
    private static func straightAlpha(_ surface: OpaquePointer, width: Int, height: Int) -> RGBAImage {
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        var image = RGBAImage(width: width, height: height)
        cairo_image_surface_get_data(surface).withMemoryRebound(to: UInt32.self, capacity: stride * height) { data in
            for y in 0..<height {
                for x in 0..<width {
                    let pixel = data[y * stride + x]
                    let alpha = pixel >> 24
                    guard alpha > 0 else { continue }
                    func channel(_ shift: UInt32) -> UInt32 {
                        min(255, (((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha) << shift
                    }
                    image.pixels[y * width + x] = alpha << 24 | channel(16) | channel(8) | channel(0)
                }
            }
        }
        return image
    }
}
