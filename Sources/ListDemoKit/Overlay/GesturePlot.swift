/// Draws a `GestureRecording`: the offset plot (each segment's ideal curve as a line, named, the
/// offsets shown as dots at the time they were presented, frames off the curve in red) above a
/// small velocity plot (the ideal velocity as a line, each frame's as a dot, the largest step at
/// a hand-over marked). The overlay and `listdemo report` both draw with it; `--compare`'s overlay
/// draws the two halves' gestures on one time axis, each in its colours.
struct GesturePlot {
    /// One gesture and the colours it is drawn in.
    struct Series {
        var recording: GestureRecording
        var curve: Color
        var frames: Color
    }

    /// The colours it draws in.
    let palette: Theme.OverlayPalette

    /// `recording` as the `index`-th gesture on the axes: the first in the ideal curve's and shown
    /// frames' colours, any other (`--compare`'s right half) in the second pair.
    func series(_ recording: GestureRecording, index: Int = 0) -> Series {
        index == 0 ? Series(recording: recording, curve: palette.idealCurve, frames: palette.shownFrame)
            : Series(recording: recording, curve: palette.secondCurve, frames: palette.secondFrame)
    }

    /// Points on each segment's ideal curve: enough that an ease-out or a spring reads as a curve.
    static let curveSamples = 64
    /// A frame this far from the ideal curve (points) is drawn as a fault: 1 ms late at 2,000 pt/s.
    static let faultDeviation = 2.0
    /// The share of the height the velocity plot takes.
    static let velocityShare = 0.32

    static let style = TextStyle(size: 11)
    static let lineHeight = 14.0

    /// Draws `recording` filling `rect` (opaque).
    func draw(_ recording: GestureRecording, in rect: Rect, on canvas: Canvas) throws {
        try draw([series(recording)], in: rect, on: canvas)
    }

    /// A label the plot prints, where, and in which colour.
    struct Label: Equatable {
        enum Ink: Equatable { case secondary, fault, series(Int) }
        let text: String
        let frame: Rect
        let ink: Ink
    }

    /// Where everything goes, decided before anything is drawn so that no label overlaps another,
    /// a curve or a dot: the curves and dots stay inside `offsetArea` and `velocityArea`; the
    /// range labels sit in a gutter at their right; segment names, the worst frame and the largest
    /// step are named on header lines above the offset plot (one line a series, the faults at the
    /// right of the last), each whole or not at all. The tests read these frames.
    struct Layout: Equatable {
        let offsetPanel: Rect
        let velocityPanel: Rect
        let offsetArea: Rect
        let velocityArea: Rect
        let span: ClosedRange<Double>?
        let offsetRange: ClosedRange<Double>
        let velocityRange: ClosedRange<Double>
        let labels: [Label]
    }

    /// Space between a label and what it sits beside.
    static let labelGap = 4.0

