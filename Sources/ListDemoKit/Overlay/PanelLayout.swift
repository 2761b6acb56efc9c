/// Where everything the overlay's panel shows goes, decided before anything is drawn: its rows top to bottom —
/// lines of figures, the frame graph, the frame timeline, the gesture plot — fitted to the panel's height, and each
/// line's figures fitted to its width, so no text is ever cut by the panel's edge. The tests read these frames.
///
/// A panel narrower than the full one (a window under 480 points) prints shorter lines and fewer figures a line and
/// leaves out what it has no room for, least telling first; a short panel (half the window at most, or squeezed
/// between what it keeps clear of) gives up its optional rows the same way — the frame timeline first: the frame
/// graph above it already shows those frames' work and intervals —, then shrinks the frame graph and the plot.
struct PanelLayout: Equatable {
    /// The colour a piece of text is drawn in: the line's own (white when bold, grey otherwise), or a role's.
    enum Ink: Equatable {
        case plain, interval, work, fault, series(Int)
    }

    /// One figure of a line ("hitch 0.0 ms/s good"), in its ink.
    struct Figure: Equatable {
        var text: String
        var ink = Ink.plain
    }

    /// A run of text the panel prints: figures of one ink joined, where, and how.
    struct Text: Equatable {
        let text: String
        let frame: Rect
        let ink: Ink
        let bold: Bool
    }

    /// One row of the panel.
    struct Row: Equatable {
        enum Kind: Equatable {
            case line(Line, bold: Bool)
            case frameGraph
            case timeline
            case plot
        }

        var kind: Kind
        /// The height it takes at most and at least (a line's is one line; the plot takes what is left).
        var height: Double
        var minimum: Double
        /// nil: always shown; otherwise, while the panel is too short, rows are left out lowest first.
        var dropOrder: Int?
        var spaceBefore = 0.0
        var spaceAfter = 0.0

        static func line(_ line: Line, bold: Bool = false, drop: Int? = nil, after: Double = 0) -> Row {
            Row(kind: .line(line, bold: bold), height: OverlayRenderer.lineHeight, minimum: OverlayRenderer.lineHeight,
                dropOrder: drop, spaceAfter: after)
        }
    }

    /// The panel's frame.
    let panel: Rect
    /// Every run of text, each inside the panel's padding.
    let texts: [Text]
    /// Where the frame graph, the frame timeline and the gesture plot go, nil when left out.
    let frameGraph: Rect?
    let timeline: Rect?
    let plot: Rect?

    /// The panel's width inside its padding: every line fits in it.
    var innerWidth: Double { panel.width - OverlayRenderer.padding * 2 }

    /// The smallest plot, where it still lays its labels out apart from each other (`GesturePlot.Layout`: its header
    /// line, 32 pt of offsets, 21 pt of deviations with their scale's one "±" label, the time axis). A panel with room
    /// gives it more: the compact panel 96 pt, the full one 115 (`heights`).
    static let plotMinimum = 84.0
    /// The frame timeline of the last two seconds (full mode): three lanes of 13 pt, as far apart as their names are
    /// tall, over its time axis.
    static let timelineHeight = 57.0
    /// Between runs of text of different inks on one line.
    static let inkGap = 12.0
    /// Between figures of one run.
    static let separator = "   "

    /// Whether a panel `width` points wide shows `mode` in its narrow form: the full panel without its full width.
    static func isNarrow(_ mode: OverlayMode, width: Double) -> Bool {
        mode == .full && width < OverlayRenderer.maximumWidth
    }

