/// `--record NAME.mp4` or `NAME.webm`, for the places an animated PNG does not play: the presented frames piped, as
/// raw BGRA (the canvas's own bytes), to the ffmpeg program, which encodes H.264 or VP9 into the temporary beside the
/// target that `AtomicFile.Stream` made; the file takes the target's place only once ffmpeg has finished it.
///
/// A video has a constant frame rate, the display's refresh (headless, `--fps`): each frame is written as many times
/// as refreshes pass until the next present, counted from the first present and rounded against it, so a stall shows
/// as a stall and the video lasts the run's time to within half a refresh. Like the animated PNG, the video is the
/// first frame's size (later frames cut or filled out), and one frame waits for the next present to know its length.
final class VideoRecorder: FileRecorder {
    private let stream: AtomicFile.Stream
    private let container: String
    private let framesPerSecond: Double
    private let executable: String
    private var ffmpeg: FFmpeg?
    private var size: (width: Int, height: Int)?
    /// The last frame given, waiting for the next present; when the first frame was presented.
    private var waiting: RGBAImage?
    private var start = 0.0
    /// Frames written into the video so far.
    private var written = 0

    /// A video of `container` ("mp4" or "webm") at `path`, `framesPerSecond` frames a second; fails with one line
    /// when no ffmpeg is on `searchPath` (`PATH`), or when anything but a regular file or nothing is at `path`.
    init(path: String, container: String, framesPerSecond: Double, searchPath: String?) throws {
        guard let executable = FFmpeg.locate(path: searchPath) else {
            throw PlatformError("--record \(path.quotedForMessage): MP4 and WebM recordings are made by the ffmpeg "
                                + "program, which is not installed (Debian's package: \(FFmpeg.package))")
        }
        self.executable = executable
        stream = try AtomicFile.Stream(path)
        self.container = container
        self.framesPerSecond = framesPerSecond
    }

    func add(_ frame: RGBAImage, presentedAt time: Double) throws {
        var frame = frame
        if let size {
            if frame.width != size.width || frame.height != size.height { frame = frame.fitted(width: size.width, height: size.height) }
        } else {
            size = (frame.width, frame.height)
            start = time
            ffmpeg = try FFmpeg(executable: executable, arguments: arguments(width: frame.width, height: frame.height))
        }
        if let waiting { try write(waiting, until: time) }
        waiting = frame
    }

    func end(lastFrameEnding end: Double) throws -> Bool {
        guard let waiting, let ffmpeg else { return false }
        try write(waiting, until: end)
        self.waiting = nil
        try ffmpeg.finish()
        return true
    }

    func commit() throws {
        try stream.commit()
    }

    func commit(creating name: String) throws -> Bool {
        try stream.commit(creating: name)
    }

    /// Writes `frame` for every refresh until `end` (seconds on the run's clock) not yet in the video.
    private func write(_ frame: RGBAImage, until end: Double) throws {
        guard let ffmpeg else { return }
        let through = Int(((end - start) * framesPerSecond).rounded())
        try frame.pixels.withUnsafeBytes { bytes in
            while written < through {
                try ffmpeg.write(bytes)
                written += 1
            }
        }
    }

    /// ffmpeg's command line: raw frames in, the container's usual codec out into the stream's temporary.
    private func arguments(width: Int, height: Int) -> [String] {
        let codec = container == "webm"
            // VP9 at constant quality, at libvpx's quickest settings: a window's frames come as fast as it draws.
            ? ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-crf", "32", "-b:v", "0"]
            : ["-c:v", "libx264", "-preset", "veryfast", "-crf", "20"]
        return ["-hide_banner", "-loglevel", "error",
                "-f", "rawvideo", "-pix_fmt", "bgra", "-video_size", "\(width)x\(height)",
                "-framerate", "\(framesPerSecond)", "-i", "pipe:0"]
            + codec
            // 4:2:0 needs even sides: an odd one gets a row or column of black.
            + ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-pix_fmt", "yuv420p", "-f", container, "-y", stream.temporaryPath]
    }
}
