/// Draws the frames of a stretch of time as Perfetto's FrameTimeline and Flutter DevTools' frame chart show them: on
/// three lanes against the display's refresh grid (a line a refresh, one budget apart), when the input each frame
/// shows happened (a tick, and a line on to its work), its work (a bar), and its present (a tick; a late frame's
/// hitch — from the refresh it was expected on to its present — a bar in its reason's colour; refreshes that showed
/// no new frame while something moved, a white line along the lane's foot); under them a time axis. The report draws each
/// gesture's frames with it, the overlay's full panel its last two seconds.
struct FrameTimelinePlot {
    /// One frame on the timeline: as the figures read it (target, present, work, whether it moved), how long the
    /// input it shows waited, and what the figures made of it (`FrameFigures.add`).
    struct Frame: Equatable {
        var shown: FrameFigures.Frame
        var inputLatency: Double?
        var verdict: FrameFigures.Verdict?

        /// When the oldest input it shows happened.
        var inputTime: Double? { inputLatency.map { shown.present - $0 } }
        /// When its work ended, as drawn: neither the trace nor the overlay keeps when the work began, only how long
        /// it took, so it is drawn ending where the runner aims it to end, at the frame's target — or at its present,
        /// if that came first (a frame presented as soon as it was ready).
        var workEnd: Double { min(shown.target, shown.present) }
        var workStart: Double { workEnd - shown.work }
    }

    /// The colours it draws in.
    let palette: Theme.OverlayPalette

    /// The lanes, top to bottom, as the gutter names them.
    static let laneNames = ["input", "work", "present"]
    static let laneGap = 2.0
    /// Refresh lines closer than this (points) are left out: the grid would be a solid fill.
    static let densestGrid = 2.5
    /// The seconds the overlay's full panel shows.
    static let overlaySeconds = 2.0

    /// Where the lanes, the axis and the labels go: the lanes' names and the time's unit in a gutter at the right,
    /// the ticks on the axis line under the lanes.
    struct Layout: Equatable {
        let lanes: [Rect]
        let axis: Rect
        let window: ClosedRange<Double>
        let ticks: [TimeAxis.Tick]
        let labels: [GesturePlot.Label]

        /// Where time `t` falls across the lanes.
        func x(_ t: Double) -> Double {
            let lane = lanes[0]
            let seconds = window.upperBound - window.lowerBound
            return lane.minX + (seconds > 0 ? (t - window.lowerBound) / seconds : 0) * lane.width
        }
    }

    /// The layout of the frames of `window` (seconds) in `rect`, the axis reading seconds from `origin`.
    static func layout(window: ClosedRange<Double>, origin: Double, in rect: Rect, metrics: TextMetrics) throws -> Layout {
        let style = GesturePlot.style
        let gutterTexts = laneNames + ["s"]
        let sizes = try gutterTexts.map { try metrics.measure(text: $0, style: style) }
        let gutter = (sizes.map(\.width).max() ?? 0) + GesturePlot.labelGap
        // Whole points, so the lanes end above the axis line whatever the rounding.
        let laneHeight = max(0, ((rect.height - GesturePlot.lineHeight - laneGap * 2) / 3).rounded(.down))
        let lanes = (0..<3).map {
            Rect(x: rect.minX, y: rect.minY + Double($0) * (laneHeight + laneGap), width: max(0, rect.width - gutter),
                 height: laneHeight)
        }
        let axis = Rect(x: rect.minX, y: rect.maxY - GesturePlot.lineHeight, width: rect.width, height: GesturePlot.lineHeight)
        var labels: [GesturePlot.Label] = []
        // The lanes' names beside them, when the lanes are as far apart as the names are tall.
        let named = sizes.prefix(3).allSatisfy { $0.height <= laneHeight + laneGap }
        for (index, text) in gutterTexts.enumerated() where named || index == 3 {
            let size = sizes[index]
            let y = index < 3 ? lanes[index].midY - size.height / 2 : axis.minY
            labels.append(.init(text: text, frame: Rect(x: rect.maxX - size.width, y: y, width: size.width,
                                                        height: size.height), ink: .secondary))
        }
        let xs = lanes[0].minX...lanes[0].maxX
        let ticks = try TimeAxis.ticks(of: window, across: xs, origin: origin, top: axis.minY, bounds: xs, style: style,
                                       metrics: metrics)
        labels += ticks.compactMap(\.label).map { .init(text: $0.text, frame: $0.frame, ink: .secondary) }
        return Layout(lanes: lanes, axis: axis, window: window, ticks: ticks, labels: labels)
    }

