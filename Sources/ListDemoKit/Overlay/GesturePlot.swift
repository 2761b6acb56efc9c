import ScrollCore

/// Draws a `GestureRecording` as three plots on one time axis: the offsets (each motion's ideal curve as a line,
/// drawn over the offsets shown, dots at the time they were presented, thinned where they would overlap; frames off
/// the curve in the fault colour), under them each frame's signed deviation from the curve (presented − ideal, on
/// the symmetric log scale of `DeviationScale`, each late frame in its reason's colour with a mark above it), and
/// the velocities (the ideal velocity as a line, each frame's as a dot, the largest step at a hand-over marked);
/// under those the time axis, seconds from the gesture's start. Each motion (a run of motions of one kind) has a
/// panel of its own across the plots with its own vertical scales (`panels`), so a key scroll at 275,000 pt/s never
/// flattens the fling beside it. The overlay and `listdemo report` both draw with it; `--compare`'s overlay draws
/// the two halves' gestures in one panel, each in its colours, so they compare on one scale.
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
    /// The share of the plots' height the offsets, deviations and velocities take.
    static let shares = (offset: 0.48, deviation: 0.28, velocity: 0.24)
    /// A plot shorter than this (points, its header and axis included) leaves the velocities out: the offsets and
    /// deviations need the room (the largest step is still named on the header line).
    static let velocityMinimumHeight = 110.0
    /// A frame's dot, and a late or faulty frame's, which is never thinned out.
    static let dotDiameter = 3.0
    static let markDiameter = 5.0
    /// The areas keep this far from their edges, so every dot stays inside.
    static let inset = 3.0
    /// The space between the plots.
    static let gap = 3.0

    static let style = TextStyle(size: 11)
    static let lineHeight = 14.0
    /// Space between a label and what it sits beside.
    static let labelGap = 4.0

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

    /// One motion's panel: the stretch of the gesture's time it covers, where it is drawn across the plots, and its
    /// own vertical scales.
    struct Panel: Equatable {
        let time: ClosedRange<Double>
        let xs: ClosedRange<Double>
        let offsetRange: ClosedRange<Double>
        let velocityRange: ClosedRange<Double>

        /// Where frame time `t` falls across the panel, `GesturePlot.inset` in from each side.
        func x(_ t: Double) -> Double {
            let seconds = time.upperBound - time.lowerBound
            let width = xs.upperBound - xs.lowerBound - GesturePlot.inset * 2
            return xs.lowerBound + GesturePlot.inset + (seconds > 0 ? (t - time.lowerBound) / seconds : 0) * width
        }
    }

    /// Where everything goes, decided before anything is drawn so that no label overlaps another, a curve or a dot:
    /// curves and dots stay inside the areas; the deviation scale's labels and the time's unit sit in a gutter at
    /// their right; each panel's name and scales, and the worst frame and the largest step, on the header line
    /// above the offsets (`--compare`: a line a series above it naming its motions); the time's ticks on the axis
    /// line below; each whole or not at all. The tests read these frames.
    struct Layout: Equatable {
        let offsetPanel: Rect
        let deviationPanel: Rect
        let velocityPanel: Rect?
        let offsetArea: Rect
        let deviationArea: Rect
        let velocityArea: Rect?
        /// The time axis' line, under the last plot.
        let axis: Rect
        let span: ClosedRange<Double>?
        let panels: [Panel]
        let deviationScale: DeviationScale
        let ticks: [TimeAxis.Tick]
        let labels: [Label]

        /// The panel that holds frame time `t`: the last one started by then (the first before any).
        func panel(at t: Double) -> Panel? {
            Self.index(of: t, in: panels).map { panels[$0] }
        }

        /// The index of the panel of `panels` that holds frame time `t`; nil without panels.
        /// - Complexity: O(log n), the panels being in time order.
        static func index(of t: Double, in panels: [Panel]) -> Int? {
            guard !panels.isEmpty else { return nil }
            return max(0, Bisection.last(in: -1...(panels.count - 1)) { panels[$0].time.lowerBound <= t })
        }

        /// Where frame time `t` falls across the plots.
        func x(_ t: Double) -> Double { panel(at: t)?.x(t) ?? offsetArea.minX }
    }

    /// Draws every series filling `rect` (opaque), placed by `layout`.
    func draw(_ series: [Series], in rect: Rect, on canvas: Canvas) throws {
        let layout = try layout(series, in: rect, metrics: canvas)
        for panel in [layout.offsetPanel, layout.deviationPanel] + [layout.velocityPanel].compactMap({ $0 }) {
            try canvas.fill(panel, palette.plotBackground)
        }
        if layout.span != nil {
            try drawTimeMarks(series, layout, on: canvas)
            try drawOffsets(series, layout, on: canvas)
            try drawDeviations(series, layout, on: canvas)
            if let area = layout.velocityArea { try drawVelocities(series, layout, in: area, on: canvas) }
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

    /// Each area's grid: a line where a motion hands over to one of another kind (a wheel or key scroll's
    /// retargets would fill the plot with lines), and the time axis' ticks at its foot.
    private func drawTimeMarks(_ series: [Series], _ layout: Layout, on canvas: Canvas) throws {
        let areas = [layout.offsetArea, layout.deviationArea] + [layout.velocityArea].compactMap { $0 }
        for area in areas {
            for segments in series.map(\.recording.segments) {
                for (previous, segment) in zip(segments, segments.dropFirst())
                where segment.name != previous.name && layout.span?.contains(segment.startTime) == true {
                    try canvas.fill(Rect(x: layout.x(segment.startTime), y: area.minY, width: 1, height: area.height),
                                    palette.gridLine)
                }
            }
            for tick in layout.ticks {
                try canvas.fill(Rect(x: tick.x - 0.5, y: area.maxY - 3, width: 1, height: 3), palette.secondaryText)
            }
        }
    }

    /// The offsets: the frames' dots, thinned, then every segment's ideal curve over them, each in its panel's scale.
    private func drawOffsets(_ series: [Series], _ layout: Layout, on canvas: Canvas) throws {
        let area = layout.offsetArea
        func y(_ value: Double, at t: Double) -> Double {
            Self.y(value, in: layout.panel(at: t)?.offsetRange ?? 0...1, area: area)
        }
        for one in series {
            let frames = one.recording.frames
            for index in Self.thinned(frames.map { layout.x($0.presentTime) }, keeping: { Self.isMarked(frames[$0]) }) {
                let frame = frames[index]
                let faulty = frame.distance >= Self.faultDeviation
                try canvas.fillCircle(center: Point(x: layout.x(frame.presentTime), y: y(frame.offset, at: frame.presentTime)),
                                      diameter: faulty ? Self.markDiameter : Self.dotDiameter,
                                      faulty ? palette.fault : one.frames)
            }
        }
        try strokeIdealCurves(series, layout, in: area, ideal: { $0.position(at: $1) }, y: y, on: canvas)
    }

    /// Every segment's ideal curve (`ideal`: its position or velocity at a time), over the dots, each point
    /// placed by its segment's panel (`y(value, at: the segment's start)`).
    private func strokeIdealCurves(_ series: [Series], _ layout: Layout, in area: Rect,
                                   ideal: (GestureRecording.Segment, Double) -> Double, y: (Double, Double) -> Double,
                                   on canvas: Canvas) throws {
        for one in series {
            for curve in Self.sampledCurves(of: one.recording, span: layout.span!, ideal: ideal) where !curve.isEmpty {
                let start = curve[0].0
                try canvas.strokePolyline(curve.map { Point(x: layout.panel(at: start)?.x($0.0) ?? area.minX,
                                                            y: y($0.1, start)) },
                                          color: one.curve, width: 1.5)
            }
        }
    }

    /// The deviations on their symmetric log scale: the ±1 pt band and the 0 line, each frame's dot (thinned), and
    /// each late frame in its reason's colour with a mark at the area's top.
    private func drawDeviations(_ series: [Series], _ layout: Layout, on canvas: Canvas) throws {
        let area = layout.deviationArea
        let scale = layout.deviationScale
        func y(_ d: Double) -> Double { area.midY - scale.fraction(d) * (area.height / 2 - Self.inset) }
        try canvas.fill(Rect(x: area.minX, y: y(DeviationScale.band), width: area.width,
                             height: y(-DeviationScale.band) - y(DeviationScale.band)), palette.faintLine)
        try canvas.fill(Rect(x: area.minX, y: area.midY - 0.5, width: area.width, height: 1), palette.gridLine)
        for one in series {
            let frames = one.recording.frames
            for index in Self.thinned(frames.map { layout.x($0.presentTime) }, keeping: { Self.isMarked(frames[$0]) }) {
                let frame = frames[index]
                let x = layout.x(frame.presentTime)
                let color: Color
                if let reason = frame.verdict?.reason {
                    color = palette.color(of: reason)
                    try canvas.fill(Rect(x: x - 1, y: area.minY, width: 2, height: 4), color)
                } else {
                    color = frame.distance >= Self.faultDeviation ? palette.fault : one.frames
                }
                try canvas.fillCircle(center: Point(x: x, y: y(frame.deviation)),
                                      diameter: Self.isMarked(frame) ? Self.markDiameter : Self.dotDiameter, color)
            }
        }
    }

    /// The velocities: the frames' dots, thinned, the ideal velocity over them, and the largest step marked.
    private func drawVelocities(_ series: [Series], _ layout: Layout, in area: Rect, on canvas: Canvas) throws {
        func y(_ value: Double, at t: Double) -> Double {
            Self.y(value, in: layout.panel(at: t)?.velocityRange ?? 0...1, area: area)
        }
        for one in series {
            let frames = one.recording.frames
            for index in Self.thinned(frames.map { layout.x($0.time) }, keeping: { Self.isMarked(frames[$0]) }) {
                let frame = frames[index]
                try canvas.fillCircle(center: Point(x: layout.x(frame.time), y: y(frame.velocity, at: frame.time)),
                                      diameter: Self.dotDiameter, one.frames)
            }
        }
        try strokeIdealCurves(series, layout, in: area, ideal: { $0.velocity(at: $1) }, y: y, on: canvas)
        for one in series {
            // The largest velocity step marked where it happened (named on the header line).
            if let step = one.recording.largestVelocityStep, step.size >= 1 {
                try canvas.fill(Rect(x: layout.x(step.time) - 1, y: area.minY, width: 2, height: area.height), palette.fault)
            }
        }
    }

    /// Where `value` stands in `area` on the scale `range`, `inset` in from the top and bottom.
    static func y(_ value: Double, in range: ClosedRange<Double>, area: Rect) -> Double {
        area.maxY - inset - (value - range.lowerBound) / (range.upperBound - range.lowerBound) * (area.height - inset * 2)
    }

    /// Whether a frame's dot is always drawn: it was late, or off its curve.
    static func isMarked(_ frame: GestureRecording.Frame) -> Bool {
        frame.verdict?.reason != nil || frame.distance >= faultDeviation
    }
}
