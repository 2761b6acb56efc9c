extension GesturePlot {
    /// Marks `frame` on the plot of `series` drawn in `rect` (the paused overlay's frame read out): a line across the
    /// offset plot where it was presented and across the velocity plot at the time it was computed for, where its dots are.
    func mark(_ frame: GestureRecording.Frame, of series: [Series], in rect: Rect, on canvas: Canvas) throws {
        let layout = try layout(series, in: rect, metrics: canvas)
        guard let span = layout.span else { return }
        for (time, area) in [(frame.presentTime, layout.offsetArea), (frame.time, layout.velocityArea)] {
            let x = Self.x(time, span: span, in: area)
            try canvas.fill(Rect(x: x - 0.5, y: area.minY, width: 1, height: area.height), palette.marker)
        }
    }
}