    /// The layout of `series` filling `rect`, with text measured by `metrics`.
    func layout(_ series: [Series], in rect: Rect, metrics: TextMetrics) throws -> Layout {
        let gap = 3.0
        let velocityHeight = ((rect.height - gap) * Self.velocityShare).rounded()
        let offsets = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - gap - velocityHeight)
        let velocities = Rect(x: rect.minX, y: offsets.maxY + gap, width: rect.width, height: velocityHeight)
        let spans = series.compactMap(\.recording.timeSpan)
        guard let first = spans.first else {
            let text = "no gesture yet"
            let size = try metrics.measure(text: text, style: Self.style)
            return Layout(offsetPanel: offsets, velocityPanel: velocities, offsetArea: offsets, velocityArea: velocities,
                          span: nil, offsetRange: 0...1, velocityRange: 0...1,
                          labels: [Label(text: text, frame: Rect(origin: Point(x: offsets.minX + 4, y: offsets.minY + 2),
                                                                 size: size), ink: .secondary)])
        }
        let span = spans.dropFirst().reduce(first) { min($0.lowerBound, $1.lowerBound)...max($0.upperBound, $1.upperBound) }
        let offsetRange = Self.range(of: series, span: span, value: \.offset) { $0.position(at: $1) }
        let velocityRange = Self.range(of: series, span: span, value: \.velocity) { $0.velocity(at: $1) }
        // The gutter: as wide as the widest range label.
        let ranges = [Self.rangeText(offsetRange.upperBound, unit: "pt"), Self.rangeText(offsetRange.lowerBound, unit: nil),
                      Self.rangeText(velocityRange.upperBound, unit: "pt/s"), Self.rangeText(velocityRange.lowerBound, unit: nil)]
        let sizes = try ranges.map { try metrics.measure(text: $0, style: Self.style) }
        let gutter = (sizes.map(\.width).max() ?? 0) + Self.labelGap
        let header = Self.lineHeight * Double(series.count)
        let offsetArea = Rect(x: offsets.minX, y: offsets.minY + header, width: max(0, offsets.width - gutter),
                              height: max(0, offsets.height - header))
        let velocityArea = Rect(x: velocities.minX, y: velocities.minY, width: max(0, velocities.width - gutter),
                                height: velocities.height)
        var labels: [Label] = []
        // Range labels, right-aligned in the gutter: the top one at its area's top, the bottom one at its bottom.
        for (index, area) in [offsetArea, offsetArea, velocityArea, velocityArea].enumerated() {
            let size = sizes[index]
            let y = index % 2 == 0 ? area.minY : area.maxY - size.height
            labels.append(Label(text: ranges[index], frame: Rect(x: offsets.maxX - size.width, y: y,
                                                                  width: size.width, height: size.height), ink: .secondary))
        }
        // Header lines: the faults at the right of the last line, then each series' segment names
        // from where its segment starts, left to right, each only if it fits whole before the next thing.
        var faults: [String] = []
        for one in series {
            if let worst = one.recording.mostDeviatedFrame, worst.deviation >= Self.faultDeviation {
                faults.append(String(cFormat: "%.1f pt off, %.1f ms late", worst.deviation,
                                     (worst.presentTime - worst.time) * 1000))
            }
            if let step = one.recording.largestVelocityStep, step.size >= 1 {
                faults.append(String(cFormat: "step %.0f pt/s", step.size))
            }
        }
        var right = offsets.maxX
        let lastLine = offsets.minY + header - Self.lineHeight
        for text in faults.reversed() {
            let size = try metrics.measure(text: text, style: Self.style)
            guard right - size.width >= offsets.minX else { break }
            labels.append(Label(text: text, frame: Rect(x: right - size.width, y: lastLine, width: size.width, height: size.height),
                                ink: .fault))
            right -= size.width + Self.labelGap * 2
        }
        for (line, one) in series.enumerated() {
            let y = offsets.minY + Double(line) * Self.lineHeight
            var freeFrom = offsets.minX
            let end = line == series.count - 1 ? right : offsets.maxX
            for segment in one.recording.segments {
                let size = try metrics.measure(text: segment.name, style: Self.style)
                let x = max(Self.x(segment.startTime, span: span, in: offsetArea), freeFrom)
                guard x + size.width <= end else { continue }
                labels.append(Label(text: segment.name, frame: Rect(x: x, y: y, width: size.width, height: size.height),
                                    ink: .series(line)))
                freeFrom = x + size.width + Self.labelGap * 2
            }
        }
        return Layout(offsetPanel: offsets, velocityPanel: velocities, offsetArea: offsetArea, velocityArea: velocityArea,
                      span: span, offsetRange: offsetRange, velocityRange: velocityRange, labels: labels)
    }

    /// Draws every series on the same axes filling `rect` (opaque): one time axis from the
    /// earliest start to the latest end, one offset and one velocity scale, placed by `layout`.
    func draw(_ series: [Series], in rect: Rect, on canvas: Canvas) throws {
        let layout = try layout(series, in: rect, metrics: canvas)
        try canvas.fill(layout.offsetPanel, palette.plotBackground)
        try canvas.fill(layout.velocityPanel, palette.plotBackground)
        if let span = layout.span {
            try plot(series, span: span, range: layout.offsetRange, in: layout.offsetArea, value: \.offset,
                     ideal: { $0.position(at: $1) }, time: \.presentTime, on: canvas)
            try plot(series, span: span, range: layout.velocityRange, in: layout.velocityArea, value: \.velocity,
                     ideal: { $0.velocity(at: $1) }, time: \.time, on: canvas)
            // The largest velocity step marked where it happened (named on the header line).
            for one in series {
                guard let step = one.recording.largestVelocityStep, step.size >= 1 else { continue }
                let x = Self.x(step.time, span: span, in: layout.velocityArea)
                try canvas.fill(Rect(x: x - 1, y: layout.velocityArea.minY, width: 2, height: layout.velocityArea.height),
                                palette.fault)
            }
        }
        for label in layout.labels {
            let color = switch label.ink {
            case .secondary: palette.secondaryText
            case .fault: palette.fault
            case .series(let index): series[index].curve
            }
            try canvas.draw(text: label.text, style: Self.style, color: color, at: label.frame.origin)
        }
    }

    /// A range label: the value, rounded, and for the top one its unit.
    private static func rangeText(_ value: Double, unit: String?) -> String {
        // Adding zero turns -0.0 into 0.0, which would otherwise print as "-0".
        String(cFormat: "%.0f", value + 0) + (unit.map { " " + $0 } ?? "")
    }

    /// The values `series` take over `span`, ideal curves and frames alike, at least 1 apart.
    private static func range(of series: [Series], span: ClosedRange<Double>, value: KeyPath<GestureRecording.Frame, Double>,
                              ideal: (GestureRecording.Segment, Double) -> Double) -> ClosedRange<Double> {
        var low = Double.infinity, high = -Double.infinity
        for one in series {
            for point in sampledCurves(of: one.recording, span: span, ideal: ideal).joined() {
                low = min(low, point.1)
                high = max(high, point.1)
            }
            for frame in one.recording.frames {
                low = min(low, frame[keyPath: value])
                high = max(high, frame[keyPath: value])
            }
        }
        if !(high - low >= 1) { (low, high) = ((low + high) / 2 - 0.5, (low + high) / 2 + 0.5) }
        return low...high
    }

    /// Each segment's curve from its start to the next one's (the last to the span's end), sampled.
    private static func sampledCurves(of recording: GestureRecording, span: ClosedRange<Double>,
                                      ideal: (GestureRecording.Segment, Double) -> Double) -> [[(Double, Double)]] {
        let segments = recording.segments
        return segments.enumerated().map { index, segment in
            let start = max(segment.startTime, span.lowerBound)
            let end = index + 1 < segments.count ? segments[index + 1].startTime : span.upperBound
            guard end >= start else { return [] }
            return (0...Self.curveSamples).map { sample in
                let t = start + (end - start) * Double(sample) / Double(Self.curveSamples)
                return (t, ideal(segment, t))
            }
        }
    }

    /// One quantity against time inside `rect`: ideal lines per segment, frames as dots.
    private func plot(_ series: [Series], span: ClosedRange<Double>, range: ClosedRange<Double>, in rect: Rect,
                      value: KeyPath<GestureRecording.Frame, Double>,
                      ideal: (GestureRecording.Segment, Double) -> Double,
                      time: KeyPath<GestureRecording.Frame, Double>, on canvas: Canvas) throws {
        let (low, high) = (range.lowerBound, range.upperBound)
        // A fault's dot is 5 pt wide: inset so every dot stays inside the area.
        let inset = 3.0
        func point(_ t: Double, _ v: Double) -> Point {
            Point(x: Self.x(t, span: span, in: rect),
                  y: rect.maxY - inset - (v - low) / (high - low) * (rect.height - inset * 2))
        }
        for segments in series.map(\.recording.segments) {
            for (index, segment) in segments.enumerated() where index > 0 && span.contains(segment.startTime) {
                let x = Self.x(segment.startTime, span: span, in: rect)
                try canvas.fill(Rect(x: x, y: rect.minY, width: 1, height: rect.height), palette.gridLine)
            }
        }
        for one in series {
            for curve in Self.sampledCurves(of: one.recording, span: span, ideal: ideal) {
                try canvas.strokePolyline(curve.map { point($0.0, $0.1) }, color: one.curve, width: 1.5)
            }
        }
        for one in series {
            for frame in one.recording.frames {
                let dot = point(frame[keyPath: time], frame[keyPath: value])
                let faulty = value == \.offset && frame.deviation >= Self.faultDeviation
                let size = faulty ? 5.0 : 3.0
                try canvas.fillCircle(center: dot, diameter: size, faulty ? palette.fault : one.frames)
            }
        }
    }

    /// Where frame time `t` falls across `rect`.
    static func x(_ t: Double, span: ClosedRange<Double>, in rect: Rect) -> Double {
        let inset = 3.0
        let width = span.upperBound - span.lowerBound
        let fraction = width > 0 ? (t - span.lowerBound) / width : 0
        return rect.minX + inset + fraction * (rect.width - inset * 2)
    }
}
