/// Draws the report of a trace (`listdemo report`): a headline with the figures a person looks
/// for first, the frame-interval and work histograms (and the input latency's, when frames
/// recorded it), then every gesture with the overlay's own plot (`GesturePlot`), two to a row.
struct ReportRenderer {
    /// The overlay's colours: a report reads like the panel it reproduces.
    let palette: Theme.OverlayPalette

    static let width = 1100.0
    static let margin = 16.0
    static let histogramHeight = 166.0
    static let gestureTitleHeight = 34.0
    static let gesturePlotHeight = 190.0
    static let histogramBins = 48

    static let title = TextStyle(size: 18, weight: .bold)
    static let bold = TextStyle(size: 13, weight: .bold)
    static let style = TextStyle(size: 12)

    /// The report's size in points for `analysis`: a row of plots for every two gestures it kept.
    static func size(for analysis: TraceAnalysis) -> Size {
        let rows = (analysis.numberedGestures.count + 1) / 2
        let height = margin + 26 + 18 * 4 + margin + histogramHeight + margin
            + Double(rows) * (gestureTitleHeight + gesturePlotHeight + margin) + margin
        return Size(width: width, height: max(height, 300))
    }

    func draw(_ analysis: TraceAnalysis, traceName: String, on canvas: Canvas) throws {
        let m = Self.margin
        try canvas.clear(palette.background)
        var y = m
        try canvas.draw(text: "listdemo report · " + traceName, style: Self.title, color: palette.text,
                        at: Point(x: m, y: y))
        y += 26
        let intervals = Spread(analysis.intervals), works = Spread(analysis.works)
        let budget = analysis.budget
        try line(String(cFormat: "%ld frames   %ld gestures   budget %.1f ms (%.0f Hz)   %ld frames over budget",
                        analysis.timings.count, analysis.gestureCount, budget * 1000, 1 / budget,
                        analysis.overBudgetCount), at: &y, bold: true, canvas: canvas)
        if let worst = analysis.largestDeviation {
            try line(String(cFormat: "largest deviation %.2f pt   gesture %ld at t %.3f s (presented %.1f ms after its target)",
                            worst.frame.deviation, worst.gesture, worst.frame.time,
                            (worst.frame.presentTime - worst.frame.time) * 1000),
                     at: &y, bold: true, color: worst.frame.deviation >= GesturePlot.faultDeviation ? palette.fault : nil,
                     canvas: canvas)
        } else {
            try line("no gesture in this trace", at: &y, canvas: canvas)
        }
        if let step = analysis.largestVelocityStep {
            try line(String(cFormat: "largest velocity step %.0f pt/s   gesture %ld at t %.3f s, ", step.step.size,
                            step.gesture, step.step.time) + step.step.from + " → " + step.step.to,
                     at: &y, canvas: canvas)
        } else {
            try line("no hand-over between motions", at: &y, canvas: canvas)
        }
        let leftOut = [(analysis.backwardFrames, "frames whose time ran backwards"),
                       (analysis.motionsLeftOut, "motion records it cannot rebuild")].filter { $0.0 > 0 }
        try line(leftOut.isEmpty ? "every frame and motion record read"
                     : "left out: " + leftOut.map { "\($0.0) \($0.1)" }.joined(separator: ", "),
                 at: &y, color: leftOut.isEmpty ? nil : palette.fault, canvas: canvas)
        y += m
        let half = (Self.width - 3 * m) / 2
        // The input latency (Chromium's Event.Latency.ScrollUpdate) joins the row when the trace has it.
        let latencies = analysis.inputLatencies
        let columns = latencies.isEmpty ? 2.0 : 3.0
        let column = (Self.width - (columns + 1) * m) / columns
        try histogram("frame interval", intervals, values: analysis.intervals, budget: budget, color: palette.interval,
                      in: Rect(x: m, y: y, width: column, height: Self.histogramHeight), canvas: canvas)
        try histogram("work", works, values: analysis.works, budget: budget, color: palette.work,
                      in: Rect(x: 2 * m + column, y: y, width: column, height: Self.histogramHeight), canvas: canvas)
        if !latencies.isEmpty {
            try histogram("input latency", Spread(latencies), values: latencies, budget: budget, color: palette.text,
                          in: Rect(x: 3 * m + 2 * column, y: y, width: column, height: Self.histogramHeight),
                          canvas: canvas)
        }
        y += Self.histogramHeight + m

        let shown = analysis.numberedGestures
        if shown.count < analysis.gestureCount {
            try canvas.draw(text: "\(shown.count) of \(analysis.gestureCount) gestures: those that deviated or stepped most",
                            style: Self.style, color: palette.secondaryText, at: Point(x: m, y: y - m + 1))
        }
        for (position, numbered) in shown.enumerated() {
            let x = position % 2 == 0 ? m : 2 * m + half
            let top = y + Double(position / 2) * (Self.gestureTitleHeight + Self.gesturePlotHeight + m)
            try drawGesture(numbered.gesture, number: numbered.number, in: Rect(x: x, y: top, width: half,
                            height: Self.gestureTitleHeight + Self.gesturePlotHeight), canvas: canvas)
        }
    }

