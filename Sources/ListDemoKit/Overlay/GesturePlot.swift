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

    /// Draws every series on the same axes filling `rect` (opaque): one time axis from the
    /// earliest start to the latest end, one offset and one velocity scale. Each series' segment
    /// names take a line of their own at the top.
    func draw(_ series: [Series], in rect: Rect, on canvas: Canvas) throws {
        let gap = 3.0
        let velocityHeight = ((rect.height - gap) * Self.velocityShare).rounded()
        let offsets = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - gap - velocityHeight)
        let velocities = Rect(x: rect.minX, y: offsets.maxY + gap, width: rect.width, height: velocityHeight)
        try canvas.fill(offsets, palette.plotBackground)
        try canvas.fill(velocities, palette.plotBackground)
        let spans = series.compactMap(\.recording.timeSpan)
        guard let first = spans.first else {
            try canvas.draw(text: "no gesture yet", style: Self.style, color: palette.secondaryText,
                            at: Point(x: offsets.minX + 4, y: offsets.minY + 2))
            return
        }
        let span = spans.dropFirst().reduce(first) { min($0.lowerBound, $1.lowerBound)...max($0.upperBound, $1.upperBound) }
        try plot(series, span: span, in: offsets, value: \.offset, ideal: { $0.position(at: $1) },
                 time: \.presentTime, unit: "pt", on: canvas)
        try plot(series, span: span, in: velocities, value: \.velocity, ideal: { $0.velocity(at: $1) },
                 time: \.time, unit: "pt/s", on: canvas)
        for (index, one) in series.enumerated() {
            try drawSegmentNames(one, line: index, span: span, in: offsets, on: canvas)
            try drawFaults(one.recording, span: span, offsets: offsets, velocities: velocities, on: canvas)
        }
    }

    /// The worst frame named beside its dot, the largest velocity step marked.
    private func drawFaults(_ recording: GestureRecording, span: ClosedRange<Double>, offsets: Rect, velocities: Rect,
                            on canvas: Canvas) throws {
        if let worst = recording.mostDeviatedFrame, worst.deviation >= Self.faultDeviation {
            // The worst frame named beside its dot: a late frame is one dot among hundreds.
            let x = Self.x(worst.presentTime, span: span, in: offsets)
            let label = String(cFormat: "%.1f pt off, shown %.1f ms late", worst.deviation,
                               (worst.presentTime - worst.time) * 1000)
            let width = try canvas.measure(text: label, style: Self.style).width
            try canvas.draw(text: label, style: Self.style, color: palette.fault,
                            at: Point(x: min(max(offsets.minX + 3, x + 6), offsets.maxX - width - 3),
                                      y: offsets.midY - Self.lineHeight / 2))
        }
        if let step = recording.largestVelocityStep, step.size >= 1 {
            let x = Self.x(step.time, span: span, in: velocities)
            try canvas.fill(Rect(x: x - 1, y: velocities.minY, width: 2, height: velocities.height), palette.fault)
            // Beside the mark, on the side with room, clear of the range labels at the right.
            let label = String(cFormat: "step %.0f pt/s", step.size)
            let width = try canvas.measure(text: label, style: Self.style).width
            let left = x < velocities.midX ? x + 3 : x - width - 3
            try canvas.draw(text: label, style: Self.style, color: palette.fault,
                            at: Point(x: left, y: velocities.midY - Self.lineHeight / 2))
        }
    }

    /// Each segment's curve from its start to the next one's (the last to the span's end), sampled.
    private func sampledCurves(of recording: GestureRecording, span: ClosedRange<Double>,
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

    /// One quantity against time: ideal lines per segment, frames as dots, the range at the right.
    private func plot(_ series: [Series], span: ClosedRange<Double>, in rect: Rect,
                      value: KeyPath<GestureRecording.Frame, Double>,
                      ideal: (GestureRecording.Segment, Double) -> Double,
                      time: KeyPath<GestureRecording.Frame, Double>, unit: String, on canvas: Canvas) throws {
        let curves = series.map { sampledCurves(of: $0.recording, span: span, ideal: ideal) }
        var low = Double.infinity, high = -Double.infinity
        for point in curves.joined().joined() { low = min(low, point.1); high = max(high, point.1) }
        for frame in series.flatMap(\.recording.frames) {
            low = min(low, frame[keyPath: value])
            high = max(high, frame[keyPath: value])
        }
        if !(high - low >= 1) { (low, high) = ((low + high) / 2 - 0.5, (low + high) / 2 + 0.5) }
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
        for (one, oneCurves) in zip(series, curves) {
            for curve in oneCurves {
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
        // Adding zero turns -0.0 into 0.0, which would otherwise print as "-0".
        try canvas.draw(text: String(cFormat: "%.0f ", high + 0) + unit, style: Self.style, color: palette.secondaryText,
                        in: Rect(x: rect.minX, y: rect.minY + 1, width: rect.width - 3, height: Self.lineHeight),
                        alignment: .trailing)
        try canvas.draw(text: String(cFormat: "%.0f", low + 0), style: Self.style, color: palette.secondaryText,
                        in: Rect(x: rect.minX, y: rect.maxY - Self.lineHeight - 1, width: rect.width - 3,
                                 height: Self.lineHeight), alignment: .trailing)
    }

    /// Each segment's name at the top of its stretch, where there is room for it, on line `line`.
    private func drawSegmentNames(_ series: Series, line: Int, span: ClosedRange<Double>, in rect: Rect,
                                  on canvas: Canvas) throws {
        var freeFrom = rect.minX
        for segment in series.recording.segments {
            let x = max(Self.x(segment.startTime, span: span, in: rect) + 3, freeFrom)
            guard x < rect.maxX - 60 else { break }
            let size = try canvas.draw(text: segment.name, style: Self.style, color: series.curve,
                                       at: Point(x: x, y: rect.minY + 1 + Double(line) * Self.lineHeight))
            freeFrom = x + size.width + 6
        }
    }

    /// Where frame time `t` falls across `rect`.
    private static func x(_ t: Double, span: ClosedRange<Double>, in rect: Rect) -> Double {
        let inset = 3.0
        let width = span.upperBound - span.lowerBound
        let fraction = width > 0 ? (t - span.lowerBound) / width : 0
        return rect.minX + inset + fraction * (rect.width - inset * 2)
    }
}
