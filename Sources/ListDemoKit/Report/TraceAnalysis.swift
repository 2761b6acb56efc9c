import ScrollCore

/// What a report shows of a trace: its gestures rebuilt from the motion events and frames, and
/// the frame timings.
struct TraceAnalysis {
    /// A frame's timing: `interval` is the time since the previous frame was presented (nil
    /// after a frame at rest, when the app may have stopped drawing on purpose).
    struct FrameTiming {
        var interval: Double?
        var work: Double
    }

    private(set) var gestures: [GestureRecording] = []
    private(set) var timings: [FrameTiming] = []
    /// One refresh: the median spacing of the frames' target times while something moved.
    private(set) var budget = 1.0 / 60

    /// Reads a trace's lines. A `--compare` trace holds two lists (lines marked `pane`): each
    /// half's gestures are rebuilt from its own lines, and the frame timings come from the first
    /// half's frames (both halves share every frame). Gestures are listed by start time, the
    /// left half's first, so the two halves of one fling sit side by side.
    init(_ lines: [TraceLine]) {
        // The halves, in the order their frames come (the trace's header has no pane).
        var panes: [String?] = []
        for line in lines where line.frame != nil && !panes.contains(line.pane) { panes.append(line.pane) }
        var gestures: [(gesture: GestureRecording, pane: Int)] = []
        for (index, pane) in panes.enumerated() {
            let own = TraceAnalysis(pane: lines.lazy.filter { $0.pane == pane })
            if index == 0 { (timings, budget) = (own.timings, own.budget) }
            gestures += own.gestures.map { ($0, index) }
        }
        self.gestures = gestures.enumerated().sorted {
            let (a, b) = ($0.element, $1.element)
            let (ta, tb) = (a.gesture.timeSpan?.lowerBound ?? 0, b.gesture.timeSpan?.lowerBound ?? 0)
            return ta != tb ? ta < tb : (a.pane, $0.offset) < (b.pane, $1.offset)
        }.map(\.element.gesture)
    }

    /// The gestures and timings of one list's lines.
    private init(pane lines: some Sequence<TraceLine>) {
        var current: GestureRecording?
        var previous: (presentTime: Double, phase: String)?
        var spacings: [Double] = []
        for line in lines {
            if let event = line.event {
                guard let segment = Self.segment(event, line) else { continue }
                if current == nil { current = GestureRecording() }
                current?.append(segment)
                continue
            }
            guard let t = line.t, let offset = line.offset else { continue }
            let presentTime = line.presentTime ?? t
            let phase = line.phase ?? "idle"
            let moved = previous.map { $0.phase != "idle" } ?? false
            timings.append(FrameTiming(interval: moved ? presentTime - previous!.presentTime : nil,
                                       work: (line.workMilliseconds ?? 0) / 1000))
            if moved, let dt = line.dtMilliseconds, dt > 0 { spacings.append(dt / 1000) }
            previous = (presentTime, phase)
            guard var gesture = current else { continue }
            if phase == "dragging" {
                // A new touch ended the gesture where it was.
                gestures.append(gesture)
                current = nil
                continue
            }
            if gesture.label == nil, let physics = line.physics {
                gesture.label = line.pane.map { "\($0) · \(physics)" } ?? physics
            }
            let deviation = line.deviation ?? gesture.idealPosition(at: presentTime).map { abs(offset - $0) } ?? 0
            gesture.append(.init(time: t, presentTime: presentTime, offset: offset, velocity: line.velocity ?? 0,
                                 deviation: deviation))
            if phase == "idle" {
                gestures.append(gesture)
                current = nil
            } else {
                current = gesture
            }
        }
        if let current, !current.frames.isEmpty { gestures.append(current) }
        spacings.sort()
        if !spacings.isEmpty { budget = spacings[spacings.count / 2] }
    }

