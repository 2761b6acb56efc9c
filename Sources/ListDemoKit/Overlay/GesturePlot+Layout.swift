/// Where the gesture plot puts its plots and labels.
extension GesturePlot {
    /// The layout of `series` filling `rect`, with text measured by `metrics`.
    func layout(_ series: [Series], in rect: Rect, metrics: TextMetrics) throws -> Layout {
        let velocities = rect.height >= Self.velocityMinimumHeight
        // A header line for each series (one: its panels' names and scales).
        let header = Self.lineHeight * Double(max(1, series.count))
        let plots = max(0, rect.height - header - Self.lineHeight - Self.gap * (velocities ? 2 : 1))
        let offsetHeight = (plots * (velocities ? Self.shares.offset : Self.shares.offset + Self.shares.velocity / 2)).rounded()
        let deviationHeight = velocities ? (plots * Self.shares.deviation).rounded() : plots - offsetHeight
        let offsetPanel = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: header + offsetHeight)
        let deviationPanel = Rect(x: rect.minX, y: offsetPanel.maxY + Self.gap, width: rect.width, height: deviationHeight)
        let velocityPanel = velocities
            ? Rect(x: rect.minX, y: deviationPanel.maxY + Self.gap, width: rect.width,
                   height: plots - offsetHeight - deviationHeight) : nil
        let axis = Rect(x: rect.minX, y: (velocityPanel ?? deviationPanel).maxY, width: rect.width, height: Self.lineHeight)
        let scale = DeviationScale(largest: series.map(\.recording.largestDeviation).max() ?? 0)
        // The gutter at the right: the deviation scale's top and bottom (one "±" label centred when the plot is too
        // short for two), and the time's unit.
        let twoLabels = deviationHeight >= Self.lineHeight * 2
        let scaleTexts = twoLabels ? [scale.topText, scale.bottomText] : [scale.bothText]
        let gutterTexts = scaleTexts + ["s"]
        let gutterSizes = try gutterTexts.map { try metrics.measure(text: $0, style: Self.style) }
        let gutter = (gutterSizes.map(\.width).max() ?? 0) + Self.labelGap
        func area(_ panel: Rect, top: Double = 0) -> Rect {
            Rect(x: panel.minX, y: panel.minY + top, width: max(0, panel.width - gutter), height: max(0, panel.height - top))
        }
        let (offsetArea, deviationArea) = (area(offsetPanel, top: header), area(deviationPanel))
        let velocityArea = velocityPanel.map { area($0) }
        var labels: [Label] = []
        for (index, text) in gutterTexts.enumerated() {
            let size = gutterSizes[index]
            let y = index == gutterTexts.count - 1 ? axis.minY
                : !twoLabels ? deviationArea.midY - size.height / 2
                : index == 0 ? deviationArea.minY : deviationArea.maxY - size.height
            labels.append(Label(text: text, frame: Rect(x: rect.maxX - size.width, y: y, width: size.width,
                                                        height: size.height), ink: .secondary))
        }
        let spans = series.compactMap(\.recording.timeSpan)
        guard let first = spans.first else {
            let text = "no gesture yet"
            let size = try metrics.measure(text: text, style: Self.style)
            labels.append(Label(text: text, frame: Rect(origin: Point(x: offsetArea.minX + 4, y: offsetPanel.minY + 2),
                                                        size: size), ink: .secondary))
            return Layout(offsetPanel: offsetPanel, deviationPanel: deviationPanel, velocityPanel: velocityPanel,
                          offsetArea: offsetArea, deviationArea: deviationArea, velocityArea: velocityArea, axis: axis,
                          span: nil, panels: [], deviationScale: scale, ticks: [], labels: labels)
        }
        let span = spans.dropFirst().reduce(first) { min($0.lowerBound, $1.lowerBound)...max($0.upperBound, $1.upperBound) }
        let panels = Self.panels(series, span: span, across: offsetArea, velocities: velocities)
        // The time axis: each panel's ticks, seconds from the gesture's start, labels inside the panel.
        var ticks: [TimeAxis.Tick] = []
        var free = -Double.infinity
        for panel in panels {
            let inner = panel.x(panel.time.lowerBound)...panel.x(panel.time.upperBound)
            let these = try TimeAxis.ticks(of: panel.time, across: inner, origin: span.lowerBound, top: axis.minY,
                                           bounds: panel.xs, freeFrom: free, style: Self.style, metrics: metrics)
            ticks += these
            free = these.compactMap(\.label).last.map { $0.frame.maxX + 2 * Self.labelGap } ?? free
        }
        labels += ticks.compactMap(\.label).map { Label(text: $0.text, frame: $0.frame, ink: .secondary) }
        labels += try Self.headerLabels(series, panels: panels, velocities: velocities, top: offsetPanel.minY, in: rect,
                                        metrics: metrics)
        return Layout(offsetPanel: offsetPanel, deviationPanel: deviationPanel, velocityPanel: velocityPanel,
                      offsetArea: offsetArea, deviationArea: deviationArea, velocityArea: velocityArea, axis: axis,
                      span: span, panels: panels, deviationScale: scale, ticks: ticks, labels: labels)
    }

    /// The header's labels on its lines from `top` across `rect`, each whole or not at all. One series: each panel's
    /// name and scales from its left edge, the longest form that fits inside it. Several: a line each naming its
    /// motions from where each starts, and the one panel's scales at the right of the first line. Then the faults at
    /// the right of the last line, right to left, clear of what the line holds.
    private static func headerLabels(_ series: [Series], panels: [Panel], velocities: Bool, top: Double, in rect: Rect,
                                     metrics: TextMetrics) throws -> [Label] {
        var labels: [Label] = []
        var freeFrom = [Double](repeating: rect.minX, count: max(1, series.count))
        func place(_ text: String, x: Double, line: Int) throws -> Rect {
            let size = try metrics.measure(text: text, style: style)
            return Rect(x: x, y: top + Double(line) * lineHeight, width: size.width, height: size.height)
        }
        if series.count == 1 {
            for (index, panel) in panels.enumerated() {
                let name = Self.name(of: series[0].recording, in: panels, at: index)
                for text in panelTexts(name: name, panel, velocities: velocities) {
                    let frame = try place(text, x: panel.xs.lowerBound + inset, line: 0)
                    guard frame.maxX <= panel.xs.upperBound - labelGap else { continue }
                    labels.append(Label(text: text, frame: frame, ink: .series(0)))
                    freeFrom[0] = frame.maxX + labelGap * 2
                    break
                }
            }
        } else {
            for (line, one) in series.enumerated() {
                for segment in one.recording.segments {
                    let frame = try place(segment.name, x: max(panels[0].x(segment.startTime), freeFrom[line]), line: line)
                    guard frame.maxX <= rect.maxX else { continue }
                    labels.append(Label(text: segment.name, frame: frame, ink: .series(line)))
                    freeFrom[line] = frame.maxX + labelGap * 2
                }
            }
            for text in panelTexts(name: nil, panels[0], velocities: velocities) {
                let width = try metrics.measure(text: text, style: style).width
                guard rect.maxX - width >= freeFrom[0] else { continue }
                labels.append(Label(text: text, frame: try place(text, x: rect.maxX - width, line: 0),
                                    ink: .secondary))
                break
            }
        }
        var right = rect.maxX
        let last = freeFrom.count - 1
        for text in faults(series).reversed() {
            let width = try metrics.measure(text: text, style: style).width
            guard right - width >= freeFrom[last] else { break }
            labels.append(Label(text: text, frame: try place(text, x: right - width, line: last), ink: .fault))
            right -= width + labelGap * 2
        }
        return labels
    }

    /// The faults the header names: each series' worst frame when off its curve, and its largest step.
    static func faults(_ series: [Series]) -> [String] {
        series.flatMap { one -> [String] in
            var texts: [String] = []
            if let worst = one.recording.mostDeviatedFrame, worst.distance >= faultDeviation {
                texts.append(String(cFormat: "%.1f pt off, %.1f ms late", worst.distance, (worst.presentTime - worst.time) * 1000))
            }
            if let step = one.recording.largestVelocityStep, step.size >= 1 {
                texts.append(String(cFormat: "step %.0f pt/s", step.size))
            }
            return texts
        }
    }

    /// The motions the `index`-th of `panels` covers (those that start in it, by `Layout.panel(at:)`'s rule), by
    /// kind in order: "fling", "key ×18", "fling → bounce" (a merged panel).
    static func name(of recording: GestureRecording, in panels: [Panel], at index: Int) -> String {
        GestureRecording.names(of: recording.segments.lazy.filter { Layout.index(of: $0.startTime, in: panels) == index })
    }

    /// A panel's header, longest first: its name with its offset and velocity scales ("fling  300–1798 pt
    /// 0–3000 pt/s"), with its offset scale, its name alone.
    static func panelTexts(name: String?, _ panel: Panel, velocities: Bool) -> [String] {
        func range(_ range: ClosedRange<Double>, _ unit: String) -> String {
            String(cFormat: "%.0f", range.lowerBound + 0).replacingMinusZero + "–"
                + String(cFormat: "%.0f", range.upperBound + 0).replacingMinusZero + " " + unit
        }
        let offsets = range(panel.offsetRange, "pt")
        let prefix = name.map { $0 + "  " } ?? ""
        return (velocities ? [prefix + offsets + "  " + range(panel.velocityRange, "pt/s")] : [])
            + [prefix + offsets] + (name.map { [$0] } ?? [])
    }
}
