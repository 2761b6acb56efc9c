import CZlib

/// A rectangle of whole pixels in a frame, from its top-left corner: the part of a recorded frame that changed.
struct PixelRegion: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// All of a `width` × `height` frame.
    static func whole(width: Int, height: Int) -> PixelRegion { PixelRegion(x: 0, y: 0, width: width, height: height) }
}

/// A region of a frame as a PNG image's compressed data, what IDAT and fdAT chunks carry (W3C PNG Third Edition,
/// https://www.w3.org/TR/png-3/, its chapters on filtering and compression): 8-bit RGB scanlines, each behind its
/// filter-type byte, deflated as one zlib stream. The frames the app records are opaque, so alpha is left out.
///
/// Every scanline is unfiltered (filter type 0) and zlib runs at its fastest level, the compression a window can
/// afford at every frame: on five frames of a feed fling at 480 × 800, 48 KB a frame in 2.9 ms, where the Sub or Up
/// filter made 54 KB, zlib's `Z_RLE` strategy 109 KB, and level 6 38 KB in 8.8 ms. One compressor serves a recording.
final class FrameCompressor {
    /// zlib's state: at a fixed address, since zlib checks that the stream it is handed is the one it initialised.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    /// One scanline as the image data holds it: the filter byte, then R, G, B per pixel.
    private var scanline: [UInt8] = []
    /// Where deflate writes, copied out whenever it fills.
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)

    init() throws {
        stream.initialize(to: z_stream())
        guard czlib_deflate_init(stream, Z_BEST_SPEED, Z_DEFAULT_STRATEGY) == Z_OK else {
            stream.deallocate()
            throw PlatformError("cannot start zlib's compressor")
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// `region` of `image` (which holds it) as one zlib stream of scanlines.
    func compress(_ image: RGBAImage, region: PixelRegion) throws -> [UInt8] {
        precondition(region.x >= 0 && region.y >= 0 && region.width > 0 && region.height > 0
                     && region.x + region.width <= image.width && region.y + region.height <= image.height,
                     "\(region) is not inside a \(image.width)×\(image.height) frame")
        guard deflateReset(stream) == Z_OK else { throw PlatformError("cannot restart zlib's compressor") }
        // Filter type 0 (None) leads every scanline.
        scanline = [UInt8](repeating: 0, count: 1 + region.width * 3)
        var compressed: [UInt8] = []
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in region.y..<(region.y + region.height) {
                let row = pixels.baseAddress! + y * image.width + region.x
                scanline.withUnsafeMutableBufferPointer { bytes in
                    var byte = bytes.baseAddress! + 1
                    for column in 0..<region.width {
                        let pixel = row[column]
                        byte[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                        byte[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        byte[2] = UInt8(truncatingIfNeeded: pixel)
                        byte += 3
                    }
                }
                deflate(scanline, finishing: false, into: &compressed)
            }
        }
        deflate([], finishing: true, into: &compressed)
        return compressed
    }

    /// Feeds `bytes` to zlib and appends what it gives out; `finishing` ends the stream.
    private func deflate(_ bytes: [UInt8], finishing: Bool, into compressed: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { input in
            // zlib only reads its input (`z_const`, unless built with ZLIB_CONST).
            stream.pointee.next_in = input.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
            stream.pointee.avail_in = UInt32(input.count)
            while true {
                let result = chunk.withUnsafeMutableBufferPointer { output in
                    stream.pointee.next_out = output.baseAddress
                    stream.pointee.avail_out = UInt32(output.count)
                    return CZlib.deflate(stream, finishing ? Z_FINISH : Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.pointee.avail_out)
                compressed.append(contentsOf: chunk[..<produced])
                // Z_STREAM_ERROR and Z_BUF_ERROR cannot happen with a stream this class owns and room to write.
                if finishing ? result == Z_STREAM_END : stream.pointee.avail_out > 0 { break }
            }
        }
        stream.pointee.next_in = nil
    }
}
