import Glibc
import ScrollCore

/// How much of the frame-timing overlay is shown; F1 cycles through them in this order.
enum OverlayMode: String, CaseIterable, Sendable {
    case off, compact, full

    /// The mode after this one (F1).
    var next: OverlayMode {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

/// Draws the frame-timing overlay: an opaque panel in a bottom corner of the window
/// (the top one while the pointer is over the bottom one, so it never hides what the user points
/// at) with the figures, the frame-time graph and the last two seconds' frame timeline (full mode) and the plot of
/// the current or last gesture. Drawing only: the figures come from `FrameStatistics` and `GestureRecording`.
struct OverlayRenderer {
    /// The colours it draws in.
    let palette: Theme.OverlayPalette

    /// What the panel shows besides the statistics and the recorded gesture.
    struct ListState {
        var phase: ScrollPhase
        var offset: Double
        var velocity: Double
    }

    /// One list's gesture as the panel shows it; `--compare` shows two, each named by its physics.
    struct Gesture {
        /// The physics it moved with ("uikit"), nil when the window shows one list.
        var label: String?
        var recording: GestureRecording
        var list: ListState
    }

    static let margin = 8.0
    static let padding = 8.0
    static let maximumWidth = 464.0
    static let compactWidth = 300.0
    static let lineHeight = 16.0
    static let frameGraphHeight = 56.0
    static let fullPlotHeight = 115.0
    /// The frame timeline of the last two seconds (full mode): three lanes of 13 pt, as far apart as their names are tall.
    static let timelineHeight = 57.0
    static let compactPlotHeight = 96.0
    /// The frame graph's top is this many budgets; longer frames are drawn at the top.
    static let graphBudgets = 2.0

    static let style = TextStyle(size: 12)
    static let boldStyle = TextStyle(size: 12, weight: .bold)

    /// The panel's frame for `mode` in a window of `size`: in the bottom-right corner, or in the
    /// top-right one (below `top`) when `pointer` is over the bottom place; nil when off.
    static func panelRect(_ mode: OverlayMode, in size: Size, top: Double = 0, pointer: Point? = nil) -> Rect? {
        let (width, height): (Double, Double) = switch mode {
        case .off: (0, 0)
        case .compact: (compactWidth, padding * 2 + lineHeight * 2 + compactPlotHeight)
        case .full: (maximumWidth, padding * 2 + lineHeight * 7 + 12 + frameGraphHeight + timelineHeight + fullPlotHeight)
        }
        guard mode != .off else { return nil }
        let w = min(width, max(0, size.width - margin * 2))
        let x = size.width - margin - w
        let bottom = Rect(x: x, y: size.height - height - margin, width: w, height: height)
        guard let pointer, bottom.contains(pointer) else { return bottom }
        return Rect(x: x, y: top + margin, width: w, height: height)
    }

    /// Draws the panel for `mode` in `panel`: `summary`'s figures, `statistics`' graph (full),
    /// the gestures' plot (one, or two on one time axis, each in its colours with its figures
    /// named by its label); `cost` is the overlay's own cost a frame (seconds); `setup` (full, one
    /// gesture) says what draws: video driver, renderer, scale and what chose it.
    func draw(_ mode: OverlayMode, in panel: Rect, summary: FrameStatistics.Summary, statistics: FrameStatistics,
              gestures: [Gesture], cost: Double, setup: DisplaySetup?, on canvas: Canvas) throws {
        guard let first = gestures.first else { return }
        guard gestures.count > 1 else {
            return try draw(mode, in: panel, summary: summary, statistics: statistics, gesture: first.recording,
                            list: first.list, cost: cost, setup: setup, on: canvas)
        }
        try canvas.fill(panel, palette.background)
        let left = panel.minX + Self.padding
        let inner = panel.width - Self.padding * 2
        var y = panel.minY + Self.padding
        let moving = gestures.contains { $0.list.phase != .idle }
        let rate = moving ? String(cFormat: "%.1f fps", summary.framesPerSecond) : "idle"
        try line(rate + "   " + FrameFigures.overBudgetText(summary.overBudgetCount, of: summary.frameCount)
                    + String(cFormat: "   p99 %.1f ms", summary.intervals.p99 * 1000), at: &y, left: left, canvas: canvas,
                 bold: true)
        try line(try Self.fitting(Self.motionFigures(summary.figures), width: inner, canvas: canvas), at: &y, left: left,
                 canvas: canvas)
        let plot = GesturePlot(palette: palette)
        let series = gestures.enumerated().map { index, gesture in plot.series(gesture.recording, index: index) }
        // The legend: each gesture's label in its curve's colour, with its figures.
        for (gesture, colours) in zip(gestures, series) {
            let label = gesture.label ?? ""
            var text = label + String(cFormat: "  dev %.1f pt", gesture.recording.largestDeviation)
            if mode == .full {
                text = label + "  " + gesture.list.phase.rawValue
                    + String(cFormat: "  %.1f pt  %.0f pt/s  dev %.1f pt", gesture.list.offset, gesture.list.velocity,
                             gesture.recording.largestDeviation)
            }
            try canvas.draw(text: text, style: Self.boldStyle, color: colours.curve, at: Point(x: left, y: y))
            y += Self.lineHeight
        }
        try plot.draw(series, in: Rect(x: left, y: y + 2, width: inner, height: panel.maxY - Self.padding - y - 2),
                               on: canvas)
    }

    private func draw(_ mode: OverlayMode, in panel: Rect, summary: FrameStatistics.Summary, statistics: FrameStatistics,
                      gesture: GestureRecording, list: ListState, cost: Double, setup: DisplaySetup?,
                      on canvas: Canvas) throws {
        try canvas.fill(panel, palette.background)
        let left = panel.minX + Self.padding
        let inner = panel.width - Self.padding * 2
        var y = panel.minY + Self.padding
        // Frames drawn while nothing moves are not a frame rate: say so instead of a stale figure.
        let rate = list.phase == .idle ? "idle" : String(cFormat: "%.1f fps", summary.framesPerSecond)
        let step = gesture.largestVelocityStep
        if mode == .compact {
            // One line, as README says: the figures that fit, most telling first, none cut in half.
            let figures = [rate, String(cFormat: "over %ld/%ld", summary.overBudgetCount, summary.frameCount),
                           String(cFormat: "p99 %.1f ms", summary.intervals.p99 * 1000),
                           String(cFormat: "dev %.1f pt", gesture.largestDeviation)]
                + (step.map { [String(cFormat: "step %.0f pt/s", $0.size)] } ?? [])
            try line(try Self.fitting(figures, width: inner, canvas: canvas), at: &y, left: left, canvas: canvas, bold: true)
            try line(try Self.fitting(Self.motionFigures(summary.figures), width: inner, canvas: canvas), at: &y, left: left,
                     canvas: canvas)
            try GesturePlot(palette: palette).draw(gesture, in: Rect(x: left, y: y, width: inner, height: panel.maxY - Self.padding - y),
                                   on: canvas)
            return
        }
        let (intervals, works) = (summary.intervals, summary.work)
        try line(rate + "   " + statistics.refresh.budgetText + String(cFormat: "   overlay %.2f ms", cost * 1000),
                 at: &y, left: left, canvas: canvas, bold: true)
        try line(try Self.fitting([FrameFigures.overBudgetText(summary.overBudgetCount, of: summary.frameCount)]
                                    + Self.motionFigures(summary.figures), width: inner, canvas: canvas),
                 at: &y, left: left, canvas: canvas, bold: true)
        let latency = summary.inputLatency.map {
            String(cFormat: "   input p50 %.1f  p99 %.1f ms", $0.p50 * 1000, $0.p99 * 1000)
        }
        try line((setup.map(\.description) ?? "") + (latency ?? ""), at: &y, left: left, canvas: canvas)
        let intervalSize = try canvas.draw(text: String(cFormat: "frame p50 %.2f  p99 %.2f ms",
                                                        intervals.p50 * 1000, intervals.p99 * 1000),
                                           style: Self.style, color: palette.interval, at: Point(x: left, y: y))
        try canvas.draw(text: String(cFormat: "work p50 %.2f  p99 %.2f ms", works.p50 * 1000, works.p99 * 1000),
                        style: Self.style, color: palette.work, at: Point(x: left + intervalSize.width + 12, y: y))
        y += Self.lineHeight + 2
        let graph = Rect(x: left, y: y, width: inner, height: Self.frameGraphHeight)
        try drawFrameGraph(statistics, in: graph, on: canvas)
        let timeline = Rect(x: left, y: graph.maxY + 4, width: inner, height: Self.timelineHeight)
        try FrameTimelinePlot(palette: palette).drawRecent(statistics, in: timeline, on: canvas)
        y = timeline.maxY + 4
        try line(list.phase.rawValue + String(cFormat: "   offset %.1f pt   velocity %.1f pt/s", list.offset,
                                              list.velocity), at: &y, left: left, canvas: canvas, bold: true)
        try line(Self.describe(gesture), at: &y, left: left, canvas: canvas)
        try line(String(cFormat: "%ld frames   largest deviation %.2f pt", gesture.frames.count,
                        gesture.largestDeviation) + Self.describe(step), at: &y, left: left, canvas: canvas)
        try GesturePlot(palette: palette).draw(gesture, in: Rect(x: left, y: y + 2, width: inner, height: panel.maxY - Self.padding - y - 2),
                               on: canvas)
    }

    /// The figures of the frames shown while something moved, most telling first (`FrameFigures`, as the report prints them).
    static func motionFigures(_ figures: FrameFigures) -> [String] {
        [figures.hitchText, figures.delayedText, figures.missedText]
    }

    /// `figures` joined on one line, as many of them from the first as fit in `width` in the bold style.
    static func fitting(_ figures: [String], width: Double, canvas: Canvas) throws -> String {
        var shown = figures[...]
        while shown.count > 1, try canvas.measure(text: shown.joined(separator: "   "), style: boldStyle).width > width {
            shown = shown.dropLast()
        }
        return shown.joined(separator: "   ")
    }

    private func line(_ text: String, at y: inout Double, left: Double, canvas: Canvas, bold: Bool = false) throws {
        try canvas.draw(text: text, style: bold ? Self.boldStyle : Self.style,
                        color: bold ? palette.text : palette.secondaryText, at: Point(x: left, y: y))
        y += Self.lineHeight
    }

    /// The gesture's segments in order ("fling → bounce", "fling → key ×18", with the last one's curve).
    static func describe(_ gesture: GestureRecording) -> String {
        guard let last = gesture.segments.last else { return "no gesture yet" }
        return GestureRecording.names(of: gesture.segments) + " · " + last.curveDescription
    }

    /// The velocity step as the panel and the report name it ("   step 103 pt/s fling → snap").
    static func describe(_ step: GestureRecording.VelocityStep?) -> String {
        guard let step else { return "" }
        return String(cFormat: "   step %.0f pt/s ", step.size) + step.from + " → " + step.to
    }

    /// Where the frame graph draws: its bars and lines inside `bars`, and the budget line's label
    /// (`text`) in a gutter at their right, level with the line, so no line ever crosses it.
    struct FrameGraphLayout: Equatable {
        let bars: Rect
        let label: Rect
        let text: String
    }

    /// The frame graph's layout in `rect`, its label measured with `metrics`.
    static func frameGraphLayout(_ statistics: FrameStatistics, in rect: Rect, metrics: TextMetrics) throws -> FrameGraphLayout {
        let text = String(cFormat: "%.1f ms", statistics.budget * 1000)
        let size = try metrics.measure(text: text, style: style)
        let bars = Rect(x: rect.minX, y: rect.minY, width: max(0, rect.width - size.width - GesturePlot.labelGap),
                        height: rect.height)
        // The budget line is at one budget of `graphBudgets`.
        let budgetY = rect.maxY - rect.height / graphBudgets
        let y = min(max(budgetY - size.height / 2, rect.minY), rect.maxY - size.height)
        return FrameGraphLayout(bars: bars, label: Rect(x: rect.maxX - size.width, y: y, width: size.width, height: size.height),
                                text: text)
    }

    /// Bars of each frame's work under a line of the intervals, the budget line, and a red mark
    /// above each frame over budget; the newest frame is on the right; the budget named beside it.
    func drawFrameGraph(_ statistics: FrameStatistics, in panel: Rect, on canvas: Canvas) throws {
        let layout = try Self.frameGraphLayout(statistics, in: panel, metrics: canvas)
        let rect = layout.bars
        try canvas.fill(panel, palette.plotBackground)
        let top = statistics.budget * Self.graphBudgets
        let step = rect.width / Double(FrameStatistics.capacity)
        func y(_ seconds: Double) -> Double { rect.maxY - min(max(seconds / top, 0), 1) * rect.height }
        let first = FrameStatistics.capacity - statistics.count
        func x(_ index: Int) -> Double { rect.minX + Double(first + index) * step }
        // Neighbouring frames that land on the same pixel row are drawn as one rectangle: the
        // same pixels for far fewer fills.
        func runs(of seconds: (Int) -> Double,
                  _ body: (_ from: Double, _ to: Double, _ y: Double) throws -> Void) rethrows {
            var start = 0
            var level = 0.0
            for index in 0..<statistics.count {
                let next = (y(seconds(index)) * canvas.scale).rounded() / canvas.scale
                if index > 0, next != level {
                    try body(x(start), x(index), level)
                    start = index
                }
                level = next
            }
            if statistics.count > 0 { try body(x(start), x(statistics.count), level) }
        }
        try runs(of: { statistics.frame(at: $0).work }) { from, to, top in
            try canvas.fill(Rect(x: from, y: top, width: to - from, height: rect.maxY - top), palette.work)
        }
        var previous: Double?
        try runs(of: { statistics.frame(at: $0).interval }) { from, to, level in
            if let previous {
                try canvas.fill(Rect(x: from - 0.5, y: min(previous, level), width: 1, height: abs(previous - level)),
                                palette.interval)
            }
            try canvas.fill(Rect(x: from, y: level - 0.75, width: to - from, height: 1.5), palette.interval)
            previous = level
        }
        for index in 0..<statistics.count {
            let frame = statistics.frame(at: index)
            if statistics.isOverBudget(interval: frame.interval, work: frame.work) {
                try canvas.fill(Rect(x: x(index), y: rect.minY, width: max(step, 2), height: 4), palette.budget)
            }
        }
        let budgetY = y(statistics.budget)
        try canvas.strokeLine(from: Point(x: rect.minX, y: budgetY), to: Point(x: rect.maxX, y: budgetY),
                              color: palette.budget)
        try canvas.draw(text: layout.text, style: Self.style, color: palette.budget, at: layout.label.origin)
    }
}
