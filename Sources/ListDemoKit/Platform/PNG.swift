import CPNG
import FoundationEssentials
import Glibc

/// PNG encoding and decoding of `RGBAImage` through libpng.
///
/// This uses libpng's simplified API (`png_image_*`). libpng's classic API
/// (`png_create_write_struct`, …) reports errors by `longjmp` out of its error callback, which
/// Swift cannot catch and must not be jumped across; the simplified API keeps that `setjmp`
/// inside libpng and returns a failure code with a message instead.
public enum PNG {
    /// The memory layout of `RGBAImage.pixels` (`0xAARRGGBB` words) as libpng byte order.
    private static var pixelFormat: UInt32 {
        #if _endian(little)
        return UInt32(PNG_FORMAT_BGRA)
        #else
        return UInt32(PNG_FORMAT_ARGB)
        #endif
    }

    /// Larger images are refused before allocating, so a corrupt header cannot exhaust memory.
    private static let maxPixels = 1 << 26

    /// Encodes `image` as an 8-bit RGBA PNG file's bytes.
    public static func encode(_ image: RGBAImage) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw PlatformError("cannot encode an empty \(image.width)×\(image.height) image as PNG")
        }
        var control = png_image()
        control.version = UInt32(PNG_IMAGE_VERSION)
        control.width = UInt32(image.width)
        control.height = UInt32(image.height)
        control.format = pixelFormat
        let stride = Int32(image.width * 4)

        return try image.pixels.withUnsafeBytes { pixels in
            // First pass measures, second pass writes into a buffer of exactly that size.
            var size = 0
            guard png_image_write_to_memory(&control, nil, &size, 0, pixels.baseAddress, stride, nil) != 0 else {
                throw error(control, "cannot encode PNG")
            }
            var bytes = [UInt8](repeating: 0, count: size)
            let ok = bytes.withUnsafeMutableBytes { out in
                png_image_write_to_memory(&control, out.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
            }
            guard ok != 0 else { throw error(control, "cannot encode PNG") }
            bytes.removeLast(bytes.count - size)
            return bytes
        }
    }

    /// Decodes a PNG file's bytes (any colour type) into 8-bit RGBA pixels.
    public static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        var control = png_image()
        control.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { input in
            png_image_begin_read_from_memory(&control, input.baseAddress, input.count)
        }
        guard begun != 0 else { throw error(control, "cannot decode PNG") }
        let width = Int(control.width)
        let height = Int(control.height)
        guard width * height <= maxPixels else {
            png_image_free(&control)
            throw PlatformError("cannot decode PNG: \(width)×\(height) is larger than \(maxPixels) pixels")
        }
        control.format = pixelFormat
        var pixels = [UInt32](repeating: 0, count: width * height)
        let finished = pixels.withUnsafeMutableBytes { out in
            png_image_finish_read(&control, nil, out.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else {
            png_image_free(&control)
            throw error(control, "cannot decode PNG")
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Writes `image` as a PNG file at `path`, atomically (see `AtomicFile`).
    public static func write(_ image: RGBAImage, to path: String) throws {
        try AtomicFile.write(encode(image), to: path)
    }

    /// Reads the PNG file at `path`.
    public static func read(from path: String) throws -> RGBAImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlatformError("cannot read PNG \(path.quotedForMessage): no such readable file")
        }
        do {
            return try decode([UInt8](data))
        } catch let failure as PlatformError {
            throw PlatformError("\(failure.message) (\(path.quotedForMessage))")
        }
    }

    /// libpng's own message for the failure, from the fixed-size `message` field.
    private static func error(_ control: png_image, _ what: String) -> PlatformError {
        let reason = withUnsafeBytes(of: control.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return PlatformError(reason.isEmpty ? what : "\(what): \(reason)")
    }
}