    private func line(_ text: String, at y: inout Double, bold: Bool = false, color: Color? = nil,
                      canvas: Canvas) throws {
        try canvas.draw(text: text, style: bold ? Self.bold : Self.style,
                        color: color ?? (bold ? palette.text : palette.secondaryText), at: Point(x: Self.margin, y: y))
        y += 18
    }

    private func drawGesture(_ gesture: GestureRecording, number: Int, in rect: Rect, canvas: Canvas) throws {
        let span = gesture.timeSpan.map { String(cFormat: "t %.2f–%.2f s", $0.lowerBound, $0.upperBound) } ?? ""
        let who = gesture.label.map { $0 + " · " } ?? ""
        let title = try canvas.truncate(text: "Gesture \(number) · " + who + span + " · " + OverlayRenderer.describe(gesture),
                                        style: Self.bold, width: rect.width)
        try canvas.draw(text: title, style: Self.bold, color: palette.text, at: Point(x: rect.minX, y: rect.minY))
        // A gesture past its capacities says how much of it is drawn.
        let frames = gesture.framesLeftOut == 0 ? String(cFormat: "%ld frames", gesture.frames.count)
            : String(cFormat: "first %ld of %ld frames", gesture.frames.count, gesture.frames.count + gesture.framesLeftOut)
        let motions = gesture.segmentsLeftOut == 0 ? ""
            : String(cFormat: "   first %ld of %ld motions", gesture.segments.count,
                     gesture.segments.count + gesture.segmentsLeftOut)
        let figures = try canvas.truncate(text: frames + motions + String(cFormat: "   largest deviation %.2f pt",
                                                                          gesture.largestDeviation)
                                              + OverlayRenderer.describe(gesture.largestVelocityStep),
                                          style: Self.style, width: rect.width)
        let cut = gesture.framesLeftOut > 0 || gesture.segmentsLeftOut > 0
        try canvas.draw(text: figures, style: Self.style,
                        color: gesture.largestDeviation >= GesturePlot.faultDeviation || cut ? palette.fault
                            : palette.secondaryText,
                        at: Point(x: rect.minX, y: rect.minY + 17))
        try GesturePlot(palette: palette).draw(gesture, in: Rect(x: rect.minX, y: rect.minY + Self.gestureTitleHeight, width: rect.width,
                                                 height: rect.height - Self.gestureTitleHeight), on: canvas)
    }

