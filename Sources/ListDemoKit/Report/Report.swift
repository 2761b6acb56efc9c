/// `listdemo report`: checks where the PNG and the export go, then reads and analyses the trace as a stream, draws
/// the report and writes it atomically, and prints the figures as JSON (`ReportJSON`) when asked; for the export
/// (`--perfetto`) reads it again as it writes.
enum Report {
    static func run(_ options: ReportOptions, assets: Assets) throws {
        if let out = options.out { try AtomicFile.checkWritable(out, role: "--out") }
        if let perfetto = options.perfetto { try AtomicFile.checkWritable(perfetto, role: "--perfetto") }
        if options.out != nil || options.json {
            let analysis = try TraceAnalysis(tracePath: options.trace)
            let name = options.trace.split(separator: "/").last.map(String.init) ?? options.trace
            if let out = options.out {
                // The report's height depends on how its gestures' headings wrap: measured first, on a canvas of one
                // point.
                let size = try ReportRenderer.layout(analysis, metrics: Canvas(size: Size(width: 1, height: 1), scale: 1,
                                                                               assets: assets)).size
                let canvas = try Canvas(size: size, scale: 1, assets: assets)
                try ReportRenderer(palette: Theme.OverlayPalette.standard).draw(analysis, traceName: name, on: canvas)
                try PNG.write(try canvas.readPixels(), to: out)
            }
            if options.json { print(ReportJSON.text(analysis, traceName: name)) }
        }
        if let perfetto = options.perfetto { try PerfettoExport.write(trace: options.trace, to: perfetto) }
    }
}
