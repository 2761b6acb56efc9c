import ScrollCore

/// Writes the trace: one record per frame and one per engine or scene event.
final class TraceRecorder {
    private let writer: TraceWriter
    private var frameCount = 0
    private var lastFrameTime: Double?

    /// A trace at `path`; a window's run (`live`) never waits for its writer (`TraceWriter.Pacing`).
    init(path: String, live: Bool) throws {
        writer = try TraceWriter(path: path, pacing: live ? .dropsWhenBehind : .waitsForWriter)
    }

    /// A frame drawn that took `work` seconds of CPU to produce, presented at `presentTime`: one
    /// record for each pane's list (one, or with `--compare` two, each named by `panes`), with
    /// its `deviation` in points from its gesture's ideal curve then. A frame whose list moves
    /// names the motion's physics and curve; a frame that shows input says how long the oldest
    /// input waited (`inputLatency` seconds, written as `input_latency_ms`).
    func recordFrames(_ frames: [(frame: ListView.Frame, deviation: Double)], panes: [String]?, work: Double,
                      presentTime: Double, inputLatency: Double? = nil) throws {
        guard let time = frames.first?.frame.time else { return }
        let dt = lastFrameTime.map { time - $0 } ?? 0
        lastFrameTime = time
        for (index, (frame, deviation)) in frames.enumerated() {
            // A drawn stretch (Android's): the pull past the edge and how much it lengthens the content.
            let stretch = frame.pull != 0 || frame.stretch != 0
                ? (pull: frame.pull, scale: ViewportMapping.stretchScale(frame.stretch, viewportHeight: frame.viewportHeight))
                : nil
            try writer.append(.frame(frameCount, t: frame.time, dt: dt, work: work, offset: frame.offset,
                                     velocity: frame.velocity, phase: frame.phase.rawValue, presentT: presentTime,
                                     deviation: deviation,
                                     motion: frame.motion.map { ($0.physics.name, $0.motion.curveName) },
                                     stretch: stretch, inputLatency: inputLatency, pane: panes?[index]))
        }
        frameCount += 1
    }

    /// The trace's header: how the frames that follow reach the screen (video driver, renderer,
    /// scale and what chose it), so two traces compare like with like.
    func record(_ setup: DisplaySetup, at time: Double) throws {
        try writer.append(.display(t: time, setup))
    }

    /// How the app looks and moves from `time` on: dark or not, motion reduced or not (at launch, and
    /// whenever the desktop changes it).
    func record(_ look: Look, at time: Double) throws {
        try writer.append(TraceRecord(.appearance, [.t: .double(time), .dark: .bool(look.theme == .dark),
                                                    .reduceMotion: .bool(look.reducesMotion)]))
    }

    /// `event`, if the trace keeps it: a resize (the size the app now lays out at, in points: the window's, or its
    /// minimum when a window manager made it smaller), the keyboard focus gained or lost (a press held then is
    /// cancelled), or assistive technology's action. Other input writes nothing here (the engine's events say what
    /// it did).
    func recordInput(_ event: InputEvent, at time: Double) throws {
        switch event {
        case .resized(let size): try writer.append(.resize(t: time, size))
        case .focus(let focused): try writer.append(.focus(t: time, focused: focused))
        case .access(let action): try writer.append(.access(t: time, action))
        default: break
        }
    }

    /// Pane `pane`'s feel (a `--compare` half), at launch.
    func record(_ feel: Feel, pane: String, at time: Double) throws {
        try append(.feel(t: time, feel), pane: pane)
    }

    /// An engine event of the list in pane `pane` (`--compare`'s "left" or "right"; nil with one).
    func record(_ event: ScrollEvent, pane: String? = nil) throws {
        try append(TraceRecord(event), pane: pane)
    }

    /// A scene event (a save, a failure) of pane `pane`.
    func record(_ event: SceneEvent, pane: String? = nil) throws {
        let record: TraceRecord = switch event {
        case .navigation(let t, let push, let title, let duration): .navigation(t: t, push: push, title: title, duration: duration)
        case .save(let t, let path): .save(t: t, path: path)
        case .error(let t, let message): .error(t: t, message: message)
        case .quitConfirmation(let t, let answer): TraceRecord(.quitConfirmation, [.t: .double(t), .answer: .string(answer)])
        case .notice(let t, let message): TraceRecord(.notice, [.t: .double(t), .message: .string(message)])
        case .menuOpened(let t, let enabled):
            TraceRecord(.menu, [.t: .double(t), .open: .bool(true),
                                // Records hold no arrays: the commands offered, comma-separated in the menu's order.
                                .enabled: .string(enabled.map(\.rawValue).joined(separator: ","))])
        case .menuClosed(let t, let chosen):
            TraceRecord(.menu, [.t: .double(t), .open: .bool(false), .chosen: chosen.map { .string($0.rawValue) } ?? .null])
        }
        try append(record, pane: pane)
    }

    private func append(_ record: TraceRecord, pane: String?) throws {
        var record = record
        if let pane { record.append(.pane, .string(pane)) }
        try writer.append(record)
    }

    /// `--record`'s file `path` was written with `frames` frames, the last showing until `time`, or with `clip` F4
    /// saved the last gesture there at `time`; `dropped` frames presented are not in it.
    func recordRecording(path: String, frames: Int, dropped: Int, at time: Double, clip: Bool = false) throws {
        try writer.append(.recording(t: time, path: path, frames: frames, dropped: dropped, clip: clip))
    }

    /// Pushes what is buffered to the file, so a reader sees each frame as it is drawn.
    func flush() throws { try writer.flush() }

    func close() throws { try writer.close() }
}
