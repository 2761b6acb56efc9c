import ScrollCore

/// One gesture from the finger's release (or the wheel, key or request that set the list
/// moving) to rest: every motion that ran, each with its ideal curve and name, and the frames
/// shown, each with when it was computed for, when it was presented, what it showed and how far
/// that was from the ideal curve when it was seen.
///
/// The overlay builds one live (`GestureRecorder`); `listdemo report` rebuilds them from a
/// trace (`TraceGestures`); the same plots draw both (`GesturePlot`).
struct GestureRecording: Equatable {
    /// Frames kept per gesture (a long fling at 144 Hz is about 600); later frames are counted, not kept.
    static let capacity = 4096
    /// Motions kept per gesture (a fling, its bounce and a snap; a long wheel run retargets a few dozen times);
    /// later ones are counted, not kept.
    static let segmentCapacity = 256

    /// One motion of the gesture: a fling, a bounce, a snap, a wheel or key animation…
    struct Segment: Equatable {
        /// What the motion was for, in the overlay's words ("fling", "bounce", "snap", "wheel").
        var name: String
        var motion: any Motion
        /// Frame time the motion started (its curve is evaluated at time − startTime).
        var startTime: Double
        /// How far content changed above the screen moved it (added to its curve's positions).
        var shift = 0.0

        static func == (a: Segment, b: Segment) -> Bool {
            a.name == b.name && a.motion.isEqual(to: b.motion) && a.startTime == b.startTime && a.shift == b.shift
        }

        /// The position on the ideal curve at frame time `time`: the final position once done.
        func position(at time: Double) -> Double {
            let t = time - startTime
            return (motion.isDone(at: t) ? motion.finalPosition : motion.position(at: max(0, t))) + shift
        }

        /// The ideal velocity at frame time `time`: 0 once done (the list rests).
        func velocity(at time: Double) -> Double {
            let t = time - startTime
            return motion.isDone(at: t) ? 0 : motion.velocity(at: max(0, t))
        }

        /// When the motion ends, frame time.
        var endTime: Double { startTime + motion.duration }
    }

    /// One frame shown during the gesture.
    struct Frame: Equatable {
        /// The time the frame was computed for (its target presentation time).
        var time: Double
        /// When it was presented.
        var presentTime: Double
        /// The offset it drew.
        var offset: Double
        /// The engine's velocity at `time`.
        var velocity: Double
        /// Points from the gesture's ideal curve at `presentTime` to `offset`, signed (presented − ideal):
        /// negative when the frame showed the content behind the curve, as a frame shown late does.
        var deviation: Double
        /// The CPU work it took (seconds) and how long the oldest input it shows waited (nil: it shows none).
        var work = 0.0
        var inputLatency: Double?
        /// What the frame figures made of it (`FrameFigures.add`): how late, why, the refreshes it missed; nil for a
        /// frame no figure counts.
        var verdict: FrameFigures.Verdict?

        /// The size of its deviation, points.
        var distance: Double { abs(deviation) }
        /// Where the ideal curve was at `presentTime`: the position `deviation` is measured from.
        var ideal: Double { offset - deviation }
    }

    /// A jump in velocity where one segment handed over to the next.
    struct VelocityStep: Equatable {
        var time: Double
        /// The velocity the outgoing segment had then (0 when it had come to rest) and the
        /// incoming one started with, points per second.
        var before: Double
        var after: Double
        var from: String
        var to: String
        var size: Double { abs(after - before) }
    }

    /// The motions, in the order they started.
    private(set) var segments: [Segment] = []
    private(set) var frames: [Frame] = []
    /// Frames and motions past `capacity` and `segmentCapacity`, counted and not kept.
    private(set) var framesLeftOut = 0
    private(set) var segmentsLeftOut = 0
    /// Whose gesture it is, as a report titles it: the physics it moved with, and in a
    /// `--compare` trace the half and its feel ("left · uikit · snap rest"); nil when the trace does not say.
    var label: String?
    /// The physics the gesture moved with (the preset its first motion started under), for live
    /// recordings: after F2 the list's physics is already the next one while this gesture finishes.
    private(set) var physics: String?

    var isEmpty: Bool { segments.isEmpty }

    /// Adds a motion that started at `segment.startTime`, which ends the one before it, unless `segmentCapacity`
    /// motions are kept (then it is counted). False, and nothing added, when it starts before the last one did.
    mutating func appendInOrder(_ segment: Segment) -> Bool {
        if let last = segments.last, segment.startTime < last.startTime { return false }
        guard segments.count < Self.segmentCapacity else {
            segmentsLeftOut += 1
            return true
        }
        segments.append(segment)
        return true
    }

