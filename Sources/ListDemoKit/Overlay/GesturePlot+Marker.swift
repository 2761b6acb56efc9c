extension GesturePlot {
    /// Marks `frame` on the plots of `series` drawn in `rect` (the paused overlay's frame read out): a line across the
    /// offset and deviation plots where it was presented and across the velocity plot at the time it was computed
    /// for, where its dots are.
    func mark(_ frame: GestureRecording.Frame, of series: [Series], in rect: Rect, on canvas: Canvas) throws {
        let layout = try layout(series, in: rect, metrics: canvas)
        guard layout.span != nil else { return }
        let marks = [(frame.presentTime, layout.offsetArea), (frame.presentTime, layout.deviationArea)]
            + (layout.velocityArea.map { [(frame.time, $0)] } ?? [])
        for (time, area) in marks {
            try canvas.fill(Rect(x: layout.x(time) - 0.5, y: area.minY, width: 1, height: area.height), palette.marker)
        }
    }
}
