/// What the overlay's panel shows: the figures as last refreshed, the frame statistics behind the frame graph, the
/// gestures plotted (one, or `--compare`'s two), the panel's own cost and the display setup; live, or paused on a
/// frame of the first gesture. `PanelLayout` places it; each line's words are here.
struct PanelContent {
    enum View: Equatable {
        case live
        /// Frozen (F3): the index of the frame read out among the first gesture's frames, nil when it has none.
        case paused(frame: Int?)
    }

    var summary: FrameStatistics.Summary
    var statistics: FrameStatistics
    var gestures: [OverlayRenderer.Gesture]
    /// Mean seconds the panel's drawing took a frame.
    var cost: Double
    var setup: DisplaySetup?
    var view = View.live

    /// The frame read out while paused, with its number (from 1) and the frames of its gesture.
    var steppedFrame: (frame: GestureRecording.Frame, number: Int, of: Int)? {
        guard case .paused(frame: let index?) = view, let frames = gestures.first?.recording.frames,
              frames.indices.contains(index) else { return nil }
        return (frames[index], index + 1, frames.count)
    }
}

extension PanelLayout {
    /// What one line of the panel says.
    enum Line: Equatable {
        /// The full panel: "60.0 fps   budget 16.7 ms (60 Hz, fps)   overlay 0.20 ms", the frames over budget with
        /// the motion figures, the setup with input latency, the frame and work percentiles (in the graph's colours),
        /// the list's phase, offset and velocity, the gesture's motions, its frames, deviation and step.
        case rateBudgetAndCost, overBudgetAndMotion, setupAndLatency, percentiles, phase, gesture, gestureFigures
        /// The narrow full panel: the same figures in shorter lines.
        case rateOverAndCost, budget, latency, percentilesShort, phaseShort
        /// The compact panel's first line; the motion figures (hitch ratio, delayed frames, missed refreshes).
        case compactFigures, motionFigures
        /// `--compare`'s first line, and a gesture's legend in its colour.
        case compareRate, legend(Int, full: Bool)
        /// Paused: which frame, its times, its offsets, its deviation and velocity, and its verdict.
        case pausedFrame, frameTimes, frameOffsets, frameMotion, frameVerdict
    }
}

extension PanelContent {
    /// What `line` says, figure by figure, most telling first (a line short of room keeps its first figures).
    func figures(_ line: PanelLayout.Line) -> [PanelLayout.Figure] {
        typealias Figure = PanelLayout.Figure
        let first = gestures.first
        let moving = gestures.contains { $0.list.phase != .idle }
        // Frames drawn while nothing moves are not a frame rate: say so instead of a stale figure.
        let rate = Figure(text: moving ? String(cFormat: "%.1f fps", summary.framesPerSecond) : "idle")
        let cost = Figure(text: String(cFormat: "overlay %.2f ms", self.cost * 1000))
        let over = Figure(text: String(cFormat: "over %ld/%ld", summary.overBudgetCount, summary.frameCount))
        let overBudget = Figure(text: FrameFigures.overBudgetText(summary.overBudgetCount, of: summary.frameCount))
        let motion = OverlayRenderer.motionFigures(summary.figures).map { Figure(text: $0) }
        let latency = summary.inputLatency.map {
            Figure(text: String(cFormat: "input p50 %.1f  p99 %.1f ms", $0.p50 * 1000, $0.p99 * 1000))
        }
        let (intervals, works) = (summary.intervals, summary.work)
        switch line {
        case .rateBudgetAndCost:
            return [rate, Figure(text: statistics.refresh.budgetText), cost]
        case .overBudgetAndMotion:
            return [overBudget] + motion
        case .setupAndLatency:
            return [setup.map { Figure(text: $0.description) }, latency].compactMap(\.self)
        case .percentiles:
            return [Figure(text: String(cFormat: "frame p50 %.2f  p99 %.2f ms", intervals.p50 * 1000, intervals.p99 * 1000),
                           ink: .interval),
                    Figure(text: String(cFormat: "work p50 %.2f  p99 %.2f ms", works.p50 * 1000, works.p99 * 1000), ink: .work)]
        case .phase, .phaseShort:
            guard let list = first?.list else { return [] }
            let words = line == .phase ? ("offset ", "velocity ") : ("", "")
            return [Figure(text: list.phase.rawValue), Figure(text: words.0 + String(cFormat: "%.1f pt", list.offset)),
                    Figure(text: words.1 + String(cFormat: "%.1f pt/s", list.velocity))]
        case .gesture:
            return first.map { [Figure(text: OverlayRenderer.describe($0.recording))] } ?? []
        case .gestureFigures:
            guard let recording = first?.recording else { return [] }
            return [Figure(text: String(cFormat: "%ld frames", recording.frames.count)),
                    Figure(text: String(cFormat: "largest deviation %.2f pt", recording.largestDeviation))]
                + (recording.largestVelocityStep.map { [Figure(text: OverlayRenderer.stepText($0))] } ?? [])
        case .rateOverAndCost:
            return [rate, over, cost]
        case .budget:
            return [Figure(text: statistics.refresh.budgetText)]
        case .latency:
            return latency.map { [$0] } ?? []
        case .percentilesShort:
            return [Figure(text: String(cFormat: "frame p99 %.2f ms", intervals.p99 * 1000), ink: .interval),
                    Figure(text: String(cFormat: "work p99 %.2f ms", works.p99 * 1000), ink: .work)]
        case .compactFigures:
            guard let recording = first?.recording else { return [] }
            return [rate, over, Figure(text: String(cFormat: "p99 %.1f ms", intervals.p99 * 1000)),
                    Figure(text: String(cFormat: "dev %.1f pt", recording.largestDeviation))]
                + (recording.largestVelocityStep.map { [Figure(text: String(cFormat: "step %.0f pt/s", $0.size))] } ?? [])
        case .motionFigures:
            return motion
        case .compareRate:
            return [rate, overBudget, Figure(text: String(cFormat: "p99 %.1f ms", intervals.p99 * 1000))]
        case .legend(let index, let full):
            guard gestures.indices.contains(index) else { return [] }
            let gesture = gestures[index]
            let label = gesture.label ?? ""
            let text = full
                ? label + "  " + gesture.list.phase.rawValue + String(cFormat: "  %.1f pt  %.0f pt/s  dev %.1f pt",
                    gesture.list.offset, gesture.list.velocity, gesture.recording.largestDeviation)
                : label + String(cFormat: "  dev %.1f pt", gesture.recording.largestDeviation)
            return [Figure(text: text, ink: .series(index))]
        case .pausedFrame, .frameTimes, .frameOffsets, .frameMotion, .frameVerdict:
            return readOut(line)
        }
    }