    /// The rows a panel shows for `mode`, narrow or not, with `gestures` gestures plotted, live or paused.
    static func rows(_ mode: OverlayMode, narrow: Bool, gestures: Int, view: PanelContent.View) -> [Row] {
        let paused = view != .live
        let reading: [Row] = switch view {
        case .live: []
        case .paused(frame: nil): [.line(.pausedFrame, bold: true)]
        case .paused: [.line(.pausedFrame, bold: true), .line(.frameTimes), .line(.frameOffsets), .line(.frameMotion),
                       .line(.frameVerdict)]
        }
        // While paused, the frame read out is what the panel is for: the window's figures give way first.
        if gestures > 1 {
            let full = mode == .full
            return [.line(.compareRate, bold: true, drop: paused ? 2 : nil), .line(.motionFigures, drop: 1)]
                + (0..<gestures).map { .line(.legend($0, full: full), bold: true) }
                + reading + [plot(after: 2)]
        }
        switch (mode, narrow) {
        case (.off, _):
            return []
        case (.compact, _):
            return paused ? reading + [plot(after: 0, height: 96)]
                : [.line(.compactFigures, bold: true), .line(.motionFigures, drop: 1), plot(after: 0, height: 96)]
        case (.full, false):
            return [.line(.rateBudgetAndCost, bold: true, drop: paused ? 6 : nil),
                    .line(.overBudgetAndMotion, bold: true, drop: paused ? 5 : nil),
                    .line(.setupAndLatency, drop: paused ? 2 : 4), .line(.percentiles, drop: paused ? 1 : 3, after: 2),
                    frameGraph(56, drop: paused ? 3 : 5), timeline]
                + (paused ? reading : [.line(.phase, bold: true), .line(.gesture, drop: 2), .line(.gestureFigures, drop: 1)])
                + [plot(after: 2, height: 115)]
        case (.full, true):
            return [.line(.rateOverAndCost, bold: true, drop: paused ? 6 : nil),
                    .line(.motionFigures, bold: true, drop: paused ? 5 : nil),
                    .line(.budget, drop: 3), .line(.latency, drop: 2), .line(.percentilesShort, drop: 1, after: 2),
                    frameGraph(28, drop: 4), timeline]
                + (paused ? reading : [.line(.phaseShort, bold: true)])
                + [plot(after: 2, height: 96)]
        }
    }

    private static func frameGraph(_ height: Double, drop: Int) -> Row {
        Row(kind: .frameGraph, height: height, minimum: 28, dropOrder: drop, spaceAfter: 4)
    }

    /// The frame timeline: at its one height or not at all, left out first when the panel is short.
    private static let timeline = Row(kind: .timeline, height: timelineHeight, minimum: timelineHeight, dropOrder: 0,
                                      spaceAfter: 4)

    /// The plot, `after` points below the line above it, `height` tall where there is room (96 pt holds the
    /// deviations' two scale labels; 110, the velocities too: `GesturePlot.velocityMinimumHeight`), taking what the
    /// other rows leave.
    private static func plot(after space: Double, height: Double = plotMinimum) -> Row {
        Row(kind: .plot, height: height, minimum: plotMinimum, dropOrder: nil, spaceBefore: space)
    }

    /// The height every row of `rows` takes at the least, with the panel's padding.
    static func minimumHeight(of rows: [Row]) -> Double {
        rows.reduce(OverlayRenderer.padding * 2) { $0 + $1.spaceBefore + $1.minimum + $1.spaceAfter }
    }

    /// The height every row of `rows` takes where there is room, with the panel's padding.
    static func preferredHeight(of rows: [Row]) -> Double {
        rows.reduce(OverlayRenderer.padding * 2) { $0 + $1.spaceBefore + $1.height + $1.spaceAfter }
    }

    /// The height a panel showing `rows` wants (the mode's usual height, or more when the rows want it: paused), and
    /// the least it can show them in once every optional row is left out.
    static func heights(of rows: [Row], mode: OverlayMode, narrow: Bool) -> (wanted: Double, least: Double) {
        // What the rows of one gesture, live, want (`--compare`'s panels are as tall): compact, its two lines over a
        // plot of 96 pt; full, every row over a plot of 115 pt; narrow, every row over a plot of 96 pt.
        let usual = switch (mode, narrow) {
        case (.off, _): 0.0
        case (.compact, _): 144.0
        case (.full, false): 368.0
        case (.full, true): 305.0
        }
        return (max(usual, preferredHeight(of: rows)), minimumHeight(of: rows.filter { $0.dropOrder == nil }))
    }

