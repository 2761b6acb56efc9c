import Glibc
import ScrollCore

/// Draws the frame-timing overlay (SPEC §2.1): a translucent panel at the bottom of the window
/// with the frame-time graph and the plot of the current or last motion. Drawing only: the
/// figures come from `FrameStatistics` and `MotionRecorder`.
struct OverlayRenderer {
    /// What the panel shows besides the statistics and the recorded motion.
    struct ListState {
        var phase: ScrollPhase
        var offset: Double
        var velocity: Double
    }

    static let margin = 8.0
    static let padding = 8.0
    static let maximumWidth = 464.0
    static let lineHeight = 16.0
    static let frameGraphHeight = 64.0
    static let motionPlotHeight = 84.0
    /// Points on the ideal curve: enough that the ease-out and spring read as smooth curves.
    static let curveSamples = 64
    /// The frame graph's top is this many budgets; longer frames are drawn at the top.
    static let graphBudgets = 2.0

    static let background = Color(r: 0, g: 0, b: 0, a: 230)
    /// Opaque, unlike the panel: the graphs stay legible over any content, and an opaque fill
    /// costs far less than a blended one in the software renderer.
    static let plotBackground = Color(r: 38, g: 38, b: 42)
    static let text = Color(r: 255, g: 255, b: 255)
    static let secondaryText = Color(r: 190, g: 190, b: 196)
    static let interval = Color(r: 100, g: 210, b: 255)
    static let work = Color(r: 255, g: 159, b: 10)
    static let budget = Color(r: 255, g: 69, b: 58)
    static let idealCurve = Color(r: 48, g: 209, b: 88)
    static let shownFrame = Color(r: 255, g: 214, b: 10)
    static let style = TextStyle(size: 12)
    static let boldStyle = TextStyle(size: 12, weight: .bold)

    /// The panel's frame in a window of `size`: full width up to a limit, at the bottom.
    static func panelRect(in size: Size) -> Rect {
        let height = padding * 2 + lineHeight * 5 + frameGraphHeight + motionPlotHeight + 8
        let width = min(maximumWidth, max(0, size.width - margin * 2))
        return Rect(x: margin, y: size.height - height - margin, width: width, height: height)
    }

    /// The frame graph's frame in `panel`, below two lines of figures.
    static func frameGraphRect(in panel: Rect) -> Rect {
        Rect(x: panel.minX + padding, y: panel.minY + padding + lineHeight * 2 + 2,
             width: panel.width - padding * 2, height: frameGraphHeight)
    }

    /// The motion plot's frame in `panel`, at its bottom below three lines about the motion.
    static func motionPlotRect(in panel: Rect) -> Rect {
        Rect(x: panel.minX + padding, y: panel.maxY - padding - motionPlotHeight,
             width: panel.width - padding * 2, height: motionPlotHeight)
    }

    /// Draws the panel over whatever is on `canvas`: `summary`'s figures, `statistics`' graph,
    /// `motion`'s plot; `cost` is the overlay's own cost a frame (seconds).
    func draw(summary: FrameStatistics.Summary, statistics: FrameStatistics, motion: MotionRecorder,
              list: ListState, cost: Double, on canvas: Canvas) throws {
        let panel = Self.panelRect(in: canvas.size)
        let graph = Self.frameGraphRect(in: panel)
        let plot = Self.motionPlotRect(in: panel)
        try fillPanel(panel, around: [graph, plot], on: canvas)
        let left = panel.minX + Self.padding
        var y = panel.minY + Self.padding

        let (intervals, works) = (summary.intervals, summary.work)
        try line(String(cFormat: "%.1f fps   budget %.1f ms (%.0f Hz)   over %ld   overlay %.2f ms",
                        summary.framesPerSecond, statistics.budget * 1000, statistics.refreshRate,
                        summary.overBudgetCount, cost * 1000), at: &y, left: left, canvas: canvas, bold: true)
        let intervalSize = try canvas.draw(text: String(cFormat: "frame p50 %.2f  p99 %.2f ms",
                                                        intervals.p50 * 1000, intervals.p99 * 1000),
                                           style: Self.style, color: Self.interval, at: Point(x: left, y: y))
        try canvas.draw(text: String(cFormat: "work p50 %.2f  p99 %.2f ms", works.p50 * 1000, works.p99 * 1000),
                        style: Self.style, color: Self.work, at: Point(x: left + intervalSize.width + 12, y: y))
        try drawFrameGraph(statistics, in: graph, on: canvas)
        y = graph.maxY + 4

        try line(list.phase.rawValue + String(cFormat: "   offset %.1f pt   velocity %.1f pt/s", list.offset, list.velocity), at: &y, left: left, canvas: canvas, bold: true)
        try canvas.fill(plot, Self.plotBackground)
        guard let running = motion.motion else {
            try line("no motion yet", at: &y, left: left, canvas: canvas)
            return
        }
        try line(Self.describe(running), at: &y, left: left, canvas: canvas)
        try line(String(cFormat: "%ld frames shown   largest deviation %.3f pt", motion.count, motion.largestDeviation),
                 at: &y, left: left, canvas: canvas)
        try drawMotionPlot(motion, running: running, in: plot, on: canvas)
    }

    /// Fills the panel translucently around the opaque plots (given top to bottom, each as wide
    /// as the panel less its padding), so no pixel is blended twice: blending is what the
    /// software renderer spends most on.
    private func fillPanel(_ panel: Rect, around plots: [Rect], on canvas: Canvas) throws {
        var top = panel.minY
        for plot in plots {
            try canvas.fill(Rect(x: panel.minX, y: top, width: panel.width, height: plot.minY - top), Self.background)
            try canvas.fill(Rect(x: panel.minX, y: plot.minY, width: plot.minX - panel.minX, height: plot.height),
                            Self.background)
            try canvas.fill(Rect(x: plot.maxX, y: plot.minY, width: panel.maxX - plot.maxX, height: plot.height),
                            Self.background)
            top = plot.maxY
        }
        try canvas.fill(Rect(x: panel.minX, y: top, width: panel.width, height: panel.maxY - top), Self.background)
    }

