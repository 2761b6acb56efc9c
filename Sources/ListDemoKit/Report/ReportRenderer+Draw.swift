/// Drawing the report: its headline, the histograms, and each gesture's heading, plot and timeline.
extension ReportRenderer {
    /// A line of the headline and how it is printed.
    struct HeadlineLine: Equatable {
        enum Ink: Equatable { case text, secondary, fault }
        let text: String
        let bold: Bool
        let ink: Ink
    }

    /// The kinds of motion the headline names one by one, the largest deviations first; the others are summed up
    /// on one line.
    static let headlineKinds = 6

    /// The headline's lines above the legend: the run's frames and budget; its hitch ratio and band, delayed
    /// frames, missed refreshes and late frames' reasons; beside those, the largest deviation of each kind of
    /// motion, naming the motion and the frame; the largest velocity step; what was left out.
    static func headline(_ analysis: TraceAnalysis) -> [HeadlineLine] {
        let figures = analysis.figures
        // A trace that does not say its display's refresh is read at 60 Hz, and the headline says so.
        let assumed = analysis.refresh.source == DisplayRefresh.assumed.source ? ": the trace does not say" : ""
        var lines = [
            HeadlineLine(text: String(cFormat: "%ld frames   %ld gestures   ", analysis.timings.count, analysis.gestureCount)
                             + analysis.refresh.budgetText + assumed + "   "
                             + FrameFigures.overBudgetText(analysis.overBudgetCount, of: analysis.timings.count),
                         bold: true, ink: .text),
            HeadlineLine(text: [figures.hitchText, figures.delayedText, figures.missedText, figures.reasonsText]
                             .joined(separator: "   "),
                         bold: true, ink: figures.band == .good ? .text : .fault),
        ]
        let kinds = analysis.deviations.byKind
        for kind in kinds.prefix(headlineKinds) {
            lines.append(HeadlineLine(text: deviationText(kind), bold: true,
                                      ink: kind.frame.distance >= GesturePlot.faultDeviation ? .fault : .text))
        }
        if kinds.count > headlineKinds {
            lines.append(HeadlineLine(text: String(cFormat: "and %ld more kinds of motion, none more than %.2f pt off",
                                                   kinds.count - headlineKinds, kinds[headlineKinds].frame.distance),
                                      bold: false, ink: .secondary))
        }
        if kinds.isEmpty { lines.append(HeadlineLine(text: "no gesture in this trace", bold: false, ink: .secondary)) }
        if let step = analysis.largestVelocityStep {
            lines.append(HeadlineLine(text: String(cFormat: "largest velocity step %.0f pt/s   gesture %ld at t %.3f s, ",
                                                   step.step.size, step.gesture, step.step.time)
                                          + step.step.from + " → " + step.step.to, bold: false, ink: .secondary))
        } else {
            lines.append(HeadlineLine(text: "no hand-over between motions", bold: false, ink: .secondary))
        }
        let leftOut = [(analysis.backwardFrames, "frames whose time ran backwards"),
                       (analysis.motionsLeftOut, "motion records it cannot rebuild"),
                       (analysis.deviations.kindsLeftOut,
                        "frames of kinds of motion past the first \(TraceAnalysis.DeviationsByKind.keptKinds)")]
            .filter { $0.0 > 0 }
        lines.append(leftOut.isEmpty ? HeadlineLine(text: "every frame and motion record read", bold: false, ink: .secondary)
                         : HeadlineLine(text: "left out: " + leftOut.map { "\($0.0) \($0.1)" }.joined(separator: ", "),
                                        bold: false, ink: .fault))
        return lines
    }

    /// One kind's largest deviation: "largest fling deviation 16.01 pt   gesture 1's fling from t 0.400 s, frame at
    /// t 0.417 s presented 8.0 ms after its target (presented late)".
    static func deviationText(_ worst: TraceAnalysis.KindDeviation) -> String {
        let frame = worst.frame
        return "largest " + worst.kind + String(cFormat: " deviation %.2f pt   gesture %ld's ", frame.distance, worst.gesture)
            + worst.kind + String(cFormat: " from t %.3f s, frame at t %.3f s presented %.1f ms after its target",
                                  worst.motion.startTime, frame.time, (frame.presentTime - frame.time) * 1000)
            + (frame.verdict?.reason.map { " (" + $0.rawValue + ")" } ?? "")
    }

