/// Runs the app with no display: an offscreen canvas of `--size` and a virtual clock that
/// advances exactly 1/fps per frame, so a run is the same every time. Each frame is computed for
/// its refresh and presented exactly then, unless the script stalls it (`stall`): it is then
/// presented that much later, the refreshes its present reached pass without a frame, and the
/// frames after it keep the cadence.
struct HeadlessRunner {
    /// The longest a headless run without a script or duration waits for the list to come to rest.
    static let restLimit = 600.0
    /// A present within this share of a refresh past one is on it: the virtual clock's sums round.
    static let refreshTolerance = 1e-6

    let options: ListDemoOptions
    let assets: Assets
    /// A script to play instead of `--script`'s file.
    var script: Script?
    /// Times each frame's work and the overlay; tests fix the figures so screenshots repeat.
    var timer: FrameTimer

    init(options: ListDemoOptions, assets: Assets, script: Script? = nil, timer: FrameTimer = .measured) {
        self.options = options
        self.assets = assets
        self.script = script
        self.timer = timer
    }

    /// How a run ended: the canvas holding the last frame, and why edits made in the run are on no disk, if they are
    /// (`RunSession.finish`).
    struct End {
        let canvas: Canvas
        let unwrittenEdits: String?
    }

    /// Runs to the end.
    @discardableResult
    func run() throws -> End {
        let session = try RunSession(options: options, script: script, timer: timer)
        let scale = session.setup.scale.factor
        let faces = try FontFaces(options.font ?? .bundled, assets: assets)
        var canvas = try Canvas(size: session.content.windowSize, scale: scale, faces: faces)
        Termination.runStarted()
        session.textMetrics = canvas
        session.content.overlay.statistics.refresh = session.setup.refresh
        var frameIndex = 0
        while true {
            // Divided, not stepped (frameIndex * (1 / fps)): the time is then the nearest Double to the true frame
            // time, as is a script time written for that frame ("0.3" for frame 18 at 60 fps), so the two compare
            // equal. Stepping lands some frames just early, and a command due then slips to the next frame.
            let time = Double(frameIndex) / Double(options.fps)
            let (frames, work) = try session.drawFrame(at: time, on: { canvas }) { size in
                canvas = try Canvas(size: size, scale: scale, faces: faces)
                session.textMetrics = canvas
                return size
            }
            let stall = try session.frameDrawn(canvas: canvas)
            try canvas.present()
            try session.framePresented(frames, work: work, at: time + stall)
            if session.isOver(at: time) { break }
            if !session.isScripted, options.duration == nil,
               !session.content.isAnimating(at: time) || time >= Self.restLimit { break }
            // A display shows one frame a refresh: the refreshes a stalled frame's present reached showed no new frame,
            // and the next is computed for the refresh after it, as a window's runner aims after a late present.
            let presented = ((time + stall) * Double(options.fps) + Self.refreshTolerance).rounded(.down)
            frameIndex = max(frameIndex + 1, Int(presented) + 1)
        }
        return End(canvas: canvas, unwrittenEdits: try session.finish(canvas: canvas))
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