    private func line(_ text: String, at y: inout Double, left: Double, canvas: Canvas, bold: Bool = false) throws {
        try canvas.draw(text: text, style: bold ? Self.boldStyle : Self.style,
                        color: bold ? Self.text : Self.secondaryText, at: Point(x: left, y: y))
        y += Self.lineHeight
    }

    /// The motion's phase and curve, as the spec names them ("snapping · ease-out · 0.50 s").
    static func describe(_ running: Scroller.RunningMotion) -> String {
        let phase = switch running.purpose {
        case .fling: "decelerating"
        case .wheelFling, .animation(.wheel): "wheel"
        case .bounce: "bouncing"
        case .animation(.snap): "snapping"
        case .animation: "animating"
        }
        let curve = switch running.motion {
        case .animation(let animation): animation.curve.name
        case .deceleration(let deceleration): String(cFormat: "exponential, rate %.3f", deceleration.rate)
        case .spring: "critically damped spring"
        }
        return "\(phase) · \(curve) · " + String(cFormat: "%.2f s", running.motion.duration)
    }

    /// Bars of each frame's work under a line of the intervals, the budget line, and a red mark
    /// above each frame over budget; the newest frame is on the right.
    private func drawFrameGraph(_ statistics: FrameStatistics, in rect: Rect, on canvas: Canvas) throws {
        try canvas.fill(rect, Self.plotBackground)
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
            try canvas.fill(Rect(x: from, y: top, width: to - from, height: rect.maxY - top), Self.work)
        }
        var previous: Double?
        try runs(of: { statistics.frame(at: $0).interval }) { from, to, level in
            if let previous {
                try canvas.fill(Rect(x: from - 0.5, y: min(previous, level), width: 1, height: abs(previous - level)),
                                Self.interval)
            }
            try canvas.fill(Rect(x: from, y: level - 0.75, width: to - from, height: 1.5), Self.interval)
            previous = level
        }
        for index in 0..<statistics.count {
            let frame = statistics.frame(at: index)
            if statistics.isOverBudget(interval: frame.interval, work: frame.work) {
                try canvas.fill(Rect(x: x(index), y: rect.minY, width: max(step, 2), height: 4), Self.budget)
            }
        }
        let budgetY = y(statistics.budget)
        try canvas.strokeLine(from: Point(x: rect.minX, y: budgetY), to: Point(x: rect.maxX, y: budgetY),
                              color: Self.budget)
        try canvas.draw(text: String(cFormat: "%.1f ms", statistics.budget * 1000), style: Self.style,
                        color: Self.budget, at: Point(x: rect.minX + 2, y: budgetY - Self.lineHeight))
    }

    /// The ideal curve as a line and the offsets shown as dots; time runs left to right and
    /// larger offsets are drawn higher.
    private func drawMotionPlot(_ motion: MotionRecorder, running: Scroller.RunningMotion, in rect: Rect,
                                on canvas: Canvas) throws {
        let start = running.startTime
        var end = start + running.motion.duration
        var low = min(running.position(at: start), running.motion.finalPosition)
        var high = max(running.position(at: start), running.motion.finalPosition)
        for index in 0..<motion.count {
            let frame = motion.frame(at: index)
            end = max(end, frame.time)
            low = min(low, frame.offset)
            high = max(high, frame.offset)
        }
        for sample in 0...Self.curveSamples {
            let value = motion.idealPosition(at: start + (end - start) * Double(sample) / Double(Self.curveSamples))!
            low = min(low, value)
            high = max(high, value)
        }
        if high - low < 1 { (low, high) = ((low + high) / 2 - 0.5, (low + high) / 2 + 0.5) }
        let inset = 4.0
        func point(time: Double, offset: Double) -> Point {
            let fx = end > start ? (time - start) / (end - start) : 0
            return Point(x: rect.minX + inset + fx * (rect.width - inset * 2),
                         y: rect.maxY - inset - (offset - low) / (high - low) * (rect.height - inset * 2))
        }
        var previous: Point?
        for sample in 0...Self.curveSamples {
            let time = start + (end - start) * Double(sample) / Double(Self.curveSamples)
            let next = point(time: time, offset: motion.idealPosition(at: time)!)
            if let previous { try canvas.strokeLine(from: previous, to: next, color: Self.idealCurve, width: 1.5) }
            previous = next
        }
        for index in 0..<motion.count {
            let frame = motion.frame(at: index)
            let dot = point(time: frame.time, offset: frame.offset)
            try canvas.fill(Rect(x: dot.x - 1.5, y: dot.y - 1.5, width: 3, height: 3), Self.shownFrame)
        }
        // Adding zero turns -0.0 into 0.0, which would otherwise print as "-0.0".
        try canvas.draw(text: String(cFormat: "%.1f", high + 0), style: Self.style, color: Self.secondaryText,
                        in: Rect(x: rect.minX, y: rect.minY + 2, width: rect.width - 4, height: Self.lineHeight),
                        alignment: .trailing)
        try canvas.draw(text: String(cFormat: "%.1f", low + 0), style: Self.style, color: Self.secondaryText,
                        in: Rect(x: rect.minX, y: rect.maxY - Self.lineHeight - 2, width: rect.width - 4,
                                 height: Self.lineHeight), alignment: .trailing)
    }
}
