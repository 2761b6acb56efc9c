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

/// Draws the frame-timing overlay: an opaque panel in a bottom corner of the window, moving away from what the user
/// works with (`panelRect`), with the figures, the frame-time graph and the last two seconds' frame timeline (full
/// mode) and the plot of the current or last gesture, placed by `PanelLayout`; paused, the frame read out and its mark
/// on the plots. Drawing only: the figures come from `FrameStatistics` and `GestureRecording`.
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
    /// The frame graph's top is this many budgets; longer frames are drawn at the top.
    static let graphBudgets = 2.0

    static let style = TextStyle(size: 12)
    static let boldStyle = TextStyle(size: 12, weight: .bold)

    /// Draws `content` in `mode` in `panel` (opaque, with its edge where the palette has one): the lines, the frame
    /// graph and the frame timeline (full) and the gestures' plot (one, or two on one time axis, each in its colours),
    /// placed by `PanelLayout`; paused, the frame read out marked on the plots.
    func draw(_ mode: OverlayMode, _ content: PanelContent, in panel: Rect, on canvas: Canvas) throws {
        let layout = try PanelLayout(mode, content, in: panel, metrics: canvas)
        try canvas.fill(panel, palette.background)
        if let edge = palette.edge { try drawEdge(of: panel, edge, on: canvas) }
        let plot = GesturePlot(palette: palette)
        let series = content.gestures.enumerated().map { index, gesture in plot.series(gesture.recording, index: index) }
        for text in layout.texts {
            let color = switch text.ink {
            case .plain: text.bold ? palette.text : palette.secondaryText
            case .interval: palette.interval
            case .work: palette.work
            case .fault: palette.fault
            case .series(let index): series[index].curve
            }
            try canvas.draw(text: text.text, style: text.bold ? Self.boldStyle : Self.style, color: color,
                            at: text.frame.origin)
        }
        if let graph = layout.frameGraph { try drawFrameGraph(content.statistics, in: graph, on: canvas) }
        if let timeline = layout.timeline {
            try FrameTimelinePlot(palette: palette).drawRecent(content.statistics, in: timeline, on: canvas)
        }
        if let area = layout.plot {
            try plot.draw(series, in: area, on: canvas)
            if let stepped = content.steppedFrame { try plot.mark(stepped.frame, of: series, in: area, on: canvas) }
        }
    }

    /// A line one pixel wide just inside `panel`'s edges, so the panel stands apart from a list of its own darkness.
    private func drawEdge(of panel: Rect, _ color: Color, on canvas: Canvas) throws {
        let pixel = 1 / canvas.scale
        for side in [Rect(x: panel.minX, y: panel.minY, width: panel.width, height: pixel),
                     Rect(x: panel.minX, y: panel.maxY - pixel, width: panel.width, height: pixel),
                     Rect(x: panel.minX, y: panel.minY, width: pixel, height: panel.height),
                     Rect(x: panel.maxX - pixel, y: panel.minY, width: pixel, height: panel.height)] {
            try canvas.fill(side, color)
        }
    }

    /// The figures of the frames shown while something moved, most telling first (`FrameFigures`, as the report prints them).
    static func motionFigures(_ figures: FrameFigures) -> [String] {
        [figures.hitchText, figures.delayedText, figures.missedText]
    }

    /// The gesture's segments in order ("fling → bounce", "fling → key ×18", with the last one's curve).
    static func describe(_ gesture: GestureRecording) -> String {
        guard let last = gesture.segments.last else { return "no gesture yet" }
        return GestureRecording.names(of: gesture.segments) + " · " + last.curveDescription
    }

    /// The velocity step as the panel and the report name it ("step 103 pt/s fling → snap").
    static func stepText(_ step: GestureRecording.VelocityStep) -> String {
        String(cFormat: "step %.0f pt/s ", step.size) + step.from + " → " + step.to
    }

    /// The velocity step after other figures on a line ("   step 103 pt/s fling → snap"; nothing without one).
    static func describe(_ step: GestureRecording.VelocityStep?) -> String {
        step.map { "   " + stepText($0) } ?? ""
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
