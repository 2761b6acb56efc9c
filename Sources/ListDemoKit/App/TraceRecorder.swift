import ScrollCore

/// Writes the trace (SPEC §2.4): one record per frame and one per engine or scene event.
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
            var record = TraceRecord.frame(frameCount, t: frame.time, dt: dt, work: work, offset: frame.offset,
                                           velocity: frame.velocity, phase: frame.phase.rawValue,
                                           presentT: presentTime, deviation: deviation)
            if let motion = frame.motion {
                record.append("physics", .string(motion.physics.name))
                record.append("curve", .string(motion.motion.curveName))
            }
            if frame.pull != 0 || frame.stretch != 0 {
                // A drawn stretch (Android's): the pull past the edge and how much it lengthens the content.
                record.append("pull", .double(frame.pull))
                record.append("stretch_scale", .double(ViewportMapping.stretchScale(frame.stretch,
                                                                                    viewportHeight: frame.viewportHeight)))
            }
            if let inputLatency { record.append("input_latency_ms", .double(inputLatency * 1000)) }
            if let panes { record.append("pane", .string(panes[index])) }
            try writer.append(record)
        }
        frameCount += 1
    }

    /// The trace's header: how the frames that follow reach the screen (video driver, renderer,
    /// scale and what chose it), so two traces compare like with like.
    func record(_ setup: DisplaySetup, at time: Double) throws {
        try writer.append(["event": "display", "t": .double(time), "driver": .string(setup.videoDriver),
                           "renderer": .string(setup.renderer), "scale": .double(setup.scale.factor),
                           "scale_source": .string(setup.scale.source)])
    }

    /// How the app looks and moves from `time` on: dark or not, motion reduced or not (at launch, and
    /// whenever the desktop changes it).
    func record(_ look: Look, at time: Double) throws {
        try writer.append(["event": "appearance", "t": .double(time), "dark": .bool(look.theme == .dark),
                           "reduce_motion": .bool(look.reducesMotion)])
    }

    /// An engine event of the list in pane `pane` (`--compare`'s "left" or "right"; nil with one).
    func record(_ event: ScrollEvent, pane: String? = nil) throws {
        try append(TraceRecord(event), pane: pane)
    }

    /// A scene event (a save, a failure) of pane `pane`.
    func record(_ event: SceneEvent, pane: String? = nil) throws {
        let record: TraceRecord = switch event {
        case .navigation(let t, let push, let title, let duration):
            ["event": .string(push ? "push" : "pop"), "t": .double(t), "title": .string(title), "duration": .double(duration)]
        case .save(let t, let path): .save(t: t, path: path)
        case .error(let t, let message): .error(t: t, message: message)
        case .quitConfirmation(let t, let answer): ["event": "quit-confirmation", "t": .double(t), "answer": .string(answer)]
        case .notice(let t, let message): ["event": "notice", "t": .double(t), "message": .string(message)]
        case .menuOpened(let t, let enabled):
            ["event": "menu", "t": .double(t), "open": .bool(true),
             // Records hold no arrays: the commands offered, comma-separated in the menu's order.
             "enabled": .string(enabled.map(\.rawValue).joined(separator: ","))]
        case .menuClosed(let t, let chosen):
            ["event": "menu", "t": .double(t), "open": .bool(false), "chosen": chosen.map { .string($0.rawValue) } ?? .null]
        }
        try append(record, pane: pane)
    }

    private func append(_ record: TraceRecord, pane: String?) throws {
        var record = record
        if let pane { record.append("pane", .string(pane)) }
        try writer.append(record)
    }

    /// Pushes what is buffered to the file, so a reader sees each frame as it is drawn.
    func flush() throws { try writer.flush() }

    func close() throws { try writer.close() }
}
