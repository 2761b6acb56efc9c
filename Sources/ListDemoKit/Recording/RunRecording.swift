import Glibc

/// `--record FILE`: every frame a run presents, as an animated PNG, each frame shown until the next was presented.
///
/// A headless run records each frame before the next (its clock waits; a headless recording is the same, byte for
/// byte, every run). A window's run hands its frames to a thread of their own (`RecordingQueue`) and never waits: a
/// frame that finds the queue full is dropped and counted, and its pixels are not even read. Either way a frame's
/// pixels are read when it is drawn, before presenting may discard them, and recorded once its present time is known.
final class RunRecording {
    /// The file as the command line names it.
    let path: String
    private let recorder: any FileRecorder
    /// The window's encoding thread; nil headless.
    private let queue: RecordingQueue?
    /// The frame drawn and read, waiting for its present.
    private var drawn: RGBAImage?
    /// Frames presented and not recorded (a window's queue was full).
    private(set) var dropped = 0
    /// Frames handed to the recorder.
    private(set) var recorded = 0
    /// When the last frame was presented.
    private var lastPresent: Double?
    /// Whether `end` wrote a whole file (at least one frame was recorded).
    private(set) var hasFile = false

    /// A recording into `path`, in the format its name says (an animated PNG, or a video through ffmpeg, found on
    /// `searchPath`, at `framesPerSecond`), refused with one line when anything but a regular file or nothing is there;
    /// with `threaded` (a window), compressed on a thread of its own. `fault` is the test hook `LISTDEMO_FAULT`.
    init(path: String, threaded: Bool, framesPerSecond: Double, fault: WriteFault? = WriteFault.fromEnvironment(),
         searchPath: String? = getenv("PATH").map { String(cString: $0) }) throws {
        self.path = path
        recorder = switch RecordingFormat(path: path) {
        case .video(let container)?:
            try VideoRecorder(path: path, container: container, framesPerSecond: framesPerSecond, searchPath: searchPath)
        case .animatedPNG?, nil:
            try AnimationRecorder(path: path, fault: fault)
        }
        queue = threaded ? try RecordingQueue(sink: recorder) : nil
    }

    deinit {
        // A run that ended by an error commits nothing: the recorder, dropped, removes its temporary.
        try? queue?.finish(discarding: true)
    }

    /// A frame was drawn: its pixels are taken now (`pixels` reads them from the canvas), unless a window's queue has
    /// no room for it.
    func frameDrawn(pixels: () throws -> RGBAImage) throws {
        drawn = queue?.hasRoom == false ? nil : try pixels()
    }

    /// The frame drawn last was presented at `time`: it is recorded, or counted as dropped.
    func framePresented(at time: Double) throws {
        defer { drawn = nil }
        lastPresent = time
        if let failure = queue?.failure { throw failure }
        guard let drawn else {
            dropped += 1
            return
        }
        if let queue {
            guard queue.offer(drawn, presentedAt: time) else {
                dropped += 1
                return
            }
        } else {
            try recorder.add(drawn, presentedAt: time)
        }
        recorded += 1
    }

    /// Records what is still queued and ends the file, its last frame shown for `lastFrameLasting` seconds (one
    /// refresh); returns when that is, nil when no frame was presented.
    func end(lastFrameLasting duration: Double) throws -> Double? {
        try queue?.finish()
        guard let lastPresent else { return nil }
        hasFile = try recorder.end(lastFrameEnding: lastPresent + duration)
        return lastPresent + duration
    }

    /// Puts the ended file in place; nothing when no frame was recorded.
    func commit() throws {
        if hasFile { try recorder.commit() }
    }

    /// Names the ended file `name` beside the path it was made for, only if no file has that name; false when one has.
    func commit(creating name: String) throws -> Bool {
        precondition(hasFile, "a recording with frames")
        return try recorder.commit(creating: name)
    }
}