    /// The lines of the frame read out while paused.
    private func readOut(_ line: PanelLayout.Line) -> [PanelLayout.Figure] {
        typealias Figure = PanelLayout.Figure
        guard let (frame, number, count) = steppedFrame else {
            return line == .pausedFrame ? [Figure(text: "paused: no frames to step through"), Figure(text: "F3 goes on")] : []
        }
        switch line {
        case .pausedFrame:
            let input = frame.inputLatency.map { String(cFormat: "input %.1f ms", $0 * 1000) } ?? "no input"
            return [Figure(text: String(cFormat: "paused at frame %ld of %ld", number, count)), Figure(text: input),
                    Figure(text: "Left/Right step, F3 goes on")]
        case .frameTimes:
            return [Figure(text: String(cFormat: "target %.3f s", frame.time)),
                    Figure(text: String(cFormat: "presented %.3f s", frame.presentTime)),
                    Figure(text: String(cFormat: "%+.1f ms", (frame.presentTime - frame.time) * 1000))]
        case .frameOffsets:
            return [Figure(text: String(cFormat: "offset %.1f pt", frame.offset)),
                    Figure(text: String(cFormat: "ideal %.1f pt", frame.ideal))]
        case .frameMotion:
            // Signed as the deviation plot draws it (presented − ideal), without a sign when it rounds to nothing.
            let deviation = String(cFormat: "%+.1f", frame.deviation)
            return [Figure(text: "deviation " + (deviation.dropFirst() == "0.0" ? "0.0" : deviation) + " pt"),
                    Figure(text: String(cFormat: "velocity %.1f pt/s", frame.velocity))]
        case .frameVerdict:
            guard let verdict = frame.verdict else { return [Figure(text: "not counted: the frame before it was at rest")] }
            guard let reason = verdict.reason else { return [Figure(text: "on time")] }
            let late = Figure(text: String(cFormat: "late %.1f ms: ", verdict.hitch * 1000) + reason.rawValue, ink: .fault)
            guard verdict.missedRefreshes > 0 else { return [late] }
            let missed = verdict.missedRefreshes == 1 ? "missed 1 refresh"
                : String(cFormat: "missed %ld refreshes", verdict.missedRefreshes)
            return [late, Figure(text: missed, ink: .fault)]
        default:
            return []
        }
    }
}
