/// The gesture plot's panels (a motion each, with its own vertical scales), the ranges they span, the ideal curves
/// sampled, and which frames' dots are drawn.
extension GesturePlot {
    /// A panel is never narrower than this (points): a gesture of more motions than fit merges the shortest
    /// neighbours.
    static let minimumPanelWidth = 72.0

    /// The stretches of the gesture's time each panel covers, in order, together spanning `span`: one for each run
    /// of motions of one kind in a row (a fling, its bounce, a burst of wheel steps, a key's scroll), at most as many
    /// as fit `width` (`minimumPanelWidth` each, with room to spare), the two shortest neighbours merged until they
    /// fit. A run that takes no time joins the one after it.
    static func panelTimes(of recording: GestureRecording, span: ClosedRange<Double>,
                           width: Double) -> [ClosedRange<Double>] {
        var starts = [span.lowerBound]
        for (previous, segment) in zip(recording.segments, recording.segments.dropFirst())
        where segment.name != previous.name && segment.startTime > starts.last! && segment.startTime < span.upperBound {
            starts.append(segment.startTime)
        }
        var times = zip(starts, starts.dropFirst() + [span.upperBound]).map { $0...$1 }
        let most = max(1, Int(width / minimumPanelWidth) - 1)
        while times.count > most {
            // The neighbours that take least time together become one panel.
            let pair = times.indices.dropLast().min {
                times[$0 + 1].upperBound - times[$0].lowerBound < times[$1 + 1].upperBound - times[$1].lowerBound
            }!
            times[pair] = times[pair].lowerBound...times[pair + 1].upperBound
            times.remove(at: pair + 1)
        }
        return times
    }

    /// The panels of `series` across `area`: each run of motions of the one series (`panelTimes`), or one panel for
    /// several (`--compare`'s halves compare on one scale). Each is at least a share of the width (all of it over
    /// one more than their count), the rest shared by the time it covers; its scales span what is drawn in it.
    static func panels(_ series: [Series], span: ClosedRange<Double>, across area: Rect,
                       velocities: Bool) -> [Panel] {
        let times = series.count == 1 ? panelTimes(of: series[0].recording, span: span, width: area.width) : [span]
        let count = Double(times.count)
        let least = times.count == 1 ? area.width : area.width / (count + 1)
        let total = span.upperBound - span.lowerBound
        // Every curve sampled once, each panel's scales taken from those that start in it.
        let positions = series.map { sampledCurves(of: $0.recording, span: span, ideal: { $0.position(at: $1) }) }
        let speeds = velocities ? series.map { sampledCurves(of: $0.recording, span: span, ideal: { $0.velocity(at: $1) }) } : []
        var x = area.minX
        return times.enumerated().map { index, time in
            let share = total > 0 ? (time.upperBound - time.lowerBound) / total : 1 / count
            let width = index == times.count - 1 ? area.maxX - x : least + (area.width - least * count) * share
            defer { x += width }
            let inPanel: (Double) -> Bool = { t in
                t >= time.lowerBound && (t < time.upperBound || index == times.count - 1) || (index == 0 && t < time.lowerBound)
            }
            return Panel(time: time, xs: x...(x + width),
                         offsetRange: range(of: series, curves: positions, in: inPanel, value: \.offset, at: \.presentTime),
                         velocityRange: velocities
                             ? range(of: series, curves: speeds, in: inPanel, value: \.velocity, at: \.time) : 0...1)
        }
    }

    /// The values `series` take where `inPanel` holds, ideal curves (`curves`, each series' sampled) by their
    /// segment's start and frames by their time `at` alike, at least 1 apart.
    private static func range(of series: [Series], curves: [[[(Double, Double)]]], in inPanel: (Double) -> Bool,
                              value: KeyPath<GestureRecording.Frame, Double>,
                              at time: KeyPath<GestureRecording.Frame, Double>) -> ClosedRange<Double> {
        var low = Double.infinity, high = -Double.infinity
        for (one, sampled) in zip(series, curves) {
            for curve in sampled where curve.first.map({ inPanel($0.0) }) == true {
                for point in curve {
                    low = min(low, point.1)
                    high = max(high, point.1)
                }
            }
            for frame in one.recording.frames where inPanel(frame[keyPath: time]) {
                low = min(low, frame[keyPath: value])
                high = max(high, frame[keyPath: value])
            }
        }
        if !(high - low >= 1) {
            let middle = low.isFinite && high.isFinite ? (low + high) / 2 : 0
            (low, high) = (middle - 0.5, middle + 0.5)
        }
        return low...high
    }

    /// Each segment's curve from its start to the next one's (the last to the span's end), sampled.
    static func sampledCurves(of recording: GestureRecording, span: ClosedRange<Double>,
                              ideal: (GestureRecording.Segment, Double) -> Double) -> [[(Double, Double)]] {
        let segments = recording.segments
        return segments.enumerated().map { index, segment in
            let start = max(segment.startTime, span.lowerBound)
            let end = index + 1 < segments.count ? segments[index + 1].startTime : span.upperBound
            guard end >= start else { return [] }
            return (0...curveSamples).map { sample in
                let t = start + (end - start) * Double(sample) / Double(curveSamples)
                return (t, ideal(segment, t))
            }
        }
    }

    /// The frames whose dots are drawn, given where each falls across the plot (`xs`, in order): a dot at least a
    /// dot's width from the last one drawn, and every one `keeping` names (a late or faulty frame) wherever it is.
    static func thinned(_ xs: [Double], keeping: (Int) -> Bool, spacing: Double = dotDiameter) -> [Int] {
        var drawn: [Int] = []
        var last = -Double.infinity
        for (index, x) in xs.enumerated() where keeping(index) || x - last >= spacing {
            drawn.append(index)
            last = x
        }
        return drawn
    }
}
