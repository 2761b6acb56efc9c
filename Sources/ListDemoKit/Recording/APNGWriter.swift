import CZlib

/// Writes an animated PNG (APNG) a frame at a time into a temporary beside the target, which takes the target's place
/// only once the last frame is written (`AtomicFile.Stream`): a run killed meanwhile leaves the old file or none,
/// never part of one under its name.
///
/// The format is the APNG specification, https://wiki.mozilla.org/APNG_Specification, which the W3C's PNG Third
/// Edition took in (https://www.w3.org/TR/png-3/#apng-frame-based-animation): a PNG whose IHDR is followed by an
/// animation control chunk (`acTL`: how many frames, how many plays), then for each frame a frame control chunk
/// (`fcTL`: the region it covers, its delay, its dispose and blend operations) and its image data — the first frame's
/// in IDAT chunks, so it is also the still picture a decoder without APNG shows, the others' in frame data chunks
/// (`fdAT`: a sequence number, then data as IDAT's). fcTL and fdAT chunks share one sequence, counted from 0.
///
/// Every frame after the first covers the region that changed and is drawn over the frame before it (dispose op
/// NONE, blend op SOURCE: its pixels replace what was there). The number of frames is known only at the end, so acTL
/// is written with none and its count put in before the file is committed.
final class APNGWriter {
    /// The chunk's type and data, with its length before and its CRC after (W3C PNG, "Chunk layout").
    private typealias Chunk = (type: String, data: [UInt8])

    /// The eight bytes every PNG starts with.
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Where acTL starts: after the signature and IHDR (4 + 4 + 13 + 4 bytes).
    private static let animationControlOffset = 8 + 25
    /// The most image data one IDAT or fdAT chunk carries (a chunk may hold up to 2^31 - 1 bytes; decoders read
    /// smaller ones in fewer allocations).
    private static let chunkDataLimit = 1 << 20

    private let stream: AtomicFile.Stream
    private let fault: WriteFault?
    /// The frames' size in pixels: the first frame's, which covers the whole picture.
    private(set) var size: (width: Int, height: Int)?
    /// Frames written.
    private(set) var frameCount = 0
    /// The next fcTL or fdAT sequence number.
    private var sequence: UInt32 = 0

    /// Opens the temporary for `path` (refused, with one line, when anything but a regular file or nothing is there);
    /// `fault` is the test hook that can stop the process at an exact byte.
    init(path: String, fault: WriteFault? = nil) throws {
        stream = try AtomicFile.Stream(path)
        self.fault = fault
    }

    /// Appends a frame: `data`, the region's compressed scanlines (`FrameCompressor`), shown `delay` long. The first
    /// frame covers the whole picture and sets its size; every later region lies inside it.
    func write(_ data: [UInt8], region: PixelRegion, delay: FrameDelays.Delay) throws {
        var chunks: [Chunk] = []
        if let size {
            precondition(region.x + region.width <= size.width && region.y + region.height <= size.height,
                         "\(region) is outside the \(size.width)×\(size.height) recording")
        } else {
            precondition(region.x == 0 && region.y == 0, "the first frame covers the whole picture")
            size = (region.width, region.height)
            try stream.write(Self.signature, fault: fault)
            // 8-bit RGB (colour type 2), deflate, the adaptive filters, not interlaced.
            chunks.append(("IHDR", Self.bigEndian(UInt32(region.width)) + Self.bigEndian(UInt32(region.height))
                                   + [8, 2, 0, 0, 0]))
            chunks.append(Self.animationControl(frames: 0))
        }
        chunks.append(("fcTL", Self.bigEndian(nextSequence()) + Self.bigEndian(UInt32(region.width))
                               + Self.bigEndian(UInt32(region.height)) + Self.bigEndian(UInt32(region.x))
                               + Self.bigEndian(UInt32(region.y)) + Self.bigEndian(delay.numerator)
                               + Self.bigEndian(delay.denominator) + [0, 0]))  // dispose NONE, blend SOURCE
        for start in stride(from: 0, to: data.count, by: Self.chunkDataLimit) {
            let piece = Array(data[start..<min(data.count, start + Self.chunkDataLimit)])
            chunks.append(frameCount == 0 ? ("IDAT", piece) : ("fdAT", Self.bigEndian(nextSequence()) + piece))
        }
        try stream.write(chunks.flatMap(Self.bytes(of:)), fault: fault)
        frameCount += 1
    }

    /// Ends the file (IEND) and puts the frame count in acTL; the file is then whole, for one of the commits. A writer
    /// dropped uncommitted removes its temporary.
    func end() throws {
        precondition(frameCount > 0, "an animated PNG has at least one frame")
        try stream.write(Self.bytes(of: ("IEND", [])), fault: fault)
        try stream.overwrite(Self.bytes(of: Self.animationControl(frames: frameCount)), at: Self.animationControlOffset)
    }

    /// Puts the ended file in the target's place.
    func commit() throws {
        try stream.commit(fault: fault)
    }

    /// Names the ended file `name`, in the target's folder, only if no file has that name; false when one has.
    func commit(creating name: String) throws -> Bool {
        try stream.commit(creating: name)
    }

    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    /// acTL for `frames` frames, played for ever (0 plays).
    private static func animationControl(frames: Int) -> Chunk {
        ("acTL", bigEndian(UInt32(frames)) + bigEndian(UInt32(0)))
    }

    /// The chunk as the file holds it: the data's length, the type, the data, and the CRC-32 of type and data.
    private static func bytes(of chunk: Chunk) -> [UInt8] {
        let type = Array(chunk.type.utf8)
        let body = type + chunk.data
        let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        return bigEndian(UInt32(chunk.data.count)) + body + bigEndian(UInt32(crc))
    }

    /// `value`'s bytes, most significant first (PNG's network byte order).
    private static func bigEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
        (0..<Value.bitWidth / 8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
