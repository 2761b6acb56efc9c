import ArgumentParser

/// `listdemo report TRACE.jsonl --out FILE.png`: the overlay's plots for every gesture of a trace,
/// with frame-interval and work histograms, drawn into one PNG; `--json` prints the figures instead or as well.
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
              listdemo report t.jsonl --json > figures.json

            EXIT STATUS: 0 written, 1 the trace not read or the PNG not written,
            2 a usage error.
            """)

    @Argument(help: ArgumentHelp("The trace written by --trace (JSON Lines).", valueName: "trace"))
    var trace: String

    @Option(help: ArgumentHelp("The PNG file to write.", valueName: "file.png"))
    var out: String?

    @Flag(help: "Print the figures as one JSON object on standard output (keys in README).")
    var json = false

    /// A report writes something: a PNG, the JSON or both.
    func validate() throws {
        guard out != nil || json else { throw ValidationError("give --out FILE.png, --json or both") }
    }

    var options: ReportOptions { ReportOptions(trace: trace, out: out, json: json) }
}

extension ReportOptions {
    /// The report reads the trace and writes the PNG: they may not be one file.
    func checkDistinctFiles() throws(PlatformError) {
        guard let out else { return }
        try FileRole.checkDistinct([
            FileRole(name: "the trace", path: trace, isOutput: false),
            FileRole(name: "--out", path: out, isOutput: true),
        ])
    }
}
