import Foundation
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
    static let plotBackground = Color(r: 255, g: 255, b: 255, a: 24)
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
        let height = padding * 2 + lineHeight * 5 + frameGraphHeight + motionPlotHeight + 12
        let width = min(maximumWidth, max(0, size.width - margin * 2))
        return Rect(x: margin, y: size.height - height - margin, width: width, height: height)
    }

    /// Draws the panel over whatever is on `canvas`; `cost` is the overlay's own last cost (seconds).
    func draw(statistics: inout FrameStatistics, motion: MotionRecorder, list: ListState, cost: Double,
              on canvas: Canvas) throws {
        let panel = Self.panelRect(in: canvas.size)
        try canvas.fillRoundedRect(panel, radius: 10, Self.background)
        let left = panel.minX + Self.padding
        let width = panel.width - Self.padding * 2
        var y = panel.minY + Self.padding

        let intervals = statistics.intervalPercentiles()
        let works = statistics.workPercentiles()
        try line(String(format: "%.1f fps   budget %.1f ms (%.0f Hz)   over %d   overlay %.2f ms",
                        statistics.framesPerSecond, statistics.budget * 1000, statistics.refreshRate,
                        statistics.overBudgetCount, cost * 1000), at: &y, left: left, canvas: canvas, bold: true)
        let intervalSize = try canvas.draw(text: String(format: "frame p50 %.2f  p99 %.2f ms",
                                                        intervals.p50 * 1000, intervals.p99 * 1000),
                                           style: Self.style, color: Self.interval, at: Point(x: left, y: y))
        try canvas.draw(text: String(format: "work p50 %.2f  p99 %.2f ms", works.p50 * 1000, works.p99 * 1000),
                        style: Self.style, color: Self.work, at: Point(x: left + intervalSize.width + 12, y: y))
        y += Self.lineHeight + 2
        try drawFrameGraph(statistics, in: Rect(x: left, y: y, width: width, height: Self.frameGraphHeight),
                           on: canvas)
        y += Self.frameGraphHeight + 4

        try line(String(format: "%@   offset %.1f pt   velocity %.1f pt/s", list.phase.rawValue, list.offset,
                        list.velocity), at: &y, left: left, canvas: canvas, bold: true)
        guard let running = motion.motion else {
            try line("no motion yet", at: &y, left: left, canvas: canvas)
            return
        }
        try line(Self.describe(running), at: &y, left: left, canvas: canvas)
        try line(String(format: "%d frames shown   largest deviation %.3f pt", motion.count, motion.largestDeviation),
                 at: &y, left: left, canvas: canvas)
        try drawMotionPlot(motion, running: running,
                           in: Rect(x: left, y: y + 2, width: width, height: Self.motionPlotHeight), on: canvas)
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
        case .deceleration(let deceleration): String(format: "exponential, rate %.3f", deceleration.rate)
        case .spring: "critically damped spring"
        }
        return String(format: "%@ · %@ · %.2f s", phase, curve, running.motion.duration)
    }

    /// Bars of each frame's work under a line of the intervals, the budget line, and a red mark
    /// above each frame over budget; the newest frame is on the right.
    private func drawFrameGraph(_ statistics: FrameStatistics, in rect: Rect, on canvas: Canvas) throws {
        try canvas.fill(rect, Self.plotBackground)
        let top = statistics.budget * Self.graphBudgets
        let step = rect.width / Double(FrameStatistics.capacity)
        func y(_ seconds: Double) -> Double { rect.maxY - min(max(seconds / top, 0), 1) * rect.height }
        let first = FrameStatistics.capacity - statistics.count
        var previous: Double?
        for index in 0..<statistics.count {
            let frame = statistics.frame(at: index)
            let x = rect.minX + Double(first + index) * step
            let workY = y(frame.work)
            try canvas.fill(Rect(x: x, y: workY, width: step, height: rect.maxY - workY), Self.work)
            let intervalY = y(frame.interval)
            if let previous, previous != intervalY {
                try canvas.fill(Rect(x: x - 0.5, y: min(previous, intervalY), width: 1,
                                     height: abs(previous - intervalY)), Self.interval)
            }
            try canvas.fill(Rect(x: x, y: intervalY - 0.75, width: step, height: 1.5), Self.interval)
            previous = intervalY
            if statistics.isOverBudget(interval: frame.interval, work: frame.work) {
                try canvas.fill(Rect(x: x, y: rect.minY, width: max(step, 2), height: 4), Self.budget)
            }
        }
        let budgetY = y(statistics.budget)
        try canvas.strokeLine(from: Point(x: rect.minX, y: budgetY), to: Point(x: rect.maxX, y: budgetY),
                              color: Self.budget)
        try canvas.draw(text: String(format: "%.1f ms", statistics.budget * 1000), style: Self.style,
                        color: Self.budget, at: Point(x: rect.minX + 2, y: budgetY - Self.lineHeight))
    }

    /// The ideal curve as a line and the offsets shown as dots; time runs left to right and
    /// larger offsets are drawn higher.
    private func drawMotionPlot(_ motion: MotionRecorder, running: Scroller.RunningMotion, in rect: Rect,
                                on canvas: Canvas) throws {
        try canvas.fill(rect, Self.plotBackground)
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
        try canvas.draw(text: String(format: "%.1f", high + 0), style: Self.style, color: Self.secondaryText,
                        in: Rect(x: rect.minX, y: rect.minY + 2, width: rect.width - 4, height: Self.lineHeight),
                        alignment: .trailing)
        try canvas.draw(text: String(format: "%.1f", low + 0), style: Self.style, color: Self.secondaryText,
                        in: Rect(x: rect.minX, y: rect.maxY - Self.lineHeight - 2, width: rect.width - 4,
                                 height: Self.lineHeight), alignment: .trailing)
    }
}