    func draw(_ analysis: TraceAnalysis, traceName: String, on canvas: Canvas) throws {
        let m = Self.margin
        try canvas.clear(palette.background)
        var y = m
        try canvas.draw(text: "listdemo report · " + traceName, style: Self.title, color: palette.text,
                        at: Point(x: m, y: y))
        y += 26
        let widest = Self.width - 2 * m
        for line in Self.headline(analysis) {
            let style = line.bold ? Self.bold : Self.style
            let color = switch line.ink {
            case .text: palette.text
            case .secondary: palette.secondaryText
            case .fault: palette.fault
            }
            // A kind's name comes from the trace: a long one is cut, not drawn past the page.
            try canvas.draw(text: try canvas.truncate(text: line.text, style: style, width: widest), style: style,
                            color: color, at: Point(x: m, y: y))
            y += Self.headlineLineHeight
        }
        try drawLegend(at: y, on: canvas)
        y += Self.headlineLineHeight + m
        // The input latency (Chromium's Event.Latency.ScrollUpdate) joins the row when the trace has it.
        let latencies = analysis.inputLatencies
        let columns = latencies.isEmpty ? 2.0 : 3.0
        let column = (Self.width - (columns + 1) * m) / columns
        let budget = analysis.budget
        try histogram("frame interval", Spread(analysis.intervals), values: analysis.intervals, budget: budget,
                      color: palette.interval, in: Rect(x: m, y: y, width: column, height: Self.histogramHeight), canvas: canvas)
        try histogram("work", Spread(analysis.works), values: analysis.works, budget: budget, color: palette.work,
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
        for (numbered, placement) in zip(shown, try Self.layout(analysis, metrics: canvas).gestures) {
            try drawGesture(numbered.gesture, placement, budget: budget, canvas: canvas)
        }
    }

    /// The legend of the plots' colours: each late frame's reason, the refreshes with no new frame, and how the
    /// deviation plot is scaled.
    private func drawLegend(at y: Double, on canvas: Canvas) throws {
        var x = Self.margin
        let size = try canvas.draw(text: "late frames:", style: Self.style, color: palette.secondaryText, at: Point(x: x, y: y))
        x += size.width + 8
        for (text, color) in FrameTimelinePlot(palette: palette).legend() {
            try canvas.fill(Rect(x: x, y: y + 3, width: 10, height: 10), color)
            x += 14 + (try canvas.draw(text: text, style: Self.style, color: palette.secondaryText, at: Point(x: x + 14, y: y))).width
            x += 12
        }
        try canvas.draw(text: String(cFormat: "   deviation: presented − ideal, log scale, ±%.0f pt band", DeviationScale.band),
                        style: Self.style, color: palette.secondaryText, at: Point(x: x, y: y))
    }

    private func drawGesture(_ gesture: GestureRecording, _ placement: GesturePlacement, budget: Double,
                             canvas: Canvas) throws {
        for (line, frame) in zip(placement.heading.title, placement.titleFrames) {
            try canvas.draw(text: line, style: Self.bold, color: palette.text, at: frame.origin)
        }
        let cut = gesture.framesLeftOut > 0 || gesture.segmentsLeftOut > 0
        let figuresColor = gesture.largestDeviation >= GesturePlot.faultDeviation || cut ? palette.fault : palette.secondaryText
        for (line, frame) in zip(placement.heading.figures, placement.figureFrames) {
            try canvas.draw(text: line, style: Self.style, color: figuresColor, at: frame.origin)
        }
        try GesturePlot(palette: palette).draw(gesture, in: placement.plot, on: canvas)
        let frames = gesture.frames.map(\.timelineFrame)
        for (rect, window) in zip(placement.timeline, placement.timelineWindows) {
            try FrameTimelinePlot(palette: palette).draw(frames, window: window, origin: gesture.timeSpan?.lowerBound ?? 0,
                                                         budget: budget, in: rect, on: canvas)
        }
    }
}
