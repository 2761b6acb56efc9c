import ArgumentParser

/// `listdemo report TRACE.jsonl --out FILE.png`: the overlay's plots for every gesture of a trace,
/// with frame-interval and work histograms, drawn into one PNG.
struct ReportCommand: ParsableCommand {
    /// The word after `listdemo` that runs it.
    static let name = "report"

    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Draws a PNG report of a trace: every gesture against its ideal curve, frame timings.",
        discussion: """
            EXAMPLES:
              listdemo snap --headless --script fling.txt --trace t.jsonl
              listdemo report t.jsonl --out report.png

            EXIT STATUS: 0 written, 1 the trace not read or the PNG not written,
            2 a usage error.
            """)

    @Argument(help: ArgumentHelp("The trace written by --trace (JSON Lines).", valueName: "trace"))
    var trace: String

    @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file.png"))
    var out: String

    var options: ReportOptions { ReportOptions(trace: trace, out: out) }
}

extension ReportOptions {
    /// The report reads the trace and writes the PNG: they may not be one file.
    func checkDistinctFiles() throws(PlatformError) {
        try FileRole.checkDistinct([
            FileRole(name: "the trace", path: trace, isOutput: false),
            FileRole(name: "--out", path: out, isOutput: true),
        ])
    }
}
