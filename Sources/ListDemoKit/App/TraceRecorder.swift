import ScrollCore

/// Writes the trace (SPEC §2.4): one record per frame and one per engine or scene event.
final class TraceRecorder {
    private let writer: TraceWriter
    private var frameCount = 0
    private var lastFrameTime: Double?

    init(path: String) throws {
        writer = try TraceWriter(path: path)
    }

    /// A frame drawn for `frame.time` that took `work` seconds of CPU to produce, presented at
    /// `presentTime`, `deviation` points from the gesture's ideal curve then.
    func recordFrame(_ frame: ListView.Frame, work: Double, presentTime: Double, deviation: Double) throws {
        let dt = lastFrameTime.map { frame.time - $0 } ?? 0
        lastFrameTime = frame.time
        try writer.append(.frame(frameCount, t: frame.time, dt: dt, work: work, offset: frame.offset,
                                 velocity: frame.velocity, phase: frame.phase.rawValue,
                                 presentT: presentTime, deviation: deviation))
        frameCount += 1
    }

    /// The trace's header: how the frames that follow reach the screen (video driver, renderer,
    /// scale and what chose it), so two traces compare like with like.
    func record(_ setup: DisplaySetup, at time: Double) throws {
        try writer.append(["event": "display", "t": .double(time), "driver": .string(setup.videoDriver),
                           "renderer": .string(setup.renderer), "scale": .double(setup.scale.factor),
                           "scale_source": .string(setup.scale.source)])
    }

    func record(_ event: ScrollEvent) throws {
        let record: TraceRecord = switch event {
        case .animation(let t, let kind, let from, let to, let duration, let curve):
            .animation(t: t, kind: kind.rawValue, from: from, to: to, duration: duration, curve: curve.name)
        case .retarget(let t, let kind, let from, let velocity, let to, let duration):
            ["event": "retarget", "t": .double(t), "kind": .string(kind.rawValue), "from": .double(from),
             "velocity": .double(velocity), "to": .double(to), "duration": .double(duration)]
        case .release(let t, let offset, let velocity):
            ["event": "release", "t": .double(t), "offset": .double(offset), "velocity": .double(velocity)]
        case .thumbGrab(let t, let offset):
            ["event": "thumb-grab", "t": .double(t), "offset": .double(offset)]
        case .thumbRelease(let t, let offset, let end):
            ["event": "thumb-release", "t": .double(t), "offset": .double(offset), "end": .double(end)]
        case .deceleration(let t, let from, let velocity, let rate, let rest):
            .deceleration(t: t, from: from, velocity: velocity, rate: rate, rest: rest)
        case .bounce(let t, let from, let velocity, let edge):
            ["event": "bounce", "t": .double(t), "from": .double(from), "velocity": .double(velocity), "to": .double(edge)]
        case .motion(let t, let purpose, let curve, let physics, let from, let velocity, let to, let duration):
            ["event": "motion", "t": .double(t), "purpose": .string(GestureRecording.Segment.name(of: purpose)),
             "curve": .string(curve), "physics": .string(physics), "from": .double(from),
             "velocity": .double(velocity), "to": .double(to), "duration": .double(duration)]
        case .stretch(let t, let curve, let physics, let side, let pull, let velocity, let duration):
            ["event": "stretch", "t": .double(t), "curve": .string(curve), "physics": .string(physics),
             "side": .double(side), "pull": .double(pull), "velocity": .double(velocity), "duration": .double(duration)]
        case .willDisplay(let t, let indexPath): .willDisplay(t: t, at: indexPath)
        case .didEndDisplaying(let t, let indexPath): .didEndDisplaying(t: t, at: indexPath)
        case .error(let t, let message): .error(t: t, message: message)
        }
        try writer.append(record)
    }

    func record(_ event: SceneEvent) throws {
        let record: TraceRecord = switch event {
        case .navigation(let t, let push, let title, let duration):
            ["event": .string(push ? "push" : "pop"), "t": .double(t), "title": .string(title), "duration": .double(duration)]
        case .save(let t, let path): .save(t: t, path: path)
        case .error(let t, let message): .error(t: t, message: message)
        }
        try writer.append(record)
    }

    /// Pushes what is buffered to the file, so a reader sees each frame as it is drawn.
    func flush() throws { try writer.flush() }

    func close() throws { try writer.close() }
}
