import Glibc

/// A time axis in seconds under a plot: ticks every 1, 2 or 5 times a power of ten, the finest step whose labels
/// stand apart, each label read as seconds from an origin (the gesture's start, or the newest frame's present) and
/// drawn whole or not at all (an end's label, moved inside the plot, gives way to its neighbour's). The gesture plot (one axis a motion's panel) and the frame timeline share it.
enum TimeAxis {
    /// One tick: the frame time it marks, where across the plot it falls, and its label with the frame it is drawn
    /// in (nil when the label would leave its bounds or touch the label before it).
    struct Tick: Equatable {
        let time: Double
        let x: Double
        let label: (text: String, frame: Rect)?

        static func == (a: Tick, b: Tick) -> Bool {
            a.time == b.time && a.x == b.x && a.label?.text == b.label?.text && a.label?.frame == b.label?.frame
        }
    }

    /// The finest step: a millisecond.
    static let finestStep = 0.001
    /// The most ticks one stretch gets, whatever its width says (a hostile width cannot make millions).
    static let mostTicks = 200

    /// The step of 1, 2 or 5 times a power of ten at least `seconds` (at least `finestStep`).
    static func step(atLeast seconds: Double) -> Double {
        guard seconds.isFinite, seconds > finestStep else { return finestStep }
        let power = pow(10, log10(seconds).rounded(.down))
        let mantissa = seconds / power
        return (mantissa <= 1 + 1e-9 ? 1 : mantissa <= 2 + 1e-9 ? 2 : mantissa <= 5 + 1e-9 ? 5 : 10) * power
    }

    /// The decimals a label of a tick `step` apart needs: 0.5 → "1.5", 0.05 → "1.55", 2 → "4".
    static func decimals(forStep step: Double) -> Int {
        max(0, Int((-log10(step) - 1e-9).rounded(.up)))
    }

    /// `seconds` as a tick reads it with `decimals` decimals ("-0" reads "0").
    static func text(_ seconds: Double, decimals: Int) -> String {
        String(cFormat: "%.\(decimals)f", seconds + 0).replacingMinusZero
    }

    /// The ticks of frame times `time` drawn across `xs` (`time`'s ends at its ends), labelled in seconds from
    /// `origin` on the line whose top is `top`, each label centred on its tick (moved inside `bounds` at an end), none
    /// starting before `freeFrom` (the end of a label drawn before, plus a gap).
    static func ticks(of time: ClosedRange<Double>, across xs: ClosedRange<Double>, origin: Double, top: Double,
                      bounds: ClosedRange<Double>, freeFrom: Double = -.infinity, style: TextStyle,
                      metrics: TextMetrics) throws -> [Tick] {
        let seconds = time.upperBound - time.lowerBound
        let width = xs.upperBound - xs.lowerBound
        guard seconds.isFinite, seconds > 0, width > 0 else { return [] }
        func x(_ t: Double) -> Double { xs.lowerBound + (t - time.lowerBound) / seconds * width }
        // The finest step whose widest label (that of an end) stands a gap apart from the next: the labels' width
        // depends on the step's decimals, so the step is found again until it holds.
        var step = Self.step(atLeast: seconds / Double(mostTicks))
        for _ in 0..<4 {
            let decimals = Self.decimals(forStep: step)
            let widest = try [time.lowerBound, time.upperBound].map {
                try metrics.measure(text: text($0 - origin, decimals: decimals), style: style).width
            }.max() ?? 0
            let needed = Self.step(atLeast: max(step, (widest + 2 * GesturePlot.labelGap) / width * seconds))
            if needed <= step { break }
            step = needed
        }
        let decimals = Self.decimals(forStep: step)
        let first = ((time.lowerBound - origin) / step - 1e-9).rounded(.up)
        let last = ((time.upperBound - origin) / step + 1e-9).rounded(.down)
        guard first <= last, last - first < Double(mostTicks) else { return [] }
        var ticks: [Tick] = []
        var free = freeFrom
        // The label before, when it was moved off its centre to stay inside: it gives way to a centred one.
        var moved: (index: Int, free: Double)?
        for k in Int(first)...Int(last) {
            let t = origin + Double(k) * step
            let label = text(Double(k) * step, decimals: decimals)
            let size = try metrics.measure(text: label, style: style)
            // Centred on its tick, moved inside the bounds at an end (it still touches its tick there).
            let centred = x(t) - size.width / 2
            let left = min(max(centred, bounds.lowerBound), bounds.upperBound - size.width)
            let frame = Rect(x: left, y: top, width: size.width, height: size.height)
            func fits(after free: Double) -> Bool {
                frame.minX >= max(bounds.lowerBound, free) && frame.maxX <= bounds.upperBound
            }
            var shown = fits(after: free)
            if !shown, let before = moved, left == centred, fits(after: before.free) {
                ticks[before.index] = Tick(time: ticks[before.index].time, x: ticks[before.index].x, label: nil)
                shown = true
            }
            moved = shown && left != centred ? (ticks.count, free) : nil
            if shown { free = frame.maxX + 2 * GesturePlot.labelGap }
            ticks.append(Tick(time: t, x: x(t), label: shown ? (label, frame) : nil))
        }
        return ticks
    }
}

extension String {
    /// "-0", "-0.0", "-0.00": zero as printed from a negative rounding to it, read as zero.
    var replacingMinusZero: String {
        hasPrefix("-") && dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) ? String(dropFirst()) : self
    }
}