    /// A histogram of `values` (seconds) from 0 to twice the budget (or the p99, if larger),
    /// the last bin holding everything beyond; the budget line, p50 and p99 marked.
    private func histogram(_ name: String, _ spread: Spread, values: [Double], budget: Double, color: Color,
                           in rect: Rect, canvas: Canvas) throws {
        // The name, then the figures on a line of their own: three histograms share the row.
        try canvas.draw(text: name + String(cFormat: "   (%ld frames)", values.count),
                        style: Self.bold, color: color, at: Point(x: rect.minX, y: rect.minY))
        try canvas.draw(text: String(cFormat: "p50 %.2f   p99 %.2f   max %.2f ms", spread.p50 * 1000, spread.p99 * 1000,
                                     spread.max * 1000),
                        style: Self.style, color: color, at: Point(x: rect.minX, y: rect.minY + 17))
        // The marks' names on a line of their own above the bars, so none is drawn over a bar.
        let band = Rect(x: rect.minX, y: rect.minY + 34, width: rect.width, height: GesturePlot.lineHeight)
        let plot = Rect(x: rect.minX, y: band.maxY + 2, width: rect.width, height: rect.height - 52 - band.height - 2)
        try canvas.fill(plot, palette.plotBackground)
        let top = max(2 * budget, spread.p99 * 1.1)
        let bins = Self.histogramBins
        var counts = [Int](repeating: 0, count: bins)
        // The bin is chosen in floating point and clamped before it becomes an index: a value far beyond `top`
        // (1e11 s against a 1 ms budget) is beyond Int's range.
        for value in values {
            counts[Int(min(Double(bins - 1), max(0, (value / top * Double(bins)).rounded(.down))))] += 1
        }
        let tallest = max(1, counts.max() ?? 1)
        let binWidth = plot.width / Double(bins)
        for (bin, count) in counts.enumerated() where count > 0 {
            // Square root heights: one slow frame among thousands still shows.
            let height = (Double(count) / Double(tallest)).squareRoot() * (plot.height - 4)
            try canvas.fill(Rect(x: plot.minX + Double(bin) * binWidth + 0.5, y: plot.maxY - height,
                                 width: binWidth - 1, height: height), color)
        }
        let marks = [(budget, palette.budget, String(cFormat: "budget %.1f", budget * 1000)),
                     (spread.p50, palette.text, "p50"), (spread.p99, palette.secondaryText, "p99")]
        let xs = marks.map { plot.minX + min($0.0 / top, 1) * plot.width }
        let labels = try Self.markLabels(zip(xs, marks.map(\.2)).map { ($0, $1) }, in: band, metrics: canvas)
        for ((mark, x), label) in zip(zip(marks, xs), labels) {
            try canvas.fill(Rect(x: x - 0.5, y: plot.minY, width: 1, height: plot.height), mark.1)
            try canvas.draw(text: mark.2, style: GesturePlot.style, color: mark.1, at: label.origin)
        }
        try canvas.draw(text: "0", style: GesturePlot.style, color: palette.secondaryText,
                        at: Point(x: plot.minX, y: plot.maxY + 1))
        try canvas.draw(text: String(cFormat: "%.1f ms", top * 1000) + (counts[bins - 1] > 0 ? " and more" : ""),
                        style: GesturePlot.style, color: palette.secondaryText,
                        in: Rect(x: plot.minX, y: plot.maxY + 1, width: plot.width, height: 14), alignment: .trailing)
    }

    /// Where the names of marks at window x `marks` go on the line `band`: each centred on its mark
    /// where it can be, moved right just enough to clear the one before it, and the whole row moved
    /// back left if it runs past the band's end; so close marks (the budget, p50 and p99 of frames
    /// that all take one refresh) never print over each other or over a bar.
    static func markLabels(_ marks: [(x: Double, text: String)], in band: Rect, metrics: TextMetrics) throws -> [Rect] {
        let order = marks.indices.sorted { marks[$0].x < marks[$1].x }
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: marks.count)
        var freeFrom = band.minX
        for index in order {
            let size = try metrics.measure(text: marks[index].text, style: GesturePlot.style)
            let x = max(marks[index].x - size.width / 2, freeFrom)
            frames[index] = Rect(x: x, y: band.minY, width: size.width, height: size.height)
            freeFrom = x + size.width + GesturePlot.labelGap * 2
        }
        // Back from the right: the last ends by the band's end, each other one before the next.
        var end = band.maxX
        for index in order.reversed() {
            let frame = frames[index]
            if frame.maxX > end { frames[index] = Rect(x: end - frame.width, y: frame.minY, width: frame.width, height: frame.height) }
            end = frames[index].minX - GesturePlot.labelGap * 2
        }
        return frames
    }
}

/// `listdemo report`: checks where the PNG goes, reads and analyses the trace as a stream, draws the report and
/// writes it atomically.
enum Report {
    static func run(_ options: ReportOptions, assets: Assets) throws {
        try AtomicFile.checkWritable(options.out, role: "--out")
        let analysis = try TraceAnalysis(tracePath: options.trace)
        let canvas = try Canvas(size: ReportRenderer.size(for: analysis), scale: 1, assets: assets)
        let name = options.trace.split(separator: "/").last.map(String.init) ?? options.trace
        try ReportRenderer(palette: Theme.OverlayPalette.standard).draw(analysis, traceName: name, on: canvas)
        try PNG.write(try canvas.readPixels(), to: options.out)
    }
}
