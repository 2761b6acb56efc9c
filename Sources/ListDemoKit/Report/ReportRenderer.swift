/// Draws the report of a trace (`listdemo report`): a headline with the figures a person looks
/// for first, the frame-interval and work histograms (and the input latency's, when frames
/// recorded it), then every gesture with the overlay's own plot (`GesturePlot`), two to a row.
struct ReportRenderer {
    /// The overlay's colours: a report reads like the panel it reproduces.
    let palette: Theme.OverlayPalette

    static let width = 1100.0
    static let margin = 16.0
    static let histogramHeight = 166.0
    /// The distance between the lines of a gesture's heading.
    static let headingLineHeight = 17.0
    /// The most lines a gesture's title and its figures take; what is longer ends in an ellipsis after a word.
    static let headingLineLimits = (title: 3, figures: 2)
    static let gesturePlotHeight = 190.0
    static let histogramBins = 48

    static let title = TextStyle(size: 18, weight: .bold)
    static let bold = TextStyle(size: 13, weight: .bold)
    static let style = TextStyle(size: 12)

    /// Where the gestures go below the histograms, two to a row (`layout`).
    static let gesturesTop = margin + 26 + 18 * 5 + margin + histogramHeight + margin

    /// A gesture's heading above its plot: its title (number, whose, when, its motions and the last
    /// one's curve) and its figures, each wrapped between words to the plot's width instead of cut
    /// mid-word ("Gesture 4 · right · … · fling → bounce → sn").
    struct GestureHeading: Equatable {
        let title: [String]
        let figures: [String]
        var height: Double { Double(title.count + figures.count) * ReportRenderer.headingLineHeight }
    }

    /// One gesture's place in the report: its heading's lines' frames, then its plot.
    struct GesturePlacement: Equatable {
        let heading: GestureHeading
        let titleFrames: [Rect]
        let figureFrames: [Rect]
        let plot: Rect
    }

    /// Where each of the gestures a report keeps goes (two to a row, a row as tall as its taller
    /// heading), measured with `metrics`, and the report's size in points.
    static func layout(_ gestures: [TraceAnalysis.NumberedGesture], metrics: TextMetrics) throws
        -> (gestures: [GesturePlacement], size: Size) {
        let column = (width - 3 * margin) / 2
        let headings = try gestures.map {
            try heading($0.gesture, number: $0.number, figures: $0.figures, width: column, metrics: metrics)
        }
        var placements: [GesturePlacement] = []
        var top = gesturesTop
        for row in stride(from: 0, to: headings.count, by: 2) {
            let pair = headings[row..<min(row + 2, headings.count)]
            let headingHeight = pair.map(\.height).max() ?? 0
            for (offset, heading) in pair.enumerated() {
                let x = offset == 0 ? margin : 2 * margin + column
                func frames(_ lines: [String], from y: Double, style: TextStyle) throws -> [Rect] {
                    try lines.enumerated().map { index, line in
                        let size = try metrics.measure(text: line, style: style)
                        return Rect(x: x, y: y + Double(index) * headingLineHeight, width: size.width, height: size.height)
                    }
                }
                placements.append(GesturePlacement(
                    heading: heading, titleFrames: try frames(heading.title, from: top, style: bold),
                    figureFrames: try frames(heading.figures, from: top + Double(heading.title.count) * headingLineHeight,
                                             style: style),
                    plot: Rect(x: x, y: top + headingHeight, width: column, height: gesturePlotHeight)))
            }
            top += headingHeight + gesturePlotHeight + margin
        }
        return (placements, Size(width: width, height: max(top + margin, 300)))
    }

    /// `gesture`'s heading, its lines no wider than `width`.
    static func heading(_ gesture: GestureRecording, number: Int, figures: FrameFigures, width: Double,
                        metrics: TextMetrics) throws -> GestureHeading {
        let span = gesture.timeSpan.map { String(cFormat: "t %.2f–%.2f s", $0.lowerBound, $0.upperBound) } ?? ""
        let who = gesture.label.map { $0 + " · " } ?? ""
        let title = "Gesture \(number) · " + who + span + " · " + OverlayRenderer.describe(gesture)
        // A gesture past its capacities says how much of it is drawn.
        let frames = gesture.framesLeftOut == 0 ? String(cFormat: "%ld frames", gesture.frames.count)
            : String(cFormat: "first %ld of %ld frames", gesture.frames.count, gesture.frames.count + gesture.framesLeftOut)
        let motions = gesture.segmentsLeftOut == 0 ? ""
            : String(cFormat: "   first %ld of %ld motions", gesture.segments.count,
                     gesture.segments.count + gesture.segmentsLeftOut)
        let text = frames + motions + String(cFormat: "   largest deviation %.2f pt", gesture.largestDeviation)
            + OverlayRenderer.describe(gesture.largestVelocityStep) + "   " + figures.hitchText + "   " + figures.delayedText
        return GestureHeading(
            title: try lines(title, style: bold, width: width, limit: headingLineLimits.title, metrics: metrics),
            figures: try lines(text, style: style, width: width, limit: headingLineLimits.figures, metrics: metrics))
    }