    /// Draws `frames` (in presentation order) that fall in `window` filling `rect` (opaque), the refresh grid one
    /// `budget` apart counted from the first frame's target, the axis reading seconds from `origin`.
    func draw(_ frames: some Collection<Frame>, window: ClosedRange<Double>, origin: Double, budget: Double,
              in rect: Rect, on canvas: Canvas) throws {
        let layout = try Self.layout(window: window, origin: origin, in: rect, metrics: canvas)
        for lane in layout.lanes { try canvas.fill(lane, palette.plotBackground) }
        let (input, work, present) = (layout.lanes[0], layout.lanes[1], layout.lanes[2])
        let shown = frames.filter { $0.shown.present >= window.lowerBound && ($0.inputTime ?? $0.workStart) <= window.upperBound }
        // A bar from `from` to `to` (seconds) in `lane`, at least `least` points wide, cut at the lanes' ends.
        func bar(_ from: Double, _ to: Double, in lane: Rect, top: Double = 0, height: Double? = nil, least: Double = 1,
                 _ color: Color) throws {
            let left = max(layout.x(from), lane.minX), right = min(max(layout.x(to), left + least), lane.maxX)
            guard right > left else { return }
            try canvas.fill(Rect(x: left, y: lane.minY + top, width: right - left, height: height ?? lane.height), color)
        }
        // The refresh grid from the first frame's target, when its lines stand apart.
        let anchor = shown.first?.shown.target ?? window.lowerBound
        let spacing = budget / (window.upperBound - window.lowerBound) * input.width
        if budget > 0, spacing >= Self.densestGrid {
            var t = anchor - ((anchor - window.lowerBound) / budget).rounded(.down) * budget
            // One line through the three lanes a refresh: a third of the fills (the overlay draws it every frame).
            while t <= window.upperBound {
                if t >= window.lowerBound {
                    try canvas.fill(Rect(x: layout.x(t) - 0.5, y: input.minY, width: 1, height: present.maxY - input.minY),
                                    palette.faintLine)
                }
                t += budget
            }
        }
        var previous: Frame?
        for frame in shown {
            if let time = frame.inputTime {
                try bar(time, frame.workStart, in: input, top: input.height / 2 - 0.5, height: 1, least: 0, palette.interval)
                try bar(time, time, in: input, least: 2, palette.interval)
            }
            let late = frame.verdict?.reason
            try bar(frame.workStart, frame.workEnd, in: work, late == .workOverBudget ? palette.workOverBudget : palette.work)
            if let previous, let missed = frame.verdict?.missedRefreshes, missed > 0 {
                try bar(previous.shown.present, frame.shown.present, in: present, top: present.height - 2, height: 2,
                        palette.text)
            }
            if let late, let hitch = frame.verdict?.hitch {
                try bar(frame.shown.present - hitch, frame.shown.present, in: present, top: 2, height: present.height - 4,
                        least: 2, palette.color(of: late))
            }
            try bar(frame.shown.present, frame.shown.present, in: present, least: 2,
                    late.map { palette.color(of: $0) } ?? palette.shownFrame)
            previous = frame
        }
        for tick in layout.ticks {
            try canvas.fill(Rect(x: tick.x - 0.5, y: present.maxY - 3, width: 1, height: 3), palette.secondaryText)
        }
        for label in layout.labels {
            try canvas.draw(text: label.text, style: GesturePlot.style, color: palette.secondaryText, at: label.frame.origin)
        }
    }

    /// Draws the last `overlaySeconds` of `statistics`' frames filling `rect`, the axis reading seconds before the
    /// newest present: the overlay's full panel.
    func drawRecent(_ statistics: FrameStatistics, in rect: Rect, on canvas: Canvas) throws {
        let frames = statistics.presentedFrames
        let newest = frames.last?.shown.present ?? 0
        try draw(frames, window: (newest - Self.overlaySeconds)...newest, origin: newest, budget: statistics.budget,
                 in: rect, on: canvas)
    }

    /// What the colours mean, as a legend prints them: the late frames' reasons, and the refreshes with no new frame.
    func legend() -> [(text: String, color: Color)] {
        FrameFigures.Reason.allCases.map { ($0.rawValue, palette.color(of: $0)) }
            + [("no new frame", palette.text)]
    }
}

extension GestureRecording.Frame {
    /// The frame as the timeline draws it (a gesture's frames all count as moving: the timeline draws, not counts).
    var timelineFrame: FrameTimelinePlot.Frame {
        FrameTimelinePlot.Frame(shown: FrameFigures.Frame(target: time, present: presentTime, work: work, moving: true),
                                inputLatency: inputLatency, verdict: verdict)
    }
}
