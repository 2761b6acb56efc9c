import Glibc

/// Where a recording's frames go: at once (a `FileRecorder`), or through a thread of their own (`RecordingQueue`).
protocol FrameSink: AnyObject {
    /// `frame`, presented at `time` (seconds on the run's clock, later than the frame before).
    func add(_ frame: RGBAImage, presentedAt time: Double) throws
}

/// A recording's file as `RunRecording` drives it, whatever its format (`RecordingFormat`): an animated PNG
/// (`AnimationRecorder`) or a video (`VideoRecorder`).
protocol FileRecorder: FrameSink {
    /// Writes the last frame, shown until `end`, and ends the file; false, writing nothing, when no frame was given.
    func end(lastFrameEnding end: Double) throws -> Bool
    /// Puts the ended file in its target's place.
    func commit() throws
    /// Names the ended file `name` beside its target, only if no file has that name; false when one has.
    func commit(creating name: String) throws -> Bool
}

/// Turns presented frames into an animated PNG as they come, holding no more than two frames: the last one given,
/// which the next is compared with so that only the region that changed is compressed, and that region compressed,
/// waiting for its delay — a frame shows until the next one is presented, so its delay is known only then.
///
/// The recording is the first frame's size: a later frame of another size (the window was resized) is recorded from
/// its top-left corner, cut to that size or filled out with black.
final class AnimationRecorder: FileRecorder {
    private let writer: APNGWriter
    private let compressor: FrameCompressor
    /// The last frame given, at the recording's size.
    private var previous: RGBAImage?
    /// The last frame's compressed region, written once the next present (or the end) says how long it shows.
    private var waiting: (data: [UInt8], region: PixelRegion)?
    private var delays: FrameDelays?

    /// A recording into `path` (`APNGWriter`: refused with one line when anything but a regular file is there);
    /// `fault` is the test hook that can stop the process at an exact byte of it.
    init(path: String, fault: WriteFault? = nil) throws {
        writer = try APNGWriter(path: path, fault: fault)
        compressor = try FrameCompressor()
    }

    /// Frames given so far.
    var frameCount: Int { writer.frameCount + (waiting == nil ? 0 : 1) }

    func add(_ frame: RGBAImage, presentedAt time: Double) throws {
        var frame = frame
        if let previous, previous.width != frame.width || previous.height != frame.height {
            frame = frame.fitted(width: previous.width, height: previous.height)
        }
        if let waiting, var delays {
            try writer.write(waiting.data, region: waiting.region, delay: delays.delay(until: time))
            self.delays = delays
        } else {
            delays = FrameDelays(firstPresent: time)
        }
        let region = previous.map { frame.changedRegion(since: $0) } ?? .whole(width: frame.width, height: frame.height)
        waiting = (try compressor.compress(frame, region: region), region)
        previous = frame
    }

    func end(lastFrameEnding end: Double) throws -> Bool {
        guard let waiting, var delays else { return false }
        try writer.write(waiting.data, region: waiting.region, delay: delays.delay(until: end))
        self.waiting = nil
        try writer.end()
        return true
    }

    func commit() throws {
        try writer.commit()
    }

    func commit(creating name: String) throws -> Bool {
        try writer.commit(creating: name)
    }
}

extension RGBAImage {
    /// The smallest region holding every pixel that differs from `previous` (the same size); an unchanged frame is
    /// its top-left pixel, since an APNG frame covers at least one.
    func changedRegion(since previous: RGBAImage) -> PixelRegion {
        precondition(previous.width == width && previous.height == height, "frames of one recording are one size")
        return pixels.withUnsafeBufferPointer { now in
            previous.pixels.withUnsafeBufferPointer { before in
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(now.baseAddress! + y * width, before.baseAddress! + y * width, width * 4) != 0
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return PixelRegion(x: 0, y: 0, width: 1, height: 1) }
                let bottom = (top..<height).last(where: rowDiffers)!
                // The columns that differ are left..<right: each row widens them only by what it finds outside.
                var left = width, right = 0
                for y in top...bottom {
                    let row = y * width
                    let differs = { (x: Int) in now[row + x] != before[row + x] }
                    if let first = (0..<left).first(where: differs) { left = first }
                    if let last = (right..<width).reversed().first(where: differs) { right = last + 1 }
                }
                return PixelRegion(x: left, y: top, width: right - left, height: bottom - top + 1)
            }
        }
    }

    /// The image cut to, or filled out with opaque black to, `width` × `height`, from its top-left corner.
    func fitted(width: Int, height: Int) -> RGBAImage {
        var fitted = RGBAImage(width: width, height: height, fill: .black)
        let columns = min(width, self.width)
        for y in 0..<min(height, self.height) {
            fitted.pixels.replaceSubrange(y * width..<(y * width + columns),
                                          with: pixels[y * self.width..<(y * self.width + columns)])
        }
        return fitted
    }
}