    /// `text` wrapped between words into lines no wider than `width`, at most `limit` of them: the
    /// last one kept then ends, after its last whole word that leaves room, in an ellipsis.
    static func lines(_ text: String, style: TextStyle, width: Double, limit: Int, metrics: TextMetrics) throws -> [String] {
        // A line that fits keeps its spacing (the figures are set apart by three spaces, which wrapping joins as one).
        if try metrics.measure(text: text, style: style).width <= width { return [text] }
        let wrapped = try metrics.wrap(text: text, style: style, width: width)
        guard wrapped.count > limit else { return wrapped }
        var last = Substring(wrapped[limit - 1])
        while true {
            let candidate = last.isEmpty ? "…" : last + " …"
            if try last.isEmpty || metrics.measure(text: candidate, style: style).width <= width {
                return Array(wrapped.prefix(limit - 1)) + [candidate]
            }
            last = last[..<(last.lastIndex(of: " ") ?? last.startIndex)]
        }
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
        // A trace that does not say its display's refresh is read at 60 Hz, and the headline says so.
        let assumed = analysis.refresh.source == DisplayRefresh.assumed.source ? ": the trace does not say" : ""
        try line(String(cFormat: "%ld frames   %ld gestures   ", analysis.timings.count, analysis.gestureCount)
                    + analysis.refresh.budgetText + assumed + "   "
                    + FrameFigures.overBudgetText(analysis.overBudgetCount, of: analysis.timings.count),
                 at: &y, bold: true, canvas: canvas)
        let figures = analysis.figures
        try line([figures.hitchText, figures.delayedText, figures.missedText, figures.reasonsText].joined(separator: "   "),
                 at: &y, bold: true, color: figures.band == .good ? nil : palette.fault, canvas: canvas)
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
        for (numbered, placement) in zip(shown, try Self.layout(shown, metrics: canvas).gestures) {
            try drawGesture(numbered.gesture, placement, canvas: canvas)
        }
    }

    private func line(_ text: String, at y: inout Double, bold: Bool = false, color: Color? = nil,
                      canvas: Canvas) throws {
        try canvas.draw(text: text, style: bold ? Self.bold : Self.style,
                        color: color ?? (bold ? palette.text : palette.secondaryText), at: Point(x: Self.margin, y: y))
        y += 18
    }

    private func drawGesture(_ gesture: GestureRecording, _ placement: GesturePlacement, canvas: Canvas) throws {
        for (line, frame) in zip(placement.heading.title, placement.titleFrames) {
            try canvas.draw(text: line, style: Self.bold, color: palette.text, at: frame.origin)
        }
        let cut = gesture.framesLeftOut > 0 || gesture.segmentsLeftOut > 0
        let figuresColor = gesture.largestDeviation >= GesturePlot.faultDeviation || cut ? palette.fault : palette.secondaryText
        for (line, frame) in zip(placement.heading.figures, placement.figureFrames) {
            try canvas.draw(text: line, style: Self.style, color: figuresColor, at: frame.origin)
        }
        try GesturePlot(palette: palette).draw(gesture, in: placement.plot, on: canvas)
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

/// `listdemo report`: checks where the PNG and the export go, then reads and analyses the trace as a stream, draws
/// the report and writes it atomically, and prints the figures as JSON (`ReportJSON`) when asked; for the export
/// (`--perfetto`) reads it again as it writes.
enum Report {
    static func run(_ options: ReportOptions, assets: Assets) throws {
        if let out = options.out { try AtomicFile.checkWritable(out, role: "--out") }
        if let perfetto = options.perfetto { try AtomicFile.checkWritable(perfetto, role: "--perfetto") }
        if options.out != nil || options.json {
            let analysis = try TraceAnalysis(tracePath: options.trace)
            let name = options.trace.split(separator: "/").last.map(String.init) ?? options.trace
            if let out = options.out {
                // The report's height depends on how its gestures' headings wrap: measured first, on a canvas of one
                // point.
                let size = try ReportRenderer.layout(analysis.numberedGestures,
                                                     metrics: Canvas(size: Size(width: 1, height: 1), scale: 1, assets: assets)).size
                let canvas = try Canvas(size: size, scale: 1, assets: assets)
                try ReportRenderer(palette: Theme.OverlayPalette.standard).draw(analysis, traceName: name, on: canvas)
                try PNG.write(try canvas.readPixels(), to: out)
            }
            if options.json { print(ReportJSON.text(analysis, traceName: name)) }
        }
        if let perfetto = options.perfetto { try PerfettoExport.write(trace: options.trace, to: perfetto) }
    }
}