    /// `rows` fitted to a panel `height` tall: optional rows left out, lowest first, until the rest fit at their
    /// least, then the room left given back up to their height, first to the plot (what the panel is for: at 110 pt
    /// it has room for its velocities), then to the other rows in order.
    static func fit(_ rows: [Row], height: Double) -> [Row] {
        var kept = rows
        while minimumHeight(of: kept) > height,
              let drop = kept.indices.compactMap({ index in kept[index].dropOrder.map { (index, $0) } })
                .min(by: { $0.1 < $1.1 }) {
            kept.remove(at: drop.0)
        }
        var room = max(0, height - minimumHeight(of: kept))
        let plotFirst = kept.indices.filter { kept[$0].kind == .plot } + kept.indices.filter { kept[$0].kind != .plot }
        for index in plotFirst {
            let grown = min(room, kept[index].height - kept[index].minimum)
            kept[index].minimum += grown
            room -= grown
        }
        return kept
    }

    /// The layout of `content` in `mode` in `panel`, text measured with `metrics`.
    init(_ mode: OverlayMode, _ content: PanelContent, in panel: Rect, metrics: TextMetrics) throws {
        self.panel = panel
        let padding = OverlayRenderer.padding
        let left = panel.minX + padding, inner = panel.width - padding * 2, bottom = panel.maxY - padding
        let rows = Self.fit(Self.rows(mode, narrow: Self.isNarrow(mode, width: panel.width),
                                      gestures: content.gestures.count, view: content.view), height: panel.height)
        var texts: [Text] = []
        var frameGraph: Rect?
        var timeline: Rect?
        var plot: Rect?
        var y = panel.minY + padding
        for row in rows {
            y += row.spaceBefore
            switch row.kind {
            case .line(let line, let bold):
                // A panel too short for even its required lines leaves out those that would pass its bottom.
                guard y + row.minimum <= bottom else { continue }
                texts += try Self.fitted(content.figures(line), bold: bold, left: left, y: y, width: inner, metrics: metrics)
            case .frameGraph:
                frameGraph = Rect(x: left, y: y, width: inner, height: row.minimum)
            case .timeline:
                timeline = Rect(x: left, y: y, width: inner, height: row.minimum)
            case .plot:
                let height = bottom - y
                if height >= OverlayRenderer.lineHeight { plot = Rect(x: left, y: y, width: inner, height: height) }
            }
            y += row.minimum + row.spaceAfter
        }
        self.texts = texts
        self.frameGraph = frameGraph
        self.timeline = timeline
        self.plot = plot
    }

    /// `figures` on one line at `left`, `y`: as many from the first as fit in `width`, figures of one ink joined in a
    /// run; a first figure wider than the line alone is cut short with an ellipsis.
    static func fitted(_ figures: [Figure], bold: Bool, left: Double, y: Double, width: Double,
                       metrics: TextMetrics) throws -> [Text] {
        let style = bold ? OverlayRenderer.boldStyle : OverlayRenderer.style
        for count in stride(from: figures.count, to: 0, by: -1) {
            var runs: [(text: String, ink: Ink)] = []
            for figure in figures.prefix(count) {
                if let last = runs.last, last.ink == figure.ink {
                    runs[runs.count - 1].text += separator + figure.text
                } else {
                    runs.append((figure.text, figure.ink))
                }
            }
            if count == 1, try metrics.measure(text: runs[0].text, style: style).width > width {
                runs[0].text = try metrics.truncate(text: runs[0].text, style: style, width: width)
            }
            var x = left
            var placed: [Text] = []
            for run in runs {
                let size = try metrics.measure(text: run.text, style: style)
                placed.append(Text(text: run.text, frame: Rect(origin: Point(x: x, y: y), size: size), ink: run.ink, bold: bold))
                x += size.width + inkGap
            }
            if count == 1 || x - inkGap <= left + width { return placed }
        }
        return []
    }
}
