/// Draws the report of a trace (`listdemo report`): a headline with the figures a person looks
/// for first (the largest deviation of each kind of motion beside the run's hitch ratio and
/// delayed frames), the frame-interval and work histograms (and the input latency's, when frames
/// recorded it), then every gesture with the overlay's own plot (`GesturePlot`) and its frames'
/// timeline (`FrameTimelinePlot`), two to a row.
struct ReportRenderer {
    /// The overlay's colours: a report reads like the panel it reproduces.
    let palette: Theme.OverlayPalette

    static let width = 1100.0
    static let margin = 16.0
    static let histogramHeight = 166.0
    /// The distance between the lines of a gesture's heading, and of the headline.
    static let headingLineHeight = 17.0
    static let headlineLineHeight = 18.0
    /// The most lines a gesture's title and its figures take; what is longer ends in an ellipsis after a word.
    static let headingLineLimits = (title: 3, figures: 2)
    static let gesturePlotHeight = 250.0
    /// A row of a gesture's frame timeline: at least a second long, at most `timelineRows` of them a gesture (a
    /// longer gesture's rows each take a share of it), so a refresh is a few points wide.
    static let timelineRowHeight = 62.0
    static let timelineRowSeconds = 1.0
    static let timelineRows = 3
    static let histogramBins = 48

    static let title = TextStyle(size: 18, weight: .bold)
    static let bold = TextStyle(size: 13, weight: .bold)
    static let style = TextStyle(size: 12)

    /// Where the gestures go below a headline of `lines` lines and the histograms (`layout`).
    static func gesturesTop(headlineLines lines: Int) -> Double {
        margin + 26 + headlineLineHeight * Double(lines) + margin + histogramHeight + margin
    }

    /// A gesture's heading above its plot: its title (number, whose, when, its motions and the last
    /// one's curve) and its figures, each wrapped between words to the plot's width instead of cut
    /// mid-word ("Gesture 4 · right · … · fling → bounce → sn").
    struct GestureHeading: Equatable {
        let title: [String]
        let figures: [String]
        var height: Double { Double(title.count + figures.count) * ReportRenderer.headingLineHeight }
    }

    /// One gesture's place in the report: its heading's lines' frames, then its plot, then its timeline's rows,
    /// each with the stretch of time it shows.
    struct GesturePlacement: Equatable {
        let heading: GestureHeading
        let titleFrames: [Rect]
        let figureFrames: [Rect]
        let plot: Rect
        let timeline: [Rect]
        let timelineWindows: [ClosedRange<Double>]
    }

    /// The whole report's layout: every gesture's place and the report's size in points.
    static func layout(_ analysis: TraceAnalysis, metrics: TextMetrics) throws -> (gestures: [GesturePlacement], size: Size) {
        // The headline's lines and its legend's.
        try layout(analysis.numberedGestures, headlineLines: headline(analysis).count + 1, metrics: metrics)
    }

    /// Where each of the gestures a report keeps goes, under a headline of `headlineLines` lines (two to a row, a
    /// row as tall as its taller heading and timeline), measured with `metrics`, and the report's size in points.
    static func layout(_ gestures: [TraceAnalysis.NumberedGesture], headlineLines: Int, metrics: TextMetrics) throws
        -> (gestures: [GesturePlacement], size: Size) {
        let column = (width - 3 * margin) / 2
        let headings = try gestures.map {
            try heading($0.gesture, number: $0.number, figures: $0.figures, width: column, metrics: metrics)
        }
        let windows = gestures.map { timelineWindows($0.gesture) }
        var placements: [GesturePlacement] = []
        var top = gesturesTop(headlineLines: headlineLines)
        for row in stride(from: 0, to: headings.count, by: 2) {
            let pair = headings[row..<min(row + 2, headings.count)]
            let headingHeight = pair.map(\.height).max() ?? 0
            let rows = windows[row..<min(row + 2, headings.count)].map(\.count).max() ?? 0
            for (offset, heading) in pair.enumerated() {
                let x = offset == 0 ? margin : 2 * margin + column
                func frames(_ lines: [String], from y: Double, style: TextStyle) throws -> [Rect] {
                    try lines.enumerated().map { index, line in
                        let size = try metrics.measure(text: line, style: style)
                        return Rect(x: x, y: y + Double(index) * headingLineHeight, width: size.width, height: size.height)
                    }
                }
                let plot = Rect(x: x, y: top + headingHeight, width: column, height: gesturePlotHeight)
                let timeline = windows[row + offset].indices.map {
                    Rect(x: x, y: plot.maxY + margin / 2 + Double($0) * timelineRowHeight, width: column,
                         height: timelineRowHeight - 4)
                }
                placements.append(GesturePlacement(
                    heading: heading, titleFrames: try frames(heading.title, from: top, style: bold),
                    figureFrames: try frames(heading.figures, from: top + Double(heading.title.count) * headingLineHeight,
                                             style: style),
                    plot: plot, timeline: timeline, timelineWindows: windows[row + offset]))
            }
            top += headingHeight + gesturePlotHeight + margin / 2 + Double(rows) * timelineRowHeight + margin
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

    /// The stretches of `gesture`'s time its timeline's rows show: from its start, `timelineRowSeconds` each, or a
    /// `timelineRows`-th of a longer gesture each; none without a motion.
    static func timelineWindows(_ gesture: GestureRecording) -> [ClosedRange<Double>] {
        guard let span = gesture.timeSpan else { return [] }
        let seconds = span.upperBound - span.lowerBound
        let row = max(timelineRowSeconds, seconds / Double(timelineRows))
        let count = max(1, min(timelineRows, Int((seconds / row - 1e-9).rounded(.up))))
        return (0..<count).map { span.lowerBound + Double($0) * row...span.lowerBound + Double($0 + 1) * row }
    }
}