    /// The gesture's motions as the engine describes them now (they move with the content).
    mutating func setSegments(_ motions: [Scroller.RunningMotion]) {
        guard motions.count != segments.count || !zip(motions, segments).allSatisfy({
            $0.startTime == $1.startTime && $0.shift == $1.shift && $0.motion.isEqual(to: $1.motion)
        }) else { return }
        segments = motions.map(Segment.init)
        physics = motions.first?.physics.name
    }

    /// Adds a frame, unless `capacity` frames are already kept (then it is counted).
    mutating func append(_ frame: Frame) {
        guard frames.count < Self.capacity else {
            framesLeftOut += 1
            return
        }
        frames.append(frame)
    }

    /// Completes the last frame once it has been presented: when, how far off the curve it was then (signed),
    /// and its timing as the frame figures read it.
    mutating func presentLastFrame(at time: Double, deviation: Double, work: Double, inputLatency: Double?,
                                   verdict: FrameFigures.Verdict?) {
        guard !frames.isEmpty else { return }
        let last = frames.count - 1
        frames[last].presentTime = time
        frames[last].deviation = deviation
        frames[last].work = work
        frames[last].inputLatency = inputLatency
        frames[last].verdict = verdict
    }

    /// Moves every position by `delta`: content changed above the screen and the motion moved with it.
    mutating func shift(by delta: Double) {
        for index in segments.indices { segments[index].shift += delta }
        for index in frames.indices { frames[index].offset += delta }
    }

    /// The segment running at frame time `time`: the last one started by then (the first before any).
    /// - Complexity: O(log n), the segments being in start order (the engine starts them so, the report keeps them so).
    func segment(at time: Double) -> Segment? {
        // The last segment started by `time` (-1: none yet) is running.
        let running = Bisection.last(in: -1...(segments.count - 1)) { segments[$0].startTime <= time }
        return running >= 0 ? segments[running] : segments.first
    }

    /// The ideal curve of the gesture at frame time `time`.
    func idealPosition(at time: Double) -> Double? { segment(at: time)?.position(at: time) }

    /// The ideal velocity of the gesture at frame time `time`.
    func idealVelocity(at time: Double) -> Double? { segment(at: time)?.velocity(at: time) }

    /// From the first segment's start to the later of the last frame's presentation and the last segment's end.
    var timeSpan: ClosedRange<Double>? {
        guard let first = segments.first else { return nil }
        let end = max(frames.last?.presentTime ?? first.startTime, segments.last.map(\.endTime) ?? first.startTime)
        return first.startTime...max(end, first.startTime)
    }

    /// The largest distance between a frame shown and the ideal curve when it was seen; 0 with no frames.
    var largestDeviation: Double { frames.reduce(0) { max($0, $1.distance) } }

    /// The frame that deviated most (the first of equals), if any did.
    var mostDeviatedFrame: Frame? { frames.max { $0.distance < $1.distance } }

    /// Every hand-over, in order: the velocity the outgoing motion had at the moment the next one
    /// started against the velocity the next one started with.
    var velocitySteps: [VelocityStep] {
        zip(segments, segments.dropFirst()).map { old, new in
            VelocityStep(time: new.startTime, before: old.velocity(at: new.startTime),
                         after: new.motion.velocity(at: 0), from: old.name, to: new.name)
        }
    }

    /// The largest jump in velocity at a hand-over, if there was a hand-over.
    var largestVelocityStep: VelocityStep? { velocitySteps.max { $0.size < $1.size } }

    /// `segments` named in order, each run of one kind once with its count: "fling → bounce", "fling → key ×18".
    static func names(of segments: some Sequence<Segment>) -> String {
        var runs: [(name: String, count: Int)] = []
        for segment in segments {
            if runs.last?.name == segment.name { runs[runs.count - 1].count += 1 } else { runs.append((segment.name, 1)) }
        }
        return runs.map { $0.count > 1 ? "\($0.name) ×\($0.count)" : $0.name }.joined(separator: " → ")
    }
}

extension GestureRecording.Segment {
    /// The segment for one of the engine's running motions.
    init(_ running: Scroller.RunningMotion) {
        self.init(name: running.purpose.name, motion: running.motion, startTime: running.startTime,
                  shift: running.shift)
    }

    /// The curve's description ("ease-out · 0.50 s", "exponential, rate 0.998 · 3.80 s").
    var curveDescription: String { motion.curveDescription + String(cFormat: " · %.2f s", motion.duration) }
}
