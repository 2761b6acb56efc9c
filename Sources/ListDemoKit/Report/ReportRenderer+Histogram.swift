/// The report's histograms of frame intervals, work and input latency.
extension ReportRenderer {
    /// A histogram of `values` (seconds) from 0 to twice the budget (or the p99, if larger),
    /// the last bin holding everything beyond; the budget line, p50 and p99 marked.
    func histogram(_ name: String, _ spread: Spread, values: [Double], budget: Double, color: Color,
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