    /// The motion an event started, as the overlay names it; nil for other events.
    private static func segment(_ event: String, _ line: TraceLine) -> GestureRecording.Segment? {
        guard let t = line.t, let from = line.from else { return nil }
        switch event {
        case "animation":
            guard let to = line.to, let duration = line.duration, duration > 0 else { return nil }
            let curve = [TimingCurve.easeOut, .easeInOut, .linear].first { $0.name == line.curve } ?? .easeOut
            return .init(name: line.kind ?? "animation",
                         motion: .animation(TimedAnimation(from: from, to: to, duration: duration, curve: curve)),
                         startTime: t)
        case "retarget":
            guard let to = line.to, let duration = line.duration, duration > 0, let velocity = line.velocity else {
                return nil
            }
            return .init(name: line.kind ?? "retarget",
                         motion: .retargeted(RetargetedAnimation(from: from, velocity: velocity, to: to,
                                                                 duration: duration)),
                         startTime: t)
        case "deceleration":
            guard let velocity = line.velocity, let rate = line.rate, rate > 0, rate < 1 else { return nil }
            return .init(name: "fling", motion: .deceleration(Deceleration(origin: from, velocity: velocity, rate: rate)),
                         startTime: t)
        case "bounce":
            guard let velocity = line.velocity, let to = line.to else { return nil }
            return .init(name: "bounce", motion: .spring(Spring(from: from, velocity: velocity, target: to)),
                         startTime: t)
        case "motion":
            // Another preset's fling, coast or bounce: its own model rebuilds the curve.
            guard let velocity = line.velocity, let to = line.to, let duration = line.duration,
                  let purpose = line.purpose, let physics = line.physics.flatMap(ScrollPhysics.named) else { return nil }
            let motion: AnyMotion
            if purpose == "bounce" {
                guard case .rubberBand(_, let bounce) = physics.edge else { return nil }
                motion = bounce.bounce(from: from, velocity: velocity, edge: to)
            } else {
                // A fling that a snap or the viewport bounded rests elsewhere than its natural rest:
                // the family's landing, which keeps the velocity, is then the curve it followed.
                let natural = physics.fling.fling(from: from, velocity: velocity)
                motion = abs(natural.finalPosition - to) < 1e-6
                    ? natural : physics.fling.landing(from: from, velocity: velocity, rest: to) ?? natural
            }
            // Only the curve the record describes is plotted: a rebuilt motion of another name, rest
            // or duration (a record edited, or from another version's presets) is left out.
            let tolerance = 1e-6 * Swift.max(1, abs(to))
            guard motion.curveName == line.curve, abs(motion.finalPosition - to) <= tolerance,
                  abs(motion.duration - duration) <= 1e-6 * Swift.max(1, duration) else { return nil }
            return .init(name: purpose, motion: motion, startTime: t)
        default:
            return nil
        }
    }

    /// The frames that missed their budget, by the overlay's rule (`FrameStatistics.isOverBudget`).
    var overBudgetCount: Int {
        let rule = FrameStatistics(refreshRate: 1 / budget)
        return timings.filter { rule.isOverBudget(interval: $0.interval ?? 0, work: $0.work) }.count
    }

    /// The frame intervals measured while something moved, and every frame's work (seconds).
    var intervals: [Double] { timings.compactMap(\.interval) }
    var works: [Double] { timings.map(\.work) }

    /// The largest deviation of the trace: the frame and the gesture (its index) it belongs to.
    var largestDeviation: (gesture: Int, frame: GestureRecording.Frame)? {
        gestures.enumerated().compactMap { index, gesture in gesture.mostDeviatedFrame.map { (index, $0) } }
            .max { $0.1.deviation < $1.1.deviation }
    }

    /// The largest velocity step of the trace and the gesture it belongs to.
    var largestVelocityStep: (gesture: Int, step: GestureRecording.VelocityStep)? {
        gestures.enumerated().compactMap { index, gesture in gesture.largestVelocityStep.map { (index, $0) } }
            .max { $0.1.size < $1.1.size }
    }
}

/// p50, p99 and the largest of some durations (seconds), by sorting (a report has time).
struct Spread {
    var p50 = 0.0, p99 = 0.0, max = 0.0

    init(_ values: [Double]) {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return }
        // Nearest rank: the smallest value with at least p % of the values at or below it.
        func percentile(_ p: Double) -> Double {
            let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
            return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
        }
        p50 = percentile(50)
        p99 = percentile(99)
        self.max = sorted[sorted.count - 1]
    }
}
